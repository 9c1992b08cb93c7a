import { randomBytes } from 'node:crypto';
import { Configuration, PaymentMethod as PaymentMethodClient, PaymentRequest as PaymentRequestClient, Refund as RefundClient } from 'xendit-node';
import { call, REFUND_LATER, XenditCallError, type AnswerBody, type XenditAccount } from './xendit-call.server';
import { XenditInvoices } from './xendit-invoice-api.server';
import { paymentRequestParameters, type PaymentRequestInput, type XenditPaymentRequest } from './xendit-payment-request';
import { readRefund, type XenditRefund } from './xendit-refund';

export type { XenditAccount };

export { XenditCallError } from './xendit-call.server';


/** Xendit's own host; XENDIT_API_BASE_URL replaces it (a local simulator in tests). */
const XENDIT_HOST = 'https://api.xendit.co';
/** Gives up on Xendit after this long: a shopper is waiting on the other end. */
const TIMEOUT_MS = 15_000;

/** Xendit answered that this refund cannot be made (the channel or state does not allow it): trying again will not help. */
export class XenditRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XenditRefundRefused';
  }
}

/** What a refund gives back: a payment request (QRIS, e-wallet) or an invoice (a card paid on Xendit's page). */
export type XenditRefundOf = { paymentRequestId: string } | { invoiceId: string };

export type XenditConnectionCheck = { ok: true } | { ok: false; problem: 'unauthorized' | 'unreachable' } | { ok: false; problem: 'unexpected'; httpStatus: number };

type ClientOptions = { secretKey: string; xenditURL?: string };

/**
 * Calls Xendit's Payment Request, Payment Method, Invoice and Refund APIs through the official
 * client, one client per call since the key is the shop's. The client has no timeout setting,
 * so its configuration is replaced by one whose fetch gives up after TIMEOUT_MS.
 */
export class XenditApi {
  private readonly basePath: string;
  private readonly timeoutMs: number;
  /** Cards, through Xendit's hosted invoice page. */
  readonly invoices: XenditInvoices;

  constructor(baseUrl: string | undefined, options: { timeoutMs?: number } = {}) {
    this.basePath = (baseUrl ?? XENDIT_HOST).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    this.invoices = new XenditInvoices(this);
  }

  /** One of xendit-node's clients for the account; `answer` keeps the body of each answer it reads. */
  client<T extends object>(Client: new (options: ClientOptions) => T, account: XenditAccount, answer?: AnswerBody): T {
    const timeoutMs = this.timeoutMs;
    const configuration = new Configuration({
      basePath: this.basePath,
      fetchApi: async (url, init) => {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        if (answer) answer.body = await response.clone().json().then((body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : null), () => null);
        return response;
      },
    });
    const client = new Client({ secretKey: account.secretKey, xenditURL: this.basePath });
    (client as unknown as { configuration: Configuration }).configuration = configuration;
    return client;
  }

  /**
   * POST /payment_requests; the payment's id as idempotency key, so a retry never opens a second
   * one. Xendit refuses a key used before (409) rather than answering it again: the request an
   * earlier try opened, whose answer was lost, is then found by its reference.
   */
  async create(account: XenditAccount, input: PaymentRequestInput): Promise<XenditPaymentRequest> {
    const requests = this.client(PaymentRequestClient, account);
    try {
      return await call(() => requests.createPaymentRequest({ idempotencyKey: input.referenceId, data: paymentRequestParameters(input) }));
    } catch (error) {
      if (!(error instanceof XenditCallError) || error.httpStatus !== 409) throw error;
      const earlier = await call(() => requests.getAllPaymentRequests({ referenceId: [input.referenceId] }));
      const found = earlier.data.find((request) => request.referenceId === input.referenceId);
      if (!found) throw error;
      return found;
    }
  }

  /** GET /payment_requests/{id}: the payment request as Xendit itself holds it. */
  async get(account: XenditAccount, id: string): Promise<XenditPaymentRequest> {
    return call(() => this.client(PaymentRequestClient, account).getPaymentRequestByID({ paymentRequestId: id }));
  }

