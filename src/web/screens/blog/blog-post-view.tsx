import { formatShopTime } from '../../../domain/format/shop-time';
import type { BlogPostDetailFieldsFragment } from '../../graph/generated/shop-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { PageMeta, usePageOrigin } from '../../meta/page-meta';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { ProductGrid } from '../../ui/product-card';
import { mediaUrl, ResponsiveImage, usePictureUrl } from '../../ui/responsive-image';
import { BlogPostGrid, CategoryChips, PostByline } from './blog-post-card';
import { ReadCompletionMarker } from './read-completion';
import '../../ui/rich-text.css';

/** Article and BreadcrumbList structured data of a post (schema.org). */
export function blogPostJsonLd(
  post: BlogPostDetailFieldsFragment, origin: string, shopName: string, language: string, blogLabel: string,
  picture: (image: { id: string; gif?: boolean | null }, width: number) => string = (image, width) => mediaUrl(image.id, width),
) {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const category = post.categories[0];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.seoTitle || post.title,
      description: post.seoDescription,
      ...(post.cover ? { image: [new URL(picture(post.cover, 1200), origin).href] } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.authorName },
      publisher: { '@type': 'Organization', name: shopName, url: `${origin}/` },
      mainEntityOfPage: url,
      url,
      inLanguage: language,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: blogLabel, item: `${origin}/blog` },
        ...(category ? [{ '@type': 'ListItem', position: 2, name: category.name, item: `${origin}/blog/category/${encodeURIComponent(category.slug)}` }] : []),
        { '@type': 'ListItem', position: category ? 3 : 2, name: post.title, item: url },
      ],
    },
  ];
}

function PreviewBanner({ post }: { post: BlogPostDetailFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  if (post.status === 'published') return <p className="preview-banner" role="note">{t('blog.preview.bannerPublished')}</p>;
  // Staff choose publish moments in the shop's own time zone, so the banner says it the same way.
  const status = post.status === 'scheduled' && post.publishedAt
    ? t('blog.status.scheduled', { date: formatShopTime(post.publishedAt, language, offset) })
    : t(`blog.status.${post.status}`);
  return <p className="preview-banner" role="note">{t('blog.preview.banner', { status })}</p>;
}

/**
 * A post as its page shows it. The staff preview renders this same view, with a banner, no
 * indexing and no read tracking, so a draft looks exactly as it will once published.
 */
export function BlogPostView({ post, shopName, preview = false }: { post: BlogPostDetailFieldsFragment; shopName: string; preview?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const origin = usePageOrigin();
  const picture = usePictureUrl();
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const category = post.categories[0];
  return (
    <article className="blog-post">
      <PageMeta
        title={`${post.seoTitle || post.title} | ${shopName}`}
        description={post.seoDescription}
        canonicalPath={path}
        image={post.cover ? picture(post.cover, 1200) : undefined}
        type="article"
        noindex={preview}
        jsonLd={blogPostJsonLd(post, origin, shopName, language, t('blog.title'), picture)}
      />
      {preview && <PreviewBanner post={post} />}
      <Breadcrumbs items={[
        { label: t('blog.title'), to: { name: 'blog' } },
        ...(category ? [{ label: category.name, to: { name: 'blogCategory', params: { slug: category.slug } } }] : []),
        { label: post.title },
      ]} />
      <header className="blog-post-header">
        <h1>{post.title}</h1>
        <PostByline publishedAt={post.publishedAt} authorName={post.authorName} />
        <CategoryChips categories={post.categories} label={t('blog.inCategories')} />
      </header>
      {!post.translated && <p className="notice">{t('blog.notTranslated')}</p>}
      {post.cover && (
        <ResponsiveImage image={post.cover} alt={post.cover.alt ?? t('blog.coverOf', { title: post.title })} sizes="(max-width: 800px) 100vw, 760px" displayWidth={760} priority className="blog-post-cover" />
      )}
      {/* Rendered by the domain renderer through an allow-list: no raw HTML reaches the page. */}
      <div className="rich-text blog-post-body" lang={post.translated ? undefined : 'id'} dangerouslySetInnerHTML={{ __html: post.body.html }} />
      {!preview && <ReadCompletionMarker contentName={post.title} path={path} />}
      {post.relatedProducts.length > 0 && (
        <section aria-labelledby="blog-related-products">
          <h2 id="blog-related-products">{t('blog.relatedProducts')}</h2>
          <ProductGrid products={post.relatedProducts} />
        </section>
      )}
      {post.relatedPosts.length > 0 && (
        <section aria-labelledby="blog-related-posts">
          <h2 id="blog-related-posts">{t('blog.relatedPosts')}</h2>
          <BlogPostGrid posts={post.relatedPosts} headingLevel={3} />
        </section>
      )}
    </article>
  );
}
