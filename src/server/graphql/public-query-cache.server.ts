import type { GraphResponseBody } from './executor.server';
import { PUBLIC_TABLES } from '../db/public-tables';

/**
 * When each shop last changed, on a clock of this process. A read notes the clock before it
 * reads anything (`now()`); what it computed may be kept only if its shop has not changed since
 * (`unchangedSince`), so an answer that raced a write is never stored after the write cleared
 * the cache (docs/decisions/0049). One log serves every cache that is cleared together.
 */
export class ChangeLog {
  private clock = 0;
  private clearedAt = 0;
  private readonly changedAt = new Map<string, number>();

  now(): number {
    return this.clock;
  }

  invalidateShop(shopId: string): void {
    this.clock += 1;
    this.changedAt.set(shopId, this.clock);
  }

  clear(): void {
    this.clock += 1;
    this.clearedAt = this.clock;
    // Every shop is now older than the clear: the per-shop moments are no longer needed.
    this.changedAt.clear();
  }

  unchangedSince(shopId: string, at: number): boolean {
    return this.clearedAt <= at && (this.changedAt.get(shopId) ?? 0) <= at;
  }
}

export interface SharedCacheOptions {
  /** Values larger than this are never kept: they are rare and would crowd out the rest. */
  maxEntryBytes?: number;
  /** Bound on everything kept, counted as serialised size; the least recently used go first. */
  maxTotalBytes?: number;
  /** Told once per table the first time a value read from an unwatched table is refused. */
  onUnwatched?: (table: string) => void;
}

/** Why a value was not kept, for the metrics. */
export type RefusalReason = 'changed' | 'unwatched' | 'size' | 'expired';

export interface SharedCacheCounters {
  hits: number;
  misses: number;
  stored: number;
  refused: Record<RefusalReason, number>;
  evicted: number;
}

interface Slot<V> {
  shopId: string;
  value: V;
  size: number;
  notAfter: number;
}

/**
 * Values shared by every anonymous visitor of a shop, kept until something they were computed
 * from changes: a change notice for the shop removes them all (src/server/graphql/
 * public-changes.server.ts), and a value that depends on the clock (a sale campaign starting, a
 * post's publication) is kept no later than that moment. Memory is bounded by size; the least
 * recently used values make room.
 */
export class SharedCache<V> {
  /** In order of use, least recent first (a Map keeps insertion order; a hit moves its key last). */
  private readonly slots = new Map<string, Slot<V>>();
  private readonly keysByShop = new Map<string, Set<string>>();
  private totalBytes = 0;
  private readonly maxEntryBytes: number;
  private readonly maxTotalBytes: number;
  readonly counters: SharedCacheCounters = { hits: 0, misses: 0, stored: 0, refused: { changed: 0, unwatched: 0, size: 0, expired: 0 }, evicted: 0 };
  /** Tables found in values refused for reading them, for the log and the tests. */
  readonly unwatchedTables = new Set<string>();

  private readonly onUnwatched: ((table: string) => void) | undefined;

  constructor(readonly changes: ChangeLog, options: SharedCacheOptions = {}) {
    this.maxEntryBytes = options.maxEntryBytes ?? 256 * 1024;
    this.maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
    this.onUnwatched = options.onUnwatched;
  }

