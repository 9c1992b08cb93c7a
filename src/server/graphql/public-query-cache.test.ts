import { describe, expect, it } from 'vitest';
import { PublicQueryCache, sharedMaxAgeSeconds } from './public-query-cache.server';

describe('PublicQueryCache', () => {
  const answer = { status: 200, body: { data: { shop: { name: 'A' } } } };

  it('serves an answer until its time runs out', () => {
    const cache = new PublicQueryCache({ ttlMs: 1000 });
    const key = PublicQueryCache.key('s1', 'id', '{ shop { name } }', undefined);
    cache.set(key, answer, 0);
    expect(cache.get(key, 999)?.payload).toBe('{"data":{"shop":{"name":"A"}}}');
    expect(cache.get(key, 1000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps an answer no longer than the moment it changes (a campaign starting)', () => {
    const cache = new PublicQueryCache({ ttlMs: 5000 });
    const key = PublicQueryCache.key('s1', 'id', '{ product { price } }', undefined);
    expect(cache.set(key, answer, 0, 1200).changesAt).toBe(1200);
    expect(cache.get(key, 1199)).toBeDefined();
    expect(cache.get(key, 1200)).toBeUndefined();
    // Already past its moment: handed back, never kept.
    cache.set(key, answer, 2000, 2000);
    expect(cache.size).toBe(0);
  });

  it('tells HTTP caches to keep a changing answer only until it changes', () => {
    expect(sharedMaxAgeSeconds(undefined, 0)).toBe(60);
    expect(sharedMaxAgeSeconds(12_500, 0)).toBe(12);
    expect(sharedMaxAgeSeconds(500, 0)).toBe(0);
    expect(sharedMaxAgeSeconds(600_000, 0)).toBe(60);
  });

  it('keeps languages, shops, variables and operation names apart', () => {
    const keys = [
      PublicQueryCache.key('s1', 'id', 'q', { a: 1 }),
      PublicQueryCache.key('s1', 'en', 'q', { a: 1 }),
      PublicQueryCache.key('s2', 'id', 'q', { a: 1 }),
      PublicQueryCache.key('s1', 'id', 'q', { a: 2 }),
      PublicQueryCache.key('s1', 'id', 'q', { a: 1 }, 'A'),
      PublicQueryCache.key('s1', 'id', 'q', { a: 1 }, 'B'),
    ];
    expect(new Set(keys).size).toBe(6);
  });

  it('forgets one shop’s answers on invalidation and keeps the others', () => {
    const cache = new PublicQueryCache({ ttlMs: 60_000 });
    const a = PublicQueryCache.key('s1', 'id', 'q', undefined);
    const b = PublicQueryCache.key('s10', 'id', 'q', undefined);
    cache.set(a, answer);
    cache.set(b, answer);
    cache.invalidateShop('s1');
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBeDefined();
  });

  it('never keeps an answer over the size cap, and drops the oldest to stay under the total', () => {
    const big = { status: 200, body: { data: { text: 'x'.repeat(2000) } } };
    const cache = new PublicQueryCache({ ttlMs: 60_000, maxAnswerBytes: 1000, maxTotalBytes: 70 });
    expect(cache.set('big', big).payload.length).toBeGreaterThan(1000);
    expect(cache.get('big')).toBeUndefined();
    cache.set('k1', answer);
    cache.set('k2', answer);
    cache.set('k3', answer);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k3')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(70);
  });

  it('sweeps expired answers when new ones arrive', () => {
    const cache = new PublicQueryCache({ ttlMs: 10 });
    cache.set('old', answer, 0);
    cache.set('new', answer, 20);
    expect(cache.size).toBe(1);
  });
});
