import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardInvoicePage, closedPage, walletApprovalPage } from './xendit-simulator-pages';

/**
 * A stand-in for Xendit as its documentation describes it, on 127.0.0.1 at a random port:
 * POST /payment_requests for one-time virtual accounts (BCA, BNI, BRI, PERMATA), QRIS codes and
 * e-wallets (OVO, DANA, LINKAJA, SHOPEEPAY), a used idempotency key refused (409); GET
 * /payment_requests (by reference) and /payment_requests/{id}; POST
 * /v2/payment_methods/{id}/expire; card invoices (POST /v2/invoices, GET /v2/invoices by
 * external_id, GET /v2/invoices/{id}, POST /invoices/{id}/expire!); POST and GET /refunds (of a
 * payment request or an invoice) and GET /refunds/{id}; HTTP Basic authentication with the
 * secret key (401 INVALID_API_KEY otherwise). The shopper's pages need no key: a wallet's
 * approval page at its AUTH url (GET /ewallets/{id}/authorize, "Bayar"/"Batalkan") and an
 * invoice's card form at its invoice_url (GET /web/invoices/{id}: card 4000000000001091 pays,
 * 4000000000000002 is declined and the invoice stays PENDING). OVO is approved in its app
 * through approve/decline. Callbacks ("payment.succeeded", "payment.failed", an invoice's,
 * "refund.succeeded", "refund.failed") carry the account's verification token in
 * `x-callback-token` and go to the address set as in the dashboard. Its socket does not keep
 * the test process alive.
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

type Answer = { status: number; body: unknown };
type NotifyOptions = { token?: string | null; body?: Record<string, unknown> };

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

const BANKS = new Set(['BCA', 'BNI', 'BRI', 'PERMATA']);
const WALLET_NAMES: Readonly<Record<string, string>> = { OVO: 'OVO', DANA: 'DANA', LINKAJA: 'LinkAja', SHOPEEPAY: 'ShopeePay' };
/** Xendit's test cards: one that pays, one the issuer declines. */
const CARD_PAYS = '4000000000001091';
const CARD_DECLINED = '4000000000000002';
const BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';
const MERCHANT = 'Toko Contoh';

function authorized(header: string | undefined, secretKey: string): boolean {
  const match = /^Basic (.+)$/.exec(header ?? '');
  return Boolean(match && Buffer.from(match[1]!, 'base64').toString('utf8') === `${secretKey}:`);
}

