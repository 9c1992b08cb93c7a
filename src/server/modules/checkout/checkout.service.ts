import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { applyBundleDeals, bundleItemKey, MIN_BUNDLE_ITEMS } from '../../../domain/catalog/bundle-deals';
import { checkCoupon, couponCustomerKey, type CouponProblem } from '../../../domain/checkout/coupon';
import { pick } from '../../../domain/i18n/translated';
import { isValidEmail, isValidPostalCode, normalizeIndonesianPhone } from '../../../domain/checkout/contact';
import { priceOrder, type OrderPricing } from '../../../domain/checkout/pricing';
import { liveRatesKey, storedRatesHold, type StoredLiveRates } from '../../../domain/shipping/live-rates';
import { findProvince } from '../../../domain/shipping/provinces';
import { parcelChargeableWeightGrams } from '../../../domain/shipping/shipping-fee';
import type { ShippingAddressRecord } from '../../../domain/shipping/address';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { builtOnce } from '../../db/named-statement.server';
import type { ShopReferenceReader } from '../../db/shop-reference.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { categoryParents, priceLines, publishedBundleDeals, type CatalogLine } from '../catalog';
import { commerceSettings, commerceSettingsFor, type CommerceSettings } from '../commerce-settings';
import { couponByCode, couponRule, customerUses } from '../coupons';
import { addressKey, claimIdempotencyKey, enforceRateLimit, fingerprintOf, storeIdempotentResponse } from '../platform';
import { activeCourierAggregator, shippingQuotes, type LiveRateParcel, type ShippingQuote } from '../shipping';
import { normalizeLineRequests } from './cart-lines';
import { checkouts, type CheckoutLineRecord } from './checkout.tables';

export type CheckoutRecord = typeof checkouts.$inferSelect;

function secret128(): string {
  return randomBytes(16).toString('base64url');
}

/** A checkout by its id, read on every checkout request and locked to place its order: built once (docs/decisions/0054). */
const checkoutByIdQuery = (db: Db) => db.select().from(checkouts).where(and(eq(checkouts.shopId, sql.placeholder('shopId')), eq(checkouts.id, sql.placeholder('id'))));
const checkoutStatements = {
  read: builtOnce<{ shopId: string; id: string }, CheckoutRecord[]>((db) => checkoutByIdQuery(db)),
  lock: builtOnce<{ shopId: string; id: string }, CheckoutRecord[]>((db) => checkoutByIdQuery(db).for('update')),
};

export async function checkoutById(db: Db, shopId: string, id: string): Promise<CheckoutRecord | null> {
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(id)) return null;
  const [row] = await checkoutStatements.read(db, { shopId, id });
  return row ?? null;
}

/** Reading a checkout makes the answer personal: it must never be shared or cached. */
export async function viewCheckout(ctx: RequestContext, id: string): Promise<CheckoutRecord | null> {
  ctx.personal = true;
  return checkoutById(ctx.db, ctx.shop.id, id);
}

export async function checkoutByRecoveryHash(ctx: RequestContext, hash: string): Promise<CheckoutRecord | null> {
  ctx.personal = true;
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(hash)) return null;
  const [row] = await ctx.db.select().from(checkouts).where(and(eq(checkouts.shopId, ctx.shop.id), eq(checkouts.recoveryHash, hash)));
  return row ?? null;
}

export interface CreateCheckoutInput {
  clientKey: string;
  lines: CheckoutLineRecord[];
  couponCode: string;
}

/** `/checkout/new`: the cart becomes a server checkout. The same client key gives the same checkout. */
export async function createCheckout(ctx: RequestContext, input: CreateCheckoutInput): Promise<CheckoutRecord> {
  ctx.personal = true;
  const lines = normalizeLineRequests(input.lines);
  if (!lines.length) throw badInput('error.cart.empty', {}, 'lines');
  // Each new checkout is a row: counted per address before any work (rule `checkoutStart`).
  await enforceRateLimit(ctx.limits, [{ rule: 'checkoutStart', key: addressKey(ctx.clientAddress) }]);
  const priced = await priceLines(ctx, lines, ctx.language);
  const unavailable = priced.filter((line) => line.problem === 'UNAVAILABLE' || line.problem === 'VARIATION_REQUIRED');
  if (unavailable.length) {
    throw badInput('error.cart.unavailable', {}, 'lines');
  }
  const fingerprint = fingerprintOf({ lines, couponCode: input.couponCode });
  return inTransaction(ctx.db, async (tx) => {
    const claim = await claimIdempotencyKey<{ checkoutId: string }>(tx, ctx.shop.id, 'createCheckout', input.clientKey, fingerprint);
    if (claim.kind === 'replay') {
      const known = await checkoutById(tx, ctx.shop.id, claim.response.checkoutId);
      if (known) return known;
    }
    const [row] = await tx
      .insert(checkouts)
      .values({ shopId: ctx.shop.id, id: secret128(), recoveryHash: secret128(), lines, couponCode: input.couponCode.trim().slice(0, 40), language: ctx.language })
      .returning();
    if (!row) throw new Error('checkout insert returned nothing');
    await storeIdempotentResponse(tx, ctx.shop.id, 'createCheckout', input.clientKey, { checkoutId: row.id });
    return row;
  });
}

