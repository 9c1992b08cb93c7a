// One shop among many on PostgreSQL: its uncached product list, product detail and search in a
// database holding N shops of M products each (bench/generate-shops.bench.ts), against the same
// shop alone in a database of its own. Every shop-scoped index leads with shop_id, so the
// figures should barely move.
import { tempDir, removeTempDir, startApp, type RunningApp } from './app-server.bench';
import { postgresOrSkip, startMeasuring, type BenchContext, type Skipped } from './bench-context.bench';
import { generateShops, progressPrinter, type GeneratedShops } from './generate-shops.bench';
import { checkScenarios, fixed, formatTable, measureScenarios, percentChange, ratio, textTable, withRatios, type MeasuredScenario, type ScenarioResult } from './measure.bench';
import { createDatabase, type BenchDatabase, type PostgresServer } from './postgres.bench';
import { countSearchMatches, findShop, shopScenario, type ShopScenarioKind } from './shop-scenarios.bench';

const KINDS: readonly ShopScenarioKind[] = ['list', 'detail', 'search'];

export interface ShopsDatabase {
  generated: GeneratedShops;
  searchMatches: number;
  scenarios: ScenarioResult[];
}

export interface ManyShopsReport {
  loadAverageBefore: number[];
  bare: MeasuredScenario;
  alone: ShopsDatabase;
  among: ShopsDatabase;
  /** Per scenario: server plus database CPU per request and requests per second, among many against alone. */
  summary: { scenario: string; cpuMsPerRequestAlone: number; cpuMsPerRequestAmong: number; cpuRatio: number; requestsPerSecondRatio: number }[];
}

function totalCpu(result: MeasuredScenario): number {
  return result.serverCpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0);
}

async function measureDatabase(context: BenchContext, postgres: PostgresServer, shops: number, products: number, bare: MeasuredScenario): Promise<ShopsDatabase> {
  const what = shops === 1 ? '1 shop' : `${shops} shops`;
  const dataDir = tempDir();
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  try {
    database = await createDatabase(postgres, `shops${shops}`);
    console.log(`Writing ${what} of ${products} products into ${database.name}…`);
    const generated = await generateShops({ databaseUrl: database.url, shops, products, onProgress: shops > 1 ? progressPrinter(shops) : undefined });
    console.log(`Written in ${generated.seconds.toFixed(1)} s.`);
    app = await startApp(`app-${shops}-shops`, { dataDir, databaseUrl: database.url }, generated.firstShopHost, database.backendCpuMs);
    const shop = await findShop(app.target, generated.firstShopHost);
    const scenarios = KINDS.map((kind) => {
      const scenario = shopScenario(kind, shop, 'uncached');
      return { ...scenario, name: `${scenario.name}, ${what}` };
    });
    await checkScenarios(scenarios);
    const searchMatches = await countSearchMatches(shop);
    return { generated, searchMatches, scenarios: withRatios(await measureScenarios(scenarios, context.settings), bare) };
  } finally {
    await app?.stop();
    await database?.drop();
    removeTempDir(dataDir);
  }
}

export async function runManyShops(context: BenchContext, size: { shops: number; products: number }): Promise<ManyShopsReport | Skipped> {
  const postgres = postgresOrSkip(context, 'one shop among many');
  if ('skipped' in postgres) return postgres;
  if (size.products < 20) throw new Error('--shop-products must be at least 20: the product list scenario shows 20.');
  console.log(`\n== One shop among ${size.shops} shops of ${size.products} products on PostgreSQL, against the shop alone ==`);
  const { loadAverageBefore, bare } = await startMeasuring(context, 'one shop among many');
  const alone = await measureDatabase(context, postgres, 1, size.products, bare);
  const among = await measureDatabase(context, postgres, size.shops, size.products, bare);
  const summary = KINDS.map((_, index) => {
    const one = alone.scenarios[index]!;
    const many = among.scenarios[index]!;
    return {
      scenario: one.name.replace(/, 1 shop$/, ''),
      cpuMsPerRequestAlone: totalCpu(one),
      cpuMsPerRequestAmong: totalCpu(many),
      cpuRatio: ratio(totalCpu(many), totalCpu(one)),
      requestsPerSecondRatio: ratio(many.requestsPerSecond, one.requestsPerSecond),
    };
  });
  console.log(`\n${formatTable([withRatios([bare], bare)[0]!, ...alone.scenarios, ...among.scenarios], { database: true })}\n`);
  console.log(`Writing ${size.shops} shops took ${among.generated.seconds.toFixed(1)} s; the search found ${alone.searchMatches} products alone and ${among.searchMatches} among many.`);
  console.log(`Server and database CPU per request, among ${size.shops} shops against alone:\n${textTable(
    ['scenario', 'CPU ms/req alone', `CPU ms/req among ${size.shops}`, 'CPU change', 'req/s change'],
    summary.map((row) => [row.scenario, fixed(row.cpuMsPerRequestAlone, 3), fixed(row.cpuMsPerRequestAmong, 3), percentChange(row.cpuRatio), percentChange(row.requestsPerSecondRatio)]),
  )}\n`);
  return { loadAverageBefore, bare, alone, among, summary };
}
