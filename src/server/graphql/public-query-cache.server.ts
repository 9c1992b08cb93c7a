import type { GraphResponseBody } from './executor.server';

export interface CachedAnswer {
  status: number;
  body: GraphResponseBody;
  /** The serialised body, so hot answers are not stringified again. */
  payload: string;
  expires: number;
}

/**
 * A short-lived in-process cache of anonymous query answers (a "microcache"). Catalogue reads
 * dominate a storefront's traffic and change rarely; serving the same answer for a few seconds
 * spares the database without showing visitors anything older than that. Answers that depend
 * on a viewer never enter it, and a shop's writes clear its entries at once.
 */
export class PublicQueryCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(private readonly ttlMs = 5_000, private readonly maxEntries = 5_000) {}

  static key(shopId: string, language: string, query: string, variables: unknown): string {
    return `${shopId}\u0000${language}\u0000${query}\u0000${variables === undefined ? '' : JSON.stringify(variables)}`;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, answer: { status: number; body: GraphResponseBody; payload?: string }, now = Date.now()): CachedAnswer {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { status: answer.status, body: answer.body, payload: answer.payload ?? JSON.stringify(answer.body), expires: now + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }

  /** Forgets every answer of one shop, after it changed its catalogue or content. */
  invalidateShop(shopId: string): void {
    const prefix = `${shopId}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
