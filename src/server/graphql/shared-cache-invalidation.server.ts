import pg from 'pg';
import type { PublicQueryCache } from './public-query-cache.server';

/** What a writer calls after a shop's catalogue or content changed. */
export interface ShopCacheInvalidator {
  invalidateShop(shopId: string): void;
}

/** The PostgreSQL channel every process of a deployment listens on. */
export const CACHE_CHANNEL = 'etalase_public_cache';

export interface SharedCacheInvalidation extends ShopCacheInvalidator {
  close(): Promise<void>;
}

/**
 * Clears a shop's shared answers in this process and, on PostgreSQL, in every other process of
 * the deployment: the write is announced with NOTIFY and each process LISTENs (docs/decisions
 * 0006, 0027). The embedded database belongs to one process, so there the local clear is all.
 * A process whose listening connection drops clears its whole cache and listens again, since
 * it may have missed announcements meanwhile.
 */
export function sharedCacheInvalidation(
  cache: Pick<PublicQueryCache, 'invalidateShop' | 'clear'>,
  database: { databaseUrl: string | undefined; pool?: pg.Pool | undefined },
  log: (error: unknown, message: string) => void,
): SharedCacheInvalidation {
  const { databaseUrl, pool } = database;
  if (!databaseUrl || !pool) return { invalidateShop: (shopId) => cache.invalidateShop(shopId), close: async () => {} };
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const listen = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) cache.invalidateShop(message.payload);
    });
    next.on('error', (error) => {
      log(error, 'public cache listener lost its connection');
      reconnect(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
    } catch (error) {
      log(error, 'public cache listener could not connect');
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (closed || retry) return;
    if (client === lost) client = null;
    lost.end().catch(() => {});
    cache.clear();
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, 1000);
    retry.unref();
  };
  void listen();

  return {
    invalidateShop(shopId) {
      cache.invalidateShop(shopId);
      pool.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, shopId]).catch((error: unknown) => log(error, 'public cache announcement failed'));
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
