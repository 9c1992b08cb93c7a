import type { BlogListQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { useRoute } from '../../router/router-react';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { BlogAside } from './blog-aside';
import { BlogPostGrid } from './blog-post-card';
import { BLOG_LIST_QUERY, BLOG_PAGE_SIZE } from './blog-query';
import './blog.css';

function variablesFor(query: Record<string, string>) {
  return { first: BLOG_PAGE_SIZE, after: afterCursorForPage(pageFromQuery(query.page), BLOG_PAGE_SIZE) };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: BLOG_LIST_QUERY, variables: variablesFor(match.entry.query) }];
}

/** `/blog`: every public post, newest first, a page at a time. */
export default function BlogListScreen() {
  const t = useT();
  const route = useRoute();
  const { data, error, refetch } = useQuery<BlogListQuery>(BLOG_LIST_QUERY, variablesFor(route.query));
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const page = pageFromQuery(route.query.page);
  const posts = data.blogPosts;
  return (
    <div className="blog-layout">
      <PageMeta title={`${t('blog.title')} | ${data.shop.name}`} description={t('blog.intro', { shop: data.shop.name })} canonicalPath={page > 1 ? `/blog?page=${page}` : '/blog'} />
      <div className="blog-main">
        <h1>{t('blog.title')}</h1>
        <p className="lead">{t('blog.intro', { shop: data.shop.name })}</p>
        {posts.edges.length === 0
          ? <p>{t('blog.empty')}</p>
          : <BlogPostGrid posts={posts.edges.map((e) => e.node)} priorityCount={page === 1 ? 2 : 0} />}
        <Pagination page={page} totalCount={posts.totalCount} pageSize={BLOG_PAGE_SIZE} target={(p) => ({ name: 'blog', query: p > 1 ? { page: String(p) } : {} })} />
      </div>
      <BlogAside categories={data.blogCategories} />
    </div>
  );
}
