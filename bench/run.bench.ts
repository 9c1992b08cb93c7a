// `npm run bench`: throughput, latency and CPU of the production server against a bare Fastify
// baseline on the same machine in the same run. A measurement only; it asserts nothing about speed.
//
// Parts (all by default, in this order; `--only scaling,shops` picks some):
//   main       the demo shop on the embedded PGlite: shopper scenarios cached and uncached (with the
//              share the shared caches answered), a page revalidated with its ETag, a guest
//              checkout, admin lists, search quality, a newsletter send
//   postgres   the same shopper rows, checkout and admin lists on PostgreSQL
//   vendure    Vendure's Shop API on the same PostgreSQL beside the postgres part's uncached rows, as
//              ratios; needs a prepared Vendure copy (--vendure-dir or VENDURE_DIR), else says how
//   scaling    list, detail and search with the demo catalogue at 1×, 10×, 100× its size
//   shops      one shop's list, detail and search among many shops on PostgreSQL, against the shop alone
//   processes  one server process against two on the same PostgreSQL database
//   lighthouse Lighthouse's mobile performance audit of the home, a category and a product page
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSeed, removeTempDirs, ROOT, SEED_TIMEOUT_MS, startBare } from './app-server.bench';
import type { BenchContext } from './bench-context.bench';
import { runLighthouse } from './lighthouse.bench';
import { runCatalogueScaling, type ScalingEngine } from './catalogue-scaling.bench';
import { runManyShops } from './many-shops.bench';
import { REQUEST_TIMEOUT_MS, type LoadSettings } from './measure.bench';
import { dropCreatedDatabases, reachPostgres } from './postgres.bench';
import { signalAllSync, stopAll, stopServer } from './server-process.bench';
import { runShopRows } from './shop-rows.bench';
import { runTwoProcesses } from './two-processes.bench';
import { runVendurePeer } from './vendure-peer.bench';

const RESULTS_FILE = path.join(ROOT, '.tmp', 'bench-results.json');
// `vendure` follows `postgres`, whose rows it compares with, so both are measured in the same minutes.
const PARTS = ['main', 'postgres', 'vendure', 'scaling', 'shops', 'processes', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

interface Options {
  settings: LoadSettings;
  parts: Part[];
  postgresUrl: string;
  databasePrefix: string;
  scales: number[];
  scalingEngines: ScalingEngine[];
  shops: number;
  shopProducts: number;
  vendureDir: string | undefined;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      only: { type: 'string', default: PARTS.join(',') },
      'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
      'database-prefix': { type: 'string', default: 'etalase_bench' },
      scales: { type: 'string', default: '1,10,100' },
      'scaling-engines': { type: 'string', default: 'pglite,postgres' },
      shops: { type: 'string', default: '10000' },
      'shop-products': { type: 'string', default: '100' },
      'vendure-dir': { type: 'string', default: process.env.VENDURE_DIR ?? '' },
    },
    strict: true,
  });
  const positive = (raw: string, flag: string, integer: boolean): number => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
      throw new Error(`--${flag} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}".`);
    }
    return value;
  };
  const list = <T extends string>(raw: string, flag: string, allowed: readonly T[]): T[] => {
    const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
    const unknown = items.filter((item) => !allowed.includes(item as T));
    if (items.length === 0 || unknown.length) throw new Error(`--${flag} takes a comma-separated list of ${allowed.join(', ')}; got "${raw}".`);
    return items as T[];
  };
  return {
    settings: {
      connections: positive(values.connections, 'connections', true),
      durationMs: positive(values.duration, 'duration', false) * 1000,
      // Zero warm-up is a legitimate choice when looking at cold behaviour.
      warmupMs: values.warmup === '0' ? 0 : positive(values.warmup, 'warmup', false) * 1000,
    },
    parts: list(values.only, 'only', PARTS).sort((a, b) => PARTS.indexOf(a) - PARTS.indexOf(b)),
    postgresUrl: values['postgres-url'],
    databasePrefix: values['database-prefix'],
    scales: values.scales.split(',').map((raw) => positive(raw.trim(), 'scales', true)),
    scalingEngines: list(values['scaling-engines'], 'scaling-engines', ['pglite', 'postgres'] as const),
    shops: positive(values.shops, 'shops', true),
    shopProducts: positive(values['shop-products'], 'shop-products', true),
    vendureDir: values['vendure-dir'] || undefined,
  };
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main(options: Options): Promise<void> {
  process.chdir(ROOT);
  await ensureSeed();
  const postgres = await reachPostgres(options.postgresUrl, options.databasePrefix);
  console.log('unreachable' in postgres ? `PostgreSQL: none reachable at ${options.postgresUrl} (${postgres.unreachable}).` : `PostgreSQL ${postgres.version} at ${options.postgresUrl}.`);
  const bare = await startBare();
  const context: BenchContext = { settings: options.settings, bare, postgres };
  const report: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverageAtStart: os.loadavg(),
    connections: options.settings.connections,
    warmupSeconds: options.settings.warmupMs / 1000,
    durationSeconds: options.settings.durationMs / 1000,
    parts: options.parts,
  };
  let postgresRows: Awaited<ReturnType<typeof runShopRows>> | undefined;
  const run: Record<Part, () => Promise<unknown>> = {
    main: () => runShopRows(context, 'pglite'),
    postgres: async () => (postgresRows = await runShopRows(context, 'postgres')),
    vendure: () => runVendurePeer(context, options.vendureDir, postgresRows),
    scaling: () => runCatalogueScaling(context, options.scales, options.scalingEngines),
    shops: () => runManyShops(context, { shops: options.shops, products: options.shopProducts }),
    processes: () => runTwoProcesses(context),
    lighthouse: () => runLighthouse(),
  };
  try {
    for (const part of options.parts) {
      report[part] = await run[part]();
      // Written after every part, so an interrupted run keeps what it measured.
      report.loadAverageAfter = os.loadavg();
      fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
      fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    }
    console.log(`\nResults written to ${path.relative(ROOT, RESULTS_FILE)}.`);
  } finally {
    await stopServer(bare.server);
  }
}

// Whatever happens, the run ends and takes its children with it.
process.on('exit', () => {
  signalAllSync();
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers and dropping the bench's databases…`);
    void stopAll().then(dropCreatedDatabases).finally(() => process.exit(130));
  });
}

const options = (() => {
  try {
    return readOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
})();
// Generous, but finite: seeding, each part's data and starts, each scenario, and the stops.
const scenarioMs = options.settings.warmupMs + options.settings.durationMs + 2 * REQUEST_TIMEOUT_MS;
const overallLimitMs = SEED_TIMEOUT_MS + 80 * scenarioMs + 90 * 60_000;
const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${Math.round(overallLimitMs / 1000)} s; stopping.`);
  void stopAll().then(dropCreatedDatabases).finally(() => process.exit(1));
}, overallLimitMs);

main(options)
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    clearTimeout(watchdog);
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    await dropCreatedDatabases();
    process.exit(1);
  });
