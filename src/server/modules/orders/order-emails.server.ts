import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import { pick } from '../../../domain/i18n/translated';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { bankAccountsOf, commerceSettingsOf } from '../commerce-settings';
import { lang, mailAddressOrNull, shopEmail } from '../mail';
import { enqueueEmail } from '../outbox';
import { createOrderGrant } from './order-access.server';
import { ORDER_SHIPPED_EMAIL, orderCancelledDefinition, orderPlacedDefinition, OWNER_NEW_ORDER_EMAIL, type OrderCancelledEmailData, type OrderEmailData } from './order-emails.templates';
import { orderLinesOf, type OrderRecord } from './order.service';

/** The language the shopper ordered in: their e-mails are written in it. */
export function orderLanguage(order: OrderRecord): Language {
  return isSupportedLanguage(order.language) ? order.language : 'id';
}

/**
 * Each e-mail carries its own secret link (a fresh grant): the secrets are stored only as
 * hashes, so an earlier one cannot be read back.
 */
export async function orderEmailLinks(tx: Db, ctx: RequestContext, order: OrderRecord, secret?: string) {
  const key = secret ?? (await createOrderGrant(tx, order.shopId, order.id));
  const base = ctx.origin;
  return {
    orderUrl: `${base}/o/${order.id}/${key}`,
    confirmPaymentUrl: `${base}/o/${order.id}/${key}?next=confirm-payment`,
    confirmReceivedUrl: `${base}/o/${order.id}/${key}?next=confirm-received`,
    completePaymentUrl: `${base}/o/${order.id}/${key}?next=complete-payment`,
  };
}

export async function enqueueOrderPlacedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, secret: string): Promise<void> {
  const language = orderLanguage(order);
  // Everything through `tx`: inside a transaction the embedded database has no other connection.
  const lines = await orderLinesOf(tx, order.shopId, order.id);
  const accounts = await bankAccountsOf(tx, order.shopId);
  const settings = await commerceSettingsOf(tx, order.shopId);
  const links = await orderEmailLinks(tx, ctx, order, secret);
  const data: OrderEmailData = {
    language,
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    orderUrl: links.orderUrl,
    lines: lines.map((line) => ({ name: line.name, variationLabel: line.variationLabel, count: line.count, lineTotal: line.lineTotal })),
    subtotal: order.subtotal,
    discount: order.discount,
    bundleDiscount: order.bundleDiscount,
    couponCode: order.couponCode,
    shippingFee: order.shippingFee,
    shippingLabel: `${order.shippingCourier} ${order.shippingService}`,
    pickupNote: order.pickupNote,
    total: order.total,
    amountDueNow: order.status === 'awaiting_payment' ? order.firstPaymentAmount : 0,
    downPayment: order.firstPaymentAmount < order.total,
    paymentMethod: order.paymentMethod,
    bankAccounts: accounts.map((account) => ({ bank: account.bank, accountNumber: account.accountNumber, accountHolder: account.accountHolder })),
    bankTransferInstructions: pick(settings.bankTransferInstructions, language),
    confirmPaymentUrl: links.confirmPaymentUrl,
    expiresAt: order.expiresAt,
    timezoneOffset: zoneOffsetHours(ctx.shop.timeZone),
  };
  const message = await shopEmail(tx, ctx, orderPlacedDefinition(data), data);
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `order-placed:${order.id}`, template: 'order_placed', message: { to: order.email, ...message } });
}

export async function enqueueOrderShippedEmail(tx: Db, ctx: RequestContext, order: OrderRecord): Promise<void> {
  const links = await orderEmailLinks(tx, ctx, order);
  const message = await shopEmail(tx, ctx, ORDER_SHIPPED_EMAIL, {
    language: orderLanguage(order),
    shopName: ctx.shop.name,
    orderNumber: order.number,
    orderUrl: links.orderUrl,
    courier: order.trackingCourier ?? order.shippingCourier,
    trackingNumber: order.trackingNumber ?? '',
    confirmReceivedUrl: links.confirmReceivedUrl,
  });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `order-shipped:${order.id}`, template: 'order_shipped', message: { to: order.email, ...message } });
}

export async function enqueueOrderCancelledEmail(tx: Db, ctx: RequestContext, order: OrderRecord, reason: string, expired: boolean): Promise<void> {
  const links = await orderEmailLinks(tx, ctx, order);
  const data: OrderCancelledEmailData = { language: orderLanguage(order), shopName: ctx.shop.name, orderNumber: order.number, orderUrl: links.orderUrl, reason, expired };
  const message = await shopEmail(tx, ctx, orderCancelledDefinition(data), data);
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `order-${expired ? 'expired' : 'cancelled'}:${order.id}`, template: expired ? 'order_expired' : 'order_cancelled', message: { to: order.email, ...message } });
}

/** The order's page in the shop's admin area: a stable address that carries no secret. */
export function adminOrderUrl(ctx: RequestContext, orderId: string): string {
  return `${ctx.origin}/admin/orders/${encodeURIComponent(orderId)}`;
}

/**
 * Tells the shop's contact address about a new order, in the shop's own language, in the
 * order's transaction. A shop without a usable contact address is simply not told.
 */
export async function enqueueNewOrderOwnerEmail(tx: Db, ctx: RequestContext, order: OrderRecord): Promise<void> {
  const to = mailAddressOrNull(ctx.shop.email);
  if (!to) return;
  const lines = await orderLinesOf(tx, order.shopId, order.id);
  const message = await shopEmail(tx, ctx, OWNER_NEW_ORDER_EMAIL, {
    language: lang(ctx.shop.defaultLanguage),
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    customerName: order.shippingAddress.name,
    customerEmail: order.email,
    customerPhone: order.phone,
    paymentMethod: order.paymentMethod,
    lines: lines.map((line) => ({ name: line.name, variationLabel: line.variationLabel, count: line.count, lineTotal: line.lineTotal })),
    shippingFee: order.shippingFee,
    shippingLabel: `${order.shippingCourier} ${order.shippingService}`,
    discount: order.discount,
    total: order.total,
    firstPayment: order.status === 'awaiting_payment' ? order.firstPaymentAmount : 0,
    adminOrderUrl: adminOrderUrl(ctx, order.id),
  });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `owner-order-placed:${order.id}`, template: 'owner_order_placed', message: { to, ...message } });
}
