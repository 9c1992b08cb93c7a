import type { Db } from '../../../db/database.server';
import { badInput, conflict, unavailable } from '../../../errors.server';
import { isWallet, WALLET_NAMES } from '../../../../domain/payments/payment-method';
import { gatewayChannelOf, type GatewayMethod, type PaymentProvider, type StartPaymentRequest, type StartPaymentResult } from '../payment-provider';
import type { XenditAccount, XenditApi } from './xendit-api.server';
import { isXenditWallet } from './xendit-ewallet';
import { walletAsksByPhone, walletMobileNumber } from '../../../../domain/payments/wallet-phone';
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
 * Xendit for one payment method. Virtual accounts, QRIS and e-wallets through its Payment
 * Request API: the answer carries the account number or QR string the order page shows, the
 * wallet's page to approve on, or OVO's notice that it asks in its app; the payment request's
 * id is the reference. Cards through an invoice, Xendit's hosted page, so that no card number
 * reaches the shop; the invoice's id is the reference.
 */
export class XenditProvider implements PaymentProvider {
  readonly name = XENDIT_PROVIDER;

  constructor(readonly method: GatewayMethod, private readonly api: XenditApi, private readonly accounts: XenditAccounts) {}

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    const account = await this.accounts(db, request.shopId);
    if (!account) throw conflict('error.payment.methodUnavailable');
    const channel = gatewayChannelOf(this.method, request.channel);
    if (channel === 'card') return this.startCard(account, request);
    if (isWallet(channel) && !isXenditWallet(channel)) throw badInput('error.payment.walletRequired', {}, 'wallet');
    // OVO asks the shopper's own number in its app: a number it cannot use is said before Xendit is asked.
    const mobileNumber = walletAsksByPhone(channel) ? walletMobileNumber(request.payerPhone) : null;
    if (walletAsksByPhone(channel) && !mobileNumber) throw badInput('error.payment.walletPhone', { wallet: WALLET_NAMES[channel] }, 'wallet');
    let answer;
    try {
      answer = await this.api.create(account, {
        referenceId: request.paymentId, amount: request.amount, channel, customerName: request.payerName, description: request.description, expiresAt: request.payBy,
        returnUrl: request.returnUrl, mobileNumber,
      });
    } catch (error) {
      throw unavailable('error.payment.providerUnavailable', error);
    }
    const read = readPaymentRequest(channel, answer);
    if (!read.ok) throw unavailable('error.payment.providerUnavailable', new Error(read.reason));
    return { providerRef: answer.id, redirectUrl: read.redirectUrl, ...(read.instructions ? { instructions: read.instructions } : {}), expiresAt: read.expiresAt ?? request.payBy };
  }

  /** A card-only invoice up to the payment's deadline; the shopper pays on its page and comes back to the order. */
  private async startCard(account: XenditAccount, request: StartPaymentRequest): Promise<StartPaymentResult> {
    let invoice;
    try {
      invoice = await this.api.invoices.create(account, {
        externalId: request.paymentId, amount: request.amount, description: request.description, returnUrl: request.returnUrl, payBy: request.payBy,
      });
    } catch (error) {
      throw unavailable('error.payment.providerUnavailable', error);
    }
    if (!invoice.invoiceUrl || invoice.status !== 'PENDING') {
      throw unavailable('error.payment.providerUnavailable', new Error(`invoice answered ${invoice.status} without a page to pay on`));
    }
    return { providerRef: invoice.id, redirectUrl: invoice.invoiceUrl, expiresAt: invoice.expiresAt ?? request.payBy };
  }
}
