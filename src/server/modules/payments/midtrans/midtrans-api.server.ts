import { randomBytes } from 'node:crypto';
import midtransClient from 'midtrans-client';
import { chargeBody, grossAmountRupiah, type ChargeRequest } from './midtrans-charge';
import { snapBody, type SnapRequest } from './midtrans-snap';

/** A shop's Midtrans account, its server key opened from the sealed settings. */
export interface MidtransAccount {
  serverKey: string;
  clientKey: string;
  production: boolean;
}

/** Gives up on Midtrans after this long: a shopper is waiting on the other end. */
const TIMEOUT_MS = 15_000;

/** Why a call to Midtrans did not give an answer. */
export class MidtransCallError extends Error {
  constructor(message: string, readonly httpStatus: number | null, readonly answer: unknown) {
    super(message);
    this.name = 'MidtransCallError';
  }
}

/**
 * Calls the Core API through the official client. `baseUrl` (MIDTRANS_API_BASE_URL) replaces
 * both of Midtrans' hosts: the client has no setting for it, so the one client object made per
 * call answers its own base address, leaving every other client untouched.
 */
export class MidtransApi {
  constructor(private readonly baseUrl: string | undefined) {}

  private client(account: MidtransAccount, notifyUrl?: string) {
    const api = new midtransClient.CoreApi({ isProduction: account.production, serverKey: account.serverKey, clientKey: account.clientKey });
    if (this.baseUrl) {
      const base = this.baseUrl.replace(/\/+$/, '');
      api.apiConfig.getCoreApiBaseUrl = () => base;
    }
    api.httpClient.http_client.defaults.timeout = TIMEOUT_MS;
    // Each shop's notifications come back to its own address, whatever the dashboard says.
    if (notifyUrl) api.httpClient.http_client.defaults.headers.common['X-Override-Notification'] = notifyUrl;
    return api;
  }

  /** Snap, for what Midtrans hosts (cards, GoPay, ShopeePay); its base is `{base}/snap/v1` when replaced. */
  private snapClient(account: MidtransAccount, notifyUrl: string) {
    const snap = new midtransClient.Snap({ isProduction: account.production, serverKey: account.serverKey, clientKey: account.clientKey });
    if (this.baseUrl) {
      const base = this.baseUrl.replace(/\/+$/, '');
      snap.apiConfig.getSnapApiBaseUrl = () => `${base}/snap/v1`;
    }
    snap.httpClient.http_client.defaults.timeout = TIMEOUT_MS;
    snap.httpClient.http_client.defaults.headers.common['X-Override-Notification'] = notifyUrl;
    return snap;
  }

  /** POST /snap/v1/transactions: Midtrans' page for one card or wallet payment; answers its token and address. */
  async snap(account: MidtransAccount, request: SnapRequest, notifyUrl: string): Promise<Record<string, unknown>> {
    return call(() => this.snapClient(account, notifyUrl).createTransaction(snapBody(request)));
  }

  async charge(account: MidtransAccount, request: ChargeRequest, notifyUrl: string): Promise<Record<string, unknown>> {
    return call(() => this.client(account, notifyUrl).charge(chargeBody(request)));
  }

  /** GET /v2/{order_id}/status: the transaction as Midtrans itself holds it. */
  async status(account: MidtransAccount, orderId: string): Promise<Record<string, unknown>> {
    return call(() => this.client(account).transaction.status(encodeURIComponent(orderId)));
  }

  /**
   * POST /v2/{order_id}/expire: a pending transaction stops taking money. True when it did, or
   * when there is nothing left to stop (Midtrans never made it: 404; it is settled, expired or
   * cancelled already: 412); a settlement that beat it is judged by its own notification.
   */
  async expire(account: MidtransAccount, orderId: string): Promise<'expired' | 'nothing_to_expire'> {
    try {
      await call(() => this.client(account).transaction.expire(encodeURIComponent(orderId)));
      return 'expired';
    } catch (error) {
      if (error instanceof MidtransCallError && (error.httpStatus === 404 || error.httpStatus === 412)) return 'nothing_to_expire';
      throw error;
    }
  }

