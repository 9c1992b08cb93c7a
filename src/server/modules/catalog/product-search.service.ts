import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { loaderFor, type RequestContext } from '../../context.server';
import { rowsOf } from '../../db/migrate.server';
import { executeNamed, inlineValues, StatementShape, type ValueBinder } from '../../db/named-statement.server';
import {
  correctedSearchText, correctionsByWord, mayCorrect, PREFIX_MIN_LENGTH, searchQueryWords, stemsSafely, withoutInflection, type CorrectionCandidate,
} from '../../../domain/catalog/search-query';

/**
 * What the shop's search matches for a text (decision 0048): a PostgreSQL text-search query,
 * held as its text form so the list and facet statements take it as one constant.
 */
export interface SearchPlan {
  /** The words as typed, normalised. */
  words: string[];
  /** The `tsquery` in its text form; empty when the text has no words. */
  query: string;
  /** The words as written (or corrected), every one: products holding them rank first. */
  exact: string;
  /** What the shop searched for instead, when the typed words found nothing but corrected ones may. */
  correctedText: string | null;
  /** False when no product holds every word and products holding some of them are shown. */
  allWords: boolean;
  /**
   * In a statement that works out the typed words' plan itself (`claimSearchPlan`): its query
   * and exact forms there, in place of `query` and `exact`.
   */
  inline?: PlanSql;
}

/**
 * Alternatives for one word as `tsquery` text, each lexeme once. The configurations often agree
 * ("minyak" is "minyak" as written, in Indonesian and in English), and the planner reads a query
 * naming one lexeme four times as four chances to match: it then expects most of the catalogue
 * and reads every product instead of the index.
 */
function distinctAlternatives(forms: readonly SQL[], values: ValueBinder): SQL {
  values.mark(`alternatives ${forms.length}`);
  const texts = forms.map((form) => sql`(${form})::text`);
  return sql`(SELECT '(' || string_agg(DISTINCT form, ' | ') || ')' FROM unnest(ARRAY[${sql.join(texts, sql`, `)}]) AS form WHERE form <> '')`;
}

/** The most of the shop's words one typed beginning stands for. */
const PREFIX_EXPANSIONS = 30;

/**
 * The shop's own words that begin with `word` (its vocabulary, `search_terms`), as alternatives.
 * A `:*` prefix query would do the same through the index, but the index holds every shop's
 * words: PostgreSQL gathers every product of every shop holding a word that begins so before it
 * narrows to the shop, and among ten thousand shops that made a search ten times dearer.
 */
function shopWordsBeginning(shopId: string, word: string, values: ValueBinder): SQL {
  values.mark('prefix');
  return sql`(SELECT string_agg((plainto_tsquery('simple', t.term))::text, ' | ') FROM (
    SELECT term FROM search_terms WHERE shop_id = ${values.put(shopId)} AND starts_with(term, ${values.put(word)}) ORDER BY term LIMIT ${PREFIX_EXPANSIONS}) AS t)`;
}

/**
 * One word's query: as written, stemmed as Indonesian and as English, and for the last word also
 * as the start of a longer word of the shop's. `alternatives` are corrections tried in its place.
 */
function wordQuery(word: string, options: { shopId: string; prefix: boolean; alternatives?: readonly string[] }, values: ValueBinder): SQL {
  const forms = [word, ...(options.alternatives ?? [])].flatMap((form) => {
    const stems = stemsSafely(form);
    values.mark(stems ? 'stemmed' : 'unstemmed');
    const value = values.put(form);
    return [
      sql`plainto_tsquery('simple', ${value})`,
      ...(stems ? [sql`plainto_tsquery('indonesian', ${value})`] : []),
      sql`plainto_tsquery('english', ${value})`,
    ];
  });
  if (options.prefix && [...word].length >= PREFIX_MIN_LENGTH) forms.push(shopWordsBeginning(options.shopId, word, values));
  return distinctAlternatives(forms, values);
}

/** A word's forms as written: itself, bare of inflection, and its corrections. */
function writtenForms(word: string, corrections?: ReadonlyMap<string, readonly string[]>): string[] {
  const bare = withoutInflection(word);
  return [...(bare ? [bare] : []), ...(corrections?.get(word) ?? [])];
}

/** Words' queries joined: every word (`&`) or any (`|`). The text form is read verbatim by `::tsquery`. */
function joinWords(parts: readonly SQL[], join: '&' | '|', values: ValueBinder): SQL {
  values.mark(`${parts.length} joined by ${join}`);
  return sql`(${sql.join([...parts], sql.raw(` || ' ${join} ' || `))})::tsquery`;
}

