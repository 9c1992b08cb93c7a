import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDomains, staffAccounts } from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/modules/staff';
import { startTestServer, type TestServer } from '../support/test-server';

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer('pglite', { env: 'production' }); });
  afterAll(async () => { await server?.close(); });

  it('does not offer the UI kit showcase', async () => {
    const res = await server.request('/_dev/ui');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Halaman tidak ditemukan');
    expect(html).not.toContain('etalase-state');
  });

  it('hides GraphQL field suggestions', async () => {
    const res = await server.request(`/graphql?query=${encodeURIComponent('{ shop { nam } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/Did you mean/);
  });

  it('marks the staff session cookie Secure for a real domain even behind a plain-HTTP proxy', async () => {
    await server.database.db.insert(shopDomains).values({ host: 'toko.example', shopId: 'demo' }).onConflictDoNothing();
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword('production-pass') }).where(eq(staffAccounts.shopId, 'demo'));
    const [owner] = await server.database.db.select().from(staffAccounts).where(eq(staffAccounts.shopId, 'demo'));
    const res = await server.request('/graphql?m=StaffSignInInput', {
      host: 'toko.example',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { __typename } }', variables: { i: { email: owner!.email, password: 'production-pass' } } }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
  });
});
