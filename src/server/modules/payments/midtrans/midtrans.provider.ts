import type { Db } from '../../../db/database.server';
import { conflict, unavailable } from '../../../errors.server';
import type { PaymentMethodName } from '../../../../domain/payments/payment-method';
import { gatewayChannelOf, type PaymentProvider, type StartPaymentRequest, type StartPaymentResult } from '../payment-provider';
import type { MidtransApi, MidtransAccount } from './midtrans-api.server';
import { readCharge } from './midtrans-charge';

export const MIDTRANS_PROVIDER = 'midtrans';

/** Where a shop's Midtrans account comes from (its settings), kept out of this module. */
export type MidtransAccounts = (db: Db, shopId: string) => Promise<MidtransAccount | null>;

/**
 * Midtrans' Core API for one payment method: a virtual account at the bank the shopper chose,
 * or a QRIS code. Nothing is hosted: the charge answers the account number or QR string, which
 * the order page shows. The Midtrans order id is the payment's own id.
 */
export class MidtransProvider implements PaymentProvider {
  readonly name = MIDTRANS_PROVIDER;

  constructor(readonly method: Extract<PaymentMethodName, 'virtual_account' | 'qris'>, private readonly api: MidtransApi, private readonly accounts: MidtransAccounts) {}

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    const account = await this.accounts(db, request.shopId);
    if (!account) throw conflict('error.payment.methodUnavailable');
    const channel = gatewayChannelOf(this.method, request.channel);
    let answer: Record<string, unknown>;
    try {
      answer = await this.api.charge(account, { orderId: request.paymentId, amount: request.amount, channel, expiresAt: request.payBy, now: new Date() }, request.notifyUrl);
    } catch (error) {
      throw unavailable('error.payment.providerUnavailable', error);
    }
    const read = readCharge(channel, answer);
    if (!read.ok) throw unavailable('error.payment.providerUnavailable', new Error(read.reason));
    return { providerRef: request.paymentId, redirectUrl: null, instructions: read.instructions, expiresAt: read.expiresAt ?? request.payBy };
  }
}
