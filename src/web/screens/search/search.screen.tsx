import type { ProductSort, SearchQuery, SearchQueryVariables } from '../../graph/generated/shop-operations';
import { graphDocument } from '../../graph/graph-document';
import { useQuery } from '../../graph/graph-react';
import { useTrackShown } from '../../tracking/use-track';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { afterCursorForPage, pageFromQuery, Pagination } from '../../ui/pagination';
import { CARDS_FETCHED_FIRST, PRODUCT_CARD_FIELDS, ProductGrid } from '../../ui/product-card';
import { filterFromQuery } from '../../ui/product-filter-query';
import { PRODUCT_FACETS_FIELDS, ProductFilters } from '../../ui/product-filters';
import { SortSelect, sortFromQuery, SORTS } from '../../ui/sort-select';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import type { ScreenMatch, ScreenQuery } from '../screen-types';

const PAGE_SIZE = 24;

export const SEARCH_QUERY = graphDocument(/* GraphQL */ `
  query Search($q: String!, $first: Int!, $after: String, $sort: ProductSort, $filter: ProductFilter) {
    shop { name }
    search(query: $q) {
      query
      correctedQuery
      matchedAllWords
      categories { id slug name }
      products(first: $first, after: $after, sort: $sort, filter: $filter) { totalCount totalCountCapped edges { node { ...ProductCardFields } } }
      facets(filter: $filter) { ...ProductFacetsFields }
    }
  }
`, PRODUCT_CARD_FIELDS, PRODUCT_FACETS_FIELDS);

const SEARCH_SORTS: readonly ProductSort[] = ['RELEVANCE', ...SORTS];

function variablesFor(query: Record<string, string>): SearchQueryVariables {
  const q = (query.q ?? '').trim().slice(0, 200);
  return {
    q,
    first: PAGE_SIZE,
    after: afterCursorForPage(pageFromQuery(query.page), PAGE_SIZE),
    sort: sortFromQuery(query.sort, q ? SEARCH_SORTS : SORTS) ?? null,
    filter: filterFromQuery(query),
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
  const { products, correctedQuery, matchedAllWords, facets } = data.search;
  const heading = q ? t('search.resultsFor', { query: q }) : t('search.title');
  const found = products.totalCount > 0;
  return (
    <div className="search">
      <PageMeta title={`${heading} | ${data.shop.name}`} canonicalPath="/search" noindex={Boolean(q)} />
      <h1>{heading}</h1>
      {!q && <p className="muted">{t('search.prompt')}</p>}
      {/* What the shop searched for instead is said before the results, where a reader meets it first. */}
      {found && correctedQuery && (
        <p className="search-note" role="note">
          {t('search.correctedBefore', { query: q })}{' '}
          <strong>{t('search.correctedTo', { corrected: correctedQuery })}</strong>
        </p>
      )}
      {found && !matchedAllWords && <p className="search-note" role="note">{t('search.partial', { query: q })}</p>}
      {data.search.categories.length > 0 && (
        <section aria-labelledby="search-categories">
          <h2 id="search-categories" className="small-heading">{t('search.matchingCategories')}</h2>
          <ul className="chips">
            {data.search.categories.map((c) => <li key={c.id}><Link to={{ name: 'category', params: { slug: c.slug } }}>{c.name}</Link></li>)}
          </ul>
        </section>
      )}
      <div className={q ? 'listing with-filters' : 'listing'}>
        {q && <ProductFilters facets={facets} filter={variables.filter ?? null} />}
        <div className="listing-results">
          <div className="list-toolbar">
            <p className="muted" role="status">{products.totalCountCapped ? t('search.resultCountCapped', { count: products.totalCount }) : t('search.resultCount', { count: products.totalCount })}</p>
            <SortSelect value={variables.sort ?? (q ? 'RELEVANCE' : 'NEWEST')} options={q ? SEARCH_SORTS : SORTS} />
          </div>
          {products.edges.length === 0
            ? <p>{variables.filter ? t('filter.nothing') : t('search.noResults', { query: q })}</p>
            : <ProductGrid products={products.edges.map((e) => e.node)} priorityCount={CARDS_FETCHED_FIRST} />}
          <Pagination
            page={page}
            totalCount={products.totalCount}
            pageSize={PAGE_SIZE}
            target={(p) => ({ name: 'search', query: { ...route.query, page: p > 1 ? String(p) : undefined } })}
          />
        </div>
      </div>
    </div>
  );
}
