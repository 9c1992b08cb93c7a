import { describe, expect, it } from 'vitest';
import { ChangeLog, etagMatches, PublicQueryCache, SharedCache } from './public-query-cache.server';

describe('PublicQueryCache', () => {
  const answer = { status: 200, body: { data: { shop: { name: 'A' } } } };
  const PUBLIC = ['products', 'shops'];

  it('serves an answer with no time limit until its shop changes', () => {
    const log = new ChangeLog();
    const cache = new PublicQueryCache(log);
    const key = PublicQueryCache.key('s1', 'id', '{ shop { name } }', undefined);
    cache.store('s1', log.now(), key, answer, PUBLIC);
    expect(cache.get(key, Date.now() + 365 * 86_400_000)?.payload).toBe('{"data":{"shop":{"name":"A"}}}');
    log.invalidateShop('s1');
    cache.invalidateShop('s1');
    expect(cache.get(key)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps an answer no longer than the moment it changes (a campaign starting)', () => {
    const log = new ChangeLog();
    const cache = new PublicQueryCache(log);
    const key = PublicQueryCache.key('s1', 'id', '{ product { price } }', undefined);
    expect(cache.store('s1', log.now(), key, answer, PUBLIC, Date.now() + 1200).changesAt).toBeDefined();
    expect(cache.set('s1', log.now(), key, cache.get(key)!, 10, PUBLIC, 1200, 0)).toBe(true);
    expect(cache.get(key, 1199)).toBeDefined();
    expect(cache.get(key, 1200)).toBeUndefined();
    // Already past its moment: handed back, never kept.
    expect(cache.set('s1', log.now(), key, cache.get(key, 0) ?? readyLike(), 10, PUBLIC, 2000, 2000)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('refuses an answer whose shop changed while it was being read, and keeps one read after', () => {
    const log = new ChangeLog();
    const cache = new PublicQueryCache(log);
    const key = PublicQueryCache.key('s1', 'id', 'q', undefined);
    const before = log.now();
    log.invalidateShop('s1');
    cache.store('s1', before, key, answer, PUBLIC);
    expect(cache.get(key)).toBeUndefined();
    expect(cache.counters.refused.changed).toBe(1);
    // Another shop's change does not concern it.
    const again = log.now();
    log.invalidateShop('s2');
    cache.store('s1', again, key, answer, PUBLIC);
    expect(cache.get(key)).toBeDefined();
    // Forgetting everything (change notices missed) refuses every read that began before it.
    const late = log.now();
    log.clear();
    cache.store('s1', late, PublicQueryCache.key('s1', 'id', 'other', undefined), answer, PUBLIC);
    expect(cache.counters.refused.changed).toBe(2);
  });

  it('refuses an answer read from a table that announces no changes, and names the table', () => {
    const log = new ChangeLog();
    const cache = new PublicQueryCache(log);
    cache.store('s1', log.now(), 'k', answer, ['products', 'checkouts']);
    expect(cache.size).toBe(0);
    expect(cache.unwatchedTables).toEqual(new Set(['checkouts']));
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
    const log = new ChangeLog();
    const cache = new PublicQueryCache(log);
    const a = PublicQueryCache.key('s1', 'id', 'q', undefined);
    const b = PublicQueryCache.key('s10', 'id', 'q', undefined);
    cache.store('s1', log.now(), a, answer, PUBLIC);
    cache.store('s10', log.now(), b, answer, PUBLIC);
    cache.invalidateShop('s1');
    expect(cache.get(a)).toBeUndefined();
    expect(cache.get(b)).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('never keeps a value over the size cap, and drops the least recently used to stay under the total', () => {
    const log = new ChangeLog();
    const cache = new SharedCache<string>(log, { maxEntryBytes: 1000, maxTotalBytes: 30 });
    expect(cache.set('s', log.now(), 'big', 'x', 2000, PUBLIC)).toBe(false);
    for (const key of ['k1', 'k2', 'k3']) cache.set('s', log.now(), key, key, 10, PUBLIC);
    // Reading k1 makes k2 the least recently used.
    expect(cache.get('k1')).toBe('k1');
    cache.set('s', log.now(), 'k4', 'k4', 10, PUBLIC);
    expect(cache.get('k2')).toBeUndefined();
    expect([cache.get('k1'), cache.get('k3'), cache.get('k4')]).toEqual(['k1', 'k3', 'k4']);
    expect(cache.bytes).toBe(30);
    expect(cache.counters.evicted).toBe(1);
    // An evicted key leaves its shop's index: clearing the shop later forgets exactly the rest.
    cache.invalidateShop('s');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('etagMatches', () => {
  it('compares weakly, reads lists and takes *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});

function readyLike() {
  return { status: 200, body: {}, payload: '{}' };
}
