// Provider calls queued in the outbox (retireAtProvider in payment.service.ts), made once the
// transaction that decided them has committed.
import type { Db } from '../../db/database.server';
import { PermanentDeliveryFailure, type OutboxHandlers } from '../outbox';
import { flagPayment, paymentById } from './payment.service';
import type { MidtransAccount, MidtransApi } from './midtrans/midtrans-api.server';
import { MIDTRANS_PROVIDER } from './midtrans/midtrans.provider';
import type { XenditAccount, XenditApi } from './xendit/xendit-api.server';
import { XENDIT_PROVIDER } from './xendit/xendit.provider';

/**
 * A shop's gateway account whether or not the gateway is switched on now: a transaction
 * started while it was on is still closed with the keys that started it.
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

export function createProviderCallHandler(deps: ProviderCallDeps): NonNullable<OutboxHandlers['providerCall']> {
  const expire = async (provider: string, shopId: string, paymentId: string) => {
    if (provider === MIDTRANS_PROVIDER) {
      const account = await deps.midtransAccount(deps.db, shopId);
      if (!account) throw new PermanentDeliveryFailure('the shop has no Midtrans keys any more');
      await deps.midtrans.expire(account, paymentId);
      return;
    }
    if (provider === XENDIT_PROVIDER) {
      const account = await deps.xenditAccount(deps.db, shopId);
      if (!account) throw new PermanentDeliveryFailure('the shop has no Xendit key any more');
      // Xendit knows the payment by its payment request's id, kept on the payment.
      const payment = await paymentById(deps.db, shopId, paymentId);
      if (!payment?.providerRef) return;
      await deps.xendit.expire(account, payment.providerRef);
      return;
    }
    throw new PermanentDeliveryFailure(`no such provider call: ${provider} expire`);
  };
  return async (call) => {
    if (call.action !== 'expire') throw new PermanentDeliveryFailure(`no such provider call: ${call.provider} ${call.action}`);
    try {
      await expire(call.provider, call.shopId, call.paymentId);
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
