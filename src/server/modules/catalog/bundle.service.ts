import DataLoader from 'dataloader';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bundleItemKey, bundleItemsProblem, bundleItemsTotal, bundleSaving, type BundleDeal, type BundleItem } from '../../../domain/catalog/bundle-deals';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import { currencyByNumber, formatMoney } from '../../../domain/money/currency';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { defineShopReference, readShopReference } from '../../db/shop-reference.server';
import { inTransaction, Rollback } from '../../db/transaction.server';
import { badInput, notFound, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { translatedText, type TextInput } from '../content';
import { productBundles } from './bundle.tables';
import { requestCampaignPricer } from './campaign-prices.service';
import { productLoader, variationsLoader, type ProductRecord, type VariationRecord } from './catalog.service';
import { products, productVariations } from './catalog.tables';

export type BundleRecord = typeof productBundles.$inferSelect;

export const BUNDLE_NAME_MAX = 80;

export interface BundleInput {
  name?: TextInput | null | undefined;
  status?: 'draft' | 'published' | null | undefined;
  price?: number | null | undefined;
  items?: readonly BundleItem[] | null | undefined;
}

export interface BundleSaveRefused {
  __typename: 'BundleSaveRefused';
  reason: 'CHANGED_MEANWHILE';
  message: string;
  /** The bundle as the other person saved it. */
  bundle: BundleRecord;
}
export type BundleSaveResult = BundleRecord | BundleSaveRefused;

/** One item of a bundle with the product and variation it names as they are now (null: deleted). */
export interface BundleItemView extends BundleItem {
  product: ProductRecord | null;
  variation: VariationRecord | null;
  /** What one unit costs today, or null when the item can no longer be bought as named. */
  unitPrice: number | null;
  /** Units in stock today. */
  stock: number;
}

/** Every bundle of the shop, newest first (staff). */
export async function listBundles(ctx: RequestContext): Promise<BundleRecord[]> {
  return ctx.db.select().from(productBundles).where(eq(productBundles.shopId, ctx.shop.id)).orderBy(desc(productBundles.createdAt), desc(productBundles.id));
}

export async function bundleById(ctx: RequestContext, id: string): Promise<BundleRecord | null> {
  const [row] = await ctx.db.select().from(productBundles).where(and(eq(productBundles.shopId, ctx.shop.id), eq(productBundles.id, id))).limit(1);
  return row ?? null;
}

/** The published bundles, as the checkout applies them; through `db` so a placed order reads them in its transaction. */
export async function publishedBundleDeals(db: Db, shopId: string): Promise<Array<BundleDeal & { name: BundleRecord['name'] }>> {
  return db.select({ id: productBundles.id, price: productBundles.price, items: productBundles.items, name: productBundles.name })
    .from(productBundles).where(and(eq(productBundles.shopId, shopId), eq(productBundles.status, 'published')));
}

// Product pages offer the bundles a product is in; kept per process until the shop changes one.
const PUBLISHED_BUNDLES = defineShopReference('published-bundles', ['product_bundles'], (db, shopId) =>
  db.select().from(productBundles)
    .where(and(eq(productBundles.shopId, shopId), eq(productBundles.status, 'published'))).orderBy(desc(productBundles.createdAt), desc(productBundles.id)));

/** The published bundles of this request's shop, read once per request. */
function publishedBundlesOfShop(ctx: RequestContext): Promise<BundleRecord[]> {
  const loader = loaderFor(ctx, 'publishedBundles', () => new DataLoader(async (keys: readonly string[]) => {
    const rows = [...(await readShopReference(ctx, PUBLISHED_BUNDLES))];
    return keys.map(() => rows);
  }));
  return loader.load('all');
}

/** Each item with what it is today; staff see draft products too. */
export async function bundleItemViews(ctx: RequestContext, bundle: Pick<BundleRecord, 'items'>, options: { includeDrafts?: boolean } = {}): Promise<BundleItemView[]> {
  const productIds = bundle.items.map((item) => item.productId);
  const [productsNow, variationsNow, campaigns] = await Promise.all([
    productLoader(ctx, options).loadMany(productIds), variationsLoader(ctx).loadMany(productIds),
    // Shoppers weigh a bundle against the items' sale prices, as the checkout does (decision 0031).
    options.includeDrafts ? null : requestCampaignPricer(ctx),
  ]);
  return bundle.items.map((item, index) => {
    const found = productsNow[index];
    const product = found && !(found instanceof Error) ? found : null;
    const list = variationsNow[index];
    const variations = list && !(list instanceof Error) ? list : [];
    const variation = item.variationId ? (variations.find((candidate) => candidate.id === item.variationId) ?? null) : null;
    const buyable = product !== null && (item.variationId ? variation !== null : variations.length === 0);
    const regular = !buyable ? null : variation ? variation.price : product.price;
    const unitPrice = regular === null || !campaigns ? regular : (campaigns.saleOf(product!, regular)?.price ?? regular);
    const stock = !buyable ? 0 : variation ? variation.stock : product.stock;
    return { ...item, product, variation, unitPrice, stock };
  });
}

/** What one set of the items costs today, or null when an item can no longer be bought as named. */
export function itemsTotalOf(items: readonly BundleItemView[]): number | null {
  let total = 0;
  for (const item of items) {
    if (item.unitPrice === null) return null;
    total += item.unitPrice * item.count;
  }
  return total;
}

/**
 * The bundles a shopper can buy with this product: published, every item published and in
 * stock for a whole set, and cheaper than its parts today.
 */
export async function bundlesWithProduct(ctx: RequestContext, productId: string): Promise<BundleRecord[]> {
  const bundles = (await publishedBundlesOfShop(ctx)).filter((bundle) => bundle.items.some((item) => item.productId === productId));
  // All at once, so the loaders read every bundle's products in one batch.
  const views = await Promise.all(bundles.map((bundle) => bundleItemViews(ctx, bundle)));
  return bundles.filter((bundle, index) => {
    const items = views[index]!;
    const total = itemsTotalOf(items);
    return total !== null && items.every((item) => item.stock >= item.count) && bundleSaving(total, bundle.price) > 0;
  });
}

/** Today's price of each product and variation the items name: one read of each table. */
interface CatalogPrices { productPrices: Map<string, number>; variationsOf: Map<string, Array<{ id: string; price: number }>> }

async function catalogPrices(tx: Db, shopId: string, items: readonly BundleItem[]): Promise<CatalogPrices> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [productRows, variationRows] = await Promise.all([
    tx.select({ id: products.id, price: products.price }).from(products).where(and(eq(products.shopId, shopId), inArray(products.id, productIds))),
    tx.select({ id: productVariations.id, productId: productVariations.productId, price: productVariations.price }).from(productVariations)
      .where(and(eq(productVariations.shopId, shopId), inArray(productVariations.productId, productIds))),
  ]);
  const variationsOf = new Map<string, Array<{ id: string; price: number }>>();
  for (const row of variationRows) variationsOf.set(row.productId, [...(variationsOf.get(row.productId) ?? []), row]);
  return { productPrices: new Map(productRows.map((row) => [row.id, row.price])), variationsOf };
}

