import type { BlogCategoryQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta, usePageOrigin } from '../../meta/page-meta';
import { useRoute } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { BlogAside } from './blog-aside';
import { BlogPostGrid } from './blog-post-card';
import { BLOG_CATEGORY_QUERY, BLOG_PAGE_SIZE } from './blog-query';
import './blog.css';

function variablesFor(params: Record<string, string>, query: Record<string, string>) {
  return { slug: params.slug ?? '', first: BLOG_PAGE_SIZE, after: afterCursorForPage(pageFromQuery(query.page), BLOG_PAGE_SIZE) };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: BLOG_CATEGORY_QUERY, variables: variablesFor(match.params, match.entry.query) }];
}

/** `/blog/category/{slug}`: the public posts of one category, newest first. */
export default function BlogCategoryScreen() {
  const t = useT();
  const route = useRoute();
  const origin = usePageOrigin();
  const { data, error, refetch } = useQuery<BlogCategoryQuery>(BLOG_CATEGORY_QUERY, variablesFor(route.params, route.query));
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const category = data.blogCategory;
  if (!category) return <NotFoundContent />;
  const page = pageFromQuery(route.query.page);
  const path = `/blog/category/${encodeURIComponent(category.slug)}`;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('blog.title'), item: `${origin}/blog` },
      { '@type': 'ListItem', position: 2, name: category.name, item: `${origin}${path}` },
    ],
  };
  return (
    <div className="blog-layout">
      <PageMeta title={`${category.name} | ${t('blog.title')} | ${data.shop.name}`} description={category.description} canonicalPath={page > 1 ? `${path}?page=${page}` : path} jsonLd={[breadcrumb]} />
      <div className="blog-main">
        <Breadcrumbs items={[{ label: t('blog.title'), to: { name: 'blog' } }, { label: category.name }]} />
        <h1>{category.name}</h1>
        {category.description && <p className="lead">{category.description}</p>}
        <p className="muted">{t('blog.postCount', { count: category.posts.totalCount })}</p>
        {category.posts.edges.length === 0
          ? <p>{t('blog.empty')}</p>
          : <BlogPostGrid posts={category.posts.edges.map((e) => e.node)} priorityCount={page === 1 ? 2 : 0} />}
        <Pagination
          page={page}
          totalCount={category.posts.totalCount}
          pageSize={BLOG_PAGE_SIZE}
          target={(p) => ({ name: 'blogCategory', params: { slug: category.slug }, query: p > 1 ? { page: String(p) } : {} })}
        />
      </div>
      <BlogAside categories={data.blogCategories} current={category.slug} />
    </div>
  );
}