  /**
   * Gives back `amount` of a paid QRIS, e-wallet or card transaction. A card Midtrans has captured
   * but not yet settled (settlement follows the next day) cannot be refunded, only cancelled as a
   * whole (POST /v2/{order_id}/cancel): a full refund then cancels it, and a part waits for the
   * settlement (a conflict, tried again). Otherwise POST /v2/{order_id}/refund with the refund key
   * naming this refund; when an earlier try went through but its answer was lost, Midtrans
   * refuses the key again, and the transaction's own list of refunds says it is done.
   */
  async refund(account: MidtransAccount, orderId: string, request: { refundKey: string; amount: number; reason: string }): Promise<void> {
    const current = await this.status(account, orderId);
    if (current.transaction_status === 'capture') {
      if (grossAmountRupiah(current.gross_amount) !== request.amount) throw new MidtransCallError('a captured card is refunded in part only once it is settled', 409, current);
      await call(() => this.client(account).transaction.cancel(encodeURIComponent(orderId)));
      return;
    }
    // Cancelled already (an earlier try's cancel whose answer was lost): nothing is left to give back.
    if (current.transaction_status === 'cancel') return;
    try {
      const answer = await call(() => this.client(account).transaction.refund(encodeURIComponent(orderId), { refund_key: request.refundKey, amount: request.amount, reason: request.reason }));
      if (String(answer.status_code) === '200') return;
      throw new MidtransCallError(`refund answered ${String(answer.status_code)} ${String(answer.status_message ?? '')}`.trim(), Number(answer.status_code) || null, answer);
    } catch (error) {
      if (!(error instanceof MidtransCallError) || error.httpStatus === null || error.httpStatus >= 500 || error.httpStatus === 401) throw error;
      const status = await this.status(account, orderId);
      const refunds = Array.isArray(status.refunds) ? (status.refunds as Array<Record<string, unknown>>) : [];
      if (refunds.some((refund) => refund.refund_key === request.refundKey)) return;
      // A conflict or too many requests passes with time; the rest is Midtrans saying no.
      if (error.httpStatus === 409 || error.httpStatus === 429) throw error;
      throw new MidtransRefundRefused(error.message);
    }
  }

  /**
   * Asks for a transaction that cannot exist: Midtrans answers 404 to a key it knows and 401 to
   * one it does not, without creating anything.
   */
  async checkKeys(account: MidtransAccount): Promise<ConnectionCheck> {
    // Sandbox keys are issued as "SB-Mid-server-…"; older sandbox accounts' keys may lack the
    // prefix, so only a sandbox key in production is refused without asking.
    if (account.production && account.serverKey.startsWith('SB-')) return { ok: false, problem: 'mode_mismatch' };
    try {
      await this.status(account, `etalase-check-${randomBytes(9).toString('base64url')}`);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof MidtransCallError)) throw error;
      if (error.httpStatus === 404) return { ok: true };
      if (error.httpStatus === 401 || error.httpStatus === 403) return { ok: false, problem: 'unauthorized' };
      if (error.httpStatus === null) return { ok: false, problem: 'unreachable' };
      return { ok: false, problem: 'unexpected', httpStatus: error.httpStatus };
    }
  }
}

/** Midtrans answered that this refund cannot be made (the method or state does not allow it): trying again will not help. */
export class MidtransRefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MidtransRefundRefused';
  }
}

export type ConnectionCheck = { ok: true } | { ok: false; problem: 'unauthorized' | 'unreachable' | 'mode_mismatch' } | { ok: false; problem: 'unexpected'; httpStatus: number };

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof midtransClient.MidtransError) {
      const status = error.httpStatusCode === null ? null : Number(error.httpStatusCode);
      throw new MidtransCallError(error.message, Number.isFinite(status) ? status : null, error.ApiResponse);
    }
    throw new MidtransCallError(error instanceof Error ? error.message : String(error), null, null);
  }
}
