import { describe, expect, it } from 'vitest';
import { PublicQueryCache } from './public-query-cache.server';

describe('PublicQueryCache', () => {
  const answer = { status: 200, body: { data: { shop: { name: 'A' } } } };

  it('serves an answer until its time runs out', () => {
    const cache = new PublicQueryCache(1000);
    const key = PublicQueryCache.key('s1', 'id', '{ shop { name } }', undefined);
    cache.set(key, answer, 0);
    expect(cache.get(key, 999)?.payload).toBe('{"data":{"shop":{"name":"A"}}}');
    expect(cache.get(key, 1000)).toBeUndefined();
  });

  it('keeps languages, shops and variables apart', () => {
    const keys = [
      PublicQueryCache.key('s1', 'id', 'q', { a: 1 }),
      PublicQueryCache.key('s1', 'en', 'q', { a: 1 }),
      PublicQueryCache.key('s2', 'id', 'q', { a: 1 }),
      PublicQueryCache.key('s1', 'id', 'q', { a: 2 }),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('forgets one shop’s answers on invalidation and keeps the others', () => {
    const cache = new PublicQueryCache(60_000);
    const a = PublicQueryCache.key('s1', 'id', 'q', undefined);
    const b = PublicQueryCache.key('s10', 'id', 'q', undefined);
    cache.set(a, answer);
    cache.set(b, answer);
    cache.invalidateShop('s1');
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBeDefined();
  });

  it('drops the oldest answer when full', () => {
    const cache = new PublicQueryCache(60_000, 2);
    cache.set('k1', answer);
    cache.set('k2', answer);
    cache.set('k3', answer);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