function wordsQuery(shopId: string, words: readonly string[], join: '&' | '|', values: ValueBinder, corrections?: ReadonlyMap<string, readonly string[]>): SQL {
  const last = words.length - 1;
  return joinWords(words.map((word, index) => wordQuery(word, { shopId, prefix: index === last, alternatives: writtenForms(word, corrections) }, values)), join, values);
}

/** Every word as written (any of its written forms): what ranks a product above those sharing only stems. */
function exactQuery(words: readonly string[], values: ValueBinder, corrections?: ReadonlyMap<string, readonly string[]>): SQL {
  return joinWords(words.map((word) => distinctAlternatives([word, ...writtenForms(word, corrections)].map((form) => sql`plainto_tsquery('simple', ${values.put(form)})`), values)), '&', values);
}

/**
 * The shop's words one letter away from each long typed word, as JSON candidates
 * (`CorrectionCandidate`); null JSON when no word is long enough to correct.
 */
function correctionCandidates(shopId: string, words: readonly string[], values: ValueBinder): SQL {
  const correctable = words.filter(mayCorrect);
  values.mark(`${correctable.length} correctable`);
  if (correctable.length === 0) return sql`NULL::json`;
  return sql`(
    SELECT json_agg(json_build_object('word', w.word, 'term', t.term, 'likeness', similarity(t.term, w.word)))
    FROM unnest(ARRAY[${sql.join(correctable.map((word) => sql`${values.put(word)}`), sql`, `)}]::text[]) AS w(word)
    JOIN search_terms t ON t.shop_id = ${values.put(shopId)}
      AND char_length(t.term) BETWEEN char_length(w.word) - 1 AND char_length(w.word) + 1
    WHERE levenshtein_less_equal(t.term, w.word, 1) <= 1)`;
}

/** What a search whose typed words found nothing looks for instead: the corrected words, or any of the words. */
interface FallbackPlan {
  query: SQL;
  exact: SQL;
  correctedText: string | null;
  allWords: boolean;
}

/**
 * The fallback for typed words that found nothing, from the correction candidates the shop's
 * words gave: null when there is none (one word, nothing one letter away), and the plan stands
 * as typed.
 */
function fallbackPlan(shopId: string, words: string[], raw: CorrectionCandidate[] | string | null, values: ValueBinder): FallbackPlan | null {
  const candidates = typeof raw === 'string' ? JSON.parse(raw) as CorrectionCandidate[] : raw ?? [];
  const corrections = correctionsByWord(candidates);
  if (corrections.size === 0 && words.length === 1) return null;
  // Corrected words first; when there are none, products holding any of the words, most first.
  return corrections.size > 0
    ? { query: wordsQuery(shopId, words, '&', values, corrections), exact: exactQuery(words, values, corrections), correctedText: correctedSearchText(words, corrections), allWords: true }
    : { query: wordsQuery(shopId, words, '|', values), exact: exactQuery(words, values), correctedText: null, allWords: false };
}

/**
 * Plans a search in one statement: the query for every word, whether any published product
 * matches it and, only when none does, the shop's words one letter away from each long typed
 * word. Typos and partial matches cost a second statement; a search that finds costs one.
 * `found` is read twice (its answer, and whether to look for corrections): materialised, the
 * products are searched once, not once per mention.
 */
async function planSearch(ctx: RequestContext, text: string): Promise<SearchPlan> {
  const words = searchQueryWords(text);
  if (words.length === 0) return { words, query: '', exact: '', correctedText: null, allWords: true };
  const result = await executeNamed(ctx.db, sql`
    WITH planned AS (SELECT ${wordsQuery(ctx.shop.id, words, '&', inlineValues)} AS query, ${exactQuery(words, inlineValues)} AS exact),
    found AS MATERIALIZED (SELECT EXISTS (SELECT 1 FROM products p, planned
      WHERE p.shop_id = ${ctx.shop.id} AND p.status = 'published' AND p.search_document @@ planned.query) AS found)
    SELECT planned.query::text AS query, planned.exact::text AS exact, found.found,
      CASE WHEN found.found THEN NULL ELSE ${correctionCandidates(ctx.shop.id, words, inlineValues)} END AS candidates
    FROM planned, found`);
  const [row] = rowsOf<{ query: string; exact: string; found: boolean; candidates: CorrectionCandidate[] | string | null }>(result);
  if (!row) return { words, query: '', exact: '', correctedText: null, allWords: true };
  const typed = { words, query: row.query, exact: row.exact, correctedText: null, allWords: true };
  if (row.found) return typed;
  const fallback = fallbackPlan(ctx.shop.id, words, row.candidates, inlineValues);
  if (!fallback) return typed;
  const [second] = rowsOf<{ query: string; exact: string }>(await executeNamed(ctx.db, sql`SELECT (${fallback.query})::text AS query, (${fallback.exact})::text AS exact`));
  if (!second) return typed;
  return { words, query: second.query, exact: second.exact, correctedText: fallback.correctedText, allWords: fallback.allWords };
}