  get(key: string, now = Date.now()): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) {
      this.counters.misses += 1;
      return undefined;
    }
    if (slot.notAfter <= now) {
      this.remove(key, slot);
      this.counters.misses += 1;
      return undefined;
    }
    this.slots.delete(key);
    this.slots.set(key, slot);
    this.counters.hits += 1;
    return slot.value;
  }

  /**
   * Keeps `value` when nothing of its shop changed since `readAt` (ChangeLog.now() taken before
   * the read), every table it was read from announces its changes, it fits, and it is still true
   * (`notAfter`, epoch ms). Says whether it was kept.
   */
  set(shopId: string, readAt: number, key: string, value: V, size: number, tables: Iterable<string>, notAfter = Infinity, now = Date.now()): boolean {
    const refuse = (reason: RefusalReason) => {
      this.counters.refused[reason] += 1;
      return false;
    };
    if (!this.changes.unchangedSince(shopId, readAt)) return refuse('changed');
    let unwatched = false;
    for (const table of tables) {
      if (PUBLIC_TABLES.has(table)) continue;
      if (!this.unwatchedTables.has(table)) {
        this.unwatchedTables.add(table);
        this.onUnwatched?.(table);
      }
      unwatched = true;
    }
    if (unwatched) return refuse('unwatched');
    if (size > this.maxEntryBytes) return refuse('size');
    if (notAfter <= now) return refuse('expired');
    const previous = this.slots.get(key);
    if (previous) this.remove(key, previous);
    while (this.totalBytes + size > this.maxTotalBytes && this.slots.size > 0) {
      const [oldestKey, oldest] = this.slots.entries().next().value!;
      this.remove(oldestKey, oldest);
      this.counters.evicted += 1;
    }
    this.slots.set(key, { shopId, value, size, notAfter });
    let keys = this.keysByShop.get(shopId);
    if (!keys) this.keysByShop.set(shopId, (keys = new Set()));
    keys.add(key);
    this.totalBytes += size;
    this.counters.stored += 1;
    return true;
  }

  /** Forgets every value of one shop, after something it showed changed. */
  invalidateShop(shopId: string): void {
    const keys = this.keysByShop.get(shopId);
    if (!keys) return;
    for (const key of keys) {
      const slot = this.slots.get(key);
      if (slot) {
        this.slots.delete(key);
        this.totalBytes -= slot.size;
      }
    }
    this.keysByShop.delete(shopId);
  }

  /** Forgets everything (a process that may have missed change notices). */
  clear(): void {
    this.slots.clear();
    this.keysByShop.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.slots.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private remove(key: string, slot: Slot<V>): void {
    this.slots.delete(key);
    this.totalBytes -= slot.size;
    const keys = this.keysByShop.get(slot.shopId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByShop.delete(slot.shopId);
  }
}

export interface CachedAnswer {
  status: number;
  body: GraphResponseBody;
  /** The serialised body, so hot answers are not stringified again. */
  payload: string;
  /** Set the first time the answer is sent, so a shared answer is hashed once. */
  etag?: string;
  /** When the answer stops being true (epoch ms): no cache keeps it past that moment. */
  changesAt?: number;
}

/** The answers of anonymous query operations, keyed by shop, language, query and variables. */
export class PublicQueryCache extends SharedCache<CachedAnswer> {
  /**
   * `addresses` names where the answer's pictures and files are served when that is not the
   * shop's own host (spec §9): answers naming other hosts are kept apart.
   */
  static key(shopId: string, language: string, query: string, variables: unknown, operationName?: unknown, addresses = ''): string {
    const name = typeof operationName === 'string' ? operationName : '';
    return `${shopId}\u0000${language}\u0000${name}\u0000${query}\u0000${variables === undefined ? '' : JSON.stringify(variables)}${addresses ? `\u0000${addresses}` : ''}`;
  }

  /**
   * The answer ready to send, kept for every visitor when `set` allows it (see there). `notAfter`
   * is when the answer stops being true (a sale campaign starting or ending, decision 0031).
   */
  store(shopId: string, readAt: number, key: string, answer: { status: number; body: GraphResponseBody }, tables: Iterable<string>, notAfter?: number): CachedAnswer {
    const entry = readyAnswer(answer, notAfter);
    this.set(shopId, readAt, key, entry, entry.payload.length, tables, notAfter);
    return entry;
  }
}

/** An answer serialised once, whether or not it is kept. */
export function readyAnswer(answer: { status: number; body: GraphResponseBody }, changesAt?: number): CachedAnswer {
  const entry: CachedAnswer = { status: answer.status, body: answer.body, payload: JSON.stringify(answer.body) };
  if (changesAt !== undefined) entry.changesAt = changesAt;
  return entry;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET; `*` names any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}