export interface UpdateCheckoutInput {
  checkoutId: string;
  email?: string | null;
  phone?: string | null;
  shippingAddress?: ShippingAddressRecord | null;
  shippingMethodId?: string | null;
  couponCode?: string | null;
  customFields?: unknown;
  note?: string | null;
  lines?: CheckoutLineRecord[] | null;
}

function text(value: string, max: number, field: string): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw badInput('error.field.tooLong', { max }, field);
  return trimmed;
}

/** The address as checkout keeps it, or a refusal naming the field (`{prefix}.phone`); saved addresses use it too. */
export function cleanAddress(address: ShippingAddressRecord, prefix = 'shippingAddress'): ShippingAddressRecord {
  const required = (value: string, max: number, field: string) => {
    const cleaned = text(value, max, `${prefix}.${field}`);
    if (!cleaned) throw badInput('error.field.required', {}, `${prefix}.${field}`);
    return cleaned;
  };
  const province = findProvince(address.province);
  if (!province) throw badInput('error.checkout.province', {}, `${prefix}.province`);
  const phone = normalizeIndonesianPhone(address.phone);
  if (!phone) throw badInput('error.checkout.phone', {}, `${prefix}.phone`);
  if (!isValidPostalCode(address.postalCode.trim())) throw badInput('error.checkout.postalCode', {}, `${prefix}.postalCode`);
  return {
    name: required(address.name, 100, 'name'),
    phone,
    address: required(address.address, 300, 'address'),
    district: required(address.district, 100, 'district'),
    city: required(address.city, 100, 'city'),
    province,
    postalCode: address.postalCode.trim(),
  };
}

export async function updateCheckout(ctx: RequestContext, input: UpdateCheckoutInput): Promise<CheckoutRecord> {
  ctx.personal = true;
  const changes: Partial<CheckoutRecord> = {};
  if (input.email != null) {
    const email = input.email.trim().toLowerCase();
    if (email && !isValidEmail(email)) throw badInput('error.checkout.email', {}, 'email');
    changes.email = email;
  }
  if (input.phone != null) {
    const raw = input.phone.trim();
    const phone = raw ? normalizeIndonesianPhone(raw) : '';
    if (phone === null) throw badInput('error.checkout.phone', {}, 'phone');
    changes.phone = phone;
  }
  if (input.shippingAddress) changes.shippingAddress = cleanAddress(input.shippingAddress);
  if (input.shippingMethodId !== undefined) changes.shippingMethodId = input.shippingMethodId || null;
  if (input.couponCode != null) changes.couponCode = text(input.couponCode, 40, 'couponCode');
  if (input.note != null) changes.note = text(input.note, 1000, 'note');
  if (input.lines) {
    const lines = normalizeLineRequests(input.lines);
    if (!lines.length) throw badInput('error.cart.empty', {}, 'lines');
    changes.lines = lines;
  }
  if (input.customFields != null) {
    const settings = await commerceSettings(ctx);
    if (typeof input.customFields !== 'object' || Array.isArray(input.customFields)) throw badInput('error.field.objectOfTexts', {}, 'customFields');
    const values: Record<string, string> = {};
    for (const field of settings.checkoutFields) {
      const value = (input.customFields as Record<string, unknown>)[field.key];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') throw badInput('error.field.textExpected', {}, `customFields.${field.key}`);
      const cleaned = text(value, field.maxLength, `customFields.${field.key}`);
      if (cleaned) values[field.key] = cleaned;
    }
    changes.customFields = values;
  }
  const [row] = await ctx.db
    .update(checkouts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(checkouts.shopId, ctx.shop.id), eq(checkouts.id, input.checkoutId), sql`${checkouts.orderId} IS NULL`))
    .returning();
  if (row) return row;
  const existing = await checkoutById(ctx.db, ctx.shop.id, input.checkoutId);
  if (!existing) throw badInput('error.checkout.notFound', {}, 'checkoutId');
  throw badInput('error.checkout.alreadyOrdered', {}, 'checkoutId');
}

