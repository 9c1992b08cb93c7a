// How well a search ranks what a shopper wants: recall@10 and mean reciprocal rank (MRR), over all
// judged queries and per kind of query. Pure: it takes rankings and returns figures.

/** A shopper sees about this many results without scrolling on the search page. */
export const CUTOFF = 10;

export interface RankedQuery<Kind extends string = string> {
  kind: Kind;
  /** Every product a good search returns. */
  relevant: readonly string[];
  /** What the search returned, best first. */
  ranking: readonly string[];
}

export interface QualityFigures {
  queries: number;
  /** Mean over queries of the share of their relevant products among the first `CUTOFF` results. */
  recallAt10: number;
  /** Mean over queries of 1 / rank of the first relevant result, 0 when none is in the first `CUTOFF`. */
  mrr: number;
}

export interface QualityReport<Kind extends string = string> {
  overall: QualityFigures;
  /** Kinds in the order they first appear among the queries. */
  byKind: ReadonlyArray<{ kind: Kind } & QualityFigures>;
}

/** Share of `relevant` among the first `cutoff` of `ranking`; a query with nothing relevant counts as found. */
export function recallAt(relevant: readonly string[], ranking: readonly string[], cutoff = CUTOFF): number {
  const wanted = new Set(relevant);
  if (wanted.size === 0) return 1;
  // A result listed twice is still one product found.
  const found = new Set(ranking.slice(0, cutoff).filter((item) => wanted.has(item)));
  return found.size / wanted.size;
}

/** 1 / the rank of the first relevant result within the first `cutoff`, else 0. */
export function reciprocalRank(relevant: readonly string[], ranking: readonly string[], cutoff = CUTOFF): number {
  const wanted = new Set(relevant);
  const index = ranking.slice(0, cutoff).findIndex((item) => wanted.has(item));
  return index < 0 ? 0 : 1 / (index + 1);
}

function figures(queries: readonly RankedQuery[]): QualityFigures {
  if (queries.length === 0) return { queries: 0, recallAt10: 0, mrr: 0 };
  const mean = (score: (q: RankedQuery) => number) => queries.reduce((sum, q) => sum + score(q), 0) / queries.length;
  return {
    queries: queries.length,
    recallAt10: mean((q) => recallAt(q.relevant, q.ranking)),
    mrr: mean((q) => reciprocalRank(q.relevant, q.ranking)),
  };
}

/** Recall@10 and MRR over every query (each query weighs the same), and per kind. */
export function evaluateRankings<Kind extends string>(queries: readonly RankedQuery<Kind>[]): QualityReport<Kind> {
  const kinds = [...new Set(queries.map((q) => q.kind))];
  return {
    overall: figures(queries),
    byKind: kinds.map((kind) => ({ kind, ...figures(queries.filter((q) => q.kind === kind)) })),
  };
}

/** A table for the terminal: one row per kind, then all queries. */
export function formatQualityTable(report: QualityReport): string {
  const rows = [
    ...report.byKind.map((k) => [k.kind, String(k.queries), k.recallAt10.toFixed(3), k.mrr.toFixed(3)]),
    ['overall', String(report.overall.queries), report.overall.recallAt10.toFixed(3), report.overall.mrr.toFixed(3)],
  ];
  const header = ['kind', 'queries', `recall@${CUTOFF}`, 'MRR'];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
