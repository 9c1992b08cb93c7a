// `npm run bench`: throughput and latency of the production server against a bare Fastify
// baseline on the same machine in the same run. A measurement only; it asserts nothing about speed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { ADMIN_LIST_SIZE, ADMIN_ORDER_LIST, ADMIN_PRODUCT_LIST, adminHeaders, adminPath, expectRows, ownerCookie, seedBenchOrders, statementsPerRequest } from './admin-scenarios.bench';
import { runLoad, type LoadResult } from './load-generator.bench';
import { measureNewsletterSend, NEWSLETTER_SUBSCRIBERS, seedSubscribers, startSmtpSink } from './newsletter-send.bench';
import { describeSearchQuality, measureSearchQualityAt } from './search-quality/search-quality.bench';
import {
  freePort,
  signalAllSync,
  startServer,
  stopAll,
  stopServer,
  waitForLine,
  waitForOk,
  type ServerProcess,
} from './server-process.bench';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_DIR = path.join(ROOT, '.tmp', 'bench-data');
const RESULTS_FILE = path.join(ROOT, '.tmp', 'bench-results.json');
const READY_LINE = 'Etalase is ready at';
const SEED_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** The shop is chosen by Host; `localhost` is one of the demo shop's hosts. */
const APP_HEADERS = { host: 'localhost' };

const PRODUCT_LIST_QUERY =
  '{ products(first: 20) { edges { node { id slug name price { amount formatted } compareAtPrice { formatted } image { id width height dominantColor } } } } }';
const SLUGS_QUERY = '{ products(first: 1) { edges { node { slug } } } categories(first: 1) { edges { node { slug } } } }';

interface Options {
  connections: number;
  warmupMs: number;
  durationMs: number;
}

interface Scenario {
  name: string;
  origin: string;
  path: string;
  headers: Record<string, string>;
  /** Throws when the answer is not the page or data the scenario means to measure. */
  check: (status: number, contentType: string, body: string) => void;
}

interface ScenarioResult extends LoadResult {
  name: string;
  path: string;
  /** CPU time the serving process spent per request (user + system), in milliseconds. */
  serverCpuMsPerRequest: number;
  /** Share of requests answered from the shared caches (pages for a page, answers for a query); null for the bare route. */
  servedFromCache: number | null;
  ratioToBare: { requestsPerSecond: number; p50: number; p99: number; serverCpu: number };
}

/** The CPU time a process has used so far (user + system), in milliseconds, from /proc. */
function processCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Linux reports CPU time in clock ticks of 1/100 s on every common build (USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '16' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
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
  return {
    connections: positive(values.connections, 'connections', true),
    durationMs: positive(values.duration, 'duration', false) * 1000,
    // Zero warm-up is a legitimate choice when looking at cold behaviour.
    warmupMs: values.warmup === '0' ? 0 : positive(values.warmup, 'warmup', false) * 1000,
  };
}

/**
 * The app's environment, built from scratch on top of the caller's: a DATABASE_URL or
 * TRUST_PROXY from the shell would silently measure a different setup.
 */
function appEnv(port: number, dataDir: string, smtpPort?: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...(smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}) };
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  return env;
}

/**
 * First start seeds the demo shop, which takes about a minute; it is done once and copied for
 * every run. Seeding happens in a side directory renamed only on success, so an interrupted
 * seed is never mistaken for a complete one.
 */