/** Work that rides along a fresh search's first page, as a column of its statement (the facets). */
export interface PageRider {
  /**
   * The column, read in the page's statement over `rankedIds`: a subquery of the ids of the
   * matches the page ranked best (`SEARCH_CANDIDATES` and one more, at most); the shop is
   * `shopId`, and every other value goes in through `values`, which notes what shapes the text.
   */
  column(rankedIds: SQL, shopId: Placeholder, values: ValueBinder): Promise<SQL>;
  /** What the statement answered in that column; null when the page did not carry it. */
  done(value: unknown): void;
}

interface PlanEntry {
  plan: Promise<SearchPlan>;
  /** Whether the plan is on its way, by its own statement or by a page's (`claimSearchPlan`). */
  claimed: boolean;
  settle(plan: SearchPlan | Promise<SearchPlan>): void;
  /** Work waiting to ride along the first page; null once the page (or the plan's own statement) has left. */
  riders: PageRider[] | null;
}

/** Sends the riders away empty-handed: they do their work themselves. */
function dismissRiders(entry: PlanEntry): void {
  const riders = entry.riders ?? [];
  entry.riders = null;
  for (const rider of riders) rider.done(null);
}

function planEntry(ctx: RequestContext, text: string): PlanEntry {
  const plans = loaderFor(ctx, 'search-plans', () => new Map<string, PlanEntry>());
  const known = plans.get(text);
  if (known) return known;
  let settle!: PlanEntry['settle'];
  const plan = new Promise<SearchPlan>((resolve) => {
    settle = resolve;
  });
  const entry: PlanEntry = { plan, claimed: false, settle, riders: [] };
  plans.set(text, entry);
  // The request's fields all ask for the plan in the same turn; the first page of a fresh search
  // may claim it meanwhile and work it out in its own statement, one round trip fewer.
  setImmediate(() => {
    if (entry.claimed) return;
    entry.claimed = true;
    dismissRiders(entry);
    settle(planSearch(ctx, text));
  });
  return entry;
}

/** The plan for a search text, made once per request however many fields ask for it. */
export function searchPlan(ctx: RequestContext, text: string): Promise<SearchPlan> {
  return planEntry(ctx, text).plan;
}

/** A plan's query and exact forms as a statement computes them, and the same as that statement's columns. */
export interface PlanSql {
  query: SQL;
  exact: SQL;
}

/** A plan worked out by the statement that reads with it. */
export interface InlinePlan {
  /** Its query and exact forms: the SQL the statement computes them with. */
  sql: PlanSql;
  /** The plan, its forms read from where the statement keeps them (a CTE's columns). */
  plan(refs: PlanSql): SearchPlan;
  /** The statement ran: this is the request's plan, as text. */
  settle(texts: { query: string; exact: string }): void;
  /** The words and shop in `sql` as placeholders, with their values, and the shape of the text they make. */
  shape: StatementShape;
}

/** A search's plan taken over by the statement that reads a fresh search's first page. */
export interface ClaimedSearchPlan {
  /** The typed words' plan. */
  typed: InlinePlan;
  /** The shop's words one letter away from the long typed words, as JSON, for when the typed words find nothing; its values are in `typed.shape`. */
  correctionsSql: SQL;
  /**
   * The typed words found nothing: the plan to read with instead, from the correction candidates
   * the statement gave; null when there is none, and the typed plan stands (`typed.settle`).
   */
  instead(candidates: CorrectionCandidate[] | string | null): InlinePlan | null;
  /** The statement failed: the plan is made as usual, for the fields that wait for it. */
  planAgain(): Promise<SearchPlan>;
  /**
   * The work that asked to ride along (`rideSearchPage`), once the request's fields have all
   * asked; none may join after. Each rider is told what its column answered, or null.
   */
  riders(): Promise<PageRider[]>;
}

