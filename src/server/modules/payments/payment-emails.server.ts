import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { enqueueEmail } from '../outbox';
import { orderEmailLinks, orderLanguage, type OrderRecord } from '../orders';
import { paymentReceivedEmail, paymentRejectedEmail } from './payment-emails.templates';

export async function enqueuePaymentReceivedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, paymentId: string, amount: number): Promise<void> {
  const links = await orderEmailLinks(tx, ctx, order);
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
  const links = await orderEmailLinks(tx, ctx, order);
  const message = paymentRejectedEmail({ language: orderLanguage(order), shopName: ctx.shop.name, orderNumber: order.number, orderUrl: links.orderUrl, reason, confirmPaymentUrl: links.confirmPaymentUrl });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `payment-rejected:${paymentId}:${attempt}`, template: 'payment_rejected', message: { to: order.email, ...message } });
}
