import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { EVERY_SHOP, PUBLIC_CHANGE_CHANNEL } from '../db/public-tables';

/**
 * What a process keeps per shop and forgets when told (shared answers, pages, texts, shop rows).
 * `table` names the table that changed; a cache that depends on a few tables alone may ignore
 * the others.
 */
export interface ShopCache {
  invalidateShop(shopId: string, table?: string): void;
  clear(): void;
}

/** Several caches cleared as one, in the order given. */
export function shopCaches(...caches: ShopCache[]): ShopCache {
  return {
    invalidateShop: (shopId, table) => caches.forEach((cache) => cache.invalidateShop(shopId, table)),
    clear: () => caches.forEach((cache) => cache.clear()),
  };
}

export interface PublicChanges {
  /**
   * Resolves true once every change committed before the call has reached this process's
   * caches; false while change notices cannot be heard, when nothing may be served from the
   * caches nor kept in them.
   */
  caughtUp(): boolean | Promise<boolean>;
  close(): Promise<void>;
}

export interface ChangeSource {
  /** PostgreSQL: notices are heard on a connection of this process's own. */
  databaseUrl?: string | undefined;
  /** The embedded database's own notifications. */
  listen?: ((channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>) | undefined;
}

/** A sync point not heard back within this long means the listening connection is lost. */
const SYNC_TIMEOUT_MS = 2_000;
const RECONNECT_DELAY_MS = 1_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'etalase public changes';

/**
 * Applies the database's change notices (migration 0039, docs/decisions/0049) to this process's
 * caches. The embedded database belongs to one process and tells it of a commit before the
 * committing call returns, so it is always caught up. On PostgreSQL a connection of its own
 * LISTENs; a connection that drops clears everything and listens again, since notices may have
 * been missed meanwhile.
 */
export function listenForPublicChanges(caches: ShopCache, source: ChangeSource, log: (error: unknown, message: string) => void): PublicChanges {
  // '{table}:{shop id}'; a table name holds no colon, a shop id may.
  const apply = (payload: string) => {
    const colon = payload.indexOf(':');
    if (colon <= 0) return;
    const shopId = payload.slice(colon + 1);
    if (shopId === EVERY_SHOP) caches.clear();
    else caches.invalidateShop(shopId, payload.slice(0, colon));
  };
  if (source.databaseUrl) return postgresChanges(source.databaseUrl, caches, apply, log);
  if (!source.listen) return { caughtUp: () => false, close: async () => {} };
  let live = false;
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  source.listen(PUBLIC_CHANGE_CHANNEL, apply).then(
    (unlisten) => {
      if (closed) return void unlisten().catch(() => {});
      stop = unlisten;
      caches.clear();
      live = true;
    },
    (error: unknown) => log(error, 'public cache could not listen for changes'),
  );
  return {
    caughtUp: () => live,
    async close() {
      closed = true;
      live = false;
      await stop?.().catch(() => {});
    },
  };
}

/**
 * PostgreSQL delivers notices in commit order, and a listening session receives its own. So
 * a notice this process sends to itself on a channel of its own (a sync point), once heard
 * back, proves that every notice committed before it was sent has been heard: a read that
 * waits for one sync point sent after it began never meets an answer that a write committed
 * before it had already made untrue, whichever process wrote. Reads arriving together share
 * one sync point: at most one is on its way, and the next one leaves when it returns. A sync
 * point leaves once the event loop has taken in every request that reached the socket in the
 * same turn, so that those share it too: each one is a notice every listening backend of every
 * process is woken for.
 */
function postgresChanges(databaseUrl: string, caches: ShopCache, apply: (payload: string) => void, log: (error: unknown, message: string) => void): PublicChanges {
  const syncChannel = `etalase_sync_${process.pid}_${randomBytes(6).toString('hex')}`;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let sequence = 0;
  /** The sync point on its way, and the reads it answers. */
  let sent: { id: string; waiters: Array<(caughtUp: boolean) => void>; timer: NodeJS.Timeout } | null = null;
  /** Reads that began after the sync point on its way left: they wait for the next one. */
  let waiting: Array<(caughtUp: boolean) => void> = [];
  /** Whether a send is due once this turn's requests have all asked. */
  let sendDue = false;
  const sendAfterThisTurn = () => {
    if (sendDue) return;
    sendDue = true;
    setImmediate(() => {
      sendDue = false;
      send();
    });
  };

  const settle = (caughtUp: boolean) => {
    if (!sent) return;
    clearTimeout(sent.timer);
    for (const resolve of sent.waiters) resolve(caughtUp);
    sent = null;
  };
  /**
   * Whether the listener's last statement is still being answered: its own notice arrives before
   * the statement's end, and the next one waits for that end (a client runs one at a time).
   */
  let querying: pg.Client | null = null;
  const send = () => {
    const current = client;
    if (sent || (current && querying === current) || waiting.length === 0) return;
    if (!current) {
      for (const resolve of waiting.splice(0)) resolve(false);
      return;
    }
    sequence += 1;
    const id = String(sequence);
    const timer = setTimeout(() => lose(current, new Error(`no sync point back within ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
    timer.unref();
    sent = { id, waiters: waiting, timer };
    waiting = [];
    querying = current;
    current.query('SELECT pg_notify($1, $2)', [syncChannel, id]).then(
      () => {
        if (querying === current) querying = null;
        if (client === current) send();
      },
      (error: unknown) => {
        if (querying === current) querying = null;
        lose(current, error);
      },
    );
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel === PUBLIC_CHANGE_CHANNEL) apply(message.payload ?? '');
      else if (message.channel === syncChannel && sent && message.payload === sent.id) {
        settle(true);
        send();
      }
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_CHANGE_CHANNEL}`);
      await next.query(`LISTEN ${syncChannel}`);
      if (closed) return void (await next.end());
      // Changes committed before LISTEN took effect were not heard: forget everything once more.
      caches.clear();
      client = next;
      send();
    } catch (error) {
      lose(next, error);
    }
  };
  const lose = (lost: pg.Client, error: unknown) => {
    if (client !== null && client !== lost) return;
    const wasLive = client === lost;
    client = null;
    lost.removeAllListeners('end');
    lost.end().catch(() => {});
    settle(false);
    for (const resolve of waiting.splice(0)) resolve(false);
    if (closed) return;
    if (wasLive || !retry) log(error, 'public cache lost its change notices; listening again');
    caches.clear();
    if (retry) return;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };
  void listen();

  return {
    caughtUp() {
      if (!client) return false;
      return new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        sendAfterThisTurn();
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      settle(false);
      for (const resolve of waiting.splice(0)) resolve(false);
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
