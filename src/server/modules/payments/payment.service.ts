import type DataLoader from 'dataloader';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { acceptsPayment } from '../../../domain/orders/order-status';
import { gatewayDeadline, GATEWAY_REUSE_MARGIN_MS } from '../../../domain/payments/gateway-deadline';
import { isVirtualAccountBank, WALLET_NAMES, walletsOf, type PaymentMethodName } from '../../../domain/payments/payment-method';
import { walletAsksByPhone, walletMobileNumber } from '../../../domain/payments/wallet-phone';
import { nextPaymentStatus, type PaymentEvent, type PaymentStatus } from '../../../domain/payments/payment-status';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { rowFromJson, rowJsonSql } from '../../db/row-json.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, conflict, notFound } from '../../errors.server';
import { newId } from '../../ids.server';
import { canAccessOrder, orderById, perOrderLoader, recordOrderEvent, setOrderPaymentMethod, type OrderCompanion, type OrderRecord } from '../orders';
import { enqueueProviderCall } from '../outbox';
import { assertClientKey } from '../platform';
import { MIDTRANS_PROVIDER } from './midtrans/midtrans.provider';
import { XENDIT_PROVIDER } from './xendit/xendit.provider';
import { enqueueProofUploadedOwnerEmail } from './payment-emails.server';
import { providerNameFor, type PaymentRegistry } from './payment-registry.server';
import { paymentNotifications, payments } from './payments.tables';

export type PaymentRecord = typeof payments.$inferSelect;

export function paymentsOfOrder(db: Db, shopId: string, orderId: string): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId))).orderBy(desc(payments.createdAt), desc(payments.id));
}

export function orderPaymentsLoader(ctx: RequestContext): DataLoader<string, PaymentRecord[]> {
  return perOrderLoader(ctx, 'payments', (ids) => ctx.db.select().from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), inArray(payments.orderId, ids))).orderBy(desc(payments.createdAt), desc(payments.id)));
}

const paymentColumns = getTableColumns(payments);

/** An order's payments, newest first, read with the order by its page's statement (docs/decisions/0057). */
export const paymentsWithOrder: OrderCompanion = {
  key: 'paymentsJson',
  column: (order) => sql`(SELECT coalesce(json_agg(${rowJsonSql(paymentColumns, 'pay')} ORDER BY pay.created_at DESC, pay.id DESC), '[]'::json)
    FROM ${payments} pay WHERE pay.shop_id = ${order.shopId} AND pay.order_id = ${order.id})`,
  prime: (ctx, orderId, value) => {
    orderPaymentsLoader(ctx).prime(orderId, (value as Array<Record<string, unknown>>).map((json) => rowFromJson<PaymentRecord>(paymentColumns, json)));
  },
};

