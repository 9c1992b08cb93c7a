import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Xendit's Payment Request API as its documentation describes it, on 127.0.0.1
 * at a random port: POST /payment_requests for one-time virtual accounts (BCA, BNI, BRI,
 * PERMATA) and QRIS codes, a used idempotency key refused (409); GET /payment_requests (by
 * reference) and /payment_requests/{id}; POST /v2/payment_methods/{id}/expire; POST and GET
 * /refunds; HTTP Basic authentication with the secret key (401
 * INVALID_API_KEY otherwise); and callbacks ("payment.succeeded", "payment.failed") carrying the
 * account's verification token in `x-callback-token`, sent to the address set as in the
 * dashboard. Its socket does not keep the test process alive.
 */
export interface SimulatedPaymentRequest {
  id: string;
  referenceId: string;
  amount: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED' | 'CANCELED';
  paymentMethodId: string;
  paymentMethodStatus: 'ACTIVE' | 'EXPIRED';
  type: 'VIRTUAL_ACCOUNT' | 'QR_CODE';
  channelCode: string;
  customerName: string | null;
  accountNumber: string | null;
  qrString: string | null;
  expiresAt: string;
  /** Refunds made of this payment request, by idempotency key. */
  refunds: Array<{ id: string; key: string | null; amount: number }>;
}

