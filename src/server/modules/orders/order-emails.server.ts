import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import { pick } from '../../../domain/i18n/translated';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import type { BankAccountRecord, CommerceSettings } from '../commerce-settings';
import { lang, mailAddressOrNull, shopEmail, shopEmailRequest, shopEmails, type ShopEmailRequest } from '../mail';
import { enqueueEmail, enqueueEmails } from '../outbox';
import { createOrderGrant } from './order-access.server';
import { ORDER_SHIPPED_EMAIL, orderCancelledDefinition, orderPlacedDefinition, OWNER_NEW_ORDER_EMAIL, type OrderCancelledEmailData, type OrderEmailData } from './order-emails.templates';
import type { PlacedOrder } from './order-create.service';
import type { OrderRecord } from './order.service';

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

/**
 * What an order's e-mails show beyond the order: the shop's bank accounts and transfer
 * instructions, read before the order's transaction from what the shop keeps in memory
 * (checkout read the same settings to place it).
 */
export interface OrderEmailShopData {
  bankAccounts: readonly Pick<BankAccountRecord, 'bank' | 'accountNumber' | 'accountHolder'>[];
  settings: Pick<CommerceSettings, 'bankTransferInstructions'>;
}

function placedEmail(ctx: RequestContext, placed: PlacedOrder, links: Awaited<ReturnType<typeof orderEmailLinks>>, shop: OrderEmailShopData): ShopEmailRequest {
  const { order, lines } = placed;
  const language = orderLanguage(order);
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
    bankAccounts: shop.bankAccounts.map((account) => ({ bank: account.bank, accountNumber: account.accountNumber, accountHolder: account.accountHolder })),
    bankTransferInstructions: pick(shop.settings.bankTransferInstructions, language),
    confirmPaymentUrl: links.confirmPaymentUrl,
    expiresAt: order.expiresAt,
    timezoneOffset: zoneOffsetHours(ctx.shop.timeZone),
  };
  return shopEmailRequest(orderPlacedDefinition(data), data);
}

/** The shop's contact address is told of a new order in the shop's own language. */
function ownerNewOrderEmail(ctx: RequestContext, placed: PlacedOrder): ShopEmailRequest {
  const { order, lines } = placed;
  return shopEmailRequest(OWNER_NEW_ORDER_EMAIL, {
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
}

/**
 * The shopper's e-mail for a new order, with its private link (`secret`), and the notice to the
 * shop's contact address (a shop without a usable one is simply not told), written with the
 * shop's own contents and put in the outbox inside the order's transaction: they go out after
 * commit, or not at all.
 */
export async function enqueueOrderPlacedEmails(tx: Db, ctx: RequestContext, placed: PlacedOrder, secret: string, shop: OrderEmailShopData): Promise<void> {
  const { order } = placed;
  const owner = mailAddressOrNull(ctx.shop.email);
  const links = await orderEmailLinks(tx, ctx, order, secret);
  const [shopper, notice] = await shopEmails(tx, ctx, [placedEmail(ctx, placed, links, shop), ...(owner ? [ownerNewOrderEmail(ctx, placed)] : [])]);
  if (!shopper) throw new Error('the order e-mail was not written');
  await enqueueEmails(tx, [
    { shopId: order.shopId, dedupeKey: `order-placed:${order.id}`, template: 'order_placed', message: { to: order.email, ...shopper } },
    ...(owner && notice ? [{ shopId: order.shopId, dedupeKey: `owner-order-placed:${order.id}`, template: 'owner_order_placed', message: { to: owner, ...notice } }] : []),
  ]);
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
