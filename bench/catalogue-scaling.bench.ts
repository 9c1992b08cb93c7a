// The demo shop with its catalogue at 1×, 10× and 100× its size: what an uncached product list,
// product detail and search cost per request at each size, against the 1× catalogue. The target
// is at most +20 % CPU per request at 10× and 100×.
import { sql } from 'drizzle-orm';
import { openDatabase, type Db, type OpenDatabaseOptions } from '../src/server/db/database.server';
import { rowsOf } from '../src/server/db/migrate.server';
import { DEMO_SHOP_ID } from '../src/server/seed/seed-demo-shop.server';
import { copySeed, DEMO_HOST, removeTempDir, startApp, type RunningApp } from './app-server.bench';
import { postgresOrSkip, startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { addEditions } from './catalogue-editions.bench';
import { checkScenarios, fixed, formatTable, measureScenarios, percentChange, ratio, textTable, withRatios, type MeasuredScenario, type ScenarioResult } from './measure.bench';
import { createDatabase, moveDemoToPostgres, type BenchDatabase } from './postgres.bench';
import { countSearchMatches, findShop, shopScenario, type ShopScenarioKind } from './shop-scenarios.bench';

export type ScalingEngine = 'pglite' | 'postgres';

const KINDS: readonly ShopScenarioKind[] = ['list', 'detail', 'search'];
/** The most CPU per request a 10× or 100× catalogue may add to the 1× one. */
export const SCALING_TARGET = 1.2;

export interface CatalogueSize {
  factor: number;
  products: number;
  /** Writing the editions and indexing them for search. */
  preparedSeconds: number;
  searchMatches: number;
  scenarios: ScenarioResult[];
}

export interface ScalingSummaryRow {
  scenario: string;
  /** Server plus database CPU per request at each factor (the server alone on PGlite, where the database runs inside it). */
  cpuMsPerRequest: Record<string, number>;
  /** Each factor's CPU per request against the smallest factor's. */
  ratioToSmallest: Record<string, number>;
  withinTarget: boolean;
}

export interface ScalingReport {
  engine: ScalingEngine;
  loadAverageBefore: number[];
  bare: MeasuredScenario;
  sizes: CatalogueSize[];
  summary: ScalingSummaryRow[];
}

/** Server and database CPU per request together: where the work moves as the catalogue grows. */
function totalCpu(result: MeasuredScenario): number {
  return result.serverCpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0);
}