function inlinePlan(entry: PlanEntry, words: string[], made: { sql: PlanSql; correctedText: string | null; allWords: boolean }, shape: StatementShape): InlinePlan {
  shape.mark(made.allWords ? 'all words' : 'any word');
  return {
    shape,
    sql: made.sql,
    plan: (refs) => ({ words, query: '', exact: '', correctedText: made.correctedText, allWords: made.allWords, inline: refs }),
    settle: (texts) => entry.settle({ words, query: texts.query, exact: texts.exact, correctedText: made.correctedText, allWords: made.allWords }),
  };
}

/**
 * Takes over making the plan for `text`, so the statement that reads a fresh search's first
 * page also works out its plan: a search that finds costs one statement fewer, the other fields
 * (the facets, "did you mean") reading the plan it settles. Null when the plan is already on its
 * way or the text has no words.
 */
export function claimSearchPlan(ctx: RequestContext, text: string): ClaimedSearchPlan | null {
  const entry = planEntry(ctx, text);
  const words = searchQueryWords(text);
  if (entry.claimed || words.length === 0) return null;
  entry.claimed = true;
  const typedShape = new StatementShape();
  const typedSql = { query: wordsQuery(ctx.shop.id, words, '&', typedShape), exact: exactQuery(words, typedShape) };
  return {
    correctionsSql: correctionCandidates(ctx.shop.id, words, typedShape),
    typed: inlinePlan(entry, words, { sql: typedSql, correctedText: null, allWords: true }, typedShape),
    instead: (candidates) => {
      const shape = new StatementShape();
      const fallback = fallbackPlan(ctx.shop.id, words, candidates, shape);
      return fallback && inlinePlan(entry, words, { sql: { query: fallback.query, exact: fallback.exact }, correctedText: fallback.correctedText, allWords: fallback.allWords }, shape);
    },
    planAgain: () => {
      dismissRiders(entry);
      const plan = planSearch(ctx, text);
      entry.settle(plan);
      return plan;
    },
    riders: () => new Promise((resolve) => setImmediate(() => {
      const riders = entry.riders ?? [];
      entry.riders = null;
      resolve(riders);
    })),
  };
}

/**
 * Asks to have `column` answered by the statement of the search's first page, if a fresh search's
 * page is read in this request: resolves to what the column answered, or null when it was not
 * carried, and the work is then done on its own.
 */
export function rideSearchPage(ctx: RequestContext, text: string, column: PageRider['column']): Promise<unknown> {
  const entry = planEntry(ctx, text);
  if (!entry.riders) return Promise.resolve(null);
  const riders = entry.riders;
  return new Promise((resolve) => {
    riders.push({ column, done: resolve });
  });
}

/** Whether a plan matches anything: a text of no words matches every product. */
export function plansMatch(plan: SearchPlan): boolean {
  return Boolean(plan.inline ?? plan.query);
}

function queryOf(plan: SearchPlan): SQL {
  return plan.inline?.query ?? sql`${plan.query}::tsquery`;
}

/** A product's two search vectors: the whole document, and the part ranking reads (all but the description's words). */
export interface SearchVectors {
  document: SQL;
  ranking: SQL;
}

/**
 * The condition a product meets to be in a search's results. When no product held every word,
 * a product must hold some of them in its name, SKU, category or options: a word found only in
 * descriptions ("tidak", "ada") is too common to show products for on its own. The index finds
 * the candidates; only they are filtered by weight.
 */
export function searchMatch(vectors: SearchVectors, plan: SearchPlan): SQL | null {
  if (!plansMatch(plan)) return null;
  const matches = sql`${vectors.document} @@ ${queryOf(plan)}`;
  return plan.allWords ? matches : sql`(${matches} AND ts_filter(${vectors.ranking}, '{a,b}') @@ ${queryOf(plan)})`;
}

/**
 * How well a product matches: holding every word as written first, then by weight (names and
 * SKUs most, the summary least). It reads the ranking vector, not the whole document: ranking
 * touches every match, and the description's words, the bulk of the document, would make each
 * one a fetch and decompression of kilobytes. A product found by its description alone ranks
 * after those found by their names, summaries or categories, best sellers first.
 */
export function searchRank(ranking: SQL, plan: SearchPlan): SQL {
  const exactQuery = plan.inline?.exact ?? (plan.exact ? sql`${plan.exact}::tsquery` : null);
  const exact = exactQuery ? sql`(${ranking} @@ ${exactQuery})::int` : sql`0`;
  return sql`(${exact} + ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], ${ranking}, ${queryOf(plan)}))`;
}
