// What a shopper's browser asks a shop for, as bench scenarios: the product list, a product's
// details, a search and a misspelt one, a category with its filters, and the pages themselves;
// each as an anonymous visitor (answers shared through the cache) or as one whose answers are
// never shared. The GraphQL documents are the screens' own, sent the way the browser sends them.
import { buildQueryRequest } from '../src/web/graph/graph-request';
import { CATEGORY_QUERY } from '../src/web/screens/category/category.screen';
import { CATEGORY_PAGE_SIZE } from '../src/web/screens/category/category-view';
import { PRODUCT_QUERY } from '../src/web/screens/product/product-query';
import { SEARCH_QUERY } from '../src/web/screens/search/search.screen';
import { send, type Scenario, type Target } from './measure.bench';

/** A word in 12 of the demo's 79 products (oils, soaps, snacks fried in it, sambals). */
export const SEARCH_WORD = 'minyak';
/** The same word one letter short, which the shop corrects to `minyak`. */
export const SEARCH_TYPO = 'minyk';
const SEARCH_PAGE_SIZE = 24;

/** The list the home page and the product list start with (kept as it was, so results stay comparable). */
const PRODUCT_LIST_QUERY =
  '{ products(first: 20) { edges { node { id slug name price { amount formatted } compareAtPrice { formatted } image { id width height dominantColor } } } } }';
const SLUGS_QUERY = '{ products(first: 1) { edges { node { slug } } } categories(first: 1) { edges { node { slug } } } }';
/** The smallest query: the shop every request resolves by its host anyway, so it measures what a request costs before any catalogue work. */
const FLOOR_QUERY = '{ shop { id name } }';

/**
 * A browser holding an order grant (a guest who ordered before): its answers are personal and
 * never served from the shared answer cache, so these scenarios measure the real work.
 */
const UNCACHED_COOKIE = 'etalase_orders=benchOrder0001.benchSecretNeverGranted00';

export type Caching = 'cached' | 'uncached';

/** A shop as the bench reaches it: who serves it, at which host name, and what to open. */
export interface ShopUnderTest {
  target: Target;
  host: string;
  product: string;
  category: string;
}

export type ShopScenarioKind = 'list' | 'detail' | 'search' | 'typo' | 'categoryFacets' | 'productPage' | 'categoryPage' | 'blogPost' | 'blogList' | 'floor';

export function shopHeaders(host: string, caching: Caching): Record<string, string> {
  return caching === 'cached' ? { host } : { host, cookie: UNCACHED_COOKIE };
}

/** The address, body and headers of a query as the browser's graph client sends it (POST once the address would be too long). */
function graphRequest(query: string, variables?: Record<string, unknown>): { path: string; body?: string; headers: Record<string, string> } {
  const built = buildQueryRequest('/graphql', query, variables);
  const headers = { ...(built.init.headers as Record<string, string>) };
  return typeof built.init.body === 'string' ? { path: built.url, body: built.init.body, headers } : { path: built.url, headers };
}

interface GraphAnswer { data?: Record<string, unknown> | null; errors?: unknown }

