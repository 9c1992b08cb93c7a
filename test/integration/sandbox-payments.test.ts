import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShop } from '../../src/server/modules/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/database.server';
import { rowsOf } from '../../src/server/db/migrate.server';
import { outbox, sandboxSessions } from '../../src/server/db/tables';
import { WALLET_NOTIFY_PATH, registerSandboxPaymentRoutes, registerWalletNotificationRoute } from '../../src/server/http/sandbox-payments.routes';
import { createSandboxCardProvider, createSandboxWalletProvider } from '../../src/server/modules/payments';
import type { StartPaymentRequest } from '../../src/server/modules/payments';
import { WALLET_SIGNING_KEY, resignWalletWebhook, type WalletWebhookPayload } from '../../src/server/modules/payments';
import { signWalletNotification, verifyWalletNotification, type WalletEvent } from '../../src/server/modules/payments';
import { serverKey } from '../../src/server/modules/platform';
import { engines, type Engine } from '../support/test-server';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The seeded test database without the whole app: these routes are mounted on a bare server. */
async function openTestDatabase(engine: Engine): Promise<{ database: Database; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-sandbox-'));
  if (engine === 'pglite') {
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
    return { database: await openDatabase({ dataDir }), dataDir };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  return { database: await openDatabase({ dataDir, databaseUrl, poolSize: 5 }), dataDir };
}

describe.each(engines())('sandbox payment providers on %s', (engine) => {
  let database: Database;
  let dataDir: string;
  let db: Db;
  let server: FastifyInstance;
  let kicks = 0;
  const received: Array<{ shopId: string; event: WalletEvent }> = [];
  const applied = new Set<string>();
  // A shop id of its own, so rows left by other test files on a shared database never count.
  const shopId = `shop_sandbox_${randomBytes(6).toString('hex')}`;
  const card = createSandboxCardProvider();
  const wallet = createSandboxWalletProvider();

  const request = (overrides: Partial<StartPaymentRequest> = {}): StartPaymentRequest => ({
    shopId,
    paymentId: 'pay_1',
    orderId: 'ord_1',
    amount: 150000,
    currency: 2,
    description: 'Pesanan #1001 · Toko Contoh',
    payerPhone: '081234567890',
    payerName: 'Budi Santoso',
    returnUrl: 'http://toko.localhost/checkout/sandbox-card/ord_1',
    notifyUrl: `http://toko.localhost${WALLET_NOTIFY_PATH}`,
    channel: null,
    payBy: new Date(Date.now() + 24 * 3600_000),
    ...overrides,
  });

  const submitCard = (formPath: string, fields: Record<string, string>) =>
    server.inject({ method: 'POST', url: formPath, headers: FORM, payload: new URLSearchParams(fields).toString() });

  const validCard = (number: string) => ({ number, expiry: '12/39', cvc: '7391', name: 'Siti Rahayu' });

  const sessionRow = async (id: string) => {
    const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
    if (!row) throw new Error(`no session ${id}`);
    return row;
  };

  const walletRows = () =>
    db.select().from(outbox).where(and(eq(outbox.shopId, shopId), like(outbox.dedupeKey, 'sandbox-wallet:%')));

  beforeAll(async () => {
    ({ database, dataDir } = await openTestDatabase(engine));
    db = database.db;
    // Payment sessions belong to a shop: deleting the shop deletes them.
    await createShop(db, { id: shopId, name: 'Toko Contoh', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@toko.localhost', phone: '', address: '', city: '' });
    server = Fastify({ logger: false });
    // The app sets a site-wide referrer policy this way; the sandbox pages must still win.
    server.addHook('onSend', async (_request, reply, payload) => {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      return payload;
    });
    await registerSandboxPaymentRoutes(server, { db, kick: () => { kicks += 1; } });
    await registerWalletNotificationRoute(server, {
      db,
      onEvent: async (eventShopId, event) => {
        received.push({ shopId: eventShopId, event });
        if (applied.has(event.eventId)) return 'duplicate';
        applied.add(event.eventId);
        return 'applied';
      },
    });
    await server.ready();
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('card', () => {
    it('starts a session and serves the hosted form with its own strict headers and no script', async () => {
      const started = await card.start(db, request());
      expect(started.providerRef).toMatch(/^cs_[A-Za-z0-9_-]{24}$/);
      expect(started.redirectUrl).toBe(`/_sandbox/card/${started.providerRef}`);
      const row = await sessionRow(started.providerRef!);
      expect(row).toMatchObject({ kind: 'card', shopId, amount: 150000, status: 'open', cardLast4: null, tokenHash: null });
      expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);

      const res = await server.inject({ method: 'GET', url: started.redirectUrl! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).toContain('Rp150.000');
      expect(res.body).toContain('Bayar Rp150.000');
      expect(res.body).toContain('Pesanan #1001');
      expect(res.body).toContain('4000 0000 0000 0119');
    });

    it('answers unknown sessions with 404 and refuses a return address that is not http(s)', async () => {
      for (const url of ['/_sandbox/card/cs_aaaaaaaaaaaaaaaaaaaaaaaa', '/_sandbox/card/nonsense']) {
        const res = await server.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-security-policy']).toBe(CSP);
        expect(res.body).toContain('tidak ditemukan');
      }
      await expect(card.start(db, request({ returnUrl: 'javascript:alert(1)' }))).rejects.toThrow(/return address/);
    });

    it('re-renders the form with a linked message for an invalid number and stores nothing', async () => {
      const { providerRef } = await card.start(db, request());
      const res = await submitCard(`/_sandbox/card/${providerRef}`, validCard('4242 4242 4242 4241'));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain('aria-describedby="card-number-error"');
      expect(res.body).toMatch(/id="card-number-error"[^>]*>Nomor kartu tidak valid/);
      // The number comes back for correcting; the CVC never does.
      expect(res.body).toContain('value="4242 4242 4242 4241"');
      expect(res.body).not.toContain('7391');
      const row = await sessionRow(providerRef!);
      expect(row).toMatchObject({ status: 'open', cardLast4: null, cardOutcome: null, tokenHash: null });
      expect(await card.charge(db, providerRef!, { shopId, amount: 150000 })).toEqual({ status: 'not_ready', message: expect.any(String) });
    });

    it.each([
      ['4242 4242 4242 4242', 'succeeded', '4242'],
      ['4000 0000 0000 0002', 'declined', '0002'],
      ['4000 0000 0000 0119', 'failed', '0119'],
      ['5555555555554444', 'succeeded', '4444'],
    ] as const)('charges %s with the outcome %s, once', async (number, status, last4) => {
      const { providerRef } = await card.start(db, request());
      const res = await submitCard(`/_sandbox/card/${providerRef}`, validCard(number));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://toko.localhost/checkout/sandbox-card/ord_1?session=${providerRef}`);
      expect((await sessionRow(providerRef!)).status).toBe('open');

      const first = await card.charge(db, providerRef!, { shopId, amount: 150000 });
      expect(first).toEqual({ status, message: expect.any(String), last4 });
      const again = await card.charge(db, providerRef!, { shopId, amount: 150000 });
      expect(again).toEqual(first);
      const row = await sessionRow(providerRef!);
      expect(row.status).toBe(status);
      expect(row.tokenUsedAt).toBeInstanceOf(Date);
    });

    it('settles once when the shop charges twice at the same moment', async () => {
      const { providerRef } = await card.start(db, request());
      await submitCard(`/_sandbox/card/${providerRef}`, validCard('4242 4242 4242 4242'));
      const results = await Promise.all([1, 2, 3].map(() => card.charge(db, providerRef!, { shopId, amount: 150000 })));
      expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
      expect(results[0]?.status).toBe('succeeded');
    });

    it('refuses a charge for another amount or another shop without settling the session', async () => {
      const { providerRef } = await card.start(db, request());
      await submitCard(`/_sandbox/card/${providerRef}`, validCard('4242 4242 4242 4242'));
      expect(await card.charge(db, providerRef!, { shopId, amount: 1 })).toEqual({ status: 'failed', message: expect.stringMatching(/amount/), last4: null });
      expect(await card.charge(db, providerRef!, { shopId: 'another-shop', amount: 150000 })).toEqual({ status: 'failed', message: expect.stringMatching(/another shop/), last4: null });
      expect((await sessionRow(providerRef!)).status).toBe('open');
      expect((await card.charge(db, providerRef!, { shopId, amount: 150000 })).status).toBe('succeeded');
    });

    it('never stores the card number or the CVC', async () => {
      const { providerRef } = await card.start(db, request());
      await submitCard(`/_sandbox/card/${providerRef}`, validCard('4000 0000 0000 0002'));
      const row = await sessionRow(providerRef!);
      expect(row.cardLast4).toBe('0002');
      expect(row.cardOutcome).toBe('decline');
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const { tokenHash: _hash, ...rest } = row;
      const text = JSON.stringify(rest);
      expect(text).not.toContain('7391');
      const raw = rowsOf<{ row: string }>(await db.execute(sql`SELECT row_to_json(s)::text AS row FROM sandbox_payment_sessions s WHERE s.shop_id = ${shopId}`));
      for (const { row: stored } of raw) {
        expect(stored).not.toMatch(/4000\s?0000\s?0000\s?0002/);
        expect(stored).not.toMatch(/4242\s?4242\s?4242\s?4242/);
      }
    });

    it('shows a 410 page once the card was submitted, settled or the session ran out', async () => {
      const submitted = await card.start(db, request());
      const formPath = `/_sandbox/card/${submitted.providerRef}`;
      await submitCard(formPath, validCard('4242 4242 4242 4242'));
      const again = await submitCard(formPath, validCard('5555555555554444'));
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('Kartu sudah dikirim');
      expect((await sessionRow(submitted.providerRef!)).cardLast4).toBe('4242');
      expect((await server.inject({ method: 'GET', url: formPath })).statusCode).toBe(410);
      await card.charge(db, submitted.providerRef!, { shopId, amount: 150000 });
      const settled = await server.inject({ method: 'GET', url: formPath });
      expect(settled.statusCode).toBe(410);
      expect(settled.body).toContain('sudah diproses');

      const expired = await card.start(db, request());
      await db.update(sandboxSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sandboxSessions.id, expired.providerRef!));
      const page = await server.inject({ method: 'GET', url: `/_sandbox/card/${expired.providerRef}` });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('berakhir');
      expect((await submitCard(`/_sandbox/card/${expired.providerRef}`, validCard('4242 4242 4242 4242'))).statusCode).toBe(410);
      expect((await card.charge(db, expired.providerRef!, { shopId, amount: 150000 })).status).toBe('failed');
    });

    it('takes only small URL-encoded forms', async () => {
      const { providerRef } = await card.start(db, request());
      const formPath = `/_sandbox/card/${providerRef}`;
      const json = await server.inject({ method: 'POST', url: formPath, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(validCard('4242 4242 4242 4242')) });
      expect(json.statusCode).toBe(415);
      const big = await submitCard(formPath, { ...validCard('4242 4242 4242 4242'), name: 'x'.repeat(5000) });
      expect(big.statusCode).toBe(413);
      expect(big.headers['content-security-policy']).toBe(CSP);
      expect((await sessionRow(providerRef!)).tokenHash).toBeNull();
    });
  });

  describe('wallet', () => {
    const walletRequest = () => request({ returnUrl: 'http://toko.localhost/checkout/sandbox-wallet/ord_1' });

    it('serves its page and queues exactly one signed notification when the shopper pays', async () => {
      const started = await wallet.start(db, walletRequest());
      expect(started.providerRef).toMatch(/^ws_[A-Za-z0-9_-]{24}$/);
      expect(started.redirectUrl).toBe(`/_sandbox/wallet/${started.providerRef}`);

      const page = await server.inject({ method: 'GET', url: started.redirectUrl! });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toBe(CSP);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain('Dompet Sandbox');
      expect(page.body).toContain('Rp150.000');
      expect(page.body).not.toMatch(/<script/i);

      const before = (await walletRows()).length;
      const kicksBefore = kicks;
      const paid = await server.inject({ method: 'POST', url: `${started.redirectUrl}/pay`, headers: FORM, payload: '' });
      expect(paid.statusCode).toBe(303);
      // The return says nothing about the result.
      expect(paid.headers.location).toBe('http://toko.localhost/checkout/sandbox-wallet/ord_1');
      expect(kicks).toBe(kicksBefore + 1);
      expect((await sessionRow(started.providerRef!)).status).toBe('succeeded');

      const rows = (await walletRows()).filter((row) => (row.payload as WalletWebhookPayload).body.includes(started.providerRef!));
      expect(rows).toHaveLength(1);
      expect((await walletRows()).length).toBe(before + 1);
      const row = rows[0]!;
      expect(row).toMatchObject({ kind: 'webhook', status: 'pending' });
      const payload = row.payload as WalletWebhookPayload;
      expect(payload.url).toBe(`http://toko.localhost${WALLET_NOTIFY_PATH}`);
      expect(payload.headers['content-type']).toBe('application/json');
      const verified = verifyWalletNotification(await serverKey(db, WALLET_SIGNING_KEY), payload.headers['x-sandbox-signature'], payload.body, new Date());
      expect(verified).toEqual({ ok: true, event: expect.objectContaining({ sessionId: started.providerRef, status: 'succeeded', amount: 150000, currency: 2 }) });
      if (verified.ok) expect(row.dedupeKey).toBe(`sandbox-wallet:${verified.event.eventId}`);

      // Paying again, or cancelling afterwards, changes nothing and sends nothing.
      const twice = await server.inject({ method: 'POST', url: `${started.redirectUrl}/pay`, headers: FORM, payload: '' });
      expect(twice.statusCode).toBe(303);
      const cancelled = await server.inject({ method: 'POST', url: `${started.redirectUrl}/cancel`, headers: FORM, payload: '' });
      expect(cancelled.statusCode).toBe(303);
      expect(kicks).toBe(kicksBefore + 1);
      expect((await walletRows()).length).toBe(before + 1);
      expect((await sessionRow(started.providerRef!)).status).toBe('succeeded');
      expect((await server.inject({ method: 'GET', url: started.redirectUrl! })).statusCode).toBe(410);
    });

    it('queues one notification when two clicks race', async () => {
      const started = await wallet.start(db, walletRequest());
      const results = await Promise.all([1, 2, 3].map(() => server.inject({ method: 'POST', url: `${started.redirectUrl}/pay`, headers: FORM, payload: '' })));
      expect(results.map((res) => res.statusCode)).toEqual([303, 303, 303]);
      const rows = (await walletRows()).filter((row) => (row.payload as WalletWebhookPayload).body.includes(started.providerRef!));
      expect(rows).toHaveLength(1);
    });

    it('reports a cancellation the same way', async () => {
      const started = await wallet.start(db, walletRequest());
      const res = await server.inject({ method: 'POST', url: `${started.redirectUrl}/cancel`, headers: FORM, payload: '' });
      expect(res.statusCode).toBe(303);
      const [row] = (await walletRows()).filter((r) => (r.payload as WalletWebhookPayload).body.includes(started.providerRef!));
      expect(JSON.parse((row!.payload as WalletWebhookPayload).body)).toMatchObject({ status: 'cancelled', sessionId: started.providerRef });
      expect((await sessionRow(started.providerRef!)).status).toBe('cancelled');
    });

    it('refuses an expired or unknown session without notifying', async () => {
      const started = await wallet.start(db, walletRequest());
      await db.update(sandboxSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sandboxSessions.id, started.providerRef!));
      const before = (await walletRows()).length;
      expect((await server.inject({ method: 'POST', url: `${started.redirectUrl}/pay`, headers: FORM, payload: '' })).statusCode).toBe(410);
      expect((await server.inject({ method: 'POST', url: '/_sandbox/wallet/ws_aaaaaaaaaaaaaaaaaaaaaaaa/pay', headers: FORM, payload: '' })).statusCode).toBe(404);
      expect((await walletRows()).length).toBe(before);
      await expect(wallet.start(db, request({ notifyUrl: '/relative' }))).rejects.toThrow(/notification address/);
    });
  });

  describe('wallet notifications', () => {
    const post = (body: string, headers: Record<string, string>) =>
      server.inject({ method: 'POST', url: WALLET_NOTIFY_PATH, headers, payload: body });

    const paidNotification = async () => {
      const started = await wallet.start(db, request());
      await server.inject({ method: 'POST', url: `${started.redirectUrl}/pay`, headers: FORM, payload: '' });
      const [row] = (await walletRows()).filter((r) => (r.payload as WalletWebhookPayload).body.includes(started.providerRef!));
      return { sessionId: started.providerRef!, payload: row!.payload as WalletWebhookPayload };
    };

    it('hands a correctly signed notification to the shop once per request', async () => {
      const { sessionId, payload } = await paidNotification();
      const before = received.length;
      const first = await post(payload.body, payload.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, result: 'applied' });
      expect(received.length).toBe(before + 1);
      expect(received.at(-1)).toEqual({ shopId, event: expect.objectContaining({ sessionId, status: 'succeeded' }) });
      const repeat = await post(payload.body, payload.headers);
      expect(repeat.json()).toEqual({ received: true, result: 'duplicate' });
      expect(received.length).toBe(before + 2);
    });

    it('refuses a missing or bad signature with 401 and a stale or unreadable one with 400', async () => {
      const { payload } = await paidNotification();
      const before = received.length;
      const secret = await serverKey(db, WALLET_SIGNING_KEY);
      const json = { 'content-type': 'application/json' };

      const missing = await post(payload.body, json);
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ error: 'missing_signature' });

      const tampered = payload.body.replace('"amount":150000', '"amount":1');
      expect((await post(tampered, payload.headers)).statusCode).toBe(401);
      const forged = await post(payload.body, { ...json, 'x-sandbox-signature': signWalletNotification('not-the-key', payload.body, new Date()) });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: 'bad_signature' });

      const stale = await post(payload.body, { ...json, 'x-sandbox-signature': signWalletNotification(secret, payload.body, new Date(Date.now() - 10 * 60 * 1000)) });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ error: 'stale' });

      const junk = '{"hello":"world"}';
      const malformed = await post(junk, { ...json, 'x-sandbox-signature': signWalletNotification(secret, junk, new Date()) });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'malformed' });

      expect((await post(payload.body, { 'content-type': 'text/plain', 'x-sandbox-signature': payload.headers['x-sandbox-signature']! })).statusCode).toBe(415);
      expect(received.length).toBe(before);
    });

    it('signs a queued notification again for a delivery retried after the tolerance', async () => {
      const { payload } = await paidNotification();
      const secret = await serverKey(db, WALLET_SIGNING_KEY);
      const later = new Date(Date.now() + 10 * 60 * 1000);
      expect(verifyWalletNotification(secret, payload.headers['x-sandbox-signature'], payload.body, later)).toEqual({ ok: false, reason: 'stale' });
      const resigned = await resignWalletWebhook(db, payload, later);
      expect(resigned.body).toBe(payload.body);
      expect(resigned.url).toBe(payload.url);
      expect(verifyWalletNotification(secret, resigned.headers['x-sandbox-signature'], resigned.body, later).ok).toBe(true);
      const unrelated = { url: 'http://example.test/hook', headers: { 'content-type': 'application/json' }, body: '{}' };
      expect(await resignWalletWebhook(db, unrelated, later)).toBe(unrelated);
    });

    it('ignores a genuine event for a session it does not know', async () => {
      const secret = await serverKey(db, WALLET_SIGNING_KEY);
      const body = JSON.stringify({ eventId: 'evt_unknownsession', sessionId: 'ws_aaaaaaaaaaaaaaaaaaaaaaaa', status: 'succeeded', amount: 5, currency: 2, occurredAt: new Date().toISOString() });
      const before = received.length;
      const res = await post(body, { 'content-type': 'application/json', 'x-sandbox-signature': signWalletNotification(secret, body, new Date()) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, result: 'ignored' });
      expect(received.length).toBe(before);
    });
  });
});
