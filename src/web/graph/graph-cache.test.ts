import { describe, expect, it, vi } from 'vitest';
import { createGraphCache } from './graph-cache';
import { graphCacheKey, graphQueryKeyPrefix } from './graph-key';

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { name } }';
const CART = 'query Cart { cart { count } }';

describe('graph cache', () => {
  it('serves primed results as ready, fresh and done, and gives them back for embedding', () => {
    const key = graphCacheKey(PRODUCT, { id: '1' });
    const cache = createGraphCache([{ key, data: { product: { name: 'Kopi' } } }]);
    expect(cache.read(key)).toEqual({ data: { product: { name: 'Kopi' } }, error: undefined, ready: true, stale: false, done: true });
    expect(cache.entries()).toEqual([{ key, data: { product: { name: 'Kopi' } } }]);
    expect(cache.read(graphCacheKey(PRODUCT, { id: '2' }))).toBeUndefined();
  });

  it('reports a request through done, then ready once written', () => {
    const cache = createGraphCache();
    cache.begin('k');
    expect(cache.read('k')).toMatchObject({ ready: false, done: false });
    expect(cache.entries()).toEqual([]);
    cache.write('k', 1);
    expect(cache.read('k')).toMatchObject({ data: 1, ready: true, stale: false, done: true });
  });

  it('keeps the data it had when a refresh fails', () => {
    const cache = createGraphCache([{ key: 'k', data: 1 }]);
    const failure = new Error('down');
    cache.begin('k');
    cache.fail('k', failure);
    expect(cache.read('k')).toMatchObject({ data: 1, ready: true, error: failure, done: true });
  });

  it('replaces an entry on change and keeps it otherwise, as snapshots require', () => {
    const cache = createGraphCache([{ key: 'k', data: 1 }]);
    const before = cache.read('k');
    expect(cache.read('k')).toBe(before);
    cache.begin('k');
    expect(cache.read('k')).not.toBe(before);
  });

  it('notifies the subscribers of a key only, until they unsubscribe', () => {
    const cache = createGraphCache();
    const onA = vi.fn();
    const onB = vi.fn();
    const stopA = cache.subscribe('a', onA);
    cache.subscribe('b', onB);
    cache.write('a', 1);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    stopA();
    cache.write('a', 2);
    expect(onA).toHaveBeenCalledTimes(1);
  });

  it('invalidates by key prefix: data kept but marked stale, data-less entries forgotten', () => {
    const one = graphCacheKey(PRODUCT, { id: '1' });
    const two = graphCacheKey(PRODUCT, { id: '2' });
    const cart = graphCacheKey(CART);
    const cache = createGraphCache([
      { key: one, data: 1 },
      { key: cart, data: 3 },
    ]);
    cache.begin(two);
    cache.fail(two, new Error('x'));
    const listener = vi.fn();
    cache.subscribe(one, listener);

    cache.invalidate(graphQueryKeyPrefix(PRODUCT));
    expect(cache.read(one)).toMatchObject({ data: 1, ready: true, stale: true });
    expect(cache.read(two)).toBeUndefined();
    expect(cache.read(cart)).toMatchObject({ stale: false });
    expect(listener).toHaveBeenCalledTimes(1);

    cache.invalidate();
    expect(cache.read(cart)).toMatchObject({ data: 3, stale: true });
    cache.write(cart, 4);
    expect(cache.read(cart)).toMatchObject({ data: 4, stale: false });
  });

  it('forgets a cancelled request that had produced nothing', () => {
    const cache = createGraphCache([{ key: 'kept', data: 1 }]);
    cache.begin('new');
    cache.begin('kept');
    cache.cancel('new');
    cache.cancel('kept');
    expect(cache.read('new')).toBeUndefined();
    expect(cache.read('kept')).toMatchObject({ data: 1, done: true });
  });

  it('drops a failure nobody watches any more, so the next visit tries again', () => {
    const cache = createGraphCache();
    const stop = cache.subscribe('k', () => undefined);
    cache.begin('k');
    cache.fail('k', new Error('down'));
    expect(cache.read('k')).toBeDefined();
    stop();
    expect(cache.read('k')).toBeUndefined();
  });
});
