import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { shopDomains, shops } from '../../db/schema';

export type ShopRecord = typeof shops.$inferSelect & { primaryHost: string };

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
