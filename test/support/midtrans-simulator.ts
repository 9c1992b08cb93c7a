import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { midtransSignature } from '../../src/server/modules/payments';
import { snapOutcome, snapPage, type SnapPageSession } from './midtrans-snap-pages';

/**
 * A stand-in for Midtrans' Core API as its documentation describes it, on 127.0.0.1 at a random
 * port: POST /v2/charge for bank transfers (BCA, BNI, BRI: `va_numbers`; Permata:
 * `permata_va_number`) and QRIS (`qr_string`, a `generate-qr-code` action), GET
 * /v2/{order_id}/status, Expire and Refund, Snap (POST /snap/v1/transactions and the page at its
 * `redirect_url`, where a card or wallet payment is made as a shopper makes it), HTTP Basic authentication with the server key (401 otherwise), and HTTP
 * notifications signed as Midtrans signs them, sent where the charge's X-Override-Notification
 * said. Its socket does not keep the test process alive.
 */
export interface SimulatedTransaction {
  orderId: string;
  transactionId: string;
  paymentType: 'bank_transfer' | 'qris' | 'credit_card' | 'gopay' | 'shopeepay';
  bank: string | null;
  grossAmount: string;
  status: 'pending' | 'settlement' | 'capture' | 'expire' | 'cancel' | 'deny' | 'refund' | 'partial_refund';
  notifyUrl: string | null;
  expiryTime: string;
  charge: Record<string, unknown>;
  /** Refunds Midtrans made of this transaction, as its status lists them. */
  refunds: Array<{ refund_key: string; refund_amount: string; reason: string; created_at: string }>;
}

