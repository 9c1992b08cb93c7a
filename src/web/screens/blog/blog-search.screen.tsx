import type { BlogSearchQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { BlogAside } from './blog-aside';
import { BlogPostGrid } from './blog-post-card';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_QUERY } from './blog-query';
import './blog.css';

function variablesFor(query: Record<string, string>) {
  return { q: (query.q ?? '').trim().slice(0, 200), first: BLOG_PAGE_SIZE, after: afterCursorForPage(pageFromQuery(query.page), BLOG_PAGE_SIZE) };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: BLOG_SEARCH_QUERY, variables: variablesFor(match.entry.query) }];
}

/** `/blog/search?q=`: public posts matching the words, best first. */
export default function BlogSearchScreen() {
  const t = useT();
  const route = useRoute();
  const variables = variablesFor(route.query);
  const { data, error, refetch } = useQuery<BlogSearchQuery>(BLOG_SEARCH_QUERY, variables);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const { q } = variables;
  const page = pageFromQuery(route.query.page);
  const results = data.blogSearch;
  const heading = q ? t('blog.search.resultsFor', { query: q }) : t('blog.search.title');
  return (
    <div className="blog-layout">
      <PageMeta title={`${heading} | ${data.shop.name}`} canonicalPath="/blog/search" noindex />
      <div className="blog-main">
        <Breadcrumbs items={[{ label: t('blog.title'), to: { name: 'blog' } }, { label: t('blog.search.title') }]} />
        <h1>{heading}</h1>
        {/* Announced when a new search replaces the results. */}
        <div aria-live="polite" aria-atomic="true">
          {!q
            ? <p className="muted">{t('blog.search.prompt')}</p>
            : results.totalCount === 0
              ? <p>{t('blog.search.noResults', { query: q })} <Link to={{ name: 'blog' }}>{t('blog.allPosts')}</Link></p>
              : <p className="muted">{t('blog.search.resultCount', { count: results.totalCount })}</p>}
        </div>
        {results.edges.length > 0 && <BlogPostGrid posts={results.edges.map((e) => e.node)} priorityCount={2} />}
        <Pagination
          page={page}
          totalCount={results.totalCount}
          pageSize={BLOG_PAGE_SIZE}
          target={(p) => ({ name: 'blogSearch', query: { q, ...(p > 1 ? { page: String(p) } : {}) } })}
        />
      </div>
      <BlogAside categories={data.blogCategories} query={q} />
    </div>
  );
}