/** The items as given, checked against the catalogue: each product of this shop, with one of its variations when it has any. */
function checkedItems(items: readonly BundleItem[], catalog: CatalogPrices): BundleItem[] {
  const problem = bundleItemsProblem(items);
  if (problem) throw badInput(`error.bundle.items.${problem}`, {}, 'items');
  return items.map((item, index) => {
    if (!catalog.productPrices.has(item.productId)) throw badInput('error.bundle.productMissing', {}, `items.${index}.productId`);
    const variations = catalog.variationsOf.get(item.productId) ?? [];
    if (variations.length && !variations.some((row) => row.id === item.variationId)) throw badInput('error.bundle.variationRequired', {}, `items.${index}.variationId`);
    if (!variations.length && item.variationId) throw badInput('error.bundle.variationMissing', {}, `items.${index}.variationId`);
    return { productId: item.productId, variationId: item.variationId, count: item.count };
  });
}

/** The price must be a whole amount below what the checked items cost today: a bundle that saves nothing would never apply. */
function checkedPrice(ctx: RequestContext, price: number, items: readonly BundleItem[], catalog: CatalogPrices): number {
  if (!Number.isSafeInteger(price) || price < 0 || price > MAX_UNIT_PRICE) throw badInput('error.bundle.price', { max: MAX_UNIT_PRICE }, 'price');
  const prices = new Map(items.map((item) => [
    bundleItemKey(item),
    item.variationId
      ? (catalog.variationsOf.get(item.productId)?.find((row) => row.id === item.variationId)?.price ?? 0)
      : (catalog.productPrices.get(item.productId) ?? 0),
  ]));
  const total = bundleItemsTotal(items, prices) ?? 0;
  if (price >= total) throw badInput('error.bundle.priceNotLower', { total: formatMoney(total, currencyByNumber(ctx.shop.currency)?.code ?? 'IDR', ctx.language) }, 'price');
  return price;
}