async function ensureSeed(): Promise<void> {
  if (fs.existsSync(path.join(SEED_DIR, 'db'))) return;
  const partial = `${SEED_DIR}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.rmSync(SEED_DIR, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  console.log(`Seeding the demo shop into ${path.relative(ROOT, SEED_DIR)} (once; about a minute)…`);
  const startedAt = Date.now();
  const server = startServer('seed', ['scripts/start.mjs'], appEnv(await freePort(), partial));
  try {
    await waitForLine(server, READY_LINE, SEED_TIMEOUT_MS);
  } finally {
    await stopServer(server);
  }
  // Exit code 1 is the server's forced exit: the database may not have been closed cleanly.
  if (server.child.exitCode !== 0) throw new Error(`The seeding server exited with ${server.child.exitCode ?? server.child.signalCode}; not keeping its data.\n${server.tail()}`);
  fs.rmSync(path.join(partial, 'db', 'etalase.lock'), { force: true });
  fs.renameSync(partial, SEED_DIR);
  console.log(`Seeded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/** Per-run copies, removed on every way out, including a signal that skips `finally`. */
const tempDirs = new Set<string>();

function removeTempDirs(): void {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

function copySeed(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-'));
  tempDirs.add(dir);
  fs.cpSync(SEED_DIR, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'db', 'etalase.lock'), { force: true });
  return dir;
}

async function get(origin: string, pathname: string, headers: Record<string, string>): Promise<{ status: number; contentType: string; body: string }> {
  const response = await request(`${origin}${pathname}`, { headers, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const body = await response.body.text();
  const contentType = response.headers['content-type'];
  return { status: response.statusCode, contentType: Array.isArray(contentType) ? contentType.join(', ') : (contentType ?? ''), body };
}

/** Lookups in the app's shared caches so far, by cache (`answers`, `pages`) and result, from its /metrics (loopback may read it). */
async function cacheLookups(origin: string): Promise<Record<string, { hit: number; miss: number }>> {
  const answer = await get(origin, '/metrics', {});
  const lookups: Record<string, { hit: number; miss: number }> = {};
  for (const match of answer.body.matchAll(/^etalase_shared_cache_lookups_total\{cache="(\w+)",result="(hit|miss)"\} (\d+)/gm)) {
    const counts = (lookups[match[1]!] ??= { hit: 0, miss: 0 });
    counts[match[2] as 'hit' | 'miss'] = Number(match[3]);
  }
  return lookups;
}

function graphPath(query: string): string {
  return `/graphql?query=${encodeURIComponent(query)}`;
}

interface Edges { edges?: { node?: { slug?: unknown } }[] }

async function findSlugs(origin: string): Promise<{ product: string; category: string }> {
  const answer = await get(origin, graphPath(SLUGS_QUERY), APP_HEADERS);
  if (answer.status !== 200) throw new Error(`Looking up slugs: status ${answer.status}: ${answer.body.slice(0, 500)}`);
  const parsed = JSON.parse(answer.body) as { data?: { products?: Edges; categories?: Edges }; errors?: unknown };
  const product = parsed.data?.products?.edges?.[0]?.node?.slug;
  const category = parsed.data?.categories?.edges?.[0]?.node?.slug;
  if (typeof product !== 'string' || typeof category !== 'string') {
    throw new Error(`Looking up slugs: no product or category in ${answer.body.slice(0, 500)}`);
  }
  return { product, category };
}

function expectHtml(status: number, contentType: string, body: string): void {
  if (status !== 200) throw new Error(`status ${status}`);
  if (!contentType.startsWith('text/html')) throw new Error(`content-type ${contentType}`);
  if (!body.includes('</html>')) throw new Error('the page is not a complete HTML document');
}

/**
 * A browser holding an order grant (a guest who ordered before): its answers are personal and
 * never served from the shared answer cache, so these scenarios measure the real work.
 */
const UNCACHED_HEADERS = { ...APP_HEADERS, cookie: 'etalase_orders=benchOrder0001.benchSecretNeverGranted00' };

/** Each cached app scenario again, as a visitor whose answers are never shared. */
function uncached(scenarios: Scenario[]): Scenario[] {
  return scenarios.filter((scenario) => scenario.headers === APP_HEADERS)
    .map((scenario) => ({ ...scenario, name: `${scenario.name}, uncached`, headers: UNCACHED_HEADERS }));
}

/** A browser asking for Brotli, as every current browser does: the page compressed on the way out. */
function compressed(appOrigin: string, slugs: { product: string; category: string }): Scenario[] {
  const path = `/product/${encodeURIComponent(slugs.product)}`;
  const check = (status: number, contentType: string) => {
    if (status !== 200 || !contentType.startsWith('text/html')) throw new Error(`status ${status}, content-type ${contentType}`);
  };
  return [
    { name: 'product page HTML, brotli', origin: appOrigin, path, headers: { ...APP_HEADERS, 'accept-encoding': 'br' }, check },
    { name: 'product page HTML, brotli, uncached', origin: appOrigin, path, headers: { ...UNCACHED_HEADERS, 'accept-encoding': 'br' }, check },
  ];
}

/**
 * A browser or CDN holding the product page asks whether it changed (`Cache-Control: no-cache`
 * makes it ask every time): the answer is a 304 from the page cache.
 */
async function revalidated(appOrigin: string, slugs: { product: string; category: string }): Promise<Scenario> {
  const path = `/product/${encodeURIComponent(slugs.product)}`;
  const response = await request(`${appOrigin}${path}`, { headers: APP_HEADERS, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  await response.body.dump();
  const etag = response.headers.etag;
  if (typeof etag !== 'string') throw new Error('the product page carries no ETag');
  return {
    name: 'product page HTML, revalidated (304)', origin: appOrigin, path, headers: { ...APP_HEADERS, 'if-none-match': etag },
    check: (status) => {
      if (status !== 304) throw new Error(`status ${status}, expected 304`);
    },
  };
}

async function buildScenarios(bareOrigin: string, appOrigin: string, slugs: { product: string; category: string }): Promise<Scenario[]> {
  const scenarios = cachedScenarios(bareOrigin, appOrigin, slugs);
  return [...scenarios, await revalidated(appOrigin, slugs), ...uncached(scenarios), ...compressed(appOrigin, slugs)];
}

function cachedScenarios(bareOrigin: string, appOrigin: string, slugs: { product: string; category: string }): Scenario[] {
  return [
    {
      name: 'bare Fastify GET /bare',
      origin: bareOrigin,
      path: '/bare',
      headers: {},
      check: (status, _type, body) => {
        if (status !== 200 || body !== '{"ok":true}') throw new Error(`status ${status}, body ${body.slice(0, 200)}`);
      },
    },
    {
      name: 'GraphQL products(first: 20)',
      origin: appOrigin,
      path: graphPath(PRODUCT_LIST_QUERY),
      headers: APP_HEADERS,
      check: (status, _type, body) => {
        if (status !== 200) throw new Error(`status ${status}: ${body.slice(0, 500)}`);
        const parsed = JSON.parse(body) as { data?: { products?: { edges?: unknown[] } }; errors?: unknown };
        if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 500)}`);
        // Fewer than 20 products would make the number incomparable with earlier runs.
        const count = parsed.data?.products?.edges?.length ?? 0;
        if (count !== 20) throw new Error(`expected 20 products, got ${count}`);
      },
    },
    {
      name: 'product page HTML',
      origin: appOrigin,
      path: `/product/${encodeURIComponent(slugs.product)}`,
      headers: APP_HEADERS,
      check: expectHtml,
    },
    {
      name: 'category page HTML',
      origin: appOrigin,
      path: `/product/category/${encodeURIComponent(slugs.category)}`,
      headers: APP_HEADERS,
      check: expectHtml,
    },
    // A demo post with a cover, linked products and related posts: the blog's heaviest page.
    { name: 'blog post page HTML', origin: appOrigin, path: '/blog/cara-merawat-kemeja-batik', headers: APP_HEADERS, check: expectHtml },
    { name: 'blog list page HTML', origin: appOrigin, path: '/blog', headers: APP_HEADERS, check: expectHtml },
  ];
}

function ratio(value: number, base: number): number {
  return base > 0 && Number.isFinite(value) && Number.isFinite(base) ? value / base : Number.NaN;
}

function formatTable(results: ScenarioResult[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'cached', 'errors', 'req/s vs bare', 'p50 vs bare', 'p99 vs bare', 'CPU vs bare'];
  const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
  // Ratios span from thousandths to hundreds; fixed decimals would flatten the small ones to 0.
  const significant = (value: number) => (Number.isFinite(value) ? String(Number(value.toPrecision(3))) : '–');
  const rows = results.map((r) => [
    r.name,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 2),
    fixed(r.p99Ms, 2),
    fixed(r.serverCpuMsPerRequest, 3),
    r.servedFromCache === null ? '–' : `${(r.servedFromCache * 100).toFixed(0)} %`,
    String(r.errors),
    `${significant(r.ratioToBare.requestsPerSecond)}×`,
    `${significant(r.ratioToBare.p50)}×`,
    `${significant(r.ratioToBare.p99)}×`,
    `${significant(r.ratioToBare.serverCpu)}×`,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
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

  const dataDir = copySeed();
  await seedBenchOrders(dataDir, ADMIN_LIST_SIZE);
  await seedSubscribers(dataDir, NEWSLETTER_SUBSCRIBERS);
  let app: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  const smtp = await startSmtpSink();
  try {
    const [appPort, barePort] = [await freePort(), await freePort()];
    const appOrigin = `http://127.0.0.1:${appPort}`;
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    app = startServer('app', ['scripts/start.mjs'], appEnv(appPort, dataDir, smtp.port));
    bare = startServer('bare', ['--import', 'tsx', 'bench/bare-server.bench.ts'], { ...process.env, NODE_ENV: 'production', PORT: String(barePort) });
    const startedAt = Date.now();
    await Promise.all([waitForOk(app, `${appOrigin}/`, APP_HEADERS, START_TIMEOUT_MS), waitForOk(bare, `${bareOrigin}/bare`, {}, START_TIMEOUT_MS)]);
    console.log(`Servers ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (app ${appOrigin}, bare ${bareOrigin}).`);

    const owner = adminHeaders(await ownerCookie(appOrigin, dataDir));
    const adminLists = [
      { name: `admin order list (${ADMIN_LIST_SIZE} orders)`, list: 'orderList' as const, query: ADMIN_ORDER_LIST },
      { name: `admin product list (${ADMIN_LIST_SIZE} products)`, list: 'products' as const, query: ADMIN_PRODUCT_LIST },
    ];
    const scenarios = [
      ...(await buildScenarios(bareOrigin, appOrigin, await findSlugs(appOrigin))),
      ...adminLists.map((l) => ({ name: l.name, origin: appOrigin, path: adminPath(l.query(ADMIN_LIST_SIZE)), headers: owner, check: expectRows(l.list, ADMIN_LIST_SIZE) })),
    ];
    for (const scenario of scenarios) {
      const answer = await get(scenario.origin, scenario.path, scenario.headers);
      try {
        scenario.check(answer.status, answer.contentType, answer.body);
      } catch (error) {
        throw new Error(`Scenario "${scenario.name}" (${scenario.path}) is not measurable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
    // What the search finds does not depend on load: measured once, before the load runs.
    const searchQuality = await measureSearchQualityAt(appOrigin, APP_HEADERS);
    console.log(`${describeSearchQuality(searchQuality)}\n`);

    // Other work on the machine shifts every number; the load average says how much to trust them.
    const loadBefore = os.loadavg();
    console.log(`Load average before measuring: ${(loadBefore[0] ?? 0).toFixed(2)} on ${os.cpus().length} CPUs.`);
    console.log(
      `Measuring ${scenarios.length} scenarios one after another: ${options.connections} connections, ` +
        `${options.warmupMs / 1000} s warm-up + ${options.durationMs / 1000} s each.`,
    );
    const measured: (LoadResult & { name: string; path: string; serverCpuMsPerRequest: number; servedFromCache: number | null })[] = [];
    for (const scenario of scenarios) {
      const serverPid = (scenario.origin === bareOrigin ? bare : app).child.pid;
      // Which cache answers this scenario when it is shared: the page cache for a page, the answer cache for a query.
      // The staff's lists are never shared.
      const cache = scenario.origin === bareOrigin || scenario.path.startsWith('/admin') ? null : scenario.path.startsWith('/graphql') ? 'answers' : 'pages';
      const before = cache ? (await cacheLookups(appOrigin))[cache] : undefined;
      const cpuBefore = processCpuMs(serverPid);
      const result = await runLoad({
        origin: scenario.origin,
        path: scenario.path,
        headers: scenario.headers,
        connections: options.connections,
        warmupMs: options.warmupMs,
        durationMs: options.durationMs,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
      });
      // The warm-up is served too; at the measured rate it holds this many requests more.
      const served = result.requestsPerSecond * ((options.warmupMs + options.durationMs) / 1000);
      const serverCpuMsPerRequest = (processCpuMs(serverPid) - cpuBefore) / served;
      // Read after the CPU time, so the scrape is not counted in it; a share near 100 % says the row measured the cache.
      // Each request of a page (or query) scenario looks its page (or answer) up once; a visitor whose
      // answers are never shared looks nothing up, and counts as 0 %.
      const after = cache ? (await cacheLookups(appOrigin))[cache] : undefined;
      const hits = (after?.hit ?? 0) - (before?.hit ?? 0);
      const lookups = hits + (after?.miss ?? 0) - (before?.miss ?? 0);
      const servedFromCache = cache ? (lookups > 0 ? hits / lookups : 0) : null;
      const share = servedFromCache === null ? '' : `, ${(servedFromCache * 100).toFixed(0)} % from the shared cache`;
      console.log(`  ${scenario.name}: ${result.requestsPerSecond.toFixed(0)} req/s, ${serverCpuMsPerRequest.toFixed(3)} ms server CPU per request${share}, ${result.errors} errors`);
      measured.push({ name: scenario.name, path: scenario.path, serverCpuMsPerRequest, servedFromCache, ...result });
      // Lets the server finish collecting garbage from one scenario before the next starts.
      await sleep(500);
    }

    const base = measured[0];
    if (!base) throw new Error('No scenario was measured.');
    const results: ScenarioResult[] = measured.map((r) => ({
      ...r,
      ratioToBare: {
        requestsPerSecond: ratio(r.requestsPerSecond, base.requestsPerSecond),
        p50: ratio(r.p50Ms, base.p50Ms),
        p99: ratio(r.p99Ms, base.p99Ms),
        serverCpu: ratio(r.serverCpuMsPerRequest, base.serverCpuMsPerRequest),
      },
    }));

    console.log(`\n${formatTable(results)}\n`);
    // A list that costs the same number of statements for 5 rows as for 50 batches its lookups.
    const statements = [];
    for (const l of adminLists) {
      const small = await statementsPerRequest(appOrigin, adminPath(l.query(5)), owner);
      const full = await statementsPerRequest(appOrigin, adminPath(l.query(ADMIN_LIST_SIZE)), owner);
      statements.push({ list: l.name, at5: small, at50: full });
      console.log(`SQL statements per request, ${l.list}: ${small} at 5 rows, ${full} at ${ADMIN_LIST_SIZE} rows.`);
    }
    // Last: the send keeps the server busy for a while after its last e-mail.
    console.log(`Sending a newsletter to ${NEWSLETTER_SUBSCRIBERS} subscribers through a local SMTP server…`);
    const newsletter = await measureNewsletterSend(appOrigin, owner, app.child.pid!, smtp, processCpuMs);
    console.log(
      `Newsletter: ${newsletter.delivered} e-mails in ${newsletter.seconds.toFixed(1)} s (${newsletter.emailsPerSecond.toFixed(0)}/s), `
        + `${newsletter.serverCpuMsPerEmail.toFixed(2)} ms server CPU per e-mail, RSS ${newsletter.rssBeforeMiB.toFixed(0)} → peak ${newsletter.peakRssMiB.toFixed(0)} MiB (${newsletter.rssAfterMiB.toFixed(0)} MiB after).`,
    );
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    const report = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
      connections: options.connections,
      warmupSeconds: options.warmupMs / 1000,
      durationSeconds: options.durationMs / 1000,
      scenarios: results,
      statementsPerRequest: statements,
      newsletterSend: newsletter,
      searchQuality,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${path.relative(ROOT, RESULTS_FILE)}.`);
  } finally {
    await Promise.all([app && stopServer(app), bare && stopServer(bare)]);
    await smtp.stop();
    removeTempDirs();
  }
}

// Whatever happens, the run ends and takes its children with it.
process.on('exit', () => {
  signalAllSync();
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers…`);
    void stopAll().finally(() => process.exit(130));
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
// Generous, but finite: seeding, two starts, each scenario, and the stops.
const overallLimitMs = SEED_TIMEOUT_MS + START_TIMEOUT_MS + 4 * (options.warmupMs + options.durationMs + 2 * REQUEST_TIMEOUT_MS) + 20 * 60_000;
const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${Math.round(overallLimitMs / 1000)} s; stopping.`);
  void stopAll().finally(() => process.exit(1));
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
    process.exit(1);
  });
