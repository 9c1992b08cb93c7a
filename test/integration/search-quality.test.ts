import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_KINDS, type QueryKind } from '../../bench/search-quality/judged-queries.data';
import { describeMisses, measureSearchQuality } from '../../bench/search-quality/search-probe';
import { formatQualityTable, type QualityFigures } from '../../bench/search-quality/search-metrics';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Floor = Pick<QualityFigures, 'recallAt10' | 'mrr'>;

/**
 * The least the shop's search must score on the judged queries. It may only rise: when the search
 * gets better, raise it to the new figures (rounded down to two decimals) in the same change.
 */
const floor = JSON.parse(fs.readFileSync(new URL('./search-quality.floor.json', import.meta.url), 'utf8')) as { overall: Floor; byKind: Record<QueryKind, Floor> };

describe.each(engines())('search quality on the demo shop on %s', (engine) => {
  let server: TestServer;
  // Its own database on PostgreSQL: products other test files add would shift the rankings.
  beforeAll(async () => { server = await startTestServer(engine, {}, { ownDatabase: engine === 'postgres' }); });
  afterAll(async () => { await server?.close(); });

  it('finds what shoppers look for at least as well as the recorded floor, overall and per kind of query', async () => {
    const { report, answers } = await measureSearchQuality(async (request) => {
      const response = await server.request(request.path, { headers: request.headers });
      return { status: response.status, body: await response.text() };
    });
    console.log(`Search quality on ${engine}:\n${formatQualityTable(report)}\n\nQueries that miss a relevant product in the first ten, or do not lead with one:\n${describeMisses(answers).join('\n')}`);

    expect(Object.keys(floor.byKind).sort()).toEqual([...QUERY_KINDS].sort());
    const below: string[] = [];
    const check = (name: string, measured: QualityFigures, least: Floor) => {
      if (measured.recallAt10 < least.recallAt10) below.push(`${name} recall@10 ${measured.recallAt10.toFixed(3)} < ${least.recallAt10}`);
      if (measured.mrr < least.mrr) below.push(`${name} MRR ${measured.mrr.toFixed(3)} < ${least.mrr}`);
    };
    check('overall', report.overall, floor.overall);
    for (const kind of report.byKind) check(kind.kind, kind, floor.byKind[kind.kind]);
    expect(below).toEqual([]);
  });
});
