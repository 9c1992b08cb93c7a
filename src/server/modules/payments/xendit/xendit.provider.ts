import type { Db } from '../../../db/database.server';
import { conflict, unavailable } from '../../../errors.server';
import type { PaymentMethodName } from '../../../../domain/payments/payment-method';
import { gatewayChannelOf, type PaymentProvider, type StartPaymentRequest, type StartPaymentResult } from '../payment-provider';
import type { XenditAccount, XenditApi } from './xendit-api.server';
import { readPaymentRequest } from './xendit-payment-request';

export const XENDIT_PROVIDER = 'xendit';
/**
 * Where Xendit sends a shop's callbacks: set once per account in its dashboard (Settings ›
 * Webhooks), not per payment, so each shop's own address is shown to its owner to paste there.
 */
export const XENDIT_NOTIFY_PATH = `/_/payments/${XENDIT_PROVIDER}/notify`;

/** Where a shop's Xendit account comes from (its settings), kept out of this module. */
export type XenditAccounts = (db: Db, shopId: string) => Promise<XenditAccount | null>;

/**
 * Xendit's Payment Request API for one payment method: a one-time virtual account of the exact
 * amount at the bank the shopper chose, or a one-time QRIS code. The answer carries the account
 * number or QR string, which the order page shows; the payment request's id is the reference.
 */
export class XenditProvider implements PaymentProvider {
  readonly name = XENDIT_PROVIDER;

  constructor(readonly method: Extract<PaymentMethodName, 'virtual_account' | 'qris'>, private readonly api: XenditApi, private readonly accounts: XenditAccounts) {}

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    const account = await this.accounts(db, request.shopId);
    if (!account) throw conflict('error.payment.methodUnavailable');
    const channel = gatewayChannelOf(this.method, request.channel);
    let answer;
    try {
      answer = await this.api.create(account, {
        referenceId: request.paymentId, amount: request.amount, channel, customerName: request.payerName, description: request.description, expiresAt: request.payBy,
      });
    } catch (error) {
      throw unavailable('error.payment.providerUnavailable', error);
    }
    const read = readPaymentRequest(channel, answer);
    if (!read.ok) throw unavailable('error.payment.providerUnavailable', new Error(read.reason));
    return { providerRef: answer.id, redirectUrl: null, instructions: read.instructions, expiresAt: read.expiresAt ?? request.payBy };
  }
}
