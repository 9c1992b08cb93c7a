import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { isSupportedLanguage, type Language } from '../../../domain/i18n/language';
import { bankAccountsOf, commerceSettingsOf } from '../commerce-settings/commerce-settings.service';
import { pick } from '../i18n/translated';
import {
  orderCancelledEmail,
  orderPlacedEmail,
  orderShippedEmail,
  paymentReceivedEmail,
  paymentRejectedEmail,
} from '../mail/email-templates.server';
import { enqueueEmail } from '../outbox/outbox.service';
import { createOrderGrant } from './order-access.server';
import { orderLinesOf, type OrderRecord } from './order.service';

function orderLanguage(order: OrderRecord): Language {
  return isSupportedLanguage(order.language) ? order.language : 'id';
}

/**
 * Each e-mail carries its own secret link (a fresh grant): the secrets are stored only as
 * hashes, so an earlier one cannot be read back.
 */
async function privateLinks(tx: Db, ctx: RequestContext, order: OrderRecord, secret?: string) {
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
  const links = await privateLinks(tx, ctx, order, secret);
  const message = orderPlacedEmail({
    language,
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    orderUrl: links.orderUrl,
    lines: lines.map((line) => ({ name: line.name, variationLabel: line.variationLabel, count: line.count, lineTotal: line.lineTotal })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    shippingFee: order.shippingFee,
    shippingLabel: `${order.shippingCourier} ${order.shippingService}`,
    total: order.total,
    amountDueNow: order.status === 'awaiting_payment' ? order.firstPaymentAmount : 0,
    downPayment: order.firstPaymentAmount < order.total,
    paymentMethod: order.paymentMethod,
    bankAccounts: accounts.map((account) => ({ bank: account.bank, accountNumber: account.accountNumber, accountHolder: account.accountHolder })),
    bankTransferInstructions: pick(settings.bankTransferInstructions, language),
    confirmPaymentUrl: links.confirmPaymentUrl,
    expiresAt: order.expiresAt,
  });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `order-placed:${order.id}`, template: 'order_placed', message: { to: order.email, ...message } });
}

export async function enqueuePaymentReceivedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, paymentId: string, amount: number): Promise<void> {
  const links = await privateLinks(tx, ctx, order);
  const message = paymentReceivedEmail({
    language: orderLanguage(order),
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    orderUrl: links.orderUrl,
    amount,
    fullyPaid: order.paidAmount >= order.total,
    balanceDue: order.total - order.paidAmount,
    completePaymentUrl: links.completePaymentUrl,
  });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `payment-received:${paymentId}`, template: 'payment_received', message: { to: order.email, ...message } });
}

export async function enqueuePaymentRejectedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, paymentId: string, reason: string, attempt: number): Promise<void> {
  const links = await privateLinks(tx, ctx, order);
  const message = paymentRejectedEmail({ language: orderLanguage(order), shopName: ctx.shop.name, orderNumber: order.number, orderUrl: links.orderUrl, reason, confirmPaymentUrl: links.confirmPaymentUrl });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `payment-rejected:${paymentId}:${attempt}`, template: 'payment_rejected', message: { to: order.email, ...message } });
}

export async function enqueueOrderShippedEmail(tx: Db, ctx: RequestContext, order: OrderRecord): Promise<void> {
  const links = await privateLinks(tx, ctx, order);
  const message = orderShippedEmail({
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
  const links = await privateLinks(tx, ctx, order);
  const message = orderCancelledEmail({ language: orderLanguage(order), shopName: ctx.shop.name, orderNumber: order.number, orderUrl: links.orderUrl, reason, expired });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `order-${expired ? 'expired' : 'cancelled'}:${order.id}`, template: expired ? 'order_expired' : 'order_cancelled', message: { to: order.email, ...message } });
}
