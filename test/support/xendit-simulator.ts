/**
 * The local Xendit's server and the handle tests drive it with: startXenditSimulator, its HTTP
 * Basic authentication and the routing of each call to its part (payment requests, invoices,
 * refunds, in sibling files). Its records and public interface live in xendit-simulator-types.ts
 * and are re-exported here, where tests import them from.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { invoiceEndpoints } from './xendit-simulator-invoices';
import { paymentRequestEndpoints } from './xendit-simulator-payment-requests';
import { refundEndpoints } from './xendit-simulator-refunds';
import type { Answer, PageWriter, SimulatedInvoice, SimulatedPaymentRequest, SimulatorState, XenditSimulator } from './xendit-simulator-types';

export type { SimulatedInvoice, SimulatedPaymentRequest, SimulatedRefund, XenditSimulator } from './xendit-simulator-types';

function authorized(header: string | undefined, secretKey: string): boolean {
  const match = /^Basic (.+)$/.exec(header ?? '');
  return Boolean(match && Buffer.from(match[1]!, 'base64').toString('utf8') === `${secretKey}:`);
}

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
export async function startXenditSimulator(
  secretKey = `xnd_development_${randomBytes(24).toString('hex')}`, callbackToken = randomBytes(24).toString('base64url'),
): Promise<XenditSimulator> {
  const paymentRequests = new Map<string, SimulatedPaymentRequest>();
  const invoices = new Map<string, SimulatedInvoice>();
  const requests: XenditSimulator['requests'] = [];
  let base = '';

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
  const state: SimulatorState = { paymentRequests, invoices, base: () => base, simulator: () => simulator, post };
  const paymentRequestApi = paymentRequestEndpoints(state);
  const invoiceApi = invoiceEndpoints(state);
  const refundApi = refundEndpoints(state);

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
      // The shopper's pages, a wallet's approval page and an invoice's card form, need no key.
      const page: PageWriter = {
        html(status, body) {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          res.end(body);
        },
        redirect(location) {
          res.writeHead(303, { location });
          res.end();
        },
      };
      if (req.method === 'GET' || req.method === 'POST') {
        const form = new URLSearchParams(req.method === 'POST' ? raw : '');
        if (await paymentRequestApi.walletPage(req.method, path, form, page) || await invoiceApi.cardPage(req.method, path, form, page)) return;
      }
      if (!ok) return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is invalid' });
      let body: Record<string, unknown> = {};
      if (req.method === 'POST' && raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return send(400, { error_code: 'API_VALIDATION_ERROR', message: 'Invalid JSON' });
        }
      }
      if (simulator.answerGate) await simulator.answerGate;
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const call = { method: req.method, path, query, body, key };
      const reply = paymentRequestApi.route(call) ?? invoiceApi.route(call) ?? refundApi.route(call);
      return reply ? send(...reply) : send(404, { error_code: 'NOT_FOUND', message: 'The requested resource was not found' });
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
    answerGate: null,
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
    callbackFor: (id) => paymentRequestApi.callbackBody(entry(id)),
    invoiceCallbackFor: (id) => invoiceApi.callbackBody(invoiceEntry(id)),
    refundCallbackFor: (refundId) => refundApi.callbackBody(refundId),
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
