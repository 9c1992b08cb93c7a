import { formatTime } from '../../../domain/format/time';
import type { BlogPostCardFieldsFragment } from '../../graph/generated/shop-operations';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { ResponsiveImage } from '../../ui/responsive-image';

const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px';

/** "Terbit 15 Jan 2026 · oleh Sari": when and by whom, as every blog screen shows it. */
export function PostByline({ publishedAt, authorName }: { publishedAt: string | null; authorName: string }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <p className="post-byline muted">
      {publishedAt && <time dateTime={publishedAt}>{t('blog.publishedOn', { date: formatTime(publishedAt, 'date', language, offset) })}</time>}
      {publishedAt && ' · '}
      <span>{t('blog.by', { author: authorName })}</span>
    </p>
  );
}

export function CategoryChips({ categories, label }: { categories: ReadonlyArray<{ id: string; slug: string; name: string }>; label: string }) {
  if (!categories.length) return null;
  return (
    <ul className="chips post-categories" aria-label={label}>
      {categories.map((c) => <li key={c.id}><Link to={{ name: 'blogCategory', params: { slug: c.slug } }}>{c.name}</Link></li>)}
    </ul>
  );
}

export function BlogPostCard({ post, headingLevel = 2, priority = false }: { post: BlogPostCardFieldsFragment; headingLevel?: 2 | 3; priority?: boolean }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      {post.cover && (
        // The title link below names the post; the picture link is a mouse shortcut kept out of the tab order.
        <Link to={{ name: 'blogPost', params: { slug: post.slug } }} tabIndex={-1} aria-hidden="true" className="post-card-cover">
          <ResponsiveImage image={post.cover} alt="" sizes={CARD_SIZES} displayWidth={380} priority={priority} />
        </Link>
      )}
      <Heading className="post-card-title"><Link to={{ name: 'blogPost', params: { slug: post.slug } }}>{post.title}</Link></Heading>
      <PostByline publishedAt={post.publishedAt} authorName={post.authorName} />
      <p className="post-card-excerpt">{post.excerpt}</p>
      <CategoryChips categories={post.categories} label={t('blog.inCategories')} />
    </article>
  );
}

export function BlogPostGrid({ posts, headingLevel = 2, priorityCount = 0 }: { posts: BlogPostCardFieldsFragment[]; headingLevel?: 2 | 3; priorityCount?: number }) {
  return (
    <ul className="post-grid">
      {posts.map((post, index) => <li key={post.id}><BlogPostCard post={post} headingLevel={headingLevel} priority={index < priorityCount} /></li>)}
    </ul>
  );
}
