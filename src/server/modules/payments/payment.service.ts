import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { acceptsPayment } from '../../../domain/orders/order-status';
import { nextPaymentStatus, type PaymentEvent, type PaymentStatus } from '../../../domain/payments/payment-status';
import type { RequestContext } from '../../context.server';
import type DataLoader from 'dataloader';
import type { Db } from '../../db/database.server';
import { orders, paymentNotifications, payments } from '../../db/schema';
import { inTransaction } from '../../db/transaction.server';
import { newId } from '../../ids.server';
import { say } from '../i18n/say';
import { assertClientKey } from '../platform/idempotency.server';
import { canAccessOrder } from '../orders/order-access.server';
import { enqueuePaymentReceivedEmail, enqueuePaymentRejectedEmail } from '../orders/order-emails.server';
import { orderById, perOrderLoader, recordOrderEvent, transitionOrder, type OrderRecord } from '../orders/order.service';
import type { PaymentMethodName } from './payment-provider';
import { providerNameFor, type PaymentRegistry } from './payment-registry.server';

export type PaymentRecord = typeof payments.$inferSelect;

export class PaymentError extends Error {
  constructor(message: string, readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'FORBIDDEN') {
    super(message);
  }
}

export function paymentsOfOrder(db: Db, shopId: string, orderId: string): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId))).orderBy(desc(payments.createdAt), desc(payments.id));
}

export function orderPaymentsLoader(ctx: RequestContext): DataLoader<string, PaymentRecord[]> {
  return perOrderLoader(ctx, 'payments', (ids) => ctx.db.select().from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), inArray(payments.orderId, ids))).orderBy(desc(payments.createdAt), desc(payments.id)));
}

/** What the next payment of the order must be: the first payment, then whatever is left. */
export function amountDueNow(order: OrderRecord): number {
  if (!acceptsPayment(order.status)) return 0;
  return order.paidAmount === 0 ? order.firstPaymentAmount : order.total - order.paidAmount;
}

/** Moves a payment by the state machine, only from the status it was read in. */
async function transitionPayment(tx: Db, payment: PaymentRecord, event: PaymentEvent, changes: Partial<PaymentRecord> = {}): Promise<PaymentRecord | null> {
  const to: PaymentStatus | null = nextPaymentStatus(payment.status, event);
  if (!to) return null;
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  return row ?? null;
}

/**
 * A payment succeeded: the order's paid amount grows by exactly that payment, once, and the
 * order moves to partially paid or paid.
 */
async function settleSucceeded(tx: Db, ctx: RequestContext, payment: PaymentRecord, event: PaymentEvent, actor: string): Promise<OrderRecord | null> {
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

export interface StartPaymentOutcome {
  payment: PaymentRecord;
  redirectUrl: string | null;
}


/**
 * Starts (or, with the same client key, finds again) a payment of what the order owes now.
 * The provider is called after the payment row is committed, so a crash in between leaves a
 * visible pending payment rather than money with no record.
 */
export async function startPayment(ctx: RequestContext, registry: PaymentRegistry, input: { orderId: string; clientKey: string; method: PaymentMethodName; paymentId?: string }): Promise<StartPaymentOutcome> {
  const l = ctx.language;
  assertClientKey(input.clientKey);
  if (!(await canAccessOrder(ctx, input.orderId))) throw new PaymentError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  let payment = await inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (!order) throw new PaymentError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
    const existing = await paymentsOfOrder(tx, ctx.shop.id, order.id);
    const sameKey = existing.find((p) => p.clientKey === input.clientKey);
    if (sameKey) return sameKey;
    const due = amountDueNow(order);
    if (due <= 0) throw new PaymentError(say(l, { id: 'Pesanan ini tidak perlu dibayar lagi.', en: 'Nothing is left to pay on this order.' }), 'CONFLICT');
    if (existing.some((p) => p.status === 'submitted')) {
      throw new PaymentError(say(l, { id: 'Bukti pembayaran sedang diperiksa penjual.', en: 'A payment proof is being reviewed by the shop.' }), 'CONFLICT');
    }
    // Open attempts of the same purpose are superseded by this one.
    const purpose = order.paidAmount === 0 ? 'first' as const : 'balance' as const;
    for (const open of existing.filter((p) => p.status === 'pending' && p.purpose === purpose && p.method !== input.method)) {
      await transitionPayment(tx, open, { type: 'cancel' });
    }
    const reusable = existing.find((p) => p.status === 'pending' && p.purpose === purpose && p.method === input.method && p.amount === due && p.method === 'bank_transfer');
    if (reusable) return reusable;
    const [row] = await tx.insert(payments).values({
      shopId: ctx.shop.id, id: newId(), orderId: order.id, method: input.method, provider: providerNameFor(input.method),
      purpose, amount: due, status: 'pending', clientKey: input.clientKey,
    }).returning();
    if (!row) throw new Error('payment insert returned nothing');
    if (order.paymentMethod !== input.method && order.paidAmount === 0) {
      await tx.update(orders).set({ paymentMethod: input.method }).where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, order.id)));
    }
    return row;
  });
  payment = await ensureProviderSession(ctx, registry, payment);
  return { payment, redirectUrl: payment.redirectUrl };
}

