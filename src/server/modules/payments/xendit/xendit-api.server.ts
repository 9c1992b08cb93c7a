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

  constructor(baseUrl: string | undefined) {
    const basePath = (baseUrl ?? XENDIT_HOST).replace(/\/+$/, '');
    this.configuration = new Configuration({ basePath, fetchApi: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }) });
  }

  private withTimeout<T extends object>(client: T): T {
    (client as unknown as { configuration: Configuration }).configuration = this.configuration;
    return client;
  }

  private requests(account: XenditAccount) {
    return this.withTimeout(new PaymentRequestClient({ secretKey: account.secretKey, xenditURL: this.configuration.basePath }));
  }

  /** POST /payment_requests; the payment's id as idempotency key, so a retry never opens a second one. */
  async create(account: XenditAccount, input: PaymentRequestInput): Promise<XenditPaymentRequest> {
    return call(() => this.requests(account).createPaymentRequest({ idempotencyKey: input.referenceId, data: paymentRequestParameters(input) }));
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
   * POST /refunds: gives back `amount` of a paid payment request. The refund key is the
   * idempotency key, so a retried request after a lost answer is the same refund.
   */
  async refund(account: XenditAccount, paymentRequestId: string, request: { refundKey: string; amount: number }): Promise<void> {
    const refunds = this.withTimeout(new RefundClient({ secretKey: account.secretKey, xenditURL: this.configuration.basePath }));
    await call(() => refunds.createRefund({
      idempotencyKey: request.refundKey,
      data: { paymentRequestId, referenceId: request.refundKey, amount: request.amount, currency: 'IDR', reason: 'REQUESTED_BY_CUSTOMER' },
    }));
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
