import { describe, expect, it } from 'vitest';
import type { Db } from './database.server';
import { defineShopReference, readShopReference, shopReferenceCache } from './shop-reference.server';

/** A stand-in handle: the memory is keyed by handle, and the loads below never touch it. */
const handle = () => ({}) as Db;

function countingReference(tables: readonly string[], values: () => Promise<string>) {
  const reads = { count: 0 };
  const reference = defineShopReference(`test-${tables.join('-')}`, tables, () => {
    reads.count += 1;
    return values();
  });
  return { reference, reads };
}

describe('shop-wide data kept per process', () => {
  it('reads once for requests that heard every change, and every time for anything else', async () => {
    const db = handle();
    shopReferenceCache(db);
    const { reference, reads } = countingReference(['bank_accounts'], async () => 'BCA 123');
    const request = { db, shop: { id: 'shop-a' }, heardChanges: true };
    expect(await readShopReference(request, reference)).toBe('BCA 123');
    expect(await readShopReference(request, reference)).toBe('BCA 123');
    expect(reads.count).toBe(1);
    await readShopReference({ ...request, heardChanges: false }, reference);
    await readShopReference({ db, shop: { id: 'shop-a' } }, reference);
    expect(reads.count).toBe(3);
    // A transaction's handle was never given a memory: it reads what it sees itself.
    await readShopReference({ ...request, db: handle() }, reference);
    expect(reads.count).toBe(4);
  });

  it('lets a transaction inside a request use what the request keeps, and reads the rest through the transaction without keeping it', async () => {
    const db = handle();
    shopReferenceCache(db);
    const tx = handle();
    const loadedThrough: Db[] = [];
    let value = 'kept';
    const reference = defineShopReference('test-kept-by', ['sale_campaigns'], async (through) => {
      loadedThrough.push(through);
      return value;
    });
    const inTransaction = { db: tx, shop: { id: 'shop-a' }, heardChanges: true, keptBy: db };
    // Nothing kept yet: the transaction reads for itself, and what it read (possibly its own
    // uncommitted writes) is not kept for the request or anyone else.
    value = 'seen by the transaction';
    expect(await readShopReference(inTransaction, reference)).toBe('seen by the transaction');
    expect(loadedThrough).toEqual([tx]);
    value = 'kept';
    expect(await readShopReference({ db, shop: { id: 'shop-a' }, heardChanges: true }, reference)).toBe('kept');
    expect(loadedThrough).toEqual([tx, db]);
    // Kept now: the transaction uses it without a statement.
    value = 'changed since';
    expect(await readShopReference(inTransaction, reference)).toBe('kept');
    expect(loadedThrough).toEqual([tx, db]);
    // A request that did not hear every change reads through its transaction.
    expect(await readShopReference({ ...inTransaction, heardChanges: false }, reference)).toBe('changed since');
    expect(loadedThrough).toEqual([tx, db, tx]);
  });

  it('drops a shop\'s entry when a table it was read from changes, and keeps it for other tables and shops', async () => {
    const db = handle();
    const cache = shopReferenceCache(db);
    let value = 'old';
    const { reference, reads } = countingReference(['shipping_couriers', 'shop_shipping_settings'], async () => value);
    const shopA = { db, shop: { id: 'shop-a' }, heardChanges: true };
    const shopB = { db, shop: { id: 'shop-b' }, heardChanges: true };
    await readShopReference(shopA, reference);
    await readShopReference(shopB, reference);
    cache.invalidateShop('shop-a', 'products');
    cache.invalidateShop('shop-b', 'shop_shipping_settings');
    value = 'new';
    expect(await readShopReference(shopA, reference)).toBe('old');
    expect(await readShopReference(shopB, reference)).toBe('new');
    cache.invalidateShop('shop-a');
    expect(await readShopReference(shopA, reference)).toBe('new');
    cache.clear();
    await readShopReference(shopA, reference);
    expect(reads.count).toBe(5);
  });

  it('does not keep a read that a change overtook, nor a read that failed', async () => {
    const db = handle();
    const cache = shopReferenceCache(db);
    const pending: Array<(value: string) => void> = [];
    const { reference } = countingReference(['pages'], () => new Promise<string>((resolve) => pending.push(resolve)));
    const request = { db, shop: { id: 'shop-a' }, heardChanges: true };
    const before = readShopReference(request, reference);
    cache.invalidateShop('shop-a', 'pages');
    const after = readShopReference(request, reference);
    pending[0]!('read before the change');
    pending[1]!('read after the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(await readShopReference(request, reference)).toBe('read after the change');

    let fail = true;
    const flaky = countingReference(['categories'], async () => {
      if (fail) throw new Error('connection lost');
      return 'categories';
    });
    await expect(readShopReference(request, flaky.reference)).rejects.toThrow('connection lost');
    fail = false;
    expect(await readShopReference(request, flaky.reference)).toBe('categories');
  });

  it('keeps the first run of a query that runs again each time it is awaited', async () => {
    const db = handle();
    shopReferenceCache(db);
    let runs = 0;
    // Like a Drizzle query builder: a thenable whose every `then` sends the statement again.
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${(runs += 1)}`]) } as unknown as Promise<string[]>;
    const reference = defineShopReference('lazy-query', ['pages'], () => query);
    const request = { db, shop: { id: 'shop-a' }, heardChanges: true };
    expect(await readShopReference(request, reference)).toEqual(['run 1']);
    expect(await readShopReference(request, reference)).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('refuses data read from a table that announces no changes', () => {
    expect(() => defineShopReference('carts', ['carts'], async () => null)).toThrow(/carts, which announce no changes/);
  });
});