/** Opens the provider's session for a card or wallet payment that has none yet. */
export async function ensureProviderSession(ctx: RequestContext, registry: PaymentRegistry, payment: PaymentRecord): Promise<PaymentRecord> {
  if (payment.method === 'bank_transfer' || payment.providerRef || payment.status !== 'pending') return payment;
  const order = await orderById(ctx.db, ctx.shop.id, payment.orderId);
  if (!order) return payment;
  const provider = registry.forMethod(payment.method);
  const returnUrl = `${ctx.origin}/checkout/${provider.name}/${order.id}`;
  const started = await provider.start(ctx.db, {
    shopId: ctx.shop.id,
    paymentId: payment.id,
    orderId: order.id,
    amount: payment.amount,
    currency: order.currency,
    description: `${ctx.shop.name} #${order.number}`,
    returnUrl,
    notifyUrl: `${ctx.origin}/_/payments/${provider.name}/notify`,
  });
  const [row] = await ctx.db.update(payments)
    .set({ providerRef: started.providerRef, redirectUrl: started.redirectUrl, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), sql`${payments.providerRef} IS NULL`))
    .returning();
  if (row) return row;
  const [current] = await ctx.db.select().from(payments).where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
  return current ?? payment;
}

export type CardCompletion = { ok: true; order: OrderRecord; payment: PaymentRecord } | { ok: false; message: string; payment: PaymentRecord | null };

/**
 * The shopper is back from the hosted card form: the shop's server asks the provider to
 * charge what the form tokenized. The return address itself proves nothing.
 */
export async function completeCardPayment(ctx: RequestContext, registry: PaymentRegistry, input: { orderId: string; session: string }): Promise<CardCompletion> {
  const l = ctx.language;
  if (!(await canAccessOrder(ctx, input.orderId))) throw new PaymentError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  const [payment] = await ctx.db.select().from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), eq(payments.orderId, input.orderId), eq(payments.provider, 'sandbox-card'), eq(payments.providerRef, input.session)));
  if (!payment) throw new PaymentError(say(l, { id: 'Pembayaran ini tidak dikenal.', en: 'This payment is unknown.' }), 'NOT_FOUND');
  if (payment.status === 'succeeded') {
    const order = await orderById(ctx.db, ctx.shop.id, input.orderId);
    if (order) return { ok: true, order, payment };
  }
  if (payment.status !== 'pending') return { ok: false, message: cardRefusal(l, payment.status) ?? payment.failureReason ?? say(l, { id: 'Pembayaran tidak berhasil.', en: 'The payment did not go through.' }), payment };
  const result = await registry.card.charge(ctx.db, input.session, { shopId: ctx.shop.id, amount: payment.amount });
  if (result.status === 'not_ready') return { ok: false, message: say(l, { id: 'Data kartu belum dikirim.', en: 'The card details were not sent yet.' }), payment };
  return inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(payments).where(and(eq(payments.shopId, ctx.shop.id), eq(payments.id, payment.id))).for('update');
    if (!current) throw new Error('payment vanished');
    if (result.status === 'succeeded') {
      const order = current.status === 'pending' ? await settleSucceeded(tx, ctx, current, { type: 'provider_succeeded' }, 'provider:sandbox-card') : await orderById(tx, ctx.shop.id, current.orderId);
      const [fresh] = await tx.select().from(payments).where(and(eq(payments.shopId, ctx.shop.id), eq(payments.id, payment.id)));
      if (!order || !fresh) throw new Error('order vanished');
      return { ok: true as const, order, payment: fresh };
    }
    const failed = await transitionPayment(tx, current, { type: result.status === 'declined' ? 'provider_declined' : 'provider_failed' }, { failureReason: result.message });
    return { ok: false as const, message: cardRefusal(l, result.status) ?? result.message, payment: failed ?? current };
  });
}

