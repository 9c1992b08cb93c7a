// Measuring one scenario under load: throughput and latency from the load generator, and the CPU
// time the serving processes, the database and the load generator itself spent meanwhile, each
// per request; then each figure as a ratio to the bare route measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { runLoad, type LoadResult } from './load-generator.bench';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface LoadSettings {
  connections: number;
  warmupMs: number;
  durationMs: number;
}

/** What serves a scenario: one or more server processes, and the database when it runs apart. */
export interface Target {
  /** Connections are spread evenly over these (processes behind one balancer). */
  origins: readonly string[];
  /** The serving processes, whose CPU time is read from /proc. */
  pids: readonly number[];
  /** CPU time the database has spent so far, in ms (PostgreSQL's backends); absent for PGlite, which runs inside the server. */
  databaseCpuMs?: () => Promise<number>;
}

/** The shared caches an anonymous visitor's requests are answered from: GraphQL answers, and rendered pages. */
export type SharedCache = 'answers' | 'pages';

export interface Scenario {
  name: string;
  target: Target;
  path: string;
  headers: Record<string, string>;
  /** A POST body (with its content type among the headers), as a browser sends a query too long for a GET address. */
  body?: string;
  /** Throws when the answer is not the page or data the scenario means to measure. */
  check: (status: number, contentType: string, body: string) => void;
  /**
   * The shared cache each request looks up when its visitor may share answers: `pages` for a
   * page, `answers` for a shop API query. Absent where none serves (the bare route, the staff's lists).
   */
  sharedCache?: SharedCache;
}

export interface MeasuredScenario extends LoadResult {
  name: string;
  path: string;
  /** CPU time the serving processes spent per request (user + system), in milliseconds. */
  serverCpuMsPerRequest: number;
  /** The same for PostgreSQL's backends serving this run's database; null on PGlite. */
  databaseCpuMsPerRequest: number | null;
  /** The same for this process, which generates the load. */
  loadGeneratorCpuMsPerRequest: number;
  /** Cores kept busy on average during the scenario, by whom. */
  coresBusy: { server: number; database: number | null; loadGenerator: number };
  /**
   * Share of the lookups in the scenario's shared cache that were hits, warm-up included; 0 for a
   * visitor whose answers are never shared (it looks nothing up); null where no shared cache serves.
   */
  servedFromCache: number | null;
}

export interface ScenarioResult extends MeasuredScenario {
  ratioToBare: { requestsPerSecond: number; p50: number; p99: number; serverCpu: number };
}

/** Linux reports CPU time in clock ticks of 1/100 s on every common build (USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user + system), in milliseconds, from /proc. */
export function processCpuMs(pid: number | undefined): number {
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

function processesCpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
}

/** This process's CPU time so far, in milliseconds. */
function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** The CPU time each party has used so far, and when it was read. */
export interface CpuReading {
  at: number;
  server: number;
  /** Asked for at once and read later: the database answers a query, and a reading must not wait. */
  database: Promise<number> | undefined;
  loadGenerator: number;
}

export function readCpu(target: Target): CpuReading {
  const database = target.databaseCpuMs?.();
  // Awaited later by `cpuSince`; a failure meanwhile is not an unhandled one.
  database?.catch(() => undefined);
  return { at: performance.now(), server: processesCpuMs(target.pids), database, loadGenerator: ownCpuMs() };
}

/** What each party spent since `start`, in ms, and over how many seconds. */
export async function cpuSince(target: Target, start: CpuReading): Promise<{ server: number; database: number | undefined; loadGenerator: number; seconds: number }> {
  const now = readCpu(target);
  const [databaseThen, databaseNow] = await Promise.all([start.database, now.database]);
  return {
    server: now.server - start.server,
    database: databaseThen === undefined || databaseNow === undefined ? undefined : databaseNow - databaseThen,
    loadGenerator: now.loadGenerator - start.loadGenerator,
    seconds: (now.at - start.at) / 1000,
  };
}

