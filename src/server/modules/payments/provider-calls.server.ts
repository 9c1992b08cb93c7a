// Provider calls queued in the outbox (retireAtProvider in payment.service.ts), made once the
// transaction that decided them has committed.
import type { Db } from '../../db/database.server';
import { PermanentDeliveryFailure, type OutboxHandlers } from '../outbox';
import { flagPayment, paymentById } from './payment.service';
import type { MidtransAccount, MidtransApi } from './midtrans/midtrans-api.server';
import { MIDTRANS_PROVIDER } from './midtrans/midtrans.provider';

/**
 * The shop's Midtrans account whether or not Midtrans is switched on now: a transaction
 * started while it was on is still closed with the keys that started it.
 */
export type MidtransAccountOfShop = (db: Db, shopId: string) => Promise<MidtransAccount | null>;

export function createProviderCallHandler(deps: { db: Db; midtrans: MidtransApi; midtransAccount: MidtransAccountOfShop }): NonNullable<OutboxHandlers['providerCall']> {
  return async (call) => {
    if (call.provider !== MIDTRANS_PROVIDER || call.action !== 'expire') throw new PermanentDeliveryFailure(`no such provider call: ${call.provider} ${call.action}`);
    try {
      const account = await deps.midtransAccount(deps.db, call.shopId);
      if (!account) throw new PermanentDeliveryFailure('the shop has no Midtrans keys any more');
      await deps.midtrans.expire(account, call.paymentId);
    } catch (error) {
      // Given up: the account may still take money, so the owner is asked to close it by hand.
      if (call.lastTry || error instanceof PermanentDeliveryFailure) {
        const payment = await paymentById(deps.db, call.shopId, call.paymentId);
        if (payment && !payment.attention) await flagPayment(deps.db, payment, 'expire_failed');
      }
      throw error;
    }
  };
}
