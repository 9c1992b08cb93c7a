import { and, desc, eq, sql } from 'drizzle-orm';
import type { ShopRecord } from '../../context.server';
import type { Db } from '../../db/database.server';
import { shopDomains, shops } from './shop.tables';

export type { ShopRecord };

const CACHE_TTL_MS = 60_000;

/**
 * Resolves the shop that owns a Host header. Hosts are cached briefly because every request
 * needs this and shops change domains rarely.
 */
export class ShopDirectory {
  private readonly cache = new Map<string, { shop: ShopRecord | null; expires: number }>();
  /** Counts the times something was forgotten, so a read that overlapped one is not kept. */
  private forgotten = 0;

  constructor(private readonly db: Db) {}

  async byHost(hostHeader: string | undefined): Promise<ShopRecord | null> {
    const host = normaliseHost(hostHeader);
    if (!host) return null;
    const cached = this.cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.shop;
    const forgotten = this.forgotten;
    const shop = await this.load(host);
    // A row read while a change was being announced may be the old one: used once, not kept.
    if (forgotten !== this.forgotten) return shop;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(host, { shop, expires: Date.now() + CACHE_TTL_MS });
    return shop;
  }

  /**
   * Forgets the shop's cached hosts, so its next request reads its saved settings. Called on
   * every process of a deployment when the shop's row or host names change (decisions 0036, 0049).
   */
  forgetShop(shopId: string): void {
    this.forgotten += 1;
    // A host remembered as nobody's may just have been given to this shop.
    for (const [host, entry] of this.cache) if (!entry.shop || entry.shop.id === shopId) this.cache.delete(host);
  }

  forgetAll(): void {
    this.forgotten += 1;
    this.cache.clear();
  }

  count(): Promise<number> {
    return countShops(this.db);
  }

  /** For work no request started (jobs, provider notifications): the shop by its id. */
  async byId(shopId: string): Promise<ShopRecord | null> {
    const [domain] = await this.db.select({ host: shopDomains.host }).from(shopDomains)
      .where(eq(shopDomains.shopId, shopId)).orderBy(desc(shopDomains.primary)).limit(1);
    return domain ? this.byHost(domain.host) : null;
  }

  private async load(host: string): Promise<ShopRecord | null> {
    const [domain] = await this.db.select().from(shopDomains).where(eq(shopDomains.host, host)).limit(1);
    if (!domain) return null;
    const [shop] = await this.db.select().from(shops).where(eq(shops.id, domain.shopId)).limit(1);
    if (!shop) return null;
    const [primary] = await this.db
      .select({ host: shopDomains.host })
      .from(shopDomains)
      .where(eq(shopDomains.shopId, shop.id))
      .orderBy(desc(shopDomains.primary))
      .limit(1);
    return { ...shop, primaryHost: primary?.host ?? host };
  }
}

/** Lower-cases and strips the port; refuses anything that is not a plain host name. */
export function normaliseHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (!host || host.length > 253 || !/^[a-z0-9.:-]+$/.test(host)) return null;
  return host;
}

/** The shop's name and the host its mail comes from, for the sender of its e-mails. */
export async function shopMailIdentity(db: Db, shopId: string): Promise<{ name: string; host: string | null } | null> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) return null;
  const [domain] = await db.select({ host: shopDomains.host }).from(shopDomains)
    .where(eq(shopDomains.shopId, shopId)).orderBy(desc(shopDomains.primary)).limit(1);
  return { name: shop.name, host: domain?.host ?? null };
}

/** A new shop's first words; its look and other settings start at their defaults. */
export type NewShop = Pick<ShopRecord, 'id' | 'name' | 'tagline' | 'currency' | 'defaultLanguage' | 'email' | 'phone' | 'address' | 'city'>;

/** Creates the shop row if it is not there yet (it has no domain, so no visitor reaches it). */
export async function createShop(db: Db, shop: NewShop): Promise<void> {
  await db.insert(shops).values(shop).onConflictDoNothing();
}

/** Gives the shop its host names; the first is its primary one. */
export async function addShopDomains(db: Db, shopId: string, hosts: readonly string[]): Promise<void> {
  for (const [index, host] of hosts.entries()) {
    await db.insert(shopDomains).values({ host, shopId, primary: index === 0 }).onConflictDoNothing();
  }
}

export async function shopHasDomain(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db.select({ host: shopDomains.host }).from(shopDomains).where(eq(shopDomains.shopId, shopId)).limit(1);
  return Boolean(row);
}

/** A host name a shop can be reached at: DNS labels, `localhost`, or an IP address. */
export function isValidShopHost(host: string): boolean {
  if (host.length > 253) return false;
  if (host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || /^[0-9a-f:]+$/.test(host) && host.includes(':')) return true;
  return host.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && host.includes('.');
}

export interface ShopSummary { id: string; name: string; email: string; createdAt: Date; hosts: string[] }

/** Every shop with its host names, the primary one first. */
export async function listShops(db: Db): Promise<ShopSummary[]> {
  const rows = await db.select().from(shops).orderBy(shops.createdAt);
  const domains = await db.select().from(shopDomains).orderBy(desc(shopDomains.primary), shopDomains.host);
  return rows.map((shop) => ({
    id: shop.id,
    name: shop.name,
    email: shop.email,
    createdAt: shop.createdAt,
    hosts: domains.filter((domain) => domain.shopId === shop.id).map((domain) => domain.host),
  }));
}

/** A shop named by its id or by one of its host names. */
export async function findShop(db: Db, idOrHost: string): Promise<ShopSummary | null> {
  const host = normaliseHost(idOrHost);
  const all = await listShops(db);
  return all.find((shop) => shop.id === idOrHost) ?? all.find((shop) => host !== null && shop.hosts.includes(host)) ?? null;
}

export async function hostOwner(db: Db, host: string): Promise<string | null> {
  const [row] = await db.select({ shopId: shopDomains.shopId }).from(shopDomains).where(eq(shopDomains.host, host)).limit(1);
  return row?.shopId ?? null;
}

/** Adds a host name; as primary, it takes over from the old primary (links in e-mails use it). */
export async function addShopDomain(db: Db, shopId: string, host: string, primary: boolean): Promise<void> {
  const hasAny = await shopHasDomain(db, shopId);
  if (primary || !hasAny) await db.update(shopDomains).set({ primary: false }).where(eq(shopDomains.shopId, shopId));
  await db.insert(shopDomains).values({ host, shopId, primary: primary || !hasAny });
}

/** Removes a host name; if it was the primary one, the next remaining name becomes primary. */
export async function removeShopDomain(db: Db, shopId: string, host: string): Promise<boolean> {
  const [removed] = await db.delete(shopDomains).where(and(eq(shopDomains.shopId, shopId), eq(shopDomains.host, host))).returning();
  if (!removed) return false;
  if (removed.primary) {
    const [next] = await db.select({ host: shopDomains.host }).from(shopDomains).where(eq(shopDomains.shopId, shopId)).orderBy(shopDomains.host).limit(1);
    if (next) await db.update(shopDomains).set({ primary: true }).where(eq(shopDomains.host, next.host));
  }
  return true;
}

/**
 * Deletes the shop row; every table that holds the shop's rows references it with ON DELETE
 * CASCADE (migration 0005 completed the set), so this one statement removes them all.
 */
export async function deleteShopRows(db: Db, shopId: string): Promise<boolean> {
  const deleted = await db.delete(shops).where(eq(shops.id, shopId)).returning({ id: shops.id });
  return deleted.length > 0;
}

/** How many shops this deployment serves (for the start summary). */
export async function countShops(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shops);
  return row?.n ?? 0;
}