export async function startXenditSimulator(
  secretKey = `xnd_development_${randomBytes(24).toString('hex')}`, callbackToken = randomBytes(24).toString('base64url'),
): Promise<XenditSimulator> {
  const paymentRequests = new Map<string, SimulatedPaymentRequest>();
  const invoices = new Map<string, SimulatedInvoice>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: XenditSimulator['requests'] = [];
  const now = () => new Date().toISOString();
  let base = '';

  const paymentMethodBody = (pr: SimulatedPaymentRequest) => ({
    id: pr.paymentMethodId, type: pr.type, reusability: 'ONE_TIME_USE', status: pr.paymentMethodStatus, reference_id: pr.referenceId,
    created: now(), updated: now(), description: null, metadata: null,
    ...(pr.type === 'VIRTUAL_ACCOUNT'
      ? { virtual_account: { amount: pr.amount, currency: 'IDR', channel_code: pr.channelCode, channel_properties: { customer_name: pr.customerName, virtual_account_number: pr.accountNumber, expires_at: pr.expiresAt } } }
      : pr.type === 'EWALLET'
        ? {
          ewallet: {
            channel_code: pr.channelCode,
            channel_properties: pr.mobileNumber ? { mobile_number: pr.mobileNumber } : { success_return_url: pr.successReturnUrl, ...(pr.failureReturnUrl ? { failure_return_url: pr.failureReturnUrl } : {}) },
            account: { name: null, account_details: null, balance: null, point_balance: null },
          },
        }
        : { qr_code: { channel_code: 'QRIS', channel_properties: { qr_string: pr.qrString, expires_at: pr.expiresAt } } }),
  });
  // DANA, LinkAja and ShopeePay wait for the shopper on their page; OVO asks in its app, with nothing to open.
  const actionsOf = (pr: SimulatedPaymentRequest) => (pr.type === 'EWALLET' && pr.status === 'REQUIRES_ACTION' ? [
    { action: 'AUTH', url_type: 'DEEPLINK', method: 'GET', url: `${pr.channelCode.toLowerCase()}://pay/${pr.id}`, qr_code: null },
    { action: 'AUTH', url_type: 'WEB', method: 'GET', url: `${base}/ewallets/${pr.id}/authorize`, qr_code: null },
  ] : []);
  const requestBody = (pr: SimulatedPaymentRequest) => ({
    id: pr.id, reference_id: pr.referenceId, business_id: BUSINESS_ID, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
    status: pr.status, capture_method: 'AUTOMATIC', description: null, failure_code: pr.status === 'FAILED' ? 'PAYMENT_FAILED' : null,
    created: now(), updated: now(), actions: actionsOf(pr), metadata: null, payment_method: paymentMethodBody(pr),
  });
  const invoiceBody = (invoice: SimulatedInvoice) => ({
    id: invoice.id, external_id: invoice.externalId, user_id: BUSINESS_ID, status: invoice.status, merchant_name: MERCHANT, merchant_profile_picture_url: '',
    amount: invoice.amount, ...(invoice.paidAmount === null ? {} : { paid_amount: invoice.paidAmount, payment_method: 'CREDIT_CARD', payment_channel: 'CREDIT_CARD' }),
    description: invoice.description, expiry_date: invoice.expiryDate, invoice_url: `${base}/web/invoices/${invoice.id}`, currency: 'IDR',
    available_banks: [], available_retail_outlets: [], available_ewallets: [], available_qr_codes: [], available_direct_debits: [], available_paylaters: [],
    should_exclude_credit_card: false, should_send_email: false, created: now(), updated: now(),
    ...(invoice.successRedirectUrl ? { success_redirect_url: invoice.successRedirectUrl } : {}), ...(invoice.failureRedirectUrl ? { failure_redirect_url: invoice.failureRedirectUrl } : {}),
  });
  const refundTarget = (refundId: string) => {
    for (const pr of paymentRequests.values()) {
      const refund = pr.refunds.find((r) => r.id === refundId);
      if (refund) return { refund, paymentRequestId: pr.id, invoiceId: null, channelCode: pr.channelCode };
    }
    for (const invoice of invoices.values()) {
      const refund = invoice.refunds.find((r) => r.id === refundId);
      if (refund) return { refund, paymentRequestId: null, invoiceId: invoice.id, channelCode: 'CREDIT_CARD' };
    }
    return null;
  };
  const refundBody = (refundId: string) => {
    const found = refundTarget(refundId);
    if (!found) throw new Error(`the simulator has no refund ${refundId}`);
    const status = found.refund.status ?? 'SUCCEEDED';
    return {
      id: found.refund.id, payment_request_id: found.paymentRequestId, invoice_id: found.invoiceId, amount: found.refund.amount, channel_code: found.channelCode,
      country: 'ID', currency: 'IDR', reference_id: found.refund.key, status, reason: 'REQUESTED_BY_CUSTOMER', failure_code: status === 'FAILED' ? 'REFUND_FAILED' : null,
      refund_fee_amount: null, created: now(), updated: now(), metadata: null,
    };
  };

  const createPaymentRequest = (body: Record<string, unknown>, idempotencyKey: string | null): [number, Record<string, unknown>] => {
    // Xendit refuses a key used before rather than answering it again.
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return [409, { error_code: 'DUPLICATE_ERROR', message: 'Duplicate value on idempotency_key, try again with a new key' }];
    const method = body.payment_method as Record<string, unknown> | undefined;
    const amount = body.amount;
    if (typeof amount !== 'number' || amount < 1 || !Number.isInteger(amount) || body.currency !== 'IDR' || !method || method.reusability !== 'ONE_TIME_USE') {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid request body' }];
    }
    const pr: SimulatedPaymentRequest = {
      id: `pr-${randomUUID()}`, referenceId: String(body.reference_id ?? ''), amount, status: 'PENDING', paymentMethodId: `pm-${randomUUID()}`, paymentMethodStatus: 'ACTIVE',
      type: 'QR_CODE', channelCode: 'QRIS', customerName: null, accountNumber: null, qrString: null, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      mobileNumber: null, successReturnUrl: null, failureReturnUrl: null, refunds: [],
    };
    if (method.type === 'VIRTUAL_ACCOUNT') {
      const va = method.virtual_account as { channel_code?: string; channel_properties?: { customer_name?: string; expires_at?: string } } | undefined;
      if (!va?.channel_code || !BANKS.has(va.channel_code)) return [400, { error_code: 'CHANNEL_NOT_ACTIVATED', message: 'The channel is not activated' }];
      if (!va.channel_properties?.customer_name) return [400, { error_code: 'API_VALIDATION_ERROR', message: 'customer_name is required' }];
      Object.assign(pr, {
        type: 'VIRTUAL_ACCOUNT', channelCode: va.channel_code, customerName: va.channel_properties.customer_name,
        accountNumber: `8808${Math.floor(1e9 + Math.random() * 9e9)}`, expiresAt: va.channel_properties.expires_at ?? pr.expiresAt,
      });
    } else if (method.type === 'QR_CODE') {
      const qr = method.qr_code as { channel_code?: string; channel_properties?: { expires_at?: string } } | undefined;
      if (qr?.channel_code !== 'QRIS') return [400, { error_code: 'CHANNEL_NOT_ACTIVATED', message: 'The channel is not activated' }];
      Object.assign(pr, {
        qrString: `00020101021226660014ID.CO.QRIS.WWW011893600914${pr.id.slice(3, 19).replace(/-/g, '')}5204599953033605405${amount}5802ID5913TOKO CONTOH6007JAKARTA6304ABCD`,
        expiresAt: qr.channel_properties?.expires_at ?? pr.expiresAt,
      });
    } else if (method.type === 'EWALLET') {
      const ewallet = method.ewallet as { channel_code?: string; channel_properties?: { mobile_number?: string; success_return_url?: string; failure_return_url?: string } } | undefined;
      const code = ewallet?.channel_code ?? '';
      const properties = ewallet?.channel_properties ?? {};
      if (!WALLET_NAMES[code]) return [400, { error_code: 'CHANNEL_NOT_ACTIVATED', message: 'The channel is not activated' }];
      if (code === 'OVO' && !/^\+628\d{8,11}$/.test(properties.mobile_number ?? '')) return [400, { error_code: 'API_VALIDATION_ERROR', message: 'mobile_number must be in E.164 format' }];
      if (code !== 'OVO' && !/^https?:\/\//.test(properties.success_return_url ?? '')) return [400, { error_code: 'API_VALIDATION_ERROR', message: 'success_return_url is required' }];
      Object.assign(pr, {
        type: 'EWALLET', channelCode: code, status: code === 'OVO' ? 'PENDING' : 'REQUIRES_ACTION', mobileNumber: code === 'OVO' ? properties.mobile_number : null,
        successReturnUrl: properties.success_return_url ?? null, failureReturnUrl: properties.failure_return_url ?? null,
      });
    } else {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'payment_method.type is not supported' }];
    }
    paymentRequests.set(pr.id, pr);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, pr.id);
    if (simulator.loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    return [201, requestBody(pr)];
  };

  const createInvoice = (body: Record<string, unknown>): [number, Record<string, unknown>] => {
    const amount = body.amount;
    if (typeof body.external_id !== 'string' || !body.external_id || typeof amount !== 'number' || amount < 1 || !Number.isInteger(amount) || (body.currency ?? 'IDR') !== 'IDR') {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid request body' }];
    }
    const duration = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86_400;
    const invoice: SimulatedInvoice = {
      id: randomBytes(12).toString('hex'), externalId: body.external_id, amount, paidAmount: null, status: 'PENDING', description: String(body.description ?? ''),
      successRedirectUrl: typeof body.success_redirect_url === 'string' ? body.success_redirect_url : null,
      failureRedirectUrl: typeof body.failure_redirect_url === 'string' ? body.failure_redirect_url : null,
      expiryDate: new Date(Date.now() + duration * 1000).toISOString(), paymentMethods: Array.isArray(body.payment_methods) ? body.payment_methods.map(String) : [], refunds: [],
    };
    invoices.set(invoice.id, invoice);
    if (simulator.loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    return [200, invoiceBody(invoice)];
  };

  // As Xendit documents Refunds: a paid payment request of a refundable channel (QRIS, e-wallets;
  // not virtual accounts) or a paid invoice, at most what is left; a key used before is refused (409).
  const createRefund = (body: { payment_request_id?: string; invoice_id?: string; amount?: number }, key: string | null): [number, Record<string, unknown>] => {
    if (simulator.failRefund) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    const pr = body.payment_request_id ? paymentRequests.get(body.payment_request_id) : undefined;
    const invoice = body.invoice_id ? invoices.get(body.invoice_id) : undefined;
    const target = pr ?? invoice;
    if (!target) return [404, { error_code: 'DATA_NOT_FOUND', message: 'Payment not found' }];
    if (key && target.refunds.some((refund) => refund.key === key)) return [409, { error_code: 'DUPLICATE_ERROR', message: 'Duplicate value on idempotency_key, try again with a new key' }];
    if (pr ? pr.status !== 'SUCCEEDED' : invoice!.status !== 'PAID' && invoice!.status !== 'SETTLED') return [400, { error_code: 'INELIGIBLE_TRANSACTION', message: 'The payment is not in a refundable state' }];
    if (pr && pr.type === 'VIRTUAL_ACCOUNT') return [400, { error_code: 'REFUND_NOT_SUPPORTED', message: 'Refund is not supported for this channel' }];
    const left = (pr?.amount ?? invoice!.paidAmount ?? invoice!.amount) - target.refunds.reduce((sum, refund) => sum + (refund.status === 'FAILED' ? 0 : refund.amount), 0);
    const amount = body.amount ?? left;
    if (amount < 1 || amount > left) return [400, { error_code: 'MAXIMUM_REFUND_AMOUNT_REACHED', message: 'The refund amount exceeds what is left' }];
    const refund: SimulatedRefund = { id: `rfd-${randomUUID()}`, key, amount, status: simulator.failNextRefund ? 'FAILED' : 'SUCCEEDED' };
    simulator.failNextRefund = false;
    target.refunds.push(refund);
    if (simulator.loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    // Accepted: what becomes of it at the wallet or card network comes later, by callback.
    return [200, { ...refundBody(refund.id), status: 'PENDING', failure_code: null }];
  };

  const post = async (body: Record<string, unknown>, token: string | null | undefined): Promise<Answer> => {
    if (!simulator.callbackUrl) throw new Error('no callback address is set, as in the Xendit dashboard');
    const sent = token === undefined ? callbackToken : token;
    const response = await fetch(simulator.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(sent === null ? {} : { 'x-callback-token': sent }) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) as unknown : null };
  };

  /** The shopper's pages: a wallet's approval page and an invoice's card form. */
  const shopperPage = async (method: string, path: string, form: URLSearchParams, res: http.ServerResponse): Promise<boolean> => {
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    };
    const redirect = (location: string) => {
      res.writeHead(303, { location });
      res.end();
    };
    const wallet = /^\/ewallets\/([^/]+)\/authorize$/.exec(path);
    if (wallet) {
      const pr = paymentRequests.get(decodeURIComponent(wallet[1]!));
      if (!pr || pr.type !== 'EWALLET') return (html(404, closedPage('Pembayaran tidak ditemukan / Payment not found')), true);
      if (pr.status !== 'REQUIRES_ACTION') return (html(409, closedPage('Pembayaran ini sudah selesai / This payment is closed')), true);
      if (method === 'GET') return (html(200, walletApprovalPage({ wallet: WALLET_NAMES[pr.channelCode]!, amount: pr.amount, merchant: MERCHANT, action: path })), true);
      const pays = form.get('decision') === 'pay';
      pr.status = pays ? 'SUCCEEDED' : 'FAILED';
      await post(simulator.callbackFor(pr.id), undefined).catch(() => undefined);
      return (redirect((pays ? pr.successReturnUrl : pr.failureReturnUrl ?? pr.successReturnUrl) ?? base), true);
    }
    const invoicePage = /^\/web\/invoices\/([^/]+)$/.exec(path);
    if (invoicePage) {
      const invoice = invoices.get(decodeURIComponent(invoicePage[1]!));
      if (!invoice) return (html(404, closedPage('Tagihan tidak ditemukan / Invoice not found')), true);
      if (invoice.status !== 'PENDING') return (html(409, closedPage('Tagihan ini sudah ditutup / This invoice is closed')), true);
      const show = (error: string | null) => html(200, cardInvoicePage({ amount: invoice.amount, description: invoice.description, action: path, error }));
      if (method === 'GET') return (show(null), true);
      const card = (form.get('card_number') ?? '').replace(/\D/g, '');
      if (card === CARD_DECLINED) return (show('Kartu ditolak / Card declined'), true);
      if (card !== CARD_PAYS || !/^\d{2}\/\d{2}$/.test(form.get('expiry') ?? '') || !/^\d{3,4}$/.test(form.get('cvv') ?? '')) {
        return (show('Data kartu tidak valid / Invalid card details'), true);
      }
      Object.assign(invoice, { status: 'PAID', paidAmount: invoice.amount });
      await post(simulator.invoiceCallbackFor(invoice.id), undefined).catch(() => undefined);
      return (redirect(invoice.successRedirectUrl ?? base), true);
    }
    return false;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const query = new URL(req.url ?? '/', 'http://simulator').searchParams;
      const raw = Buffer.concat(chunks).toString('utf8');
      const ok = authorized(req.headers.authorization, secretKey);
      requests.push({ method: req.method ?? 'GET', path, authorized: ok });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if ((req.method === 'GET' || req.method === 'POST') && await shopperPage(req.method, path, new URLSearchParams(req.method === 'POST' ? raw : ''), res)) return;
      if (!ok) return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      let body: Record<string, unknown> = {};
      if (req.method === 'POST' && raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid JSON' });
        }
      }
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      if (req.method === 'POST' && path === '/payment_requests') return send(...createPaymentRequest(body, key));
      if (req.method === 'GET' && path === '/payment_requests') {
        const references = query.getAll('reference_id');
        return send(200, { data: [...paymentRequests.values()].filter((pr) => references.includes(pr.referenceId)).map(requestBody), has_more: false });
      }
      const getMatch = /^\/payment_requests\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && getMatch) {
        if (simulator.failGet) return send(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
        const pr = paymentRequests.get(decodeURIComponent(getMatch[1]!));
        if (!pr) return send(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment request not found' });
        return send(200, requestBody(pr));
      }
      const expireMatch = /^\/v2\/payment_methods\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expireMatch) {
        if (simulator.failExpire) return send(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
        const pr = [...paymentRequests.values()].find((entry) => entry.paymentMethodId === decodeURIComponent(expireMatch[1]!));
        if (!pr) return send(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment method not found' });
        if (pr.paymentMethodStatus !== 'ACTIVE') return send(409, { error_code: 'INACTIVE_PAYMENT_METHOD_ERROR', message: 'The payment method is not active' });
        pr.paymentMethodStatus = 'EXPIRED';
        if (pr.status === 'PENDING' || pr.status === 'REQUIRES_ACTION') pr.status = 'EXPIRED';
        return send(200, paymentMethodBody(pr));
      }
      if (req.method === 'POST' && (path === '/v2/invoices' || path === '/v2/invoices/')) return send(...createInvoice(body));
      if (req.method === 'GET' && path === '/v2/invoices') {
        const externalId = query.get('external_id');
        return send(200, [...invoices.values()].filter((invoice) => externalId === null || invoice.externalId === externalId).map(invoiceBody));
      }
      const invoiceMatch = /^\/v2\/invoices\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && invoiceMatch) {
        if (simulator.failGet) return send(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
        const invoice = invoices.get(decodeURIComponent(invoiceMatch[1]!));
        return invoice ? send(200, invoiceBody(invoice)) : send(404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' });
      }
      const expireInvoice = /^\/invoices\/([^/]+)\/expire!$/.exec(decodeURIComponent(path));
      if (req.method === 'POST' && expireInvoice) {
        if (simulator.failExpire) return send(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
        const invoice = invoices.get(expireInvoice[1]!);
        if (!invoice || invoice.status !== 'PENDING') return send(404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' });
        invoice.status = 'EXPIRED';
        return send(200, invoiceBody(invoice));
      }
      if (req.method === 'GET' && path === '/refunds') {
        const target = paymentRequests.get(query.get('payment_request_id') ?? '') ?? invoices.get(query.get('invoice_id') ?? '');
        return send(200, { data: target ? target.refunds.map((refund) => refundBody(refund.id)) : [], has_more: false });
      }
      if (req.method === 'POST' && path === '/refunds') return send(...createRefund(body as { payment_request_id?: string; invoice_id?: string; amount?: number }, key));
      const refundMatch = /^\/refunds\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && refundMatch) {
        if (simulator.failGet) return send(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
        const id = decodeURIComponent(refundMatch[1]!);
        return refundTarget(id) ? send(200, refundBody(id)) : send(404, { error_code: 'DATA_NOT_FOUND', message: 'Refund not found' });
      }
      return send(404, { error_code: 'NOT_FOUND', message: 'The requested resource was not found' });
    })());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const entry = (id: string) => {
    const pr = paymentRequests.get(id);
    if (!pr) throw new Error(`the simulator has no payment request ${id}`);
    return pr;
  };
  const invoiceEntry = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`the simulator has no invoice ${id}`);
    return invoice;
  };
  const decide = async (id: string, status: 'SUCCEEDED' | 'FAILED') => {
    const pr = entry(id);
    if (pr.type !== 'EWALLET' || pr.status !== 'PENDING') throw new Error(`${id} is not an OVO payment waiting in the app`);
    pr.status = status;
    return post(simulator.callbackFor(id), undefined);
  };

  const simulator: XenditSimulator = {
    url: base,
    secretKey,
    callbackToken,
    callbackUrl: null,
    paymentRequests,
    invoices,
    requests,
    failExpire: false,
    failGet: false,
    failRefund: false,
    failNextRefund: false,
    loseAnswers: false,
    byReference(referenceId) {
      const pr = [...paymentRequests.values()].find((candidate) => candidate.referenceId === referenceId);
      if (!pr) throw new Error(`the simulator has no payment request for ${referenceId}`);
      return pr;
    },
    invoiceOf(externalId) {
      const invoice = [...invoices.values()].find((candidate) => candidate.externalId === externalId);
      if (!invoice) throw new Error(`the simulator has no invoice for ${externalId}`);
      return invoice;
    },
    setStatus(id, status, changes = {}) {
      Object.assign(entry(id), { status }, changes);
    },
    setInvoice(id, status, changes = {}) {
      const invoice = invoiceEntry(id);
      Object.assign(invoice, { status, paidAmount: status === 'PAID' || status === 'SETTLED' ? invoice.amount : invoice.paidAmount }, changes);
    },
    callbackFor(id) {
      const pr = entry(id);
      return {
        event: pr.status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        business_id: BUSINESS_ID,
        created: now(),
        data: {
          id: `py-${randomUUID()}`, payment_request_id: pr.id, reference_id: pr.referenceId, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
          status: pr.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', payment_method: paymentMethodBody(pr), created: now(), updated: now(),
        },
      };
    },
    invoiceCallbackFor(id) {
      const invoice = invoiceEntry(id);
      return {
        id: invoice.id, external_id: invoice.externalId, user_id: BUSINESS_ID, is_high: false, status: invoice.status, merchant_name: MERCHANT,
        amount: invoice.amount, ...(invoice.paidAmount === null ? {} : { paid_amount: invoice.paidAmount, paid_at: now(), payment_method: 'CREDIT_CARD', payment_channel: 'CREDIT_CARD' }),
        description: invoice.description, currency: 'IDR', created: now(), updated: now(),
      };
    },
    refundCallbackFor(refundId) {
      const data = refundBody(refundId);
      return { event: data.status === 'FAILED' ? 'refund.failed' : 'refund.succeeded', business_id: BUSINESS_ID, created: now(), data };
    },
    notify: (id, options = {}) => post(options.body ?? simulator.callbackFor(id), options.token),
    notifyInvoice: (id, options = {}) => post(options.body ?? simulator.invoiceCallbackFor(id), options.token),
    notifyRefund: (refundId, options = {}) => post(options.body ?? simulator.refundCallbackFor(refundId), options.token),
    approve: (id) => decide(id, 'SUCCEEDED'),
    decline: (id) => decide(id, 'FAILED'),
    refundsOf(paymentRef) {
      return (paymentRequests.get(paymentRef) ?? invoices.get(paymentRef))?.refunds ?? [];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
