import type { Db } from '../../../db/database.server';
import { badInput, conflict, unavailable } from '../../../errors.server';
import { gatewayChannelOf, type GatewayMethod, type PaymentProvider, type StartPaymentRequest, type StartPaymentResult } from '../payment-provider';
import type { MidtransApi, MidtransAccount } from './midtrans-api.server';
import { readCharge } from './midtrans-charge';
import { isSnapChannel, readSnapAnswer, type SnapChannel } from './midtrans-snap';
import { isWallet } from '../../../../domain/payments/payment-method';

export const MIDTRANS_PROVIDER = 'midtrans';

/** Where a shop's Midtrans account comes from (its settings), kept out of this module. */
export type MidtransAccounts = (db: Db, shopId: string) => Promise<MidtransAccount | null>;

/**
 * Midtrans for one payment method. Virtual accounts and QRIS go through the Core API: nothing is
 * hosted, the charge answers the account number or QR string, which the order page shows. Cards,
 * GoPay and ShopeePay go through Snap, Midtrans' own page, which asks for the card behind 3-D
 * Secure, or shows the wallet's QR code on a computer and opens its app on a phone. Either way
 * the Midtrans order id is the payment's own id, and only the notification, re-checked with the
 * status API, decides.
 */
export class MidtransProvider implements PaymentProvider {
  readonly name = MIDTRANS_PROVIDER;

  constructor(readonly method: GatewayMethod, private readonly api: MidtransApi, private readonly accounts: MidtransAccounts) {}

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    const account = await this.accounts(db, request.shopId);
    if (!account) throw conflict('error.payment.methodUnavailable');
    const channel = gatewayChannelOf(this.method, request.channel);
    if (isSnapChannel(channel)) return this.startOnSnap(account, channel, request);
    if (isWallet(channel)) throw badInput('error.payment.walletRequired', {}, 'wallet');
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

  private async startOnSnap(account: MidtransAccount, channel: SnapChannel, request: StartPaymentRequest): Promise<StartPaymentResult> {
    let answer: Record<string, unknown>;
    try {
      answer = await this.api.snap(account, { orderId: request.paymentId, amount: request.amount, channel, returnUrl: request.returnUrl, expiresAt: request.payBy, now: new Date() }, request.notifyUrl);
    } catch (error) {
      throw unavailable('error.payment.providerUnavailable', error);
    }
    const read = readSnapAnswer(answer);
    if (!read.ok) throw unavailable('error.payment.providerUnavailable', new Error(read.reason));
    return { providerRef: request.paymentId, redirectUrl: read.redirectUrl, expiresAt: request.payBy };
  }
}