/** One request, a GET or, with a body, a POST; answers the status, content type, ETag and text. */
export async function send(origin: string, pathname: string, headers: Record<string, string>, body?: string): Promise<{ status: number; contentType: string; etag: string | undefined; body: string }> {
  const response = await request(`${origin}${pathname}`, { method: body === undefined ? 'GET' : 'POST', headers, body, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const text = await response.body.text();
  const { 'content-type': contentType, etag } = response.headers;
  return {
    status: response.statusCode,
    contentType: Array.isArray(contentType) ? contentType.join(', ') : (contentType ?? ''),
    etag: typeof etag === 'string' ? etag : undefined,
    body: text,
  };
}

const CACHE_LOOKUPS = /^etalase_shared_cache_lookups_total\{cache="(\w+)",result="(hit|miss)"\} (\d+)/gm;

/**
 * Lookups in one shared cache so far, summed over the serving processes, from their /metrics
 * (loopback may read it); NaN when a process does not show them.
 */
async function sharedCacheLookups(origins: readonly string[], cache: SharedCache): Promise<{ hit: number; miss: number }> {
  const lookups = { hit: 0, miss: 0 };
  for (const origin of origins) {
    const answer = await send(origin, '/metrics', {});
    if (answer.status !== 200) return { hit: Number.NaN, miss: Number.NaN };
    for (const match of answer.body.matchAll(CACHE_LOOKUPS)) {
      if (match[1] === cache) lookups[match[2] as 'hit' | 'miss'] += Number(match[3]);
    }
  }
  return lookups;
}

/** Hits over lookups between two readings; a visitor whose answers are never shared looks nothing up, and counts as 0. */
function hitShare(before: { hit: number; miss: number }, after: { hit: number; miss: number }): number {
  const hits = after.hit - before.hit;
  const lookups = hits + after.miss - before.miss;
  if (!Number.isFinite(lookups)) return Number.NaN;
  return lookups > 0 ? hits / lookups : 0;
}

/** Asks every scenario once, on every origin, and throws unless each answer is what it means to measure. */
export async function checkScenarios(scenarios: readonly Scenario[]): Promise<void> {
  for (const scenario of scenarios) {
    for (const origin of scenario.target.origins) {
      const answer = await send(origin, scenario.path, scenario.headers, scenario.body);
      try {
        scenario.check(answer.status, answer.contentType, answer.body);
      } catch (error) {
        throw new Error(`Scenario "${scenario.name}" (${scenario.path}) is not measurable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  }
}

/** Runs one scenario's load and reads what it cost each party. */
export async function measureScenario(scenario: Scenario, settings: LoadSettings): Promise<MeasuredScenario> {
  const { target, sharedCache } = scenario;
  const lookupsBefore = sharedCache && await sharedCacheLookups(target.origins, sharedCache);
  let windowStart: CpuReading | undefined;
  const result = await runLoad({
    origin: target.origins,
    path: scenario.path,
    headers: scenario.headers,
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    connections: settings.connections,
    warmupMs: settings.warmupMs,
    durationMs: settings.durationMs,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    atWarmupEnd: () => { windowStart = readCpu(target); },
  });
  if (!windowStart) throw new Error('The load ended before its warm-up did.');
  const spent = await cpuSince(target, windowStart);
  // Read after the CPU times, so the scrape is not counted in them; a share near 100 % says a cached row measured the cache.
  const servedFromCache = sharedCache && lookupsBefore ? hitShare(lookupsBefore, await sharedCacheLookups(target.origins, sharedCache)) : null;
  // The cost of a request in steady state: CPU from the warm-up's end to the last answer, over
  // every answer completed in that span, those still in flight when the window closed included
  // (a slow scenario's last requests would otherwise add CPU but no request). The warm-up's JIT
  // compilation is left out, as a long-running server has paid it long ago. NaN, not Infinity,
  // when no answer came back inside the window (each took longer than it).
  const served = result.requests > 0 ? result.servedAfterWarmup : Number.NaN;
  return {
    name: scenario.name,
    path: scenario.path,
    ...result,
    serverCpuMsPerRequest: spent.server / served,
    databaseCpuMsPerRequest: spent.database === undefined ? null : spent.database / served,
    loadGeneratorCpuMsPerRequest: spent.loadGenerator / served,
    coresBusy: {
      server: spent.server / 1000 / spent.seconds,
      database: spent.database === undefined ? null : spent.database / 1000 / spent.seconds,
      loadGenerator: spent.loadGenerator / 1000 / spent.seconds,
    },
    servedFromCache,
  };
}

/** Measures scenarios one after another, printing a line for each. */
export async function measureScenarios(scenarios: readonly Scenario[], settings: LoadSettings): Promise<MeasuredScenario[]> {
  const measured: MeasuredScenario[] = [];
  for (const scenario of scenarios) {
    const result = await measureScenario(scenario, settings);
    const database = result.databaseCpuMsPerRequest === null ? '' : ` + ${fixed(result.databaseCpuMsPerRequest, 3)} ms database`;
    const share = result.servedFromCache === null ? '' : `, ${cachedShare(result.servedFromCache)} from the shared cache`;
    const none = result.requests === 0 ? ` (no answer within the ${settings.durationMs / 1000} s measured: lengthen --duration)` : '';
    console.log(`  ${scenario.name}: ${result.requestsPerSecond.toFixed(0)} req/s, ${fixed(result.serverCpuMsPerRequest, 3)} ms server CPU per request${database}${share}, ${result.errors} errors${none}`);
    measured.push(result);
    // Lets the server finish collecting garbage from one scenario before the next starts.
    await sleep(500);
  }
  return measured;
}

export function ratio(value: number, base: number): number {
  return base > 0 && Number.isFinite(value) && Number.isFinite(base) ? value / base : Number.NaN;
}

export function withRatios(measured: readonly MeasuredScenario[], bare: MeasuredScenario): ScenarioResult[] {
  return measured.map((r) => ({
    ...r,
    ratioToBare: {
      requestsPerSecond: ratio(r.requestsPerSecond, bare.requestsPerSecond),
      p50: ratio(r.p50Ms, bare.p50Ms),
      p99: ratio(r.p99Ms, bare.p99Ms),
      serverCpu: ratio(r.serverCpuMsPerRequest, bare.serverCpuMsPerRequest),
    },
  }));
}

export const fixed = (value: number | null, digits: number): string => (value !== null && Number.isFinite(value) ? value.toFixed(digits) : '–');
/** Ratios span from thousandths to hundreds; fixed decimals would flatten the small ones to 0. */
export const significant = (value: number): string => (Number.isFinite(value) ? `${Number(value.toPrecision(3))}×` : '–');
/** The share served from the shared cache: '–' where none serves, '?' when the counters could not be read. */
export const cachedShare = (share: number | null): string => (share === null ? '–' : Number.isFinite(share) ? `${(share * 100).toFixed(0)} %` : '?');
export const percentChange = (value: number): string => (Number.isFinite(value) ? `${value >= 1 ? '+' : ''}${((value - 1) * 100).toFixed(0)} %` : '–');

/** Columns of text, the first left-aligned and the rest right-aligned. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The scenario table; the database and load generator columns appear when asked for. */
export function formatTable(results: readonly ScenarioResult[], columns: { database?: boolean; loadGenerator?: boolean } = {}): string {
  const header = [
    'scenario', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req',
    ...(columns.database ? ['DB CPU ms/req'] : []),
    ...(columns.loadGenerator ? ['load gen CPU ms/req'] : []),
    'cached', 'errors', 'req/s vs bare', 'p50 vs bare', 'p99 vs bare', 'CPU vs bare',
  ];
  const rows = results.map((r) => [
    r.name,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 2),
    fixed(r.p99Ms, 2),
    fixed(r.serverCpuMsPerRequest, 3),
    ...(columns.database ? [fixed(r.databaseCpuMsPerRequest, 3)] : []),
    ...(columns.loadGenerator ? [fixed(r.loadGeneratorCpuMsPerRequest, 3)] : []),
    cachedShare(r.servedFromCache),
    String(r.errors),
    significant(r.ratioToBare.requestsPerSecond),
    significant(r.ratioToBare.p50),
    significant(r.ratioToBare.p99),
    significant(r.ratioToBare.serverCpu),
  ]);
  return textTable(header, rows);
}

/** Other work on the machine shifts every number; the load average says how much to trust them. */
export function loadAverageNow(label: string): number[] {
  const load = os.loadavg();
  console.log(`Load average before measuring ${label}: ${load.map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min) on ${os.cpus().length} CPUs.`);
  return load;
}