async function countProducts(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${DEMO_SHOP_ID}`));
  return Number(rows[0]?.n ?? 0);
}

/** Grows the demo catalogue `factor` times before the server starts; answers its size and the seconds it took. */
async function growCatalogue(where: OpenDatabaseOptions, factor: number): Promise<{ products: number; seconds: number }> {
  const startedAt = Date.now();
  const database = await openDatabase(where);
  try {
    await database.db.transaction(async (tx) => {
      // Writing and indexing 7,800 products outlasts the server's 30 s statement limit on a busy machine.
      if (database.kind === 'postgres') await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await addEditions(tx as unknown as Db, DEMO_SHOP_ID, factor - 1);
    });
    // A shop that grew over months has fresh planner statistics; one written in a second would not yet.
    await database.db.execute(sql`ANALYZE`);
    return { products: await countProducts(database.db), seconds: (Date.now() - startedAt) / 1000 };
  } finally {
    await database.close();
  }
}

async function measureSize(context: BenchContext, engine: ScalingEngine, factor: number, bare: MeasuredScenario): Promise<CatalogueSize> {
  const postgres = engine === 'postgres' && !('unreachable' in context.postgres) ? context.postgres : null;
  const dataDir = copySeed();
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  try {
    if (postgres) {
      database = await createDatabase(postgres, `scale${factor}`);
      await moveDemoToPostgres(dataDir, database.url, dataDir);
    }
    const grown = await growCatalogue({ dataDir, databaseUrl: database?.url }, factor);
    console.log(`Catalogue at ${factor}×: ${grown.products} products, written and indexed in ${grown.seconds.toFixed(1)} s.`);
    app = await startApp(`app-${factor}x`, { dataDir, databaseUrl: database?.url }, DEMO_HOST, database?.backendCpuMs);
    const shop = await findShop(app.target, DEMO_HOST);
    const scenarios = KINDS.map((kind) => {
      const scenario = shopScenario(kind, shop, 'uncached');
      return { ...scenario, name: `${scenario.name}, ${factor}×` };
    });
    await checkScenarios(scenarios);
    const searchMatches = await countSearchMatches(shop);
    const measured = await measureScenarios(scenarios, context.settings);
    return { factor, products: grown.products, preparedSeconds: grown.seconds, searchMatches, scenarios: withRatios(measured, bare) };
  } finally {
    await app?.stop();
    await database?.drop();
    removeTempDir(dataDir);
  }
}

function summarise(sizes: readonly CatalogueSize[]): ScalingSummaryRow[] {
  const smallest = sizes[0];
  if (!smallest) return [];
  return KINDS.map((_, index) => {
    const cpuMsPerRequest: Record<string, number> = {};
    const ratioToSmallest: Record<string, number> = {};
    for (const size of sizes) {
      const result = size.scenarios[index]!;
      cpuMsPerRequest[`${size.factor}x`] = totalCpu(result);
      ratioToSmallest[`${size.factor}x`] = ratio(totalCpu(result), totalCpu(smallest.scenarios[index]!));
    }
    const scenario = smallest.scenarios[index]!.name.replace(/, \d+×$/, '');
    return { scenario, cpuMsPerRequest, ratioToSmallest, withinTarget: Object.values(ratioToSmallest).every((value) => value <= SCALING_TARGET) };
  });
}

function formatSummary(sizes: readonly CatalogueSize[], summary: readonly ScalingSummaryRow[]): string {
  const factors = sizes.map((size) => `${size.factor}x`);
  const smallest = factors[0] ?? '1x';
  const header = ['scenario', ...factors.map((f) => `CPU ms/req ${f}`), ...factors.slice(1).map((f) => `${f} vs ${smallest}`), `within +${Math.round((SCALING_TARGET - 1) * 100)} %`];
  return textTable(header, summary.map((row) => [
    row.scenario,
    ...factors.map((f) => fixed(row.cpuMsPerRequest[f] ?? Number.NaN, 3)),
    ...factors.slice(1).map((f) => percentChange(row.ratioToSmallest[f] ?? Number.NaN)),
    row.withinTarget ? 'yes' : 'no',
  ]));
}

async function runOnEngine(context: BenchContext, factors: readonly number[], engine: ScalingEngine): Promise<ScalingReport | Skipped> {
  if (engine === 'postgres') {
    const postgres = postgresOrSkip(context, 'catalogue scaling on PostgreSQL');
    if ('skipped' in postgres) return postgres;
  }
  const label = `catalogue scaling on ${engine === 'pglite' ? 'the embedded PGlite' : 'PostgreSQL'}`;
  console.log(`\n== ${label[0]!.toUpperCase()}${label.slice(1)} (${factors.map((f) => `${f}×`).join(', ')}) ==`);
  const { loadAverageBefore, bare } = await startMeasuring(context, label);
  const sizes: CatalogueSize[] = [];
  for (const factor of factors) sizes.push(await measureSize(context, engine, factor, bare));
  const summary = summarise(sizes);
  const rows = [withRatios([bare], bare)[0]!, ...sizes.flatMap((size) => size.scenarios)];
  console.log(`\n${formatTable(rows, { database: engine === 'postgres' })}\n`);
  console.log(`Search for the scenario's word found ${sizes.map((size) => `${size.searchMatches} at ${size.factor}×`).join(', ')}.`);
  console.log(`CPU per request${engine === 'postgres' ? ' (server and database together)' : ''} against the ${factors[0]}× catalogue:\n${formatSummary(sizes, summary)}\n`);
  return { engine, loadAverageBefore, bare, sizes, summary };
}

export async function runCatalogueScaling(context: BenchContext, factors: readonly number[], engines: readonly ScalingEngine[]): Promise<Record<string, ScalingReport | Skipped>> {
  const sorted = [...new Set(factors)].sort((a, b) => a - b);
  const reports: Record<string, ScalingReport | Skipped> = {};
  for (const engine of engines) reports[engine] = await runOnEngine(context, sorted, engine);
  return reports;
}
