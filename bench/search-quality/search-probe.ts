// Puts every judged query to a running shop the way its search page does (src/web/screens/search),
// and scores the answers. The transport is the caller's, so the integration test and the bench
// each use their own client against their own server.
import { judgedQueries, type JudgedQuery, type QueryKind } from './judged-queries.data';
import { CUTOFF, evaluateRankings, type QualityReport } from './search-metrics';

/** The search page's page size and query, reading only the slugs from its product cards. */
const SEARCH_PAGE_SIZE = 24;
const SEARCH_QUERY = 'query Search($q: String!, $first: Int!, $after: String, $sort: ProductSort) { search(query: $q) { query products(first: $first, after: $after, sort: $sort) { edges { node { slug } } } } }';

export interface SearchRequest {
  /** Path and query string on the shop's origin. */
  path: string;
  headers: Record<string, string>;
}

/** The GET the search page sends for `judged`: first page, relevance order, in the shopper's language. */
export function searchRequest(judged: JudgedQuery): SearchRequest {
  // The page trims and caps what was typed and leaves paging and sort empty on a fresh search.
  const variables = { after: null, first: SEARCH_PAGE_SIZE, q: judged.query.trim().slice(0, 200), sort: null };
  return {
    path: `/graphql?query=${encodeURIComponent(SEARCH_QUERY)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
    // A shopper reading the shop in English has a browser that says so.
    headers: { accept: 'application/json', 'accept-language': judged.language },
  };
}

/** The product slugs of a search answer, best first; throws on anything but a good answer. */
export function rankingFrom(status: number, body: string): string[] {
  if (status !== 200) throw new Error(`status ${status}: ${body.slice(0, 300)}`);
  const parsed = JSON.parse(body) as { data?: { search?: { products?: { edges?: Array<{ node?: { slug?: unknown } }> } } }; errors?: unknown };
  if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
  const edges = parsed.data?.search?.products?.edges;
  if (!Array.isArray(edges)) throw new Error(`no search results in ${body.slice(0, 300)}`);
  return edges.map((edge) => String(edge.node?.slug));
}

export interface JudgedAnswer extends JudgedQuery {
  ranking: string[];
}

export interface SearchQualityRun {
  report: QualityReport<QueryKind>;
  answers: JudgedAnswer[];
}

/** Asks every judged query in turn (the figures, not the speed, are measured) and scores the answers. */
export async function measureSearchQuality(send: (request: SearchRequest) => Promise<{ status: number; body: string }>): Promise<SearchQualityRun> {
  const answers: JudgedAnswer[] = [];
  for (const judged of judgedQueries) {
    const answer = await send(searchRequest(judged));
    try {
      answers.push({ ...judged, ranking: rankingFrom(answer.status, answer.body) });
    } catch (error) {
      throw new Error(`Searching "${judged.query}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return { report: evaluateRankings(answers), answers };
}

/** One line per query that misses a relevant product in its first `CUTOFF` results or does not lead with one. */
export function describeMisses(answers: readonly JudgedAnswer[]): string[] {
  return answers.flatMap((answer) => {
    const top = answer.ranking.slice(0, CUTOFF);
    const missing = answer.relevant.filter((slug) => !top.includes(slug));
    const first = top.findIndex((slug) => answer.relevant.includes(slug));
    if (missing.length === 0 && first === 0) return [];
    const ahead = first > 0 ? `; ahead of it ${top.slice(0, first).join(', ')}` : '';
    const missed = missing.length > 0 ? `; missing ${missing.join(', ')}` : '';
    return [`${answer.kind} "${answer.query}": ${answer.relevant.length - missing.length}/${answer.relevant.length} found, first relevant at ${first < 0 ? '–' : first + 1}${ahead}${missed}`];
  });
}