/**
 * Keeps the aggregator's answer for a parcel on the checkout (not a change the shopper made, so
 * `updated_at` stays) and answers what the checkout keeps now. Only the checkout as it was
 * quoted is written, and rates already kept for the same parcel are never replaced: two answers
 * racing (another tab, a slow one for an older address) leave one set of rates, the one every
 * quote then shows and the order charges.
 */
export async function storeLiveRates(ctx: RequestContext, checkout: CheckoutRecord, stored: StoredLiveRates): Promise<StoredLiveRates | null> {
  const [row] = await ctx.db.update(checkouts).set({ liveRates: stored })
    .where(and(
      eq(checkouts.shopId, ctx.shop.id), eq(checkouts.id, checkout.id), sql`${checkouts.orderId} IS NULL`,
      sql`date_trunc('milliseconds', ${checkouts.updatedAt}) = ${checkout.updatedAt.toISOString()}::timestamptz`,
      sql`NOT (${checkouts.liveRates} IS NOT NULL AND ${checkouts.liveRates}->>'key' = ${stored.key} AND jsonb_typeof(${checkouts.liveRates}->'rates') = 'array')`,
    ))
    .returning({ liveRates: checkouts.liveRates });
  if (row) return row.liveRates;
  return (await checkoutById(ctx.db, ctx.shop.id, checkout.id))?.liveRates ?? null;
}

/** A bundle deal the checkout's lines complete, named in the checkout's language. */
export interface QuotedBundle { bundleId: string; name: string; sets: number; saving: number }

export interface CheckoutQuote {
  lines: CatalogLine[];
  pricing: OrderPricing;
  chargeableWeightGrams: number;
  shippingOptions: ShippingQuote[];
  shipping: ShippingQuote | null;
  /** The bundle deals applied, largest saving first; their savings are part of `pricing.discount`. */
  bundles: QuotedBundle[];
  bundleDiscount: number;
  coupon: { ok: true; discount: number; freeShipping: boolean; couponId: string; code: string } | { ok: false; problem: CouponProblem; minSpend?: number } | null;
  /** Who the coupon's per-customer limit counts: the signed-in account, or the checkout's e-mail. */
  couponCustomerKey: string | null;
  /** The parcel to ask the courier aggregator about, when the rates the checkout keeps are not for it; null otherwise. */
  liveRatesWanted: { key: string; parcel: LiveRateParcel } | null;
}

/** The bundle deals `buyable` completes; a bundle needs two different items, so a one-item cart reads nothing. */
export async function quoteBundles(db: Db, ctx: RequestContext, buyable: readonly CatalogLine[]): Promise<{ bundles: QuotedBundle[]; saving: number }> {
  if (new Set(buyable.map(bundleItemKey)).size < MIN_BUNDLE_ITEMS) return { bundles: [], saving: 0 };
  const deals = await publishedBundleDeals(db, ctx.shop.id);
  const { applied, saving } = applyBundleDeals(deals, buyable);
  const bundles = applied.map((bundle) => ({ ...bundle, name: pick(deals.find((deal) => deal.id === bundle.bundleId)!.name, ctx.language) }));
  return { bundles, saving };
}

/**
 * Prices a checkout from the catalog and the shop's rules as they are now, through `db` (the
 * order transaction when placing). Lines with a problem are left out of the amounts. Bundle
 * deals come off first; a coupon then applies to what is left, so its minimum spend and
 * percentage count what the shopper actually pays for the goods. Outside a transaction, the
 * shop-wide rules (campaigns, rates, settings) come from memory when the request heard every change.
 */
