import { desc, eq } from 'drizzle-orm';
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

  constructor(private readonly db: Db) {}

  async byHost(hostHeader: string | undefined): Promise<ShopRecord | null> {
    const host = normaliseHost(hostHeader);
    if (!host) return null;
    const cached = this.cache.get(host);
    if (cached && cached.expires > Date.now()) return cached.shop;
    const shop = await this.load(host);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(host, { shop, expires: Date.now() + CACHE_TTL_MS });
    return shop;
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

export type NewShop = Omit<ShopRecord, 'logoImageId' | 'createdAt' | 'primaryHost'>;

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
