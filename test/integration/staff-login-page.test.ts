import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShopDomain, hostOwner } from '../../src/server/modules/shop';
import { createStaffAccount } from '../../src/server/modules/staff';
import { staffAccounts, staffSessions, staffSignInLinks } from '../../src/server/db/tables';
import { eq } from 'drizzle-orm';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { graphGet } from '../support/graphql-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(engines())('the staff sign-in page on %s', (engine) => {
  let server: TestServer;
  const email = `kasir-${randomUUID().slice(0, 8)}@lumbung-nusantara.example`;
  const password = 'batik-parang-kasir-2026';
  beforeAll(async () => {
    server = await startTestServer(engine);
    await createStaffAccount(server.database.db, DEMO_SHOP_ID, { email, name: 'Rina Kasir', role: 'administrator', password });
  });
  afterAll(async () => { await server?.close(); });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.request(path, { method: 'POST', redirect: 'manual', headers: { ...FORM, ...headers }, body: new URLSearchParams(fields).toString() });
  const alertOf = (html: string) => /<p id="login-problem" role="alert">([^<]*)<\/p>/.exec(html)?.[1];
  const sessionOf = (response: Response) => /etalase_staff=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

  it('shows a labelled form that works without the script, under a strict policy', async () => {
    const page = await server.request('/admin/login');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Masuk ke Lumbung Nusantara</h1>');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('autocomplete="current-password"');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post('/admin/login', { email, password: 'bukan-kata-sandinya' });
    const unknown = await post('/admin/login', { email: `tidak-ada-${randomUUID()}@example.com`, password: 'bukan-kata-sandinya' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(alertOf(await wrong.text())).toBe('E-mail atau kata sandi tidak benar.');
    expect(alertOf(await unknown.text())).toBe('E-mail atau kata sandi tidak benar.');
  });

  it('signs in and continues to the admin address it came from, never elsewhere; signing out ends the session', async () => {
    const signedIn = await post('/admin/login', { email, password, next: '/admin/orders?status=paid' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/admin/orders?status=paid');
    const token = sessionOf(signedIn);
    expect(token).toBeTruthy();
    const cookie = `etalase_staff=${token}`;
    const viewer = await graphGet<{ viewer: { email: string } }>(server, '{ viewer { email } }', undefined, { path: '/admin/graphql', headers: { cookie } });
    expect(viewer.body.data?.viewer.email).toBe(email);

    const elsewhere = await post('/admin/login', { email, password, next: '//evil.example/admin' });
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get('location')).toBe('/admin');
    const again = await server.request('/admin/login', { headers: { cookie: `etalase_staff=${sessionOf(elsewhere)}` } });
    expect(await again.text()).toContain('Anda masuk sebagai Rina Kasir');

    const out = await post('/admin/logout', {}, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/login');
    const after = await graphGet(server, '{ viewer { email } }', undefined, { path: '/admin/graphql', headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('carries the sign-in to a sub-domain of the shop once, through a one-minute token', async () => {
    const host = 'kasir.localhost';
    if (!(await hostOwner(server.database.db, host))) await addShopDomain(server.database.db, DEMO_SHOP_ID, host, false);
    const signedOut = await server.request('/_sys/login/sub/kasir', { redirect: 'manual' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/admin/login');

    const cookie = `etalase_staff=${sessionOf(await post('/admin/login', { email, password }))}`;
    const unknown = await server.request('/_sys/login/sub/gudang', { redirect: 'manual', headers: { cookie } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Toko ini tidak memakai alamat gudang.localhost.');

    const handoff = await server.request('/_sys/login/sub/kasir', { redirect: 'manual', headers: { cookie } });
    expect(handoff.status).toBe(303);
    const location = new URL(handoff.headers.get('location')!);
    expect(location.origin).toBe('https://kasir.localhost');
    expect(location.pathname).toMatch(/^\/admin\/login\/redirect\/[A-Za-z0-9_-]{40,}$/);

    const arrived = await server.request(location.pathname, { host, redirect: 'manual' });
    expect(arrived.status).toBe(303);
    expect(arrived.headers.get('location')).toBe('/admin');
    const there = `etalase_staff=${sessionOf(arrived)}`;
    const viewer = await graphGet<{ viewer: { email: string } }>(server, '{ viewer { email } }', undefined, { host, path: '/admin/graphql', headers: { cookie: there } });
    expect(viewer.body.data?.viewer.email).toBe(email);
    const again = await server.request(location.pathname, { host, redirect: 'manual' });
    expect(again.status).toBe(410);
  });

  it('forgets expired sessions and sign-in links in the background, and keeps live ones', async () => {
    const [member] = await server.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    const past = new Date(Date.now() - 60_000);
    const tag = randomUUID();
    await server.database.db.insert(staffSessions).values({ shopId: DEMO_SHOP_ID, tokenHash: `old-${tag}`, staffId: member!.id, expiresAt: past });
    await server.database.db.insert(staffSignInLinks).values({ shopId: DEMO_SHOP_ID, tokenHash: `old-${tag}`, staffId: member!.id, expiresAt: past });
    const live = sessionOf(await post('/admin/login', { email, password }));
    await server.app.jobs.tick();
    expect(await server.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, `old-${tag}`))).toEqual([]);
    expect(await server.database.db.select().from(staffSignInLinks).where(eq(staffSignInLinks.tokenHash, `old-${tag}`))).toEqual([]);
    const viewer = await graphGet<{ viewer: { email: string } }>(server, '{ viewer { email } }', undefined, { path: '/admin/graphql', headers: { cookie: `etalase_staff=${live}` } });
    expect(viewer.body.data?.viewer.email).toBe(email);
  });

  it('refuses a form posted from another site', async () => {
    const forged = await post('/admin/login', { email, password }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(sessionOf(forged)).toBeUndefined();
  });

  it('stops guessing at the limit with the wait in words and Retry-After', async () => {
    const target = `tebakan-${randomUUID().slice(0, 8)}@example.com`;
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) last = await post('/admin/login', { email: target, password: `salah-${attempt}-xxxxxx` });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(alertOf(await last!.text())).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
  });
});
