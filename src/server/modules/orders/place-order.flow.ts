import { and, eq, sql } from 'drizzle-orm';
import type { CouponProblem } from '../../../domain/checkout/coupon';
import { newId } from '../../ids.server';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { checkouts, coupons, orderLines, orders, payments, products, productVariations, shopCommerceSettings } from '../../db/schema';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { missingCheckoutFields, quoteCheckout, type CheckoutRecord } from '../checkout/checkout.service';
import { commerceSettings } from '../commerce-settings/commerce-settings.service';
import { say } from '../i18n/say';
import { claimIdempotencyKey, fingerprintOf, storeIdempotentResponse } from '../platform/idempotency.server';
import type { PaymentMethodName } from '../payments/payment-provider';
import { providerNameFor } from '../payments/payment-registry.server';
import { createOrderGrant } from './order-access.server';
import { enqueueOrderPlacedEmail } from './order-emails.server';
import type { OrderRecord } from './order.service';

export type PlaceOrderOutcome =
  | { type: 'OrderPlaced'; orderId: string; paymentId: string | null }
  | { type: 'InsufficientStock'; message: string; lines: Array<{ productId: string; variationId: string; name: string; requested: number; available: number }> }
  | { type: 'CouponUnavailable'; message: string; problem: CouponProblem }
  | { type: 'CheckoutIncomplete'; message: string; fields: string[] };

export interface PlaceOrderInput {
  checkoutId: string;
  clientKey: string;
  paymentMethod: PaymentMethodName;
}

export class PlaceOrderError extends Error {
  constructor(message: string, readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT') {
    super(message);
  }
}

const OPERATION = 'placeOrder';

/** Takes units of each line, in a fixed order; the first line that is short rolls everything back. */
async function takeStock(tx: Db, ctx: RequestContext, lines: Awaited<ReturnType<typeof quoteCheckout>>['lines']): Promise<PlaceOrderOutcome | null> {
  const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || a.variationId.localeCompare(b.variationId));
  const short: Extract<PlaceOrderOutcome, { type: 'InsufficientStock' }>['lines'] = [];
  for (const line of ordered) {
    const taken = line.variationId
      ? await tx.update(productVariations).set({ stock: sql`${productVariations.stock} - ${line.count}` })
          .where(and(eq(productVariations.shopId, ctx.shop.id), eq(productVariations.id, line.variationId), eq(productVariations.productId, line.productId), sql`${productVariations.stock} >= ${line.count}`))
          .returning({ stock: productVariations.stock })
      : await tx.update(products).set({ stock: sql`${products.stock} - ${line.count}` })
          .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, line.productId), eq(products.status, 'published'), sql`${products.stock} >= ${line.count}`))
          .returning({ stock: products.stock });
    if (!taken.length) {
      const [row] = line.variationId
        ? await tx.select({ stock: productVariations.stock }).from(productVariations).where(and(eq(productVariations.shopId, ctx.shop.id), eq(productVariations.id, line.variationId)))
        : await tx.select({ stock: products.stock }).from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, line.productId)));
      short.push({ productId: line.productId, variationId: line.variationId, name: line.name, requested: line.count, available: row?.stock ?? 0 });
    }
  }
  if (!short.length) return null;
  return {
    type: 'InsufficientStock',
    message: say(ctx.language, { id: 'Stok beberapa produk tidak cukup lagi.', en: 'Some products no longer have enough stock.' }),
    lines: short,
  };
}

async function nextOrderNumber(tx: Db, shopId: string): Promise<number> {
  await tx.insert(shopCommerceSettings).values({ shopId }).onConflictDoNothing();
  const [row] = await tx
    .update(shopCommerceSettings)
    .set({ nextOrderNumber: sql`${shopCommerceSettings.nextOrderNumber} + 1` })
    .where(eq(shopCommerceSettings.shopId, shopId))
    .returning({ next: shopCommerceSettings.nextOrderNumber });
  if (!row) throw new Error('order number row missing');
  return row.next - 1;
}


/**
 * Turns a checkout into an order, all or nothing (docs/decisions/0008). Expected refusals
 * (stock, coupon, missing fields) come back as typed outcomes; the buyer's browser is given
 * its grant for the order.
 */
