/**
 * The local Xendit's records and its public interface (re-exported by xendit-simulator.ts, which
 * is where tests import them from), the few constants its parts share, and the state the handler
 * files (payment requests, invoices, refunds) are given by startXenditSimulator.
 */
export interface SimulatedPaymentRequest {
  id: string;
  referenceId: string;
  amount: number;
  status: 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED' | 'CANCELED';
  paymentMethodId: string;
  paymentMethodStatus: 'ACTIVE' | 'EXPIRED';
  type: 'VIRTUAL_ACCOUNT' | 'QR_CODE' | 'EWALLET';
  channelCode: string;
  customerName: string | null;
  accountNumber: string | null;
  qrString: string | null;
  expiresAt: string;
  /** An e-wallet's: the OVO number asked, and where the approval page sends the shopper back to. */
  mobileNumber: string | null;
  successReturnUrl: string | null;
  failureReturnUrl: string | null;
  /** Refunds made of this payment request, by idempotency key. */
  refunds: SimulatedRefund[];
}

export interface SimulatedRefund {
  id: string;
  key: string | null;
  amount: number;
  /** SUCCEEDED unless made while `failNextRefund` was set. */
  status?: 'SUCCEEDED' | 'FAILED';
}

export interface SimulatedInvoice {
  id: string;
  externalId: string;
  amount: number;
  paidAmount: number | null;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  description: string;
  successRedirectUrl: string | null;
  failureRedirectUrl: string | null;
  expiryDate: string;
  paymentMethods: string[];
  refunds: SimulatedRefund[];
}

export type Answer = { status: number; body: unknown };
export type NotifyOptions = { token?: string | null; body?: Record<string, unknown> };

export interface XenditSimulator {
  url: string;
  secretKey: string;
  callbackToken: string;
  /** The address callbacks go to, as the owner sets it in Xendit's dashboard. */
  callbackUrl: string | null;
  paymentRequests: Map<string, SimulatedPaymentRequest>;
  invoices: Map<string, SimulatedInvoice>;
  requests: Array<{ method: string; path: string; authorized: boolean }>;
  /** While true, Expire answers 500, as Xendit does when it is down. */
  failExpire: boolean;
  /** While true, reading a payment request, an invoice or a refund answers 500. */
  failGet: boolean;
  /** While true, creating a refund answers 503. */
  failRefund: boolean;
  /** The next refund made is accepted but fails at Xendit afterwards (its status FAILED). */
  failNextRefund: boolean;
  /** While true, a payment request, invoice or refund is made but answered 503: the answer is lost, not the effect. */
  loseAnswers: boolean;
  /** While set, every API call waits for it before Xendit does anything: a Xendit that answers late. */
  answerGate: Promise<void> | null;
  /** The payment request a payment (its `reference_id`) opened. */
  byReference(referenceId: string): SimulatedPaymentRequest;
  /** The invoice a payment (its `external_id`) opened. */
  invoiceOf(externalId: string): SimulatedInvoice;
  setStatus(id: string, status: SimulatedPaymentRequest['status'], changes?: Partial<Pick<SimulatedPaymentRequest, 'amount'>>): void;
  setInvoice(id: string, status: SimulatedInvoice['status'], changes?: Partial<Pick<SimulatedInvoice, 'amount' | 'paidAmount'>>): void;
  /** The callback Xendit would send for the payment request now. */
  callbackFor(id: string): Record<string, unknown>;
  invoiceCallbackFor(id: string): Record<string, unknown>;
  refundCallbackFor(refundId: string): Record<string, unknown>;
  /** POSTs a callback to `callbackUrl` with the account's token, or with `token` when given (null: none). */
  notify(id: string, options?: NotifyOptions): Promise<Answer>;
  notifyInvoice(id: string, options?: NotifyOptions): Promise<Answer>;
  notifyRefund(refundId: string, options?: NotifyOptions): Promise<Answer>;
  /** The shopper approves, or declines, an OVO payment in the app: its state changes and the callback is sent. */
  approve(id: string): Promise<Answer>;
  decline(id: string): Promise<Answer>;
  /** Every refund made of a payment request or invoice. */
  refundsOf(paymentRef: string): SimulatedRefund[];
  stop(): Promise<void>;
}

export const BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';
export const MERCHANT = 'Toko Contoh';
export const now = () => new Date().toISOString();

/** What startXenditSimulator hands each handler file: the records, and what is known only once it runs. */
export interface SimulatorState {
  paymentRequests: Map<string, SimulatedPaymentRequest>;
  invoices: Map<string, SimulatedInvoice>;
  /** The simulator's own address, known once its server listens. */
  base(): string;
  /** The simulator itself, for its switches (failGet, loseAnswers, …) and callbacks. */
  simulator(): XenditSimulator;
  /** POSTs a callback to `callbackUrl`: with the account's token when `token` is undefined, none when null. */
  post(body: Record<string, unknown>, token: string | null | undefined): Promise<Answer>;
}

/** An authorized API call, its JSON body parsed. */
export interface ApiRequest {
  method: string | undefined;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The Idempotency-Key header. */
  key: string | null;
}

/** An API answer: its status and JSON body. */
export type Reply = [number, unknown];

/** How a shopper page answers: an HTML page, or a 303 to where the shopper goes next. */
export interface PageWriter {
  html(status: number, body: string): void;
  redirect(location: string): void;
}