  /**
   * Stops a payment request taking money by expiring its payment method
   * (POST /v2/payment_methods/{id}/expire), a virtual account, QR code or e-wallet alike. True
   * when it did, or when there is nothing left to stop: Xendit does not know the request (404),
   * or it is no longer open.
   */
  async expire(account: XenditAccount, paymentRequestId: string): Promise<'expired' | 'nothing_to_expire'> {
    let request: XenditPaymentRequest;
    try {
      request = await this.get(account, paymentRequestId);
    } catch (error) {
      if (error instanceof XenditCallError && error.httpStatus === 404) return 'nothing_to_expire';
      throw error;
    }
    const methodId = request.paymentMethod?.id;
    if (!methodId || (request.status !== 'PENDING' && request.status !== 'REQUIRES_ACTION')) return 'nothing_to_expire';
    const methods = this.client(PaymentMethodClient, account);
    try {
      await call(() => methods.expirePaymentMethod({ paymentMethodId: methodId }));
      return 'expired';
    } catch (error) {
      // 404: gone; 409 (INACTIVE_PAYMENT_METHOD_ERROR and the like): it stopped already.
      if (error instanceof XenditCallError && (error.httpStatus === 404 || error.httpStatus === 409)) return 'nothing_to_expire';
      throw error;
    }
  }

  /**
   * POST /refunds: gives back `amount` of a paid payment request or invoice, the refund key as
   * its idempotency key and reference. A refusal is checked against the payment's own refunds
   * first: when an earlier try went through but its answer was lost, Xendit refuses the key again
   * (409), and the refund it made is there. Refusals that pass with time are tried again; the
   * rest are final (XenditRefundRefused).
   */
  async refund(account: XenditAccount, of: XenditRefundOf, request: { refundKey: string; amount: number }): Promise<void> {
    const refunds = this.client(RefundClient, account);
    try {
      await call(() => refunds.createRefund({
        idempotencyKey: request.refundKey,
        data: { ...of, referenceId: request.refundKey, amount: request.amount, currency: 'IDR', reason: 'REQUESTED_BY_CUSTOMER' },
      }));
    } catch (error) {
      const status = error instanceof XenditCallError ? error.httpStatus : null;
      if (!(error instanceof XenditCallError) || status === null || status >= 500 || status === 401 || status === 403 || status === 429) throw error;
      const made = await call(() => refunds.getAllRefunds(of));
      if (made.data.some((refund) => refund.referenceId === request.refundKey)) return;
      if (status === 409 || REFUND_LATER.has(error.errorCode ?? '')) throw error;
      throw new XenditRefundRefused(`${error.errorCode ?? status}: ${error.message}`);
    }
  }

  /** GET /refunds/{id}: a refund as Xendit holds it, its state included (which xendit-node's model leaves out). */
  async getRefund(account: XenditAccount, refundId: string): Promise<XenditRefund> {
    const answer: AnswerBody = { body: null };
    await call(() => this.client(RefundClient, account, answer).getRefund({ refundID: refundId }));
    const refund = readRefund(answer.body);
    if (!refund) throw new XenditCallError('the refund answer has no id or status', null, null);
    return refund;
  }

  /**
   * Asks for a payment request that cannot exist: Xendit answers 404 to a key it knows and 401
   * to one it does not, without creating anything.
   */
  async checkKey(account: XenditAccount): Promise<XenditConnectionCheck> {
    try {
      await this.get(account, `pr-etalase-check-${randomBytes(9).toString('hex')}`);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof XenditCallError)) throw error;
      if (error.httpStatus === 404) return { ok: true };
      if (error.httpStatus === 401 || error.httpStatus === 403) return { ok: false, problem: 'unauthorized' };
      if (error.httpStatus === null) return { ok: false, problem: 'unreachable' };
      return { ok: false, problem: 'unexpected', httpStatus: error.httpStatus };
    }
  }
}