/** The shopper reads why a card was refused in the page's language; the provider's own words stay in failureReason. */
function cardRefusal(l: RequestContext['language'], status: string): string | null {
  if (status === 'declined') return say(l, { id: 'Kartu ditolak oleh bank penerbit. Coba kartu lain atau metode pembayaran lain.', en: 'The card was declined by its issuer. Try another card or another payment method.' });
  if (status === 'failed') return say(l, { id: 'Kartu tidak dapat ditagih karena kesalahan pemrosesan. Silakan coba lagi.', en: 'The card could not be charged because of a processing error. Please try again.' });
  return null;
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
 */
export async function applyWalletEvent(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, shopId: string, event: WalletEventInput): Promise<'applied' | 'duplicate' | 'ignored'> {
  const ctx = await contextFor(shopId);
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(paymentNotifications)
      .values({ provider: 'sandbox-wallet', eventId: event.eventId, paymentRef: event.sessionId, status: event.status })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (!inserted.length) return 'duplicate';
    const [payment] = await tx.select().from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.provider, 'sandbox-wallet'), eq(payments.providerRef, event.sessionId))).for('update');
    if (!payment) return 'ignored';
    if (event.status === 'succeeded') {
      if (event.amount !== payment.amount) {
        await transitionPayment(tx, payment, { type: 'provider_failed' }, { failureReason: 'amount mismatch' });
        return 'ignored';
      }
      const order = await settleSucceeded(tx, ctx, payment, { type: 'provider_succeeded' }, 'provider:sandbox-wallet');
      return order ? 'applied' : 'ignored';
    }
    const moved = await transitionPayment(tx, payment, { type: event.status === 'cancelled' ? 'cancel' : 'provider_failed' },
      { failureReason: event.status === 'cancelled' ? 'cancelled' : 'failed' });
    return moved ? 'applied' : 'ignored';
  });
}

export interface BankTransferProof {
  orderId: string;
  clientKey: string;
  bank: string;
  payerName: string;
  amount: number;
  transferDate: string;
  imageId: string;
}

/** The shopper says they transferred: the proof waits for the owner on the order's open payment. */
export async function confirmBankTransfer(ctx: RequestContext, proof: BankTransferProof): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const l = ctx.language;
  assertClientKey(proof.clientKey);
  if (!(await canAccessOrder(ctx, proof.orderId))) throw new PaymentError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, proof.orderId, { lock: true });
    if (!order) throw new PaymentError(say(l, { id: 'Pesanan tidak ditemukan.', en: 'Order not found.' }), 'NOT_FOUND');
    const existing = await paymentsOfOrder(tx, ctx.shop.id, order.id);
    const already = existing.find((p) => p.clientKey === proof.clientKey && p.status === 'submitted');
    if (already) return { order, payment: already };
    const sameProof = existing.find((p) => p.status === 'submitted' && p.proof?.imageId === proof.imageId);
    if (sameProof) return { order, payment: sameProof };
    if (existing.some((p) => p.status === 'submitted')) {
      throw new PaymentError(say(l, { id: 'Bukti pembayaran sebelumnya masih diperiksa penjual.', en: 'An earlier proof is still being reviewed by the shop.' }), 'CONFLICT');
    }
    const due = amountDueNow(order);
    if (due <= 0) throw new PaymentError(say(l, { id: 'Pesanan ini tidak perlu dibayar lagi.', en: 'Nothing is left to pay on this order.' }), 'CONFLICT');
    const purpose = order.paidAmount === 0 ? 'first' as const : 'balance' as const;
    let open = existing.find((p) => p.method === 'bank_transfer' && p.purpose === purpose && (p.status === 'pending' || p.status === 'rejected') && p.amount === due);
    if (!open) {
      for (const other of existing.filter((p) => p.status === 'pending')) await transitionPayment(tx, other, { type: 'cancel' });
      const [row] = await tx.insert(payments).values({
        shopId: ctx.shop.id, id: newId(), orderId: order.id, method: 'bank_transfer', provider: 'bank-transfer', purpose, amount: due, status: 'pending',
      }).returning();
      open = row;
    }
    if (!open) throw new Error('payment insert returned nothing');
    const submitted = await transitionPayment(tx, open, { type: 'submit_proof' }, {
      clientKey: proof.clientKey,
      failureReason: null,
      proof: { bank: proof.bank, payerName: proof.payerName, amount: proof.amount, transferDate: proof.transferDate, imageId: proof.imageId },
    });
    if (!submitted) throw new PaymentError(say(l, { id: 'Pembayaran ini tidak bisa dikonfirmasi lagi.', en: 'This payment can no longer be confirmed.' }), 'CONFLICT');
    await recordOrderEvent(tx, order, 'payment_proof_submitted', 'shopper', { paymentId: submitted.id, amount: proof.amount });
    return { order, payment: submitted };
  });
}