function graphData(status: number, body: string): Record<string, unknown> {
  if (status !== 200) throw new Error(`status ${status}: ${body.slice(0, 500)}`);
  const parsed = JSON.parse(body) as GraphAnswer;
  if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 500)}`);
  if (!parsed.data) throw new Error(`no data in ${body.slice(0, 300)}`);
  return parsed.data;
}

function expectHtml(status: number, contentType: string, body: string): void {
  if (status !== 200) throw new Error(`status ${status}`);
  if (!contentType.startsWith('text/html')) throw new Error(`content-type ${contentType}`);
  if (!body.includes('</html>')) throw new Error('the page is not a complete HTML document');
}

interface SearchAnswer { search?: { correctedQuery?: string | null; products?: { totalCount?: number } } }

/** The number of products a search answer found (its `totalCount`). */
export function searchMatches(body: string): number {
  return (JSON.parse(body) as { data?: SearchAnswer }).data?.search?.products?.totalCount ?? 0;
}

function searchCheck(corrected: boolean) {
  return (status: number, _type: string, body: string) => {
    const search = (graphData(status, body) as SearchAnswer).search;
    if (!search?.products?.totalCount) throw new Error(`the search found nothing: ${body.slice(0, 300)}`);
    if (corrected && !search.correctedQuery) throw new Error('the misspelt word was not corrected');
  };
}

const NAMES: Record<ShopScenarioKind, string> = {
  list: 'GraphQL products(first: 20)',
  detail: 'GraphQL product detail',
  search: `GraphQL search "${SEARCH_WORD}"`,
  typo: `GraphQL search "${SEARCH_TYPO}" (typo)`,
  categoryFacets: 'GraphQL category with facets',
  productPage: 'product page HTML',
  categoryPage: 'category page HTML',
  blogPost: 'blog post page HTML',
  blogList: 'blog list page HTML',
  floor: 'GraphQL smallest query (shop name)',
};

/** The row name of a scenario, as the bench's tables and results show it. */
export function shopScenarioName(kind: ShopScenarioKind, caching: Caching): string {
  return caching === 'cached' ? NAMES[kind] : `${NAMES[kind]}, uncached`;
}

/** One scenario of `shop`, cached or not. */
export function shopScenario(kind: ShopScenarioKind, shop: ShopUnderTest, caching: Caching): Scenario {
  const name = shopScenarioName(kind, caching);
  const base = { name, target: shop.target };
  const headers = shopHeaders(shop.host, caching);
  const graph = (query: string, variables: Record<string, unknown> | undefined, check: Scenario['check']): Scenario => {
    const built = graphRequest(query, variables);
    return { ...base, path: built.path, headers: { ...headers, ...built.headers }, ...(built.body === undefined ? {} : { body: built.body }), check, sharedCache: 'answers' };
  };
  const page = (path: string): Scenario => ({ ...base, path, headers, check: expectHtml, sharedCache: 'pages' });
  switch (kind) {
    case 'list':
      return graph(PRODUCT_LIST_QUERY, undefined, (status, _type, body) => {
        // Fewer than 20 products would make the number incomparable with earlier runs.
        const count = ((graphData(status, body).products as { edges?: unknown[] } | undefined)?.edges ?? []).length;
        if (count !== 20) throw new Error(`expected 20 products, got ${count}`);
      });
    case 'detail':
      return graph(PRODUCT_QUERY, { slug: shop.product }, (status, _type, body) => {
        if (!graphData(status, body).product) throw new Error(`no product ${shop.product}`);
      });
    case 'search':
    case 'typo':
      // A fresh search: first page, relevance order, no filter (src/web/screens/search).
      return graph(SEARCH_QUERY, { q: kind === 'search' ? SEARCH_WORD : SEARCH_TYPO, first: SEARCH_PAGE_SIZE, after: null, sort: null, filter: null }, searchCheck(kind === 'typo'));
    case 'categoryFacets':
      return graph(CATEGORY_QUERY, { slug: shop.category, first: CATEGORY_PAGE_SIZE, after: null, sort: null, filter: null }, (status, _type, body) => {
        const category = graphData(status, body).category as { facets?: unknown } | null | undefined;
        if (!category?.facets) throw new Error(`no category ${shop.category} with facets`);
      });
    case 'productPage':
      return page(productPagePath(shop));
    case 'categoryPage':
      return page(`/product/category/${encodeURIComponent(shop.category)}`);
    // A demo post with a cover, linked products and related posts: the blog's heaviest page.
    case 'blogPost':
      return page('/blog/cara-merawat-kemeja-batik');
    case 'blogList':
      return page('/blog');
    case 'floor':
      return graph(FLOOR_QUERY, undefined, (status, _type, body) => {
        if (!(graphData(status, body).shop as { name?: unknown } | undefined)?.name) throw new Error('no shop name');
      });
  }
}

function productPagePath(shop: ShopUnderTest): string {
  return `/product/${encodeURIComponent(shop.product)}`;
}

/** A browser asking for Brotli, as every current browser does: the page compressed on the way out. */
export function brotliScenario(shop: ShopUnderTest, caching: Caching): Scenario {
  return {
    name: `product page HTML, brotli${caching === 'cached' ? '' : ', uncached'}`,
    target: shop.target,
    path: productPagePath(shop),
    headers: { ...shopHeaders(shop.host, caching), 'accept-encoding': 'br' },
    check: (status, contentType) => {
      if (status !== 200 || !contentType.startsWith('text/html')) throw new Error(`status ${status}, content-type ${contentType}`);
    },
    sharedCache: 'pages',
  };
}

/**
 * A browser or CDN holding the product page asks whether it changed (`Cache-Control: no-cache`
 * makes it ask every time): the answer is a 304 from the page cache. The page's ETag is taken
 * now, so the shop must not change between this call and the measurement.
 */
export async function revalidatedScenario(shop: ShopUnderTest): Promise<Scenario> {
  const path = productPagePath(shop);
  const headers = shopHeaders(shop.host, 'cached');
  const answer = await send(shop.target.origins[0]!, path, headers);
  if (answer.status !== 200 || !answer.etag) throw new Error(`The product page ${path} cannot be revalidated: status ${answer.status}, ETag ${answer.etag ?? 'none'}.`);
  return {
    name: 'product page HTML, revalidated (304)',
    target: shop.target,
    path,
    headers: { ...headers, 'if-none-match': answer.etag },
    check: (status) => {
      if (status !== 304) throw new Error(`status ${status}, expected 304`);
    },
    sharedCache: 'pages',
  };
}

/** The newest product and the first category of the shop at `host`, to open in the scenarios. */
export async function findShop(target: Target, host: string): Promise<ShopUnderTest> {
  const origin = target.origins[0]!;
  const answer = await send(origin, `/graphql?query=${encodeURIComponent(SLUGS_QUERY)}`, { host });
  const data = graphData(answer.status, answer.body) as { products?: { edges?: { node?: { slug?: unknown } }[] }; categories?: { edges?: { node?: { slug?: unknown } }[] } };
  const product = data.products?.edges?.[0]?.node?.slug;
  const category = data.categories?.edges?.[0]?.node?.slug;
  if (typeof product !== 'string' || typeof category !== 'string') throw new Error(`Looking up slugs at ${host}: no product or category in ${answer.body.slice(0, 500)}`);
  return { target, host, product, category };
}

/** How many products the search scenario finds at `shop` (it grows with the catalogue). */
export async function countSearchMatches(shop: ShopUnderTest): Promise<number> {
  const scenario = shopScenario('search', shop, 'uncached');
  const answer = await send(shop.target.origins[0]!, scenario.path, scenario.headers, scenario.body);
  return searchMatches(answer.body);
}
