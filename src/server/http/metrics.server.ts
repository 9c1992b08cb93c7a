import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface MetricsSources {
  /** Outbox rows still to deliver and given up; read at scrape time. */
  outboxDepth: () => Promise<{ pending: number; failed: number }>;
  /** The PostgreSQL pool's clients; null on the embedded database, which has no pool. */
  pool: () => { total: number; idle: number; waiting: number } | null;
  /** SQL statements this process has sent since it started. */
  queries: () => number;
  /** The shared answer and page caches (docs/decisions/0049), by name. */
  caches?: () => Record<string, SharedCacheFigures>;
}

/** What a shared cache tells at scrape time. */
export interface SharedCacheFigures {
  entries: number;
  bytes: number;
  counters: { hits: number; misses: number; stored: number; evicted: number; refused: Record<string, number> };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
/** Distinct GraphQL operation names kept as labels; later new names count as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const ERROR_CODE = /^[A-Z][A-Z_]{0,39}$/;
/** A scrape must answer even when the database does not. */
const SOURCE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shop's Prometheus metrics, in a registry of its own (several apps may live in one
 * process, as in the tests). Every label takes a bounded set of values: route patterns
 * rather than addresses, so ids and secrets never become label values.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly graphOperations: Counter<'api' | 'type' | 'name'>;
  private readonly graphErrors: Counter<'api' | 'code'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly operationNames = new Set<string>();

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'etalase_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern, method and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.graphOperations = new Counter({
      name: 'etalase_graphql_operations_total',
      help: 'GraphQL operations run, by API, operation type and name (rare names counted as "other").',
      labelNames: ['api', 'type', 'name'],
      registers,
    });
    this.graphErrors = new Counter({
      name: 'etalase_graphql_errors_total',
      help: 'Errors in GraphQL answers, by API and extensions.code.',
      labelNames: ['api', 'code'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'etalase_job_failures_total',
      help: 'Background job steps that failed, by job.',
      labelNames: ['job'],
      registers,
    });
    const outbox = new Gauge({
      name: 'etalase_outbox_rows',
      help: 'Outbox rows (e-mails, notifications) waiting to be delivered (pending) or given up (failed).',
      labelNames: ['status'],
      registers,
      async collect() {
        try {
          const depth = await withTimeout(sources.outboxDepth(), SOURCE_TIMEOUT_MS);
          outbox.set({ status: 'pending' }, depth.pending);
          outbox.set({ status: 'failed' }, depth.failed);
        } catch {
          // No figure is better than a stale one; the readiness probe reports the database.
          outbox.reset();
        }
      },
    });
    const pool = new Gauge({
      name: 'etalase_db_pool_clients',
      help: 'PostgreSQL pool clients: total open, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.pool();
        if (!stats) return;
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      },
    });
    // A counter read at scrape time: how many statements a page costs shows as the rise per request.
    const queries = new Counter({
      name: 'etalase_db_queries_total',
      help: 'SQL statements sent to the database by this process.',
      registers,
      collect() {
        queries.reset();
        queries.inc(sources.queries());
      },
    });
    // Counters read at scrape time from the caches' own figures.
    const cacheLookups = new Counter({
      name: 'etalase_shared_cache_lookups_total',
      help: 'Lookups in the shared answer and page caches, by cache and result (hit, miss).',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        cacheLookups.reset();
        for (const [cache, figures] of Object.entries(sources.caches?.() ?? {})) {
          cacheLookups.inc({ cache, result: 'hit' }, figures.counters.hits);
          cacheLookups.inc({ cache, result: 'miss' }, figures.counters.misses);
        }
      },
    });
    const cacheStores = new Counter({
      name: 'etalase_shared_cache_stores_total',
      help: 'Values offered to the shared caches, by cache and outcome: stored, or why not (changed meanwhile, read an unwatched table, too large, already out of date), and values evicted for room.',
      labelNames: ['cache', 'outcome'],
      registers,
      collect() {
        cacheStores.reset();
        for (const [cache, figures] of Object.entries(sources.caches?.() ?? {})) {
          cacheStores.inc({ cache, outcome: 'stored' }, figures.counters.stored);
          cacheStores.inc({ cache, outcome: 'evicted' }, figures.counters.evicted);
          for (const [reason, count] of Object.entries(figures.counters.refused)) cacheStores.inc({ cache, outcome: reason }, count);
        }
      },
    });
    const cacheSize = new Gauge({
      name: 'etalase_shared_cache_size',
      help: 'Values kept in the shared caches, and their serialised bytes.',
      labelNames: ['cache', 'unit'],
      registers,
      collect() {
        for (const [cache, figures] of Object.entries(sources.caches?.() ?? {})) {
          cacheSize.set({ cache, unit: 'entries' }, figures.entries);
          cacheSize.set({ cache, unit: 'bytes' }, figures.bytes);
        }
      },
    });
  }

  /** `route` is the route's pattern (`/media/:imageId/:file`), or undefined when nothing matched. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.httpDuration.observe(
      { method: METHODS.has(method) ? method : 'OTHER', route: route ?? 'unmatched', status_class: `${Math.floor(statusCode / 100)}xx` },
      seconds,
    );
  }

  graphOperation(api: string, type: string, name: string | undefined): void {
    this.graphOperations.inc({ api, type, name: this.operationLabel(name) });
  }

  graphError(api: string, code: unknown): void {
    this.graphErrors.inc({ api, code: typeof code === 'string' && ERROR_CODE.test(code) ? code : 'OTHER' });
  }

  jobFailed(job: string): void {
    this.jobFailures.inc({ job });
  }

  private operationLabel(name: string | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}
