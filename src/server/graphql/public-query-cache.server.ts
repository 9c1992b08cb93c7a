import type { GraphResponseBody } from './executor.server';

export interface CachedAnswer {
  status: number;
  body: GraphResponseBody;
  /** The serialised body, so hot answers are not stringified again. */
  payload: string;
  expires: number;
  /** A refusal by a rate limit: seconds for the Retry-After header (never cached). */
  retryAfterSeconds?: number;
  /** Set the first time the answer is sent, so a shared answer is hashed once. */
  etag?: string;
  /** When the answer stops being true (epoch ms), so HTTP caches are told to keep it no longer. */
  changesAt?: number;
}

/** Seconds a browser or CDN may keep a shared answer, so none is kept past the moment it changes. */
export function sharedMaxAgeSeconds(changesAt: number | undefined, now = Date.now(), longest = 60): number {
  if (changesAt === undefined) return longest;
  return Math.max(0, Math.min(longest, Math.floor((changesAt - now) / 1000)));
}

export interface PublicQueryCacheOptions {
  ttlMs?: number;
  /** Answers larger than this are never kept: they are rare and would crowd out the rest. */
  maxAnswerBytes?: number;
  /** Bound on everything kept, counted as serialised size (the parsed body is of the same order). */
  maxTotalBytes?: number;
}

/**
 * A short-lived in-process cache of anonymous query answers (a "microcache"). Catalogue reads
 * dominate a storefront's traffic and change rarely; serving the same answer for a few seconds
 * spares the database without showing visitors anything older than that. Answers that depend
 * on a viewer never enter it, and a shop's catalogue writes clear its entries at once.
 */
export class PublicQueryCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private totalBytes = 0;
  private readonly ttlMs: number;
  private readonly maxAnswerBytes: number;
  private readonly maxTotalBytes: number;

  constructor(options: PublicQueryCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxAnswerBytes = options.maxAnswerBytes ?? 256 * 1024;
    this.maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  }

  /**
   * `addresses` names where the answer's pictures and files are served when that is not the
   * shop's own host (spec §9): answers naming other hosts are kept apart.
   */
  static key(shopId: string, language: string, query: string, variables: unknown, operationName?: unknown, addresses = ''): string {
    const name = typeof operationName === 'string' ? operationName : '';
    return `${shopId}\u0000${language}\u0000${name}\u0000${query}\u0000${variables === undefined ? '' : JSON.stringify(variables)}${addresses ? `\u0000${addresses}` : ''}`;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.remove(key, hit);
      return undefined;
    }
    return hit;
  }

  /**
   * Keeps the answer when it is small enough; always returns it ready to send. `notAfter` is
   * when the answer stops being true (a sale campaign starting or ending, decision 0031): the
   * entry never outlives it, and an answer already past it is not kept at all.
   */
  set(key: string, answer: { status: number; body: GraphResponseBody }, now = Date.now(), notAfter?: number): CachedAnswer {
    const payload = JSON.stringify(answer.body);
    const expires = Math.min(now + this.ttlMs, notAfter ?? Infinity);
    const entry: CachedAnswer = { status: answer.status, body: answer.body, payload, expires };
    if (notAfter !== undefined) entry.changesAt = notAfter;
    if (payload.length > this.maxAnswerBytes || expires <= now) return entry;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.sweep(now);
    while (this.totalBytes + payload.length > this.maxTotalBytes && this.entries.size > 0) {
      // Oldest first: Map keeps insertion order.
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.totalBytes += payload.length;
    return entry;
  }

  /** Forgets every answer of one shop, after it changed its catalogue or content. */
  invalidateShop(shopId: string): void {
    const prefix = `${shopId}\u0000`;
    for (const [key, entry] of this.entries) if (key.startsWith(prefix)) this.remove(key, entry);
  }

  /** Forgets everything (a process that may have missed announcements of changes). */
  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.totalBytes -= entry.payload.length;
  }

  /**
   * Entries mostly expire in insertion order, so expired ones sit at the front; one cut short by
   * `notAfter` may linger behind a live one until it is read or crowded out, within the size bound.
   */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) break;
      this.remove(key, entry);
    }
  }
}
