import { randomBytes } from 'node:crypto';
import { Configuration, PaymentMethod as PaymentMethodClient, PaymentRequest as PaymentRequestClient, Refund as RefundClient, XenditSdkError } from 'xendit-node';
import { paymentRequestParameters, type PaymentRequestInput, type XenditPaymentRequest } from './xendit-payment-request';

/** A shop's Xendit account: its secret API key, which also says test or live mode. */
export interface XenditAccount {
  secretKey: string;
}

/** Xendit's own host; XENDIT_API_BASE_URL replaces it (a local simulator in tests). */
const XENDIT_HOST = 'https://api.xendit.co';
/** Gives up on Xendit after this long: a shopper is waiting on the other end. */
const TIMEOUT_MS = 15_000;
/** Refund refusals that pass with time (another refund of the payment running, a balance topped up): tried again. */
const REFUND_LATER = new Set(['REFUND_IN_PROGRESS', 'INSUFFICIENT_BALANCE']);

/** Xendit answered that this refund cannot be made (the channel or state does not allow it): trying again will not help. */
export class XenditRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XenditRefundRefused';
  }
}

/** Why a call to Xendit did not give an answer. */
export class XenditCallError extends Error {
  constructor(message: string, readonly httpStatus: number | null, readonly errorCode: string | null) {
    super(message);
    this.name = 'XenditCallError';
  }
}

export type XenditConnectionCheck = { ok: true } | { ok: false; problem: 'unauthorized' | 'unreachable' } | { ok: false; problem: 'unexpected'; httpStatus: number };

/**
 * Calls Xendit's Payment Request and Payment Method APIs through the official client, one
 * client per call since the key is the shop's. The client has no timeout setting, so its
 * configuration is replaced by one whose fetch gives up after TIMEOUT_MS.
 */
export class XenditApi {
  private readonly configuration: Configuration;

  constructor(baseUrl: string | undefined, options: { timeoutMs?: number } = {}) {
    const basePath = (baseUrl ?? XENDIT_HOST).replace(/\/+$/, '');
    const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    this.configuration = new Configuration({ basePath, fetchApi: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
  }

  private withTimeout<T extends object>(client: T): T {
    (client as unknown as { configuration: Configuration }).configuration = this.configuration;
    return client;
  }

  private requests(account: XenditAccount) {
    return this.withTimeout(new PaymentRequestClient({ secretKey: account.secretKey, xenditURL: this.configuration.basePath }));
  }

  /**
   * POST /payment_requests; the payment's id as idempotency key, so a retry never opens a second
   * one. Xendit refuses a key used before (409) rather than answering it again: the request an
   * earlier try opened, whose answer was lost, is then found by its reference.
   */
  async create(account: XenditAccount, input: PaymentRequestInput): Promise<XenditPaymentRequest> {
    try {
      return await call(() => this.requests(account).createPaymentRequest({ idempotencyKey: input.referenceId, data: paymentRequestParameters(input) }));
    } catch (error) {
      if (!(error instanceof XenditCallError) || error.httpStatus !== 409) throw error;
      const earlier = await call(() => this.requests(account).getAllPaymentRequests({ referenceId: [input.referenceId] }));
      const found = earlier.data.find((request) => request.referenceId === input.referenceId);
      if (!found) throw error;
      return found;
    }
  }

  /** GET /payment_requests/{id}: the payment request as Xendit itself holds it. */
  async get(account: XenditAccount, id: string): Promise<XenditPaymentRequest> {
    return call(() => this.requests(account).getPaymentRequestByID({ paymentRequestId: id }));
  }

  /**
   * Stops a payment request taking money by expiring its payment method
   * (POST /v2/payment_methods/{id}/expire). True when it did, or when there is nothing left to
   * stop: Xendit does not know the request (404), or it is no longer open.
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
    const methods = this.withTimeout(new PaymentMethodClient({ secretKey: account.secretKey, xenditURL: this.configuration.basePath }));
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
   * POST /refunds: gives back `amount` of a paid payment request, the refund key as its
   * idempotency key and reference. A refusal is checked against the payment request's own refunds
   * first: when an earlier try went through but its answer was lost, Xendit refuses the key again
   * (409), and the refund it made is there. Refusals that pass with time are tried again; the
   * rest are final (XenditRefundRefused).
   */
  async refund(account: XenditAccount, paymentRequestId: string, request: { refundKey: string; amount: number }): Promise<void> {
    const refunds = this.withTimeout(new RefundClient({ secretKey: account.secretKey, xenditURL: this.configuration.basePath }));
    try {
      await call(() => refunds.createRefund({
        idempotencyKey: request.refundKey,
        data: { paymentRequestId, referenceId: request.refundKey, amount: request.amount, currency: 'IDR', reason: 'REQUESTED_BY_CUSTOMER' },
      }));
    } catch (error) {
      const status = error instanceof XenditCallError ? error.httpStatus : null;
      if (!(error instanceof XenditCallError) || status === null || status >= 500 || status === 401 || status === 403 || status === 429) throw error;
      const made = await call(() => refunds.getAllRefunds({ paymentRequestId }));
      if (made.data.some((refund) => refund.referenceId === request.refundKey)) return;
      if (status === 409 || REFUND_LATER.has(error.errorCode ?? '')) throw error;
      throw new XenditRefundRefused(`${error.errorCode ?? status}: ${error.message}`);
    }
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

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof XenditSdkError) {
      const status = Number(error.status);
      throw new XenditCallError(error.errorMessage ?? error.message, Number.isFinite(status) && status > 0 ? status : null, error.errorCode ?? null);
    }
    throw new XenditCallError(error instanceof Error ? error.message : String(error), null, null);
  }
}
