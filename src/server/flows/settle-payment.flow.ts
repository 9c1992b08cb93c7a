import type { PaymentEvent } from '../../domain/payments/payment-status';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { inTransaction } from '../db/transaction.server';
import { badInput, conflict, notFound, say } from '../errors.server';
import { recordAudit } from '../modules/audit';
import { canAccessOrder, extendPaymentDeadline, orderById, recordOrderEvent, staffActor, transitionOrder, type OrderRecord } from '../modules/orders';
import {
  clearPaymentAttention, enqueuePaymentReceivedEmail, enqueuePaymentRejectedEmail, paymentById, paymentByProviderRef, recordProviderNotification, transitionPayment,
  type PaymentRecord, type PaymentRegistry,
} from '../modules/payments';

const MAX_REASON_LENGTH = 500;
/** A rejected proof gives the shopper this long again to send a correct one. */
const HOURS_AFTER_REJECTED_PROOF = 24;

/**
 * A payment succeeded: it moves to succeeded, and the order's paid amount grows by exactly
 * that payment, once, moving the order to partially paid or paid; the shopper is told.
 */
export async function settleSucceeded(tx: Db, ctx: RequestContext, payment: PaymentRecord, event: PaymentEvent, actor: string): Promise<OrderRecord | null> {
  const settled = await transitionPayment(tx, payment, event);
  if (!settled) return null;
  const order = await orderById(tx, payment.shopId, payment.orderId, { lock: true });
  if (!order) return null;
  const paid = Math.min(order.total, order.paidAmount + settled.amount);
  const moved = await transitionOrder(tx, order.shopId, order.id, { type: 'payment_received', fullyPaid: paid >= order.total }, actor,
    { paidAmount: paid, paidAt: paid >= order.total ? new Date() : order.paidAt }, { paymentId: settled.id, amount: settled.amount });
  if (!moved.ok) {
    // Money arrived for an order that can no longer take it (expired, cancelled): keep the
    // record so the owner can refund it.
    await recordOrderEvent(tx, order, 'payment_after_close', actor, { paymentId: settled.id, amount: settled.amount });
    return order;
  }
  await enqueuePaymentReceivedEmail(tx, ctx, moved.order, settled.id, settled.amount);
  return moved.order;
}

/** The owner saw the money arrive: the proof's payment succeeds and the order counts it. */
export async function verifyPayment(ctx: RequestContext, paymentId: string): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const actor = staffActor(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const payment = await paymentById(tx, ctx.shop.id, paymentId, { lock: true });
    if (!payment) throw notFound('error.payment.notFound');
    if (payment.method !== 'bank_transfer') throw badInput('error.payment.onlyTransfersByHand', {}, 'paymentId');
    if (payment.status === 'succeeded') {
      const order = await orderById(tx, ctx.shop.id, payment.orderId);
      if (order) return { order, payment };
    }
    if (payment.status !== 'submitted') throw conflict('error.payment.cannotVerify', { status: payment.status });
    const before = await orderById(tx, ctx.shop.id, payment.orderId);
    const order = await settleSucceeded(tx, ctx, payment, { type: 'verify' }, actor);
    const fresh = await paymentById(tx, ctx.shop.id, paymentId);
    if (!order || !fresh) throw conflict('error.payment.changedMeanwhile');
    await recordAudit(ctx, tx, {
      action: 'verifyPayment', entityType: 'order', entityId: order.id,
      before: { paymentId, paymentStatus: payment.status, orderStatus: before?.status ?? null, paidAmount: before?.paidAmount ?? null },
      after: { paymentId, paymentStatus: fresh.status, orderStatus: order.status, paidAmount: order.paidAmount },
    });
    return { order, payment: fresh };
  });
}

/** The owner found no money for the proof: it is rejected with a reason the shopper reads. */
export async function rejectPayment(ctx: RequestContext, paymentId: string, reason: string): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const actor = staffActor(ctx);
  const cleaned = reason.trim().slice(0, MAX_REASON_LENGTH);
  if (!cleaned) throw badInput('error.payment.reasonRequired', {}, 'reason');
  return inTransaction(ctx.db, async (tx) => {
    const payment = await paymentById(tx, ctx.shop.id, paymentId, { lock: true });
    if (!payment) throw notFound('error.payment.notFound');
    const rejected = await transitionPayment(tx, payment, { type: 'reject' }, { failureReason: cleaned });
    if (!rejected) throw conflict('error.payment.cannotReject', { status: payment.status });
    const order = await orderById(tx, ctx.shop.id, payment.orderId);
    if (!order) throw notFound('error.order.notFound');
    await extendPaymentDeadline(tx, order, HOURS_AFTER_REJECTED_PROOF);
    await recordOrderEvent(tx, order, 'payment_rejected', actor, { paymentId, reason: cleaned });
    await recordAudit(ctx, tx, {
      action: 'rejectPayment', entityType: 'order', entityId: order.id,
      before: { paymentId, paymentStatus: payment.status }, after: { paymentId, paymentStatus: rejected.status, reason: cleaned },
    });
    await enqueuePaymentRejectedEmail(tx, ctx, order, paymentId, cleaned, rejected.updatedAt.getTime());
    return { order, payment: rejected };
  });
}

/**
 * The owner handled a flagged payment (refunded money paid to a closed attempt, settled a
 * different amount with the shopper): the flag comes off, and the order's history says what was
 * done and by whom. Asking again once it is off changes nothing.
 */
