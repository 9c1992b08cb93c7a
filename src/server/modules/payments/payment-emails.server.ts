import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { lang, mailAddressOrNull, shopEmail } from '../mail';
import { enqueueEmail } from '../outbox';
import { adminOrderUrl, orderEmailLinks, orderLanguage, type OrderRecord } from '../orders';
import { OWNER_PAYMENT_PROOF_EMAIL, PAYMENT_REJECTED_EMAIL, paymentReceivedDefinition, type PaymentReceivedEmailData } from './payment-emails.templates';
import type { payments } from './payments.tables';

type PaymentRecord = typeof payments.$inferSelect;

export async function enqueuePaymentReceivedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, paymentId: string, amount: number): Promise<void> {
  const links = await orderEmailLinks(tx, ctx, order);
  const data: PaymentReceivedEmailData = {
    language: orderLanguage(order),
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    orderUrl: links.orderUrl,
    amount,
    fullyPaid: order.paidAmount >= order.total,
    balanceDue: order.total - order.paidAmount,
    completePaymentUrl: links.completePaymentUrl,
  };
  const message = await shopEmail(tx, ctx, paymentReceivedDefinition(data), data);
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `payment-received:${paymentId}`, template: 'payment_received', message: { to: order.email, ...message } });
}

export async function enqueuePaymentRejectedEmail(tx: Db, ctx: RequestContext, order: OrderRecord, paymentId: string, reason: string, attempt: number): Promise<void> {
  const links = await orderEmailLinks(tx, ctx, order);
  const message = await shopEmail(tx, ctx, PAYMENT_REJECTED_EMAIL, { language: orderLanguage(order), shopName: ctx.shop.name, orderNumber: order.number, orderUrl: links.orderUrl, reason, confirmPaymentUrl: links.confirmPaymentUrl });
  await enqueueEmail(tx, { shopId: order.shopId, dedupeKey: `payment-rejected:${paymentId}:${attempt}`, template: 'payment_rejected', message: { to: order.email, ...message } });
}

/**
 * Tells the shop's contact address that a proof of transfer waits to be verified, in the
 * shop's language, in the proof's transaction. Each submission of a proof is its own notice.
 */
export async function enqueueProofUploadedOwnerEmail(tx: Db, ctx: RequestContext, order: OrderRecord, payment: PaymentRecord): Promise<void> {
  const to = mailAddressOrNull(ctx.shop.email);
  if (!to || !payment.proof) return;
  const message = await shopEmail(tx, ctx, OWNER_PAYMENT_PROOF_EMAIL, {
    language: lang(ctx.shop.defaultLanguage),
    shopName: ctx.shop.name,
    currency: order.currency,
    orderNumber: order.number,
    amountDue: payment.amount,
    amountTransferred: payment.proof.amount,
    bank: payment.proof.bank,
    payerName: payment.proof.payerName,
    transferDate: payment.proof.transferDate,
    adminOrderUrl: adminOrderUrl(ctx, order.id),
  });
  await enqueueEmail(tx, {
    shopId: order.shopId, dedupeKey: `owner-payment-proof:${order.id}:${payment.id}:${payment.updatedAt.getTime()}`, template: 'owner_payment_proof', message: { to, ...message },
  });
}
