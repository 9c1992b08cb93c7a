// The bench's search quality figures: every judged query put to the bench's own server as the
// search page asks it, scored with recall@10 and MRR overall and per kind of query.
import { request } from 'undici';
import type { QueryKind } from './judged-queries.data';
import { formatQualityTable, type QualityReport } from './search-metrics';
import { measureSearchQuality } from './search-probe';

const REQUEST_TIMEOUT_MS = 10_000;

export async function measureSearchQualityAt(origin: string, headers: Record<string, string>): Promise<QualityReport<QueryKind>> {
  const { report } = await measureSearchQuality(async (search) => {
    const response = await request(`${origin}${search.path}`, { headers: { ...headers, ...search.headers }, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
    return { status: response.statusCode, body: await response.body.text() };
  });
  return report;
}

export function describeSearchQuality(report: QualityReport): string {
  return `Search quality on ${report.overall.queries} judged queries (bench/search-quality):\n${formatQualityTable(report)}`;
}