export interface XenditSimulator {
  url: string;
  secretKey: string;
  callbackToken: string;
  /** The address callbacks go to, as the owner sets it in Xendit's dashboard. */
  callbackUrl: string | null;
  paymentRequests: Map<string, SimulatedPaymentRequest>;
  requests: Array<{ method: string; path: string; authorized: boolean }>;
  /** While true, Expire answers 500, as Xendit does when it is down. */
  failExpire: boolean;
  /** While true, reading a payment request answers 500. */
  failGet: boolean;
  /** While true, creating a refund answers 503. */
  failRefund: boolean;
  /** While true, a payment request or refund is made but answered 503: the answer is lost, not the effect. */
  loseAnswers: boolean;
  /** The payment request a payment (its `reference_id`) opened. */
  byReference(referenceId: string): SimulatedPaymentRequest;
  setStatus(id: string, status: SimulatedPaymentRequest['status'], changes?: Partial<Pick<SimulatedPaymentRequest, 'amount'>>): void;
  /** The callback Xendit would send for the payment request now. */
  callbackFor(id: string): Record<string, unknown>;
  /** POSTs a callback to `callbackUrl` with the account's token, or with `token` when given (null: none). */
  notify(id: string, options?: { token?: string | null; body?: Record<string, unknown> }): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

const BANKS = new Set(['BCA', 'BNI', 'BRI', 'PERMATA']);
const BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';

function authorized(header: string | undefined, secretKey: string): boolean {
  const match = /^Basic (.+)$/.exec(header ?? '');
  return Boolean(match && Buffer.from(match[1]!, 'base64').toString('utf8') === `${secretKey}:`);
}

export async function startXenditSimulator(
  secretKey = `xnd_development_${randomBytes(24).toString('hex')}`, callbackToken = randomBytes(24).toString('base64url'),
): Promise<XenditSimulator> {
  const paymentRequests = new Map<string, SimulatedPaymentRequest>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: XenditSimulator['requests'] = [];

  const paymentMethodBody = (pr: SimulatedPaymentRequest) => ({
    id: pr.paymentMethodId, type: pr.type, reusability: 'ONE_TIME_USE', status: pr.paymentMethodStatus, reference_id: pr.referenceId,
    created: new Date().toISOString(), updated: new Date().toISOString(), description: null, metadata: null,
    ...(pr.type === 'VIRTUAL_ACCOUNT'
      ? { virtual_account: { amount: pr.amount, currency: 'IDR', channel_code: pr.channelCode, channel_properties: { customer_name: pr.customerName, virtual_account_number: pr.accountNumber, expires_at: pr.expiresAt } } }
      : { qr_code: { channel_code: 'QRIS', channel_properties: { qr_string: pr.qrString, expires_at: pr.expiresAt } } }),
  });
  const requestBody = (pr: SimulatedPaymentRequest) => ({
    id: pr.id, reference_id: pr.referenceId, business_id: BUSINESS_ID, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
    status: pr.status, capture_method: 'AUTOMATIC', description: null, failure_code: pr.status === 'FAILED' ? 'PAYMENT_FAILED' : null,
    created: new Date().toISOString(), updated: new Date().toISOString(), actions: [], metadata: null, payment_method: paymentMethodBody(pr),
  });

  const create = (body: Record<string, unknown>, idempotencyKey: string | null): [number, Record<string, unknown>] => {
    // Xendit refuses a key used before rather than answering it again.
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return [409, { error_code: 'DUPLICATE_ERROR', message: 'Duplicate value on idempotency_key, try again with a new key' }];
    const method = body.payment_method as Record<string, unknown> | undefined;
    const amount = body.amount;
    if (typeof amount !== 'number' || amount < 1 || !Number.isInteger(amount) || body.currency !== 'IDR' || !method || method.reusability !== 'ONE_TIME_USE') {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid request body' }];
    }
    const pr: SimulatedPaymentRequest = {
      id: `pr-${randomUUID()}`, referenceId: String(body.reference_id ?? ''), amount, status: 'PENDING', paymentMethodId: `pm-${randomUUID()}`, paymentMethodStatus: 'ACTIVE',
      type: 'QR_CODE', channelCode: 'QRIS', customerName: null, accountNumber: null, qrString: null, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(), refunds: [],
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
    } else {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'payment_method.type is not supported' }];
    }
    paymentRequests.set(pr.id, pr);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, pr.id);
    if (simulator.loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    return [201, requestBody(pr)];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const query = new URL(req.url ?? '/', 'http://simulator').searchParams;
      const ok = authorized(req.headers.authorization, secretKey);
      requests.push({ method: req.method ?? 'GET', path, authorized: ok });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!ok) return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      if (req.method === 'POST' && path === '/payment_requests') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid JSON' });
        }
        const key = req.headers['idempotency-key'];
        const [status, answer] = create(body, typeof key === 'string' ? key : null);
        return send(status, answer);
      }
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
        if (pr.status === 'PENDING') pr.status = 'EXPIRED';
        return send(200, paymentMethodBody(pr));
      }
      // As Xendit documents Refunds: a SUCCEEDED payment request of a refundable channel (QRIS
      // here, not virtual accounts), at most what is left; a key used before is refused (409).
      const refundBody = (pr: SimulatedPaymentRequest, refund: SimulatedPaymentRequest['refunds'][number]) => ({
        id: refund.id, payment_request_id: pr.id, amount: refund.amount, channel_code: pr.channelCode, country: 'ID', currency: 'IDR', reference_id: refund.key,
        status: 'SUCCEEDED', reason: 'REQUESTED_BY_CUSTOMER', failure_code: null, refund_fee_amount: null, created: new Date().toISOString(), updated: new Date().toISOString(),
      });
      if (req.method === 'GET' && path === '/refunds') {
        const pr = paymentRequests.get(query.get('payment_request_id') ?? '');
        return send(200, { data: pr ? pr.refunds.map((refund) => refundBody(pr, refund)) : [], has_more: false });
      }
      if (req.method === 'POST' && path === '/refunds') {
        if (simulator.failRefund) return send(503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { payment_request_id?: string; amount?: number; reference_id?: string };
        const pr = paymentRequests.get(body.payment_request_id ?? '');
        if (!pr) return send(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment request not found' });
        const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
        if (key && pr.refunds.some((refund) => refund.key === key)) return send(409, { error_code: 'DUPLICATE_ERROR', message: 'Duplicate value on idempotency_key, try again with a new key' });
        if (pr.status !== 'SUCCEEDED') return send(400, { error_code: 'INELIGIBLE_TRANSACTION', message: 'The payment request is not in a refundable state' });
        if (pr.type !== 'QR_CODE') return send(400, { error_code: 'REFUND_NOT_SUPPORTED', message: 'Refund is not supported for this channel' });
        const left = pr.amount - pr.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        const amount = body.amount ?? left;
        if (amount < 1 || amount > left) return send(400, { error_code: 'MAXIMUM_REFUND_AMOUNT_REACHED', message: 'The refund amount exceeds what is left' });
        const refund = { id: `rfd-${randomUUID()}`, key, amount };
        pr.refunds.push(refund);
        if (simulator.loseAnswers) return send(503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' });
        return send(200, refundBody(pr, refund));
      }
      return send(404, { error_code: 'NOT_FOUND', message: 'The requested resource was not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();

  const entry = (id: string) => {
    const pr = paymentRequests.get(id);
    if (!pr) throw new Error(`the simulator has no payment request ${id}`);
    return pr;
  };

  const simulator: XenditSimulator = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    callbackToken,
    callbackUrl: null,
    paymentRequests,
    requests,
    failExpire: false,
    failGet: false,
    failRefund: false,
    loseAnswers: false,
    byReference(referenceId) {
      const pr = [...paymentRequests.values()].find((candidate) => candidate.referenceId === referenceId);
      if (!pr) throw new Error(`the simulator has no payment request for ${referenceId}`);
      return pr;
    },
    setStatus(id, status, changes = {}) {
      Object.assign(entry(id), { status }, changes);
    },
    callbackFor(id) {
      const pr = entry(id);
      return {
        event: pr.status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        business_id: BUSINESS_ID,
        created: new Date().toISOString(),
        data: {
          id: `py-${randomUUID()}`, payment_request_id: pr.id, reference_id: pr.referenceId, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
          status: pr.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', payment_method: paymentMethodBody(pr), created: new Date().toISOString(), updated: new Date().toISOString(),
        },
      };
    },
    async notify(id, options = {}) {
      if (!simulator.callbackUrl) throw new Error('no callback address is set, as in the Xendit dashboard');
      const token = options.token === undefined ? callbackToken : options.token;
      const response = await fetch(simulator.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-callback-token': token }) },
        body: JSON.stringify(options.body ?? simulator.callbackFor(id)),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) as unknown : null };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