export interface MidtransSimulator {
  url: string;
  serverKey: string;
  transactions: Map<string, SimulatedTransaction>;
  /** Snap transactions by order id: the page each payment was sent to, before the shopper paid there. */
  snaps: Map<string, SnapPageSession & { finishUrl: string; notifyUrl: string | null; enabledPayments: unknown; body: Record<string, unknown> }>;
  /** Every request as received: method, path and whether its key was right. */
  requests: Array<{ method: string; path: string; authorized: boolean }>;
  /** While true, Expire answers 500, as Midtrans does when it is down. */
  failExpire: boolean;
  /** While true, Refund answers 500 after making the refund: the answer is lost, the refund is not. */
  loseRefundAnswer: boolean;
  /** Changes a transaction as a payment or the clock would at Midtrans. */
  setStatus(orderId: string, status: SimulatedTransaction['status'], changes?: Partial<Pick<SimulatedTransaction, 'grossAmount'>>): void;
  /** The notification Midtrans would send for the transaction now, with overrides for forging. */
  notificationFor(orderId: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** POSTs a notification to the address the charge named (with a Host header of `host`, if given). */
  notify(orderId: string, body?: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

const STATUS_CODE: Record<SimulatedTransaction['status'], string> = { pending: '201', settlement: '200', capture: '200', expire: '407', cancel: '200', deny: '202', refund: '200', partial_refund: '200' };

function jakarta(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

function authorized(header: string | undefined, serverKey: string): boolean {
  const match = /^Basic (.+)$/.exec(header ?? '');
  return Boolean(match && Buffer.from(match[1]!, 'base64').toString('utf8') === `${serverKey}:`);
}

export async function startMidtransSimulator(serverKey = `SB-Mid-server-${randomBytes(12).toString('base64url')}`): Promise<MidtransSimulator> {
  const transactions = new Map<string, SimulatedTransaction>();
  const snaps: MidtransSimulator['snaps'] = new Map();
  const requests: MidtransSimulator['requests'] = [];
  let base = '';

  const statusBody = (tx: SimulatedTransaction) => ({
    status_code: STATUS_CODE[tx.status],
    status_message: 'Success, transaction is found',
    transaction_id: tx.transactionId,
    order_id: tx.orderId,
    gross_amount: tx.grossAmount,
    currency: 'IDR',
    payment_type: tx.paymentType,
    transaction_time: jakarta(new Date()),
    transaction_status: tx.status,
    fraud_status: 'accept',
    expiry_time: tx.expiryTime,
    merchant_id: 'G000000001',
    ...(tx.paymentType === 'bank_transfer' && tx.bank !== 'permata' ? { va_numbers: (tx.charge.va_numbers as unknown[]) } : {}),
    ...(tx.bank === 'permata' ? { permata_va_number: tx.charge.permata_va_number } : {}),
    ...(tx.refunds.length ? { refunds: tx.refunds, refund_amount: `${refunded(tx)}.00` } : {}),
  });
  const refunded = (tx: SimulatedTransaction) => tx.refunds.reduce((sum, refund) => sum + Number(refund.refund_amount), 0);

  const charge = (body: Record<string, unknown>, notifyUrl: string | null): [number, Record<string, unknown>] => {
    const details = body.transaction_details as { order_id?: string; gross_amount?: number } | undefined;
    const orderId = details?.order_id;
    if (!orderId || typeof details.gross_amount !== 'number' || details.gross_amount < 1) {
      return [400, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: ['transaction_details.gross_amount is required'] }];
    }
    if (transactions.has(orderId)) return [406, { status_code: '406', status_message: 'The request could not be processed due to a duplicate order_id. Please use a different order_id' }];
    const expiry = body.custom_expiry as { expiry_duration?: number; unit?: string } | undefined;
    const minutes = expiry?.unit === 'minute' && typeof expiry.expiry_duration === 'number' ? expiry.expiry_duration : 24 * 60;
    const tx: SimulatedTransaction = {
      orderId, transactionId: randomUUID(), paymentType: body.payment_type === 'qris' ? 'qris' : 'bank_transfer', bank: null,
      grossAmount: `${details.gross_amount}.00`, status: 'pending', notifyUrl, expiryTime: jakarta(new Date(Date.now() + minutes * 60_000)), charge: {}, refunds: [],
    };
    const common = {
      status_code: '201', transaction_id: tx.transactionId, order_id: orderId, merchant_id: 'G000000001', gross_amount: tx.grossAmount, currency: 'IDR',
      transaction_time: jakarta(new Date()), transaction_status: 'pending', fraud_status: 'accept', expiry_time: tx.expiryTime,
    };
    if (body.payment_type === 'qris') {
      const qr = `00020101021226620014COM.GO-JEK.WWW01189360091434506469550210G${orderId}5204581653033605802ID6304ABCD`;
      tx.charge = { ...common, status_message: 'QRIS transaction is created', payment_type: 'qris', acquirer: 'gopay', qr_string: qr,
        actions: [{ name: 'generate-qr-code', method: 'GET', url: `${base}/v2/qris/${tx.transactionId}/qr-code` }] };
    } else if (body.payment_type === 'bank_transfer') {
      const bank = (body.bank_transfer as { bank?: string } | undefined)?.bank ?? '';
      if (!['bca', 'bni', 'bri', 'permata'].includes(bank)) return [400, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.' }];
      tx.bank = bank;
      const number = `${Math.floor(1e10 + Math.random() * 9e10)}`;
      tx.charge = { ...common, status_message: 'Success, Bank Transfer transaction is created', payment_type: 'bank_transfer',
        ...(bank === 'permata' ? { permata_va_number: number } : { va_numbers: [{ bank, va_number: number }] }) };
    } else {
      return [400, { status_code: '400', status_message: 'Payment type is not supported' }];
    }
    transactions.set(orderId, tx);
    return [201, tx.charge];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const ok = authorized(req.headers.authorization, serverKey);
      requests.push({ method: req.method ?? 'GET', path, authorized: ok });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const pageMatch = /^\/snap\/v4\/redirection\/([\w-]+)$/.exec(path);
      if (pageMatch) {
        // The shopper's browser: no key, the token is the address.
        const session = [...snaps.values()].find((snap) => snap.token === pageMatch[1]);
        const html = (status: number, text: string) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(text);
        };
        if (!session) return html(404, '<!doctype html><html lang="en"><title>Not found</title><h1>Transaction not found</h1></html>');
        if (req.method !== 'POST') return html(200, snapPage(session));
        const outcome = snapOutcome(session, new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        if ('problem' in outcome) return html(422, snapPage(session, outcome.problem));
        const enabled = session.enabledPayment;
        const tx: SimulatedTransaction = {
          orderId: session.orderId, transactionId: randomUUID(), paymentType: enabled, bank: null, grossAmount: `${session.grossAmount}.00`,
          status: outcome.status, notifyUrl: session.notifyUrl, expiryTime: jakarta(new Date(Date.now() + 3600_000)), charge: {}, refunds: [],
        };
        transactions.set(session.orderId, tx);
        snaps.delete(session.orderId);
        // Midtrans notifies the shop, then sends the shopper back with the outcome in the address.
        void (session.notifyUrl ? simulator.notify(session.orderId).catch(() => undefined) : Promise.resolve()).then(() => {
          const back = new URL(session.finishUrl);
          back.search = new URLSearchParams({ order_id: session.orderId, status_code: STATUS_CODE[tx.status], transaction_status: tx.status }).toString();
          res.writeHead(303, { location: back.toString() });
          res.end();
        });
        return;
      }
      if (!ok) return send(401, { status_code: '401', status_message: 'Transaction cannot be authorized with the current client/server key.', id: randomUUID() });
      if (req.method === 'POST' && path === '/v2/charge') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return send(400, { status_code: '400', status_message: 'Invalid JSON' });
        }
        const override = req.headers['x-override-notification'];
        const [status, answer] = charge(body, typeof override === 'string' ? override.split(',')[0]!.trim() : null);
        return send(status, answer);
      }
      if (req.method === 'POST' && path === '/snap/v1/transactions') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        const details = body.transaction_details as { order_id?: string; gross_amount?: number } | undefined;
        const enabled = Array.isArray(body.enabled_payments) ? body.enabled_payments : [];
        const finish = (body.callbacks as { finish?: string } | undefined)?.finish;
        const enabledPayment = enabled.length === 1 && ['credit_card', 'gopay', 'shopeepay'].includes(String(enabled[0])) ? String(enabled[0]) as SnapPageSession['enabledPayment'] : null;
        if (!details?.order_id || typeof details.gross_amount !== 'number' || details.gross_amount < 1 || !finish || !enabledPayment) {
          return send(400, { error_messages: ['transaction_details.gross_amount is required', 'callbacks.finish is required'] });
        }
        if (transactions.has(details.order_id) || snaps.has(details.order_id)) return send(400, { error_messages: ['transaction_details.order_id has already been taken'] });
        const token = randomUUID();
        const override = req.headers['x-override-notification'];
        snaps.set(details.order_id, {
          token, orderId: details.order_id, grossAmount: details.gross_amount, enabledPayment, enabledPayments: enabled, finishUrl: finish, body,
          notifyUrl: typeof override === 'string' ? override.split(',')[0]!.trim() : null,
        });
        return send(201, { token, redirect_url: `${base}/snap/v4/redirection/${token}` });
      }
      const statusMatch = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === 'GET' && statusMatch) {
        const tx = transactions.get(decodeURIComponent(statusMatch[1]!));
        if (!tx) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        return send(200, statusBody(tx));
      }
      // As Midtrans documents Expire: a pending transaction expires (407 in the body, HTTP 200);
      // any other state cannot be changed by the merchant (412).
      const expireMatch = /^\/v2\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expireMatch) {
        if (simulator.failExpire) return send(500, { status_code: '500', status_message: 'Sorry, we encountered internal server error. We will fix this soon.' });
        const tx = transactions.get(decodeURIComponent(expireMatch[1]!));
        if (!tx) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (tx.status !== 'pending') return send(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
        tx.status = 'expire';
        return send(200, { ...statusBody(tx), status_code: '407', status_message: 'Success, transaction has expired' });
      }
      // As Midtrans documents Cancel: a captured card (or a pending transaction) is voided as a whole.
      const cancelMatch = /^\/v2\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancelMatch) {
        const tx = transactions.get(decodeURIComponent(cancelMatch[1]!));
        if (!tx) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (tx.status !== 'capture' && tx.status !== 'pending') return send(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
        tx.status = 'cancel';
        return send(200, { ...statusBody(tx), status_code: '200', status_message: 'Success, transaction is canceled' });
      }
      // As Midtrans documents Refund: only a settled transaction of a refundable method (QRIS here,
      // not bank transfer), at most what is left, each refund_key once.
      const refundMatch = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refundMatch) {
        const tx = transactions.get(decodeURIComponent(refundMatch[1]!));
        if (!tx) return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { refund_key?: string; amount?: number; reason?: string };
        const amount = body.amount ?? Number(tx.grossAmount) - refunded(tx);
        if (tx.refunds.some((refund) => refund.refund_key === body.refund_key)) return send(200, { status_code: '406', status_message: 'Duplicate refund_key' });
        // A captured card is not settled yet: Midtrans refunds it only after settlement, and cancels it before.
        if (!['settlement', 'refund', 'partial_refund'].includes(tx.status) || tx.paymentType === 'bank_transfer' || amount < 1 || amount > Number(tx.grossAmount) - refunded(tx)) {
          return send(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
        }
        tx.refunds.push({ refund_key: body.refund_key ?? randomUUID(), refund_amount: `${amount}.00`, reason: body.reason ?? '', created_at: jakarta(new Date()) });
        tx.status = refunded(tx) >= Number(tx.grossAmount) ? 'refund' : 'partial_refund';
        if (simulator.loseRefundAnswer) return send(500, { status_code: '500', status_message: 'Sorry, we encountered internal server error. We will fix this soon.' });
        return send(200, { ...statusBody(tx), status_code: '200', status_message: 'Success, refund request is approved', refund_key: body.refund_key, refund_amount: `${amount}.00` });
      }
      return send(404, { status_code: '404', status_message: 'The requested resource is not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const transaction = (orderId: string) => {
    const tx = transactions.get(orderId);
    if (!tx) throw new Error(`the simulator has no transaction ${orderId}`);
    return tx;
  };

  const simulator: MidtransSimulator = {
    url: base,
    serverKey,
    transactions,
    snaps,
    requests,
    failExpire: false,
    loseRefundAnswer: false,
    setStatus(orderId, status, changes = {}) {
      Object.assign(transaction(orderId), { status }, changes);
    },
    notificationFor(orderId, overrides = {}) {
      const tx = transaction(orderId);
      const body: Record<string, unknown> = { ...statusBody(tx), status_message: 'midtrans payment notification', ...overrides };
      const signed = { order_id: String(body.order_id), status_code: String(body.status_code), gross_amount: String(body.gross_amount) };
      return { ...body, signature_key: 'signature_key' in overrides ? overrides.signature_key : midtransSignature(signed, serverKey) };
    },
    async notify(orderId, body) {
      const tx = transaction(orderId);
      if (!tx.notifyUrl) throw new Error(`the charge of ${orderId} named no notification address`);
      const response = await fetch(tx.notifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? simulator.notificationFor(orderId)) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) as unknown : null };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
