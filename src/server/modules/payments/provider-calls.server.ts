// Provider calls queued in the outbox (retireAtProvider in payment.service.ts, refundThroughGateways
// in payment-refund.service.ts), made once the transaction that decided them has committed.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.server';
import { recordOrderEvent } from '../orders';
import { PermanentDeliveryFailure, type OutboxHandlers, type ProviderCall } from '../outbox';
import { flagPayment, paymentById, type PaymentRecord } from './payment.service';
import { MidtransRefundRefused, type MidtransAccount, type MidtransApi } from './midtrans/midtrans-api.server';
import { MIDTRANS_PROVIDER } from './midtrans/midtrans.provider';
import { XenditRefundRefused, type XenditAccount, type XenditApi } from './xendit/xendit-api.server';
import { XENDIT_PROVIDER } from './xendit/xendit.provider';
import { payments } from './payments.tables';

/**
 * A shop's gateway account whether or not the gateway is switched on now: a transaction
 * started while it was on is still closed, or refunded, with the keys that started it.
 */
export type MidtransAccountOfShop = (db: Db, shopId: string) => Promise<MidtransAccount | null>;
export type XenditAccountOfShop = (db: Db, shopId: string) => Promise<XenditAccount | null>;

export interface ProviderCallDeps {
  db: Db;
  midtrans: MidtransApi;
  midtransAccount: MidtransAccountOfShop;
  xendit: XenditApi;
  xenditAccount: XenditAccountOfShop;
}

/** Why the owner must act when a call never went through: the account still open, or the money not given back. */
const GIVEN_UP: Readonly<Record<string, string>> = { expire: 'expire_failed', refund: 'refund_failed' };

/** What the shopper's statement says a refund was for. */
const REFUND_REASON = 'Refund by the shop';

export function createProviderCallHandler(deps: ProviderCallDeps): NonNullable<OutboxHandlers['providerCall']> {
  const midtransAccount = async (shopId: string) => {
    const account = await deps.midtransAccount(deps.db, shopId);
    if (!account) throw new PermanentDeliveryFailure('the shop has no Midtrans keys any more');
    return account;
  };
  const xenditAccount = async (shopId: string) => {
    const account = await deps.xenditAccount(deps.db, shopId);
    if (!account) throw new PermanentDeliveryFailure('the shop has no Xendit key any more');
    return account;
  };

  const expire = async (call: ProviderCall & { shopId: string }, payment: PaymentRecord) => {
    if (call.provider === MIDTRANS_PROVIDER) await deps.midtrans.expire(await midtransAccount(call.shopId), call.paymentId);
    // Xendit knows the payment by its payment request's id, or a card's by its invoice's, kept on the payment.
    else if (payment.providerRef && payment.method === 'card') await deps.xendit.invoices.expire(await xenditAccount(call.shopId), payment.providerRef);
    else if (payment.providerRef) await deps.xendit.expire(await xenditAccount(call.shopId), payment.providerRef);
  };

  const refund = async (call: ProviderCall & { shopId: string }, payment: PaymentRecord) => {
    const amount = call.amount;
    const refundKey = call.refundKey;
    if (!amount || !refundKey || !payment.providerRef) throw new PermanentDeliveryFailure('a refund without its amount, key or payment reference');
    try {
      if (call.provider === MIDTRANS_PROVIDER) {
        await deps.midtrans.refund(await midtransAccount(call.shopId), payment.providerRef, { refundKey, amount, reason: REFUND_REASON });
      } else {
        const of = payment.method === 'card' ? { invoiceId: payment.providerRef } : { paymentRequestId: payment.providerRef };
        await deps.xendit.refund(await xenditAccount(call.shopId), of, { refundKey, amount });
      }
    } catch (error) {
      // Refused for good (the method or the transaction's state does not allow it): no retry helps.
      if (error instanceof MidtransRefundRefused || error instanceof XenditRefundRefused) throw new PermanentDeliveryFailure(error.message);
      throw error;
    }
    await recordOrderEvent(deps.db, { shopId: call.shopId, id: payment.orderId }, 'payment_refunded_at_gateway', `provider:${call.provider}`, { paymentId: payment.id, amount, gateway: call.provider });
  };

  return async (call) => {
    const action = call.action === 'expire' ? expire : call.action === 'refund' ? refund : null;
    if (!action || (call.provider !== MIDTRANS_PROVIDER && call.provider !== XENDIT_PROVIDER)) {
      throw new PermanentDeliveryFailure(`no such provider call: ${call.provider} ${call.action}`);
    }
    try {
      const payment = await paymentById(deps.db, call.shopId, call.paymentId);
      if (!payment) throw new PermanentDeliveryFailure('the payment is gone');
      await action(call, payment);
    } catch (error) {
      // Given up: the owner is asked to finish it in the gateway's dashboard.
      if (call.lastTry || error instanceof PermanentDeliveryFailure) {
        const payment = await paymentById(deps.db, call.shopId, call.paymentId);
        if (payment && call.action === 'refund') await recordRefundNotMade(deps.db, payment, { amount: call.amount ?? 0, gateway: call.provider });
        else if (payment && !payment.attention) await flagPayment(deps.db, payment, GIVEN_UP[call.action]!);
      }
      throw error;
    }
  };
}

/**
 * A refund the gateway did not make (refused, given up on, or failed there later): the payment is
 * flagged `refund_failed` unless already flagged for something else, and the order says how much
 * is owed by hand whatever the payment was flagged for.
 */
export async function recordRefundNotMade(db: Db, payment: PaymentRecord, refund: { amount: number; gateway: string }): Promise<void> {
  await db.update(payments).set({ refundNotMade: sql`${payments.refundNotMade} + ${refund.amount}`, updatedAt: sql`now()` })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
  if (!payment.attention) await flagPayment(db, payment, GIVEN_UP.refund!);
  await recordOrderEvent(db, { shopId: payment.shopId, id: payment.orderId }, 'payment_refund_failed', `provider:${refund.gateway}`, { paymentId: payment.id, amount: refund.amount, gateway: refund.gateway });
}
