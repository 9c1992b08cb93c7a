import type { ProductSort, SearchQuery, SearchQueryVariables } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useTrackShown } from '../../tracking/use-track';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import { PRODUCT_CARD_FIELDS, ProductGrid } from '../../ui/product-card';
import { SortSelect, sortFromQuery, SORTS } from '../../ui/sort-select';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';

const PAGE_SIZE = 24;

const SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query Search($q: String!, $first: Int!, $after: String, $sort: ProductSort) {
    shop { name }
    search(query: $q) {
      query
      categories { id slug name }
      products(first: $first, after: $after, sort: $sort) { totalCount edges { node { ...ProductCardFields } } }
    }
  }
`, PRODUCT_CARD_FIELDS);

const SEARCH_SORTS: readonly ProductSort[] = ['RELEVANCE', ...SORTS];

function variablesFor(query: Record<string, string>): SearchQueryVariables {
  const q = (query.q ?? '').trim().slice(0, 200);
  return {
    q,
    first: PAGE_SIZE,
    after: afterCursorForPage(pageFromQuery(query.page), PAGE_SIZE),
    sort: sortFromQuery(query.sort, q ? SEARCH_SORTS : SORTS) ?? null,
  };
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: SEARCH_QUERY, variables: variablesFor(match.entry.query) }];
}

export default function SearchScreen() {
  const t = useT();
  const route = useRoute();
  const variables = variablesFor(route.query);
  useTrackShown(variables.q ? { name: 'search', search: variables.q } : null, variables.q);
  const { data, error, refetch } = useQuery<SearchQuery>(SEARCH_QUERY, variables);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  const { q } = variables;
  const page = pageFromQuery(route.query.page);
  const products = data.search.products;
  const heading = q ? t('search.resultsFor', { query: q }) : t('search.title');
  return (
    <div className="search">
      <PageMeta title={`${heading} | ${data.shop.name}`} canonicalPath="/search" noindex={Boolean(q)} />
      <h1>{heading}</h1>
      {!q && <p className="muted">{t('search.prompt')}</p>}
      {data.search.categories.length > 0 && (
        <section aria-labelledby="search-categories">
          <h2 id="search-categories" className="small-heading">{t('search.matchingCategories')}</h2>
          <ul className="chips">
            {data.search.categories.map((c) => <li key={c.id}><Link to={{ name: 'category', params: { slug: c.slug } }}>{c.name}</Link></li>)}
          </ul>
        </section>
      )}
      <div className="list-toolbar">
        <p className="muted" role="status">{t('search.resultCount', { count: products.totalCount })}</p>
        <SortSelect value={variables.sort ?? (q ? 'RELEVANCE' : 'NEWEST')} options={q ? SEARCH_SORTS : SORTS} />
      </div>
      {products.edges.length === 0
        ? <p>{t('search.noResults', { query: q })}</p>
        : <ProductGrid products={products.edges.map((e) => e.node)} priorityCount={4} />}
      <Pagination
        page={page}
        totalCount={products.totalCount}
        pageSize={PAGE_SIZE}
        target={(p) => ({ name: 'search', query: { ...route.query, page: p > 1 ? String(p) : undefined } })}
      />
    </div>
  );
}