export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  ctx.personal = true;
  const l = ctx.language;
  const fingerprint = fingerprintOf(input);
  const settings = await commerceSettings(ctx);
  if ((input.paymentMethod === 'card' && !settings.cardEnabled) || (input.paymentMethod === 'wallet' && !settings.walletEnabled)) {
    throw new PlaceOrderError(say(l, { id: 'Metode pembayaran ini tidak tersedia.', en: 'This payment method is not offered.' }), 'BAD_USER_INPUT');
  }
  const outcome = await inTransactionOr<PlaceOrderOutcome, PlaceOrderOutcome>(ctx.db, async (tx) => {
    const claim = await claimIdempotencyKey<PlaceOrderOutcome>(tx, ctx.shop.id, OPERATION, input.clientKey, fingerprint);
    if (claim.kind === 'replay') return claim.response;

    const [checkout] = await tx.select().from(checkouts).where(and(eq(checkouts.shopId, ctx.shop.id), eq(checkouts.id, input.checkoutId))).for('update');
    if (!checkout) throw new PlaceOrderError(say(l, { id: 'Checkout ini tidak ditemukan.', en: 'This checkout does not exist.' }), 'NOT_FOUND');
    if (checkout.orderId) {
      // Another tab or retry got there first: the checkout's one order is the answer.
      const done: PlaceOrderOutcome = { type: 'OrderPlaced', orderId: checkout.orderId, paymentId: null };
      await storeIdempotentResponse(tx, ctx.shop.id, OPERATION, input.clientKey, done);
      return done;
    }

    const quote = await quoteCheckout(tx, ctx, checkout);
    // Short stock is the answer the shopper can act on, before anything else is checked.
    const short = quote.lines.filter((line) => line.problem === 'OUT_OF_STOCK' || line.problem === 'NOT_ENOUGH_STOCK');
    if (short.length) {
      throw new Rollback<PlaceOrderOutcome>({
        type: 'InsufficientStock',
        message: say(l, { id: 'Stok beberapa produk tidak cukup lagi.', en: 'Some products no longer have enough stock.' }),
        lines: short.map((line) => ({ productId: line.productId, variationId: line.variationId, name: line.name, requested: line.count, available: line.availableStock })),
      });
    }
    const missing = missingCheckoutFields(settings, checkout, quote);
    if (quote.lines.some((line) => line.problem === 'UNAVAILABLE' || line.problem === 'VARIATION_REQUIRED')) missing.push('lines');
    if (missing.length) {
      throw new Rollback<PlaceOrderOutcome>({
        type: 'CheckoutIncomplete',
        message: say(l, { id: 'Lengkapi data checkout terlebih dahulu.', en: 'Please complete the checkout first.' }),
        fields: missing,
      });
    }
    if (quote.coupon && !quote.coupon.ok) {
      throw new Rollback<PlaceOrderOutcome>({ type: 'CouponUnavailable', message: couponMessage(ctx, quote.coupon.problem), problem: quote.coupon.problem });
    }
    const shortOfStock = await takeStock(tx, ctx, quote.lines);
    if (shortOfStock) throw new Rollback(shortOfStock);
    if (quote.coupon?.ok) {
      const used = await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.shopId, ctx.shop.id), eq(coupons.id, quote.coupon.couponId), eq(coupons.active, true),
          sql`(${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`,
          sql`(${coupons.expiresAt} IS NULL OR ${coupons.expiresAt} > now())`))
        .returning({ id: coupons.id });
      if (!used.length) throw new Rollback<PlaceOrderOutcome>({ type: 'CouponUnavailable', message: couponMessage(ctx, 'used_up'), problem: 'used_up' });
    }

    const order = await insertOrder(tx, ctx, checkout, quote, input.paymentMethod, settings.unpaidOrderHours);
    const paymentId = order.status === 'awaiting_payment' ? newId() : null;
    if (paymentId) {
      await tx.insert(payments).values({
        shopId: ctx.shop.id, id: paymentId, orderId: order.id, method: input.paymentMethod, provider: providerNameFor(input.paymentMethod),
        purpose: 'first', amount: order.firstPaymentAmount, status: 'pending', clientKey: input.clientKey,
      });
    }
    await tx.update(checkouts).set({ orderId: order.id, updatedAt: sql`now()` }).where(and(eq(checkouts.shopId, ctx.shop.id), eq(checkouts.id, checkout.id)));
    const linkSecret = await createOrderGrant(tx, ctx.shop.id, order.id);
    await enqueueOrderPlacedEmail(tx, ctx, order, linkSecret);
    const placed: PlaceOrderOutcome = { type: 'OrderPlaced', orderId: order.id, paymentId };
    await storeIdempotentResponse(tx, ctx.shop.id, OPERATION, input.clientKey, placed);
    return placed;
  });

  if (outcome.type === 'OrderPlaced') {
    // The browser holding the checkout (and its key) gets its own grant, on replays too: the
    // first answer may never have reached it.
    const secret = await createOrderGrant(ctx.db, ctx.shop.id, outcome.orderId);
    ctx.cookies.grantOrder(outcome.orderId, secret);
  }
  return outcome;
}