function requireStaffActor(ctx: RequestContext): string {
  if (!ctx.staff) throw new PaymentError('You need to sign in as shop staff to do this.', 'FORBIDDEN');
  return `staff:${ctx.staff.id}`;
}

export async function paymentById(db: Db, shopId: string, id: string): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.shopId, shopId), eq(payments.id, id)));
  return row ?? null;
}

/** The owner saw the money arrive: the proof's payment succeeds and the order counts it. */
export async function verifyPayment(ctx: RequestContext, paymentId: string): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const actor = requireStaffActor(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.shopId, ctx.shop.id), eq(payments.id, paymentId))).for('update');
    if (!payment) throw new PaymentError('Payment not found.', 'NOT_FOUND');
    if (payment.method !== 'bank_transfer') throw new PaymentError('Only bank transfers are verified by hand.', 'BAD_USER_INPUT');
    if (payment.status === 'succeeded') {
      const order = await orderById(tx, ctx.shop.id, payment.orderId);
      if (order) return { order, payment };
    }
    if (payment.status !== 'submitted') throw new PaymentError(`A ${payment.status} payment cannot be verified.`, 'CONFLICT');
    const order = await settleSucceeded(tx, ctx, payment, { type: 'verify' }, actor);
    const fresh = await paymentById(tx, ctx.shop.id, paymentId);
    if (!order || !fresh) throw new PaymentError('The payment changed meanwhile; reload and try again.', 'CONFLICT');
    return { order, payment: fresh };
  });
}

export async function rejectPayment(ctx: RequestContext, paymentId: string, reason: string): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const actor = requireStaffActor(ctx);
  const cleaned = reason.trim().slice(0, 500);
  if (!cleaned) throw new PaymentError('Give the shopper a reason for the rejection.', 'BAD_USER_INPUT');
  return inTransaction(ctx.db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.shopId, ctx.shop.id), eq(payments.id, paymentId))).for('update');
    if (!payment) throw new PaymentError('Payment not found.', 'NOT_FOUND');
    const rejected = await transitionPayment(tx, payment, { type: 'reject' }, { failureReason: cleaned });
    if (!rejected) throw new PaymentError(`A ${payment.status} payment cannot be rejected.`, 'CONFLICT');
    const order = await orderById(tx, ctx.shop.id, payment.orderId);
    if (!order) throw new PaymentError('Order not found.', 'NOT_FOUND');
    // A rejected proof gives the shopper the full time limit again to send a correct one.
    await tx.update(orders).set({ expiresAt: sql`GREATEST(${orders.expiresAt}, now() + interval '24 hours')` })
      .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id)));
    await recordOrderEvent(tx, order, 'payment_rejected', actor, { paymentId, reason: cleaned });
    await enqueuePaymentRejectedEmail(tx, ctx, order, paymentId, cleaned, rejected.updatedAt.getTime());
    return { order, payment: rejected };
  });
}
