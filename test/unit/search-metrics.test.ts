import { describe, expect, it } from 'vitest';
import { evaluateRankings, formatQualityTable, recallAt, reciprocalRank } from '../../bench/search-quality/search-metrics';

const ranking = (...slugs: string[]) => slugs;
const twelve = ranking('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l');

describe('recall@10', () => {
  it('is the share of the relevant products found in the first ten results', () => {
    expect(recallAt(['a', 'c'], ranking('a', 'b', 'c'))).toBe(1);
    expect(recallAt(['a', 'x'], ranking('a', 'b', 'c'))).toBe(0.5);
    expect(recallAt(['x', 'y', 'z'], ranking('a', 'b', 'c'))).toBe(0);
    expect(recallAt(['a', 'b', 'x', 'y'], ranking('b', 'a'))).toBe(0.5);
  });

  it('counts nothing after the tenth result', () => {
    expect(recallAt(['j', 'k'], twelve)).toBe(0.5);
    expect(recallAt(['k', 'l'], twelve)).toBe(0);
    expect(recallAt(['c', 'd'], twelve, 3)).toBe(0.5);
  });

  it('counts a product listed twice once, and an empty answer as nothing found', () => {
    expect(recallAt(['a', 'b'], ranking('a', 'a', 'a'))).toBe(0.5);
    expect(recallAt(['a'], [])).toBe(0);
  });

  it('has nothing to miss when nothing is relevant', () => {
    expect(recallAt([], ranking('a'))).toBe(1);
  });
});

describe('reciprocal rank', () => {
  it('is one over the rank of the first relevant result', () => {
    expect(reciprocalRank(['a'], ranking('a', 'b'))).toBe(1);
    expect(reciprocalRank(['b', 'c'], ranking('a', 'b', 'c'))).toBe(0.5);
    expect(reciprocalRank(['d', 'c'], ranking('a', 'b', 'c', 'd'))).toBeCloseTo(1 / 3);
    expect(reciprocalRank(['j'], twelve)).toBe(0.1);
  });

  it('is zero when nothing relevant is in the first ten', () => {
    expect(reciprocalRank(['k'], twelve)).toBe(0);
    expect(reciprocalRank(['x'], ranking('a', 'b'))).toBe(0);
    expect(reciprocalRank(['a'], [])).toBe(0);
  });
});

describe('evaluating rankings', () => {
  const rankings = [
    { kind: 'exact', relevant: ['a', 'b'], ranking: ranking('a', 'x', 'b') }, // recall 1, RR 1
    { kind: 'exact', relevant: ['c'], ranking: ranking('x', 'y', 'c') }, // recall 1, RR 1/3
    { kind: 'typo', relevant: ['d', 'e'], ranking: ranking('x', 'e') }, // recall 1/2, RR 1/2
    { kind: 'typo', relevant: ['f'], ranking: [] }, // recall 0, RR 0
    { kind: 'sku', relevant: ['g'], ranking: ranking('g') }, // recall 1, RR 1
  ];

  it('averages over every query for the overall figures, each query weighing the same', () => {
    const { overall } = evaluateRankings(rankings);
    expect(overall.queries).toBe(5);
    expect(overall.recallAt10).toBeCloseTo((1 + 1 + 0.5 + 0 + 1) / 5);
    expect(overall.mrr).toBeCloseTo((1 + 1 / 3 + 0.5 + 0 + 1) / 5);
  });

  it('averages over the queries of each kind, kinds in the order they first appear', () => {
    const { byKind } = evaluateRankings(rankings);
    expect(byKind.map((k) => k.kind)).toEqual(['exact', 'typo', 'sku']);
    expect(byKind[0]).toEqual({ kind: 'exact', queries: 2, recallAt10: 1, mrr: expect.closeTo(2 / 3) });
    expect(byKind[1]).toEqual({ kind: 'typo', queries: 2, recallAt10: 0.25, mrr: 0.25 });
    expect(byKind[2]).toEqual({ kind: 'sku', queries: 1, recallAt10: 1, mrr: 1 });
  });

  it('gives zeros, not NaN, for no queries at all', () => {
    expect(evaluateRankings([])).toEqual({ overall: { queries: 0, recallAt10: 0, mrr: 0 }, byKind: [] });
  });

  it('prints a row per kind and one for all queries', () => {
    const lines = formatQualityTable(evaluateRankings(rankings)).split('\n');
    expect(lines[0]).toMatch(/^kind\s+queries\s+recall@10\s+MRR$/);
    expect(lines.slice(2).map((line) => line.split(/\s+/))).toEqual([
      ['exact', '2', '1.000', '0.667'],
      ['typo', '2', '0.250', '0.250'],
      ['sku', '1', '1.000', '1.000'],
      ['overall', '5', '0.700', '0.567'],
    ]);
  });
});