function audited(row: BundleRecord) {
  return { name: row.name, status: row.status, price: row.price, items: row.items };
}

function changed(before: ReturnType<typeof audited>, after: ReturnType<typeof audited>) {
  const keys = (Object.keys(after) as Array<keyof typeof after>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/** A new bundle, a draft unless the input says otherwise. */
export async function createBundle(ctx: RequestContext, input: BundleInput): Promise<BundleRecord> {
  const name = translatedText(input.name, 'bundleName', BUNDLE_NAME_MAX, true);
  if (!input.items) throw badInput('error.bundle.items.too_few', {}, 'items');
  if (input.price === undefined || input.price === null) throw badInput('error.bundle.price', { max: MAX_UNIT_PRICE }, 'price');
  const created = await inTransaction(ctx.db, async (tx) => {
    const catalog = await catalogPrices(tx, ctx.shop.id, input.items!);
    const items = checkedItems(input.items!, catalog);
    const price = checkedPrice(ctx, input.price!, items, catalog);
    const [row] = await tx.insert(productBundles).values({ shopId: ctx.shop.id, id: newId(), name, status: input.status ?? 'draft', price, items }).returning();
    await recordAudit(ctx, tx, { action: 'createProductBundle', entityType: 'bundle', entityId: row!.id, after: audited(row!) });
    return row!;
  });
  ctx.loaders.clear();
  return created;
}

/**
 * Saves what the input gives of a bundle. `version` is the one the editor opened: when someone
 * else saved since, nothing is written and the refusal carries the bundle as it is now.
 */
export async function updateBundle(ctx: RequestContext, id: string, version: number, input: BundleInput): Promise<BundleSaveResult> {
  try {
    const saved = await inTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select().from(productBundles).where(and(eq(productBundles.shopId, ctx.shop.id), eq(productBundles.id, id))).for('update');
      if (!current) throw notFound('error.bundle.notFound');
      if (current.version !== version) {
        throw new Rollback<BundleSaveRefused>({ __typename: 'BundleSaveRefused', reason: 'CHANGED_MEANWHILE', message: say(ctx, 'error.bundle.changedMeanwhile'), bundle: current });
      }
      const name = input.name ? translatedText(input.name, 'bundleName', BUNDLE_NAME_MAX, true) : current.name;
      const priceGiven = input.price !== undefined && input.price !== null;
      // A price or item change is checked against today's prices; a rename or unpublish is not.
      const catalog = input.items || priceGiven ? await catalogPrices(tx, ctx.shop.id, input.items ?? current.items) : null;
      const items = input.items && catalog ? checkedItems(input.items, catalog) : current.items;
      const price = priceGiven ? input.price! : current.price;
      if (catalog) checkedPrice(ctx, price, items, catalog);
      const [row] = await tx.update(productBundles)
        .set({ name, items, price, status: input.status ?? current.status, version: current.version + 1, updatedAt: new Date() })
        .where(and(eq(productBundles.shopId, ctx.shop.id), eq(productBundles.id, id))).returning();
      await recordAudit(ctx, tx, { action: 'updateProductBundle', entityType: 'bundle', entityId: id, ...changed(audited(current), audited(row!)) });
      return row!;
    });
    ctx.loaders.clear();
    return saved;
  } catch (error) {
    if (error instanceof Rollback) return error.outcome as BundleSaveRefused;
    throw error;
  }
}

export async function deleteBundle(ctx: RequestContext, id: string): Promise<string> {
  await inTransaction(ctx.db, async (tx) => {
    const [removed] = await tx.delete(productBundles).where(and(eq(productBundles.shopId, ctx.shop.id), eq(productBundles.id, id))).returning();
    if (!removed) throw notFound('error.bundle.notFound');
    await recordAudit(ctx, tx, { action: 'deleteProductBundle', entityType: 'bundle', entityId: id, before: audited(removed) });
  });
  ctx.loaders.clear();
  return id;
}
