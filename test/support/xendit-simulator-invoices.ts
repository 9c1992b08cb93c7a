/**
 * The local Xendit's card invoices: POST /v2/invoices, GET /v2/invoices (by external_id) and
 * /v2/invoices/{id}, POST /invoices/{id}/expire!, the hosted card form at an invoice's
 * invoice_url (GET/POST /web/invoices/{id}: card 4000000000001091 pays, 4000000000000002 is
 * declined and the invoice stays PENDING) and the invoice callback's body.
 */
import { randomBytes } from 'node:crypto';
import { cardInvoicePage, closedPage } from './xendit-simulator-pages';
import { BUSINESS_ID, MERCHANT, now, type ApiRequest, type PageWriter, type Reply, type SimulatedInvoice, type SimulatorState } from './xendit-simulator-types';

/** Xendit's test cards: one that pays, one the issuer declines. */
const CARD_PAYS = '4000000000001091';
const CARD_DECLINED = '4000000000000002';

export function invoiceEndpoints(state: SimulatorState) {
  const { invoices } = state;

  const invoiceBody = (invoice: SimulatedInvoice) => ({
    id: invoice.id, external_id: invoice.externalId, user_id: BUSINESS_ID, status: invoice.status, merchant_name: MERCHANT, merchant_profile_picture_url: '',
    amount: invoice.amount, ...(invoice.paidAmount === null ? {} : { paid_amount: invoice.paidAmount, payment_method: 'CREDIT_CARD', payment_channel: 'CREDIT_CARD' }),
    description: invoice.description, expiry_date: invoice.expiryDate, invoice_url: `${state.base()}/web/invoices/${invoice.id}`, currency: 'IDR',
    available_banks: [], available_retail_outlets: [], available_ewallets: [], available_qr_codes: [], available_direct_debits: [], available_paylaters: [],
    should_exclude_credit_card: false, should_send_email: false, created: now(), updated: now(),
    ...(invoice.successRedirectUrl ? { success_redirect_url: invoice.successRedirectUrl } : {}), ...(invoice.failureRedirectUrl ? { failure_redirect_url: invoice.failureRedirectUrl } : {}),
  });

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
    if (state.simulator().loseAnswers) return [503, { error_code: 'SERVER_ERROR', message: 'Service unavailable' }];
    return [200, invoiceBody(invoice)];
  };

  /** Answers the invoice endpoints; null when the call is for none of them. */
  const route = ({ method, path, query, body }: ApiRequest): Reply | null => {
    if (method === 'POST' && (path === '/v2/invoices' || path === '/v2/invoices/')) return createInvoice(body);
    if (method === 'GET' && path === '/v2/invoices') {
      const externalId = query.get('external_id');
      return [200, [...invoices.values()].filter((invoice) => externalId === null || invoice.externalId === externalId).map(invoiceBody)];
    }
    const invoiceMatch = /^\/v2\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoiceMatch) {
      if (state.simulator().failGet) return [500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' }];
      const invoice = invoices.get(decodeURIComponent(invoiceMatch[1]!));
      return invoice ? [200, invoiceBody(invoice)] : [404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' }];
    }
    const expireInvoice = /^\/invoices\/([^/]+)\/expire!$/.exec(decodeURIComponent(path));
    if (method === 'POST' && expireInvoice) {
      if (state.simulator().failExpire) return [500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occurred' }];
      const invoice = invoices.get(expireInvoice[1]!);
      if (!invoice || invoice.status !== 'PENDING') return [404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' }];
      invoice.status = 'EXPIRED';
      return [200, invoiceBody(invoice)];
    }
    return null;
  };

  /** An invoice's hosted card form; false when the path is not one. */
  const cardPage = async (method: string, path: string, form: URLSearchParams, out: PageWriter): Promise<boolean> => {
    const invoicePage = /^\/web\/invoices\/([^/]+)$/.exec(path);
    if (!invoicePage) return false;
    const invoice = invoices.get(decodeURIComponent(invoicePage[1]!));
    if (!invoice) return (out.html(404, closedPage('Tagihan tidak ditemukan / Invoice not found')), true);
    if (invoice.status !== 'PENDING') return (out.html(409, closedPage('Tagihan ini sudah ditutup / This invoice is closed')), true);
    const show = (error: string | null) => out.html(200, cardInvoicePage({ amount: invoice.amount, description: invoice.description, action: path, error }));
    if (method === 'GET') return (show(null), true);
    const card = (form.get('card_number') ?? '').replace(/\D/g, '');
    if (card === CARD_DECLINED) return (show('Kartu ditolak / Card declined'), true);
    if (card !== CARD_PAYS || !/^\d{2}\/\d{2}$/.test(form.get('expiry') ?? '') || !/^\d{3,4}$/.test(form.get('cvv') ?? '')) {
      return (show('Data kartu tidak valid / Invalid card details'), true);
    }
    Object.assign(invoice, { status: 'PAID', paidAmount: invoice.amount });
    await state.post(state.simulator().invoiceCallbackFor(invoice.id), undefined).catch(() => undefined);
    return (out.redirect(invoice.successRedirectUrl ?? state.base()), true);
  };

  /** The callback Xendit sends for an invoice in its state now. */
  const callbackBody = (invoice: SimulatedInvoice) => ({
    id: invoice.id, external_id: invoice.externalId, user_id: BUSINESS_ID, is_high: false, status: invoice.status, merchant_name: MERCHANT,
    amount: invoice.amount, ...(invoice.paidAmount === null ? {} : { paid_amount: invoice.paidAmount, paid_at: now(), payment_method: 'CREDIT_CARD', payment_channel: 'CREDIT_CARD' }),
    description: invoice.description, currency: 'IDR', created: now(), updated: now(),
  });

  return { route, cardPage, callbackBody };
}
