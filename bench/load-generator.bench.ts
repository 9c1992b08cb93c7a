import { performance } from 'node:perf_hooks';
import { Client } from 'undici';

export interface LoadOptions {
  /**
   * Origin of the server under load, e.g. `http://127.0.0.1:4000`; with several (processes
   * behind one balancer), connection i talks to origin i modulo their number.
   */
  origin: string | readonly string[];
  path: string;
  headers: Record<string, string>;
  /** Sent as a POST with this body (a query too long for a GET address); GET without. */
  body?: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Upper bound for one request, so a stuck server cannot stall the run. */
  requestTimeoutMs: number;
  /** Called once when the warm-up ends (at once when there is none): where CPU readings for the window start. */
  atWarmupEnd?: () => void;
}

export interface LoadResult {
  /** Successful (2xx/304) responses completed inside the measured window. */
  requests: number;
  /**
   * Successful responses completed from the end of the warm-up on, those in flight when the
   * window closed included: what CPU read from `atWarmupEnd` to the end of the run paid for.
   */
  servedAfterWarmup: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanBytes: number;
  errors: number;
  /** Failures by kind (`status 500`, `UND_ERR_HEADERS_TIMEOUT`, …), measured window only. */
  errorKinds: Record<string, number>;
  measuredMs: number;
}

/**
 * Calls `callback` when the warm-up ends, at once when there is none; answers how to call it off
 * should the run end first. JIT compilation and the first requests' caches belong to the warm-up,
 * not to what a request costs in steady state, so CPU readings for the window start here.
 */
export function whenWarmupEnds(warmupMs: number, callback: (() => void) | undefined): () => void {
  if (!callback) return () => undefined;
  if (warmupMs <= 0) {
    callback();
    return () => undefined;
  }
  const timer = setTimeout(callback, warmupMs);
  return () => clearTimeout(timer);
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

function errorKind(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Closed-loop load: each connection sends its next request as soon as the previous answer is
 * fully read, so concurrency equals the connection count. A response counts if it completes
 * inside the measured window; requests that straddle the warm-up boundary count with their
 * full latency, which is what a client in steady state would see.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  // One client per connection with pipelining 1 keeps exactly `connections` sockets busy; a
  // shared pool could open more or fewer than asked.
  const origins = typeof options.origin === 'string' ? [options.origin] : options.origin;
  if (origins.length === 0) throw new Error('runLoad needs at least one origin.');
  const clients = Array.from(
    { length: options.connections },
    (_, index) =>
      new Client(origins[index % origins.length]!, {
        pipelining: 1,
        headersTimeout: options.requestTimeoutMs,
        bodyTimeout: options.requestTimeoutMs,
        keepAliveTimeout: 30_000,
      }),
  );

  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let servedAfterWarmup = 0;
  let bytesTotal = 0;
  let errors = 0;
  const errorKinds: Record<string, number> = {};

  const record = (latencyMs: number, bytes: number): void => {
    // Grown by doubling instead of pushing onto an array, so the recorder itself does not
    // allocate per request in the hot loop.
    if (count === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2);
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[count] = latencyMs;
    count += 1;
    bytesTotal += bytes;
  };
  const fail = (kind: string): void => {
    errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };

  const startedAt = performance.now();
  const measureFrom = startedAt + options.warmupMs;
  const measureUntil = measureFrom + options.durationMs;
  const cancelWarmupEnd = whenWarmupEnds(options.warmupMs, options.atWarmupEnd);

  const worker = async (client: Client): Promise<void> => {
    while (performance.now() < measureUntil) {
      const sentAt = performance.now();
      let status = 0;
      let bytes = 0;
      let failure: string | undefined;
      try {
        const response = await client.request({ path: options.path, method: options.body === undefined ? 'GET' : 'POST', headers: options.headers, body: options.body });
        status = response.statusCode;
        // The whole body is read, not dumped: the server's cost includes sending all of it.
        for await (const chunk of response.body) bytes += (chunk as Buffer).length;
      } catch (error) {
        failure = errorKind(error);
      }
      const doneAt = performance.now();
      const inWindow = doneAt >= measureFrom && doneAt <= measureUntil;
      if (failure === undefined && ((status >= 200 && status < 300) || status === 304)) {
        if (doneAt >= measureFrom) servedAfterWarmup += 1;
        if (inWindow) record(doneAt - sentAt, bytes);
      } else {
        if (inWindow) fail(failure ?? `status ${status}`);
        // A refusing server answers instantly; backing off keeps an error storm from
        // starving the other connections and the event loop.
        if (failure !== undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };

  try {
    await Promise.all(clients.map((client) => worker(client)));
  } finally {
    cancelWarmupEnd();
    await Promise.all(clients.map((client) => client.destroy().catch(() => undefined)));
  }

  const sorted = latencies.subarray(0, count).sort();
  const measuredMs = options.durationMs;
  return {
    requests: count,
    servedAfterWarmup,
    requestsPerSecond: count / (measuredMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: count > 0 ? (sorted[count - 1] ?? Number.NaN) : Number.NaN,
    meanBytes: count > 0 ? bytesTotal / count : 0,
    errors,
    errorKinds,
    measuredMs,
  };
}
