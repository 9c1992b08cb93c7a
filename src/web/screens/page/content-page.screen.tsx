import type { ContentPageQuery } from '../../graph/generated/shop-operations';
import { useQuery } from '../../graph/graph-react';
import { PageMeta } from '../../meta/page-meta';
import { useRoute } from '../../router/router-react';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { LoadingContent, NotFoundContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import '../../ui/rich-text.css';

const PAGE_QUERY = /* GraphQL */ `
  query ContentPage($id: ID!) {
    shop { name }
    page(id: $id) { id slug title seoTitle seoDescription translated updatedAt body { html } }
  }
`;

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: PAGE_QUERY, variables: { id: match.params.pageID ?? '' } }];
}

export default function ContentPageScreen() {
  const route = useRoute();
  const { data, error, refetch } = useQuery<ContentPageQuery>(PAGE_QUERY, { id: route.params.pageID ?? '' });
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const page = data.page;
  if (!page) return <NotFoundContent />;
  return (
    <article className="content-page">
      {/* The page's own SEO texts, or its title and the start of its body (Page.seoTitle, seoDescription). */}
      <PageMeta title={`${page.seoTitle} | ${data.shop.name}`} description={page.seoDescription} canonicalPath={`/page/${encodeURIComponent(page.slug)}`} type="article" />
      <Breadcrumbs items={[{ label: page.title }]} />
      <h1 lang={page.translated ? undefined : 'id'}>{page.title}</h1>
      {/* Rendered by the domain renderer through an allow-list: no raw HTML reaches the page. */}
      <div className="rich-text" lang={page.translated ? undefined : 'id'} dangerouslySetInnerHTML={{ __html: page.body.html }} />
    </article>
  );
}