function couponMessage(ctx: RequestContext, problem: CouponProblem): string {
  const texts: Record<CouponProblem, { id: string; en: string }> = {
    not_found: { id: 'Kode kupon tidak dikenal.', en: 'This coupon code is unknown.' },
    inactive: { id: 'Kupon ini tidak aktif.', en: 'This coupon is not active.' },
    expired: { id: 'Kupon ini sudah kedaluwarsa.', en: 'This coupon has expired.' },
    min_spend: { id: 'Belanja belum mencapai minimum kupon ini.', en: 'The order does not reach this coupon’s minimum spend.' },
    used_up: { id: 'Kupon ini sudah habis dipakai.', en: 'This coupon has been used up.' },
  };
  return say(ctx.language, texts[problem]);
}

async function insertOrder(
  tx: Db,
  ctx: RequestContext,
  checkout: CheckoutRecord,
  quote: Awaited<ReturnType<typeof quoteCheckout>>,
  method: PaymentMethodName,
  unpaidOrderHours: number,
): Promise<OrderRecord> {
  const shipping = quote.shipping;
  if (!shipping || !checkout.shippingAddress) throw new Error('checked before');
  const number = await nextOrderNumber(tx, ctx.shop.id);
  const id = newId();
  const free = quote.pricing.total === 0;
  const [order] = await tx.insert(orders).values({
    shopId: ctx.shop.id,
    id,
    number,
    checkoutId: checkout.id,
    status: free ? 'paid' : 'awaiting_payment',
    email: checkout.email,
    phone: checkout.phone,
    shippingAddress: checkout.shippingAddress,
    shippingCourier: shipping.courier,
    shippingService: shipping.service,
    chargeableWeightGrams: quote.chargeableWeightGrams,
    currency: ctx.shop.currency,
    subtotal: quote.pricing.subtotal,
    discount: quote.pricing.discount,
    shippingFee: quote.pricing.shippingFee,
    total: quote.pricing.total,
    firstPaymentAmount: quote.pricing.firstPayment,
    couponCode: quote.coupon?.ok ? quote.coupon.code : '',
    paymentMethod: method,
    customFields: checkout.customFields,
    note: checkout.note,
    language: ctx.language,
    expiresAt: new Date(Date.now() + unpaidOrderHours * 3600_000),
    paidAt: free ? new Date() : null,
  }).returning();
  if (!order) throw new Error('order insert returned nothing');
  const buyable = quote.lines.filter((line) => line.problem === null);
  await tx.insert(orderLines).values(buyable.map((line, position) => ({
    shopId: ctx.shop.id,
    orderId: id,
    position,
    productId: line.productId,
    variationId: line.variationId,
    name: line.name,
    variationLabel: line.variationLabel,
    sku: line.sku,
    unitPrice: line.unitPrice,
    count: line.count,
    downPaymentUnit: line.downPayment ? line.downPaymentUnit : null,
    lineTotal: line.unitPrice * line.count,
  })));
  return order;
}

