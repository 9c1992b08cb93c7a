import type { Db } from './database.server';
import { PUBLIC_TABLES } from './public-tables';

/**
 * Shop-wide data that nearly every page reads and an owner changes rarely: payment and shipping
 * settings, bank accounts, couriers, categories, campaigns, bundles, the shop's pages. Each is
 * kept per process and shop, like the shop rows and interface texts, and dropped when a table it
 * was read from announces a change of that shop (docs/decisions/0049).
 *
 * Only a request that has heard every change committed before it began reads from memory
 * (`RequestContext.heardChanges`); anything else (jobs, the command line, services called
 * directly) reads the database. A transaction inside such a request uses what is kept and reads
 * the rest through its own handle (`keptBy`). An entry dropped while its read was
 * on its way is not put back: the reads that began before the change share the old value, the
 * next one reads again.
 */
export interface ShopReference<T> {
  readonly name: string;
  readonly tables: readonly string[];
  readonly load: (db: Db, shopId: string) => Promise<T>;
}

interface Entry {
  tables: readonly string[];
  value: Promise<unknown>;
}

/** Per database handle that listens for change notices: shop id → reference name → entry. */
const stores = new WeakMap<Db, Map<string, Map<string, Entry>>>();

export function defineShopReference<T>(name: string, tables: readonly string[], load: (db: Db, shopId: string) => Promise<T>): ShopReference<T> {
  // A table that announces nothing would leave the entry stale for good.
  const unwatched = tables.filter((table) => !PUBLIC_TABLES.has(table));
  if (unwatched.length) throw new Error(`Shop reference ${name} reads ${unwatched.join(', ')}, which announce no changes.`);
  return { name, tables, load };
}

/** What a caller of `readShopReference` must tell about itself. */
export interface ShopReferenceReader {
  db: Db;
  shop: { id: string };
  heardChanges?: boolean;
  /**
   * Set on a transaction's reader inside a request that heard every change: the request's own
   * handle, whose kept entries the transaction may use as the request outside it would. What is
   * not kept is read through the transaction and not kept, since a transaction sees its own
   * writes before they are committed (and announced).
   */
  keptBy?: Db;
}

export function readShopReference<T>(reader: ShopReferenceReader, reference: ShopReference<T>): Promise<T> {
  if (reader.keptBy) {
    const kept = reader.heardChanges ? stores.get(reader.keptBy)?.get(reader.shop.id)?.get(reference.name) : undefined;
    return kept ? (kept.value as Promise<T>) : reference.load(reader.db, reader.shop.id);
  }
  const store = reader.heardChanges ? stores.get(reader.db) : undefined;
  if (!store) return reference.load(reader.db, reader.shop.id);
  let ofShop = store.get(reader.shop.id);
  if (!ofShop) store.set(reader.shop.id, (ofShop = new Map()));
  const kept = ofShop.get(reference.name);
  if (kept) return kept.value as Promise<T>;
  // A query builder runs again each time it is awaited: its first run is what is kept.
  const value = Promise.resolve(reference.load(reader.db, reader.shop.id));
  const entry: Entry = { tables: reference.tables, value };
  ofShop.set(reference.name, entry);
  // A failed read is not remembered: the next request tries again.
  const shopEntries = ofShop;
  value.catch(() => {
    if (shopEntries.get(reference.name) === entry) shopEntries.delete(reference.name);
  });
  return value;
}

/**
 * Keeps shop references read through `db` (the process's own handle, whose notices it hears) and
 * answers how to drop them; `table` undefined drops all of the shop's.
 */
export function shopReferenceCache(db: Db): { invalidateShop(shopId: string, table?: string): void; clear(): void } {
  const store = new Map<string, Map<string, Entry>>();
  stores.set(db, store);
  return {
    invalidateShop(shopId, table) {
      const ofShop = store.get(shopId);
      if (!ofShop) return;
      if (table === undefined) return void store.delete(shopId);
      for (const [name, entry] of ofShop) if (entry.tables.includes(table)) ofShop.delete(name);
    },
    clear: () => store.clear(),
  };
}
