/**
 * The local Xendit's payment requests: POST /payment_requests for one-time virtual accounts,
 * QRIS codes and e-wallets (a used idempotency key refused, 409), GET /payment_requests (by
 * reference) and /payment_requests/{id}, POST /v2/payment_methods/{id}/expire, a wallet's
 * approval page (GET/POST /ewallets/{id}/authorize) and the "payment.succeeded"/"payment.failed"
 * callback's body.
 */
import { randomUUID } from 'node:crypto';
import { closedPage, walletApprovalPage } from './xendit-simulator-pages';
import { BUSINESS_ID, MERCHANT, now, type ApiRequest, type PageWriter, type Reply, type SimulatedPaymentRequest, type SimulatorState } from './xendit-simulator-types';

const BANKS = new Set(['BCA', 'BNI', 'BRI', 'PERMATA']);
const WALLET_NAMES: Readonly<Record<string, string>> = { OVO: 'OVO', DANA: 'DANA', LINKAJA: 'LinkAja', SHOPEEPAY: 'ShopeePay' };

export function paymentRequestEndpoints(state: SimulatorState) {
  const { paymentRequests } = state;
  const byIdempotencyKey = new Map<string, string>();

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
    { action: 'AUTH', url_type: 'WEB', method: 'GET', url: `${state.base()}/ewallets/${pr.id}/authorize`, qr_code: null },
  ] : []);
  const requestBody = (pr: SimulatedPaymentRequest) => ({
    id: pr.id, reference_id: pr.referenceId, business_id: BUSINESS_ID, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
    status: pr.status, capture_method: 'AUTOMATIC', description: null, failure_code: pr.status === 'FAILED' ? 'PAYMENT_FAILED' : null,
    created: now(), updated: now(), actions: actionsOf(pr), metadata: null, payment_method: paymentMethodBody(pr),
  });

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
    if (state.simulator().loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    return [201, requestBody(pr)];
  };

  /** Answers the payment request endpoints; null when the call is for none of them. */
  const route = ({ method, path, query, body, key }: ApiRequest): Reply | null => {
    if (method === 'POST' && path === '/payment_requests') return createPaymentRequest(body, key);
    if (method === 'GET' && path === '/payment_requests') {
      const references = query.getAll('reference_id');
      return [200, { data: [...paymentRequests.values()].filter((pr) => references.includes(pr.referenceId)).map(requestBody), has_more: false }];
    }
    const getMatch = /^\/payment_requests\/([^/]+)$/.exec(path);
    if (method === 'GET' && getMatch) {
      if (state.simulator().failGet) return [500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' }];
      const pr = paymentRequests.get(decodeURIComponent(getMatch[1]!));
      if (!pr) return [404, { error_code: 'DATA_NOT_FOUND', message: 'Payment request not found' }];
      return [200, requestBody(pr)];
    }
    const expireMatch = /^\/v2\/payment_methods\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expireMatch) {
      if (state.simulator().failExpire) return [500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' }];
      const pr = [...paymentRequests.values()].find((entry) => entry.paymentMethodId === decodeURIComponent(expireMatch[1]!));
      if (!pr) return [404, { error_code: 'DATA_NOT_FOUND', message: 'Payment method not found' }];
      if (pr.paymentMethodStatus !== 'ACTIVE') return [409, { error_code: 'INACTIVE_PAYMENT_METHOD_ERROR', message: 'The payment method is not active' }];
      pr.paymentMethodStatus = 'EXPIRED';
      if (pr.status === 'PENDING' || pr.status === 'REQUIRES_ACTION') pr.status = 'EXPIRED';
      return [200, paymentMethodBody(pr)];
    }
    return null;
  };

  /** A wallet's approval page (DANA, LinkAja, ShopeePay): "Bayar" pays, "Batalkan" fails it; false when the path is not one. */
  const walletPage = async (method: string, path: string, form: URLSearchParams, out: PageWriter): Promise<boolean> => {
    const wallet = /^\/ewallets\/([^/]+)\/authorize$/.exec(path);
    if (!wallet) return false;
    const pr = paymentRequests.get(decodeURIComponent(wallet[1]!));
    if (!pr || pr.type !== 'EWALLET') return (out.html(404, closedPage('Pembayaran tidak ditemukan / Payment not found')), true);
    if (pr.status !== 'REQUIRES_ACTION') return (out.html(409, closedPage('Pembayaran ini sudah selesai / This payment is closed')), true);
    if (method === 'GET') return (out.html(200, walletApprovalPage({ wallet: WALLET_NAMES[pr.channelCode]!, amount: pr.amount, merchant: MERCHANT, action: path })), true);
    const pays = form.get('decision') === 'pay';
    pr.status = pays ? 'SUCCEEDED' : 'FAILED';
    await state.post(state.simulator().callbackFor(pr.id), undefined).catch(() => undefined);
    return (out.redirect((pays ? pr.successReturnUrl : pr.failureReturnUrl ?? pr.successReturnUrl) ?? state.base()), true);
  };

  /** The callback Xendit sends for a payment request in its state now. */
  const callbackBody = (pr: SimulatedPaymentRequest) => ({
    event: pr.status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
    business_id: BUSINESS_ID,
    created: now(),
    data: {
      id: `py-${randomUUID()}`, payment_request_id: pr.id, reference_id: pr.referenceId, customer_id: null, amount: pr.amount, currency: 'IDR', country: 'ID',
      status: pr.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', payment_method: paymentMethodBody(pr), created: now(), updated: now(),
    },
  });

  return { route, walletPage, callbackBody };
}