export async function quoteCheckout(db: Db, ctx: RequestContext, checkout: CheckoutRecord, now = new Date()): Promise<CheckoutQuote> {
  // Inside the order's transaction, the shop-wide data (campaigns, couriers, settings) the
  // request already keeps is used as it is outside: what the shopper was quoted from. The
  // products, their prices and stock, are read through the transaction.
  const source: ShopReferenceReader = db === ctx.db ? ctx : { db, shop: ctx.shop, heardChanges: ctx.heardChanges ?? false, keptBy: ctx.db };
  const lines = await priceLines(source, checkout.lines, ctx.language);
  const buyable = lines.filter((line) => line.problem === null);
  const subtotal = buyable.reduce((sum, line) => sum + line.unitPrice * line.count, 0);
  const { bundles, saving: bundleDiscount } = await quoteBundles(db, ctx, buyable);
  let coupon: CheckoutQuote['coupon'] = null;
  const customerKey = couponCustomerKey(ctx.customer?.id, checkout.email);
  if (checkout.couponCode) {
    const record = await couponByCode(db, ctx.shop.id, checkout.couponCode);
    const used = record && record.perCustomerLimit !== null ? await customerUses(db, ctx.shop.id, record.id, customerKey) : 0;
    // A coupon for a category covers its sub-categories: the tree is read once, only for such a coupon.
    const categoryTree = record?.categoryIds.length ? await categoryParents(db, ctx.shop.id) : undefined;
    const cart = {
      lines: buyable.map((line) => ({ productId: line.productId, categoryId: line.categoryId, amount: line.unitPrice * line.count })),
      payable: subtotal - bundleDiscount,
      ...(categoryTree ? { categoryParents: categoryTree } : {}),
    };
    const check = checkCoupon(couponRule(record, used), cart, now);
    coupon = check.ok && record ? { ok: true, discount: check.discount, freeShipping: check.freeShipping, couponId: record.id, code: record.code } : check.ok ? null : check;
  }
  const chargeableWeightGrams = parcelChargeableWeightGrams(buyable);
  const province = checkout.shippingAddress?.province;
  const goods = subtotal - bundleDiscount - (coupon?.ok ? coupon.discount : 0);
  // Live rates come from what the checkout keeps for this very parcel: the aggregator is asked
  // by the caller, outside any transaction (liveRatesWanted), never while an order is placed.
  const aggregator = checkout.shippingAddress && buyable.length ? await activeCourierAggregator(source) : null;
  const liveKey = aggregator && checkout.shippingAddress ? liveRatesKey(aggregator, checkout.shippingAddress, chargeableWeightGrams) : null;
  const live = liveKey && checkout.liveRates?.key === liveKey ? checkout.liveRates.rates : null;
  const liveRatesWanted = liveKey && checkout.shippingAddress && !storedRatesHold(checkout.liveRates, liveKey, now.getTime())
    ? { key: liveKey, parcel: { address: checkout.shippingAddress, chargeableWeightGrams, goodsValue: goods } }
    : null;
  const shippingOptions = province && buyable.length
    ? await shippingQuotes(source, { province, chargeableWeightGrams, subtotal: goods, language: ctx.language, live })
    : [];
  const shipping = shippingOptions.find((option) => option.id === checkout.shippingMethodId) ?? null;
  // With down payments switched off shop-wide, every line is paid in full, whatever its product allows.
  const { downPaymentsEnabled } = await commerceSettingsFor(source);
  const pricing = priceOrder(
    buyable.map((line) => ({
      unitPrice: line.unitPrice, count: line.count, downPaymentPercent: downPaymentsEnabled ? line.downPaymentPercent : null, downPayment: line.downPayment && downPaymentsEnabled,
    })),
    bundleDiscount + (coupon?.ok ? coupon.discount : 0),
    // A free-shipping coupon leaves the courier chosen and its fee shown, and charges nothing for it.
    coupon?.ok && coupon.freeShipping ? 0 : (shipping?.fee ?? 0),
  );
  return { lines, pricing, chargeableWeightGrams, shippingOptions, shipping, bundles, bundleDiscount, coupon, couponCustomerKey: customerKey, liveRatesWanted };
}

/** What is still missing before the checkout can become an order, as field names. */
export function missingCheckoutFields(settings: CommerceSettings, checkout: CheckoutRecord, quote: CheckoutQuote): string[] {
  const missing: string[] = [];
  if (!checkout.email) missing.push('email');
  if (!checkout.phone) missing.push('phone');
  if (!checkout.shippingAddress) missing.push('shippingAddress');
  if (!quote.shipping) missing.push('shippingMethodId');
  for (const field of settings.checkoutFields) {
    if (field.required && !checkout.customFields[field.key]) missing.push(`customFields.${field.key}`);
  }
  return missing;
}


/**
 * Locks the checkout for placing its order (the order transaction holds the row until it
 * commits, so two tabs placing at once take turns).
 */
export async function lockCheckout(tx: Db, shopId: string, id: string): Promise<CheckoutRecord | null> {
  const [row] = await checkoutStatements.lock(tx, { shopId, id });
  return row ?? null;
}

/** Records the order the checkout became; a checkout yields at most one order. */
export async function markCheckoutOrdered(tx: Db, shopId: string, checkoutId: string, orderId: string): Promise<void> {
  await tx.update(checkouts).set({ orderId, updatedAt: sql`now()` }).where(and(eq(checkouts.shopId, shopId), eq(checkouts.id, checkoutId)));
}