export async function resolvePaymentAttention(ctx: RequestContext, paymentId: string, note: string): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const actor = staffActor(ctx);
  const cleaned = note.trim().slice(0, MAX_REASON_LENGTH);
  if (!cleaned) throw badInput('error.payment.resolutionRequired', {}, 'reason');
  return inTransaction(ctx.db, async (tx) => {
    const payment = await paymentById(tx, ctx.shop.id, paymentId, { lock: true });
    if (!payment) throw notFound('error.payment.notFound');
    const order = await orderById(tx, ctx.shop.id, payment.orderId);
    if (!order) throw notFound('error.order.notFound');
    const cleared = await clearPaymentAttention(tx, payment);
    if (!cleared) return { order, payment };
    await recordOrderEvent(tx, order, 'payment_attention_resolved', actor, { paymentId, attention: payment.attention, note: cleaned });
    await recordAudit(ctx, tx, {
      action: 'resolvePaymentAttention', entityType: 'order', entityId: order.id,
      before: { paymentId, attention: payment.attention }, after: { paymentId, attention: null, note: cleaned },
    });
    return { order, payment: cleared };
  });
}

export type CardCompletion = { ok: true; order: OrderRecord; payment: PaymentRecord } | { ok: false; message: string; payment: PaymentRecord | null };

/** The shopper reads why a card was refused in the page's language; the provider's own words stay in failureReason. */
function cardRefusal(ctx: RequestContext, status: string): string | null {
  if (status === 'declined') return say(ctx, 'error.payment.cardDeclined');
  if (status === 'failed') return say(ctx, 'error.payment.cardFailed');
  return null;
}

/**
 * The shopper is back from the hosted card form: the shop's server asks the provider to charge
 * what the form tokenized. The return address itself proves nothing.
 */
export async function completeCardPayment(ctx: RequestContext, registry: PaymentRegistry, input: { orderId: string; session: string }): Promise<CardCompletion> {
  if (!(await canAccessOrder(ctx, input.orderId))) throw notFound('error.order.notFound');
  const provider = registry.card.name;
  const payment = await paymentByProviderRef(ctx.db, ctx.shop.id, provider, input.session, { orderId: input.orderId });
  if (!payment) throw notFound('error.payment.notFound');
  if (payment.status === 'succeeded') {
    const order = await orderById(ctx.db, ctx.shop.id, input.orderId);
    if (order) return { ok: true, order, payment };
  }
  if (payment.status !== 'pending') {
    return { ok: false, message: cardRefusal(ctx, payment.status) ?? payment.failureReason ?? say(ctx, 'error.payment.failed'), payment };
  }
  const result = await registry.card.charge(ctx.db, input.session, { shopId: ctx.shop.id, amount: payment.amount });
  if (result.status === 'not_ready') return { ok: false, message: say(ctx, 'error.payment.cardNotSent'), payment };
  return inTransaction(ctx.db, async (tx) => {
    const current = await paymentById(tx, ctx.shop.id, payment.id, { lock: true });
    if (!current) throw new Error('payment vanished');
    if (result.status === 'succeeded') {
      const order = current.status === 'pending' ? await settleSucceeded(tx, ctx, current, { type: 'provider_succeeded' }, `provider:${provider}`) : await orderById(tx, ctx.shop.id, current.orderId);
      const fresh = await paymentById(tx, ctx.shop.id, payment.id);
      if (!order || !fresh) throw new Error('order vanished');
      return { ok: true as const, order, payment: fresh };
    }
    const failed = await transitionPayment(tx, current, { type: result.status === 'declined' ? 'provider_declined' : 'provider_failed' }, { failureReason: result.message });
    return { ok: false as const, message: cardRefusal(ctx, result.status) ?? result.message, payment: failed ?? current };
  });
}

export interface WalletEventInput {
  eventId: string;
  sessionId: string;
  status: 'succeeded' | 'cancelled' | 'failed';
  amount: number;
}

/**
 * Applies a verified wallet notification once: the event id is recorded in the same
 * transaction, and the payment only moves forward, so repeats and late arrivals do nothing.
 * An amount that differs from the payment's fails it rather than marking anything paid.
 */
export async function applyWalletEvent(db: Db, registry: PaymentRegistry, contextFor: (shopId: string) => Promise<RequestContext>, shopId: string, event: WalletEventInput): Promise<'applied' | 'duplicate' | 'ignored'> {
  const ctx = await contextFor(shopId);
  const provider = registry.wallet.name;
  return inTransaction(db, async (tx) => {
    if (!(await recordProviderNotification(tx, { provider, eventId: event.eventId, paymentRef: event.sessionId, status: event.status }))) return 'duplicate';
    const payment = await paymentByProviderRef(tx, shopId, provider, event.sessionId, { lock: true });
    if (!payment) return 'ignored';
    if (event.status === 'succeeded') {
      if (event.amount !== payment.amount) {
        await transitionPayment(tx, payment, { type: 'provider_failed' }, { failureReason: 'amount mismatch' });
        return 'ignored';
      }
      const order = await settleSucceeded(tx, ctx, payment, { type: 'provider_succeeded' }, `provider:${provider}`);
      return order ? 'applied' : 'ignored';
    }
    const moved = await transitionPayment(tx, payment, { type: event.status === 'cancelled' ? 'cancel' : 'provider_failed' },
      { failureReason: event.status === 'cancelled' ? 'cancelled' : 'failed' });
    return moved ? 'applied' : 'ignored';
  });
}