export async function paymentById(db: Db, shopId: string, id: string, options: { lock?: boolean } = {}): Promise<PaymentRecord | null> {
  const query = db.select().from(payments).where(and(eq(payments.shopId, shopId), eq(payments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The payment a provider knows by its own reference, locked for the caller's transaction. */
export async function paymentByProviderRef(tx: Db, shopId: string, provider: string, providerRef: string, options: { orderId?: string; lock?: boolean } = {}): Promise<PaymentRecord | null> {
  const conditions = [eq(payments.shopId, shopId), eq(payments.provider, provider), eq(payments.providerRef, providerRef)];
  if (options.orderId) conditions.push(eq(payments.orderId, options.orderId));
  const query = tx.select().from(payments).where(and(...conditions));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** What the next payment of the order must be: the first payment, then whatever is left. */
export function amountDueNow(order: OrderRecord): number {
  if (!acceptsPayment(order.status)) return 0;
  return order.paidAmount === 0 ? order.firstPaymentAmount : order.total - order.paidAmount;
}

/** Moves a payment by the state machine, only from the status it was read in. */
export async function transitionPayment(tx: Db, payment: PaymentRecord, event: PaymentEvent, changes: Partial<PaymentRecord> = {}): Promise<PaymentRecord | null> {
  const to: PaymentStatus | null = nextPaymentStatus(payment.status, event);
  if (!to) return null;
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  return row ?? null;
}

/** The first payment of a new order, waiting for the shopper (placing an order). */
export async function createPendingPayment(
  tx: Db, order: OrderRecord, method: PaymentMethodName, clientKey: string, channel: string | null = null, gateway: string | null = null,
): Promise<PaymentRecord> {
  const [row] = await tx.insert(payments).values({
    shopId: order.shopId, id: newId(), orderId: order.id, method, provider: providerNameFor(method, gateway),
    purpose: 'first', amount: order.firstPaymentAmount, status: 'pending', clientKey, channel: channelFor(method, channel, gateway),
  }).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** An order closed without taking money: its open payments can no longer be paid. */
export async function cancelOpenPayments(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>): Promise<void> {
  const closed = await tx.update(payments).set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id), inArray(payments.status, ['pending', 'rejected'])))
    .returning();
  for (const payment of closed) await retireAtProvider(tx, payment);
}

/**
 * A gateway's account number or code the shop no longer takes money through is closed at the
 * gateway too, once this transaction commits (through the outbox, retried), so the shopper
 * cannot pay into it by mistake. Money that still arrives first is flagged, never lost.
 */
async function retireAtProvider(tx: Db, payment: PaymentRecord): Promise<void> {
  if (!GATEWAYS.has(payment.provider) || !payment.providerRef) return;
  await enqueueProviderCall(tx, {
    shopId: payment.shopId, dedupeKey: `provider:${payment.provider}:expire:${payment.id}`,
    call: { provider: payment.provider, action: 'expire', paymentId: payment.id },
  });
}

/** Gateways whose accounts and codes stay open at the gateway until they are closed there. */
const GATEWAYS: ReadonlySet<string> = new Set([MIDTRANS_PROVIDER, XENDIT_PROVIDER]);

/** An order was refunded: every payment that took money is recorded as given back. */
export async function markPaymentsRefunded(tx: Db, order: Pick<OrderRecord, 'shopId' | 'id'>): Promise<void> {
  await tx.update(payments).set({ status: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
}

/** Orders (of those given) whose proof of payment waits for the owner, as `shopId\u0000orderId`. */
export async function ordersAwaitingProofReview(db: Db, orders: ReadonlyArray<{ shopId: string; id: string }>): Promise<Set<string>> {
  const byShop = new Map<string, string[]>();
  for (const order of orders) byShop.set(order.shopId, [...(byShop.get(order.shopId) ?? []), order.id]);
  const waiting = new Set<string>();
  // One query per shop, so each uses the (shop, order) index.
  for (const [shopId, ids] of byShop) {
    const rows = await db.select({ orderId: payments.orderId }).from(payments)
      .where(and(eq(payments.shopId, shopId), inArray(payments.orderId, ids), eq(payments.status, 'submitted')));
    for (const row of rows) waiting.add(`${shopId}\u0000${row.orderId}`);
  }
  return waiting;
}

/**
 * Records a provider's notification by its event id inside the caller's transaction; false when
 * it was applied before (a repeat takes effect once).
 */
export async function recordProviderNotification(tx: Db, notification: { provider: string; eventId: string; paymentRef: string; status: string }): Promise<boolean> {
  const inserted = await tx.insert(paymentNotifications).values(notification).onConflictDoNothing().returning({ eventId: paymentNotifications.eventId });
  return inserted.length > 0;
}

/** Methods whose open payment is shown again rather than replaced; a card or wallet session is made anew. */
const REUSED_METHODS: ReadonlySet<PaymentMethodName> = new Set(['bank_transfer', 'virtual_account', 'qris']);
/**
 * An open payment that may be shown again as it is: same method, bank, amount and provider (not
 * one of a gateway the shop has since left), and not about to run out.
 */
function reusableFor(p: PaymentRecord, input: { method: PaymentMethodName; channel: string | null; amount: number; purpose: string; provider: string }, now: number): boolean {
  return p.status === 'pending' && p.purpose === input.purpose && p.method === input.method && p.channel === input.channel && p.amount === input.amount
    && p.provider === input.provider
    && REUSED_METHODS.has(p.method) && (p.expiresAt === null || p.expiresAt.getTime() > now + GATEWAY_REUSE_MARGIN_MS);
}

/**
 * A virtual account keeps its bank and a gateway's wallet payment its wallet (QRIS names itself);
 * the other methods, and the sandbox wallet, have no channel.
 */
export function channelFor(method: PaymentMethodName, channel: string | null | undefined, gateway: string | null): string | null {
  if (method === 'qris') return 'qris';
  if (method === 'wallet') {
    const wallets = walletsOf(gateway);
    if (wallets.length === 0) return null;
    if (!channel || !(wallets as readonly string[]).includes(channel)) throw badInput('error.payment.walletRequired', {}, 'wallet');
    return channel;
  }
  if (method !== 'virtual_account') return null;
  if (!channel || !isVirtualAccountBank(channel)) throw badInput('error.payment.bankRequired', {}, 'bank');
  return channel;
}

/**
 * A wallet that asks in its app (OVO) asks the buyer's own number (the order's contact phone, not
 * a gift's recipient), which must be an Indonesian mobile number; refused, with what to do, before
 * anything is written. `field`: where the shopper can act on it.
 */
export function assertWalletCanAsk(wallet: string | null, phone: string, field: 'phone' | 'wallet'): void {
  if (walletAsksByPhone(wallet) && !walletMobileNumber(phone)) throw badInput('error.payment.walletPhone', { wallet: WALLET_NAMES[wallet] }, field);
}

/** The owner handled what the flag asked for: it is taken off, once. Null when there was none. */
export async function clearPaymentAttention(tx: Db, payment: PaymentRecord): Promise<PaymentRecord | null> {
  // Handled means settled: a dashboard refund no refund on the order accounted for was a goodwill
  // one, and a refund the gateway never made was given back by hand. Neither may shorten a later refund.
  const [row] = await tx.update(payments).set({ attention: null, refundedElsewhere: 0, refundNotMade: 0, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), sql`${payments.attention} IS NOT NULL`))
    .returning();
  return row ?? null;
}

/** Money the provider settled that the shop could not count as asked: the owner must look at it. */
export async function flagPayment(tx: Db, payment: PaymentRecord, attention: string, changes: Partial<PaymentRecord> = {}): Promise<void> {
  await tx.update(payments).set({ ...changes, attention, updatedAt: sql`now()` }).where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
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
export async function startPayment(ctx: RequestContext, registry: PaymentRegistry, input: { orderId: string; clientKey: string; method: PaymentMethodName; channel?: string | null }): Promise<StartPaymentOutcome> {
  assertClientKey(input.clientKey);
  if (!(await canAccessOrder(ctx, input.orderId))) throw notFound('error.order.notFound');
  const provider = await registry.providerFor(ctx.db, ctx.shop.id, input.method);
  const channel = channelFor(input.method, input.channel, GATEWAYS.has(provider.name) ? provider.name : null);
  let payment = await inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, input.orderId, { lock: true });
    if (!order) throw notFound('error.order.notFound');
    const existing = await paymentsOfOrder(tx, ctx.shop.id, order.id);
    const sameKey = existing.find((p) => p.clientKey === input.clientKey);
    if (sameKey) return sameKey;
    // Said before anything changes: the open payment stays open for a number the wallet cannot ask.
    assertWalletCanAsk(channel, order.phone, 'wallet');
    const due = amountDueNow(order);
    if (due <= 0) throw conflict('error.payment.nothingDue');
    if (existing.some((p) => p.status === 'submitted')) throw conflict('error.payment.proofUnderReview');
    const purpose = order.paidAmount === 0 ? 'first' as const : 'balance' as const;
    // A transfer, virtual account or QR code still open for the same amount is the same one:
    // asking again (a reload, a second device) shows the number already given, not a new one.
    const reusable = existing.find((p) => reusableFor(p, { method: input.method, channel, amount: due, purpose, provider: provider.name }, Date.now()));
    // Other open attempts of the same purpose are superseded: another method or bank, or a
    // gateway's number that ran out or was for another amount.
    const superseded = existing.filter((p) => p.status === 'pending' && p.purpose === purpose && p !== reusable
      && (p.method !== input.method || p.channel !== channel || GATEWAYS.has(p.provider)));
    for (const open of superseded) {
      await transitionPayment(tx, open, { type: 'cancel' });
      await retireAtProvider(tx, open);
    }
    if (reusable) return reusable;
    const [row] = await tx.insert(payments).values({
      shopId: ctx.shop.id, id: newId(), orderId: order.id, method: input.method, provider: provider.name,
      purpose, amount: due, status: 'pending', clientKey: input.clientKey, channel,
    }).returning();
    if (!row) throw new Error('payment insert returned nothing');
    if (order.paymentMethod !== input.method && order.paidAmount === 0) await setOrderPaymentMethod(tx, order, input.method);
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
  const provider = registry.named(payment.provider, payment.method);
  const returnUrl = `${ctx.origin}/checkout/${provider.name}/${order.id}`;
  const started = await provider.start(ctx.db, {
    shopId: ctx.shop.id,
    paymentId: payment.id,
    orderId: order.id,
    amount: payment.amount,
    currency: order.currency,
    description: `${ctx.shop.name} #${order.number}`,
    payerName: order.shippingAddress.name,
    payerPhone: order.phone,
    returnUrl,
    notifyUrl: `${ctx.origin}/_/payments/${provider.name}/notify`,
    channel: payment.channel,
    payBy: gatewayDeadline(payment.purpose, order.expiresAt, Date.now()),
  });
  // Only onto a payment still open: one closed while the provider answered keeps no live session.
  const [row] = await ctx.db.update(payments)
    .set({
      providerRef: started.providerRef, redirectUrl: started.redirectUrl, instructions: started.instructions ?? null,
      expiresAt: started.expiresAt ?? null, updatedAt: sql`now()`,
    })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), eq(payments.status, 'pending'), sql`${payments.providerRef} IS NULL`))
    .returning();
  if (row) return row;
  // Closed meanwhile (another bank, the order cancelled or expired): what the provider just opened
  // is kept on the payment, so money paid into it before it closes is found and flagged, and it is
  // closed at the provider too, in the same transaction (the outbox reads the reference from the row).
  const closed = await inTransaction(ctx.db, async (tx) => {
    const [kept] = await tx.update(payments).set({ providerRef: started.providerRef, updatedAt: sql`now()` })
      .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), inArray(payments.status, ['cancelled', 'expired', 'failed', 'declined']), sql`${payments.providerRef} IS NULL`))
      .returning();
    if (kept) await retireAtProvider(tx, kept);
    return kept ?? null;
  });
  return closed ?? (await paymentById(ctx.db, payment.shopId, payment.id)) ?? payment;
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
  assertClientKey(proof.clientKey);
  if (!(await canAccessOrder(ctx, proof.orderId))) throw notFound('error.order.notFound');
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, proof.orderId, { lock: true });
    if (!order) throw notFound('error.order.notFound');
    const existing = await paymentsOfOrder(tx, ctx.shop.id, order.id);
    const already = existing.find((p) => p.clientKey === proof.clientKey && p.status === 'submitted');
    if (already) return { order, payment: already };
    const sameProof = existing.find((p) => p.status === 'submitted' && p.proof?.imageId === proof.imageId);
    if (sameProof) return { order, payment: sameProof };
    if (existing.some((p) => p.status === 'submitted')) throw conflict('error.payment.earlierProofUnderReview');
    const due = amountDueNow(order);
    if (due <= 0) throw conflict('error.payment.nothingDue');
    const purpose = order.paidAmount === 0 ? 'first' as const : 'balance' as const;
    let open = existing.find((p) => p.method === 'bank_transfer' && p.purpose === purpose && (p.status === 'pending' || p.status === 'rejected') && p.amount === due);
    if (!open) {
      for (const other of existing.filter((p) => p.status === 'pending')) {
        await transitionPayment(tx, other, { type: 'cancel' });
        await retireAtProvider(tx, other);
      }
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
    if (!submitted) throw conflict('error.payment.cannotConfirm');
    await recordOrderEvent(tx, order, 'payment_proof_submitted', 'shopper', { paymentId: submitted.id, amount: proof.amount });
    // The owner is told in the same transaction: no notice for a proof that was not kept.
    await enqueueProofUploadedOwnerEmail(tx, ctx, order, submitted);
    return { order, payment: submitted };
  });
}
