import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShopDomains, createShop } from '../../src/server/modules/shop';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('the shop\'s redirect on %s', (engine) => {
  let server: TestServer;
  const otherShop = `lain-${engine}-${Date.now()}`;
  const otherHost = `${otherShop}.example`;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await createShop(server.database.db, { id: otherShop, name: 'Toko Lain', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@lain.example', phone: '', address: '', city: '' });
    await addShopDomains(server.database.db, otherShop, [otherHost]);
  });
  afterAll(async () => { await server?.close(); });

  const follow = (to: string, language?: string) =>
    server.request(`/_/redirect?to=${encodeURIComponent(to)}`, { redirect: 'manual', headers: language ? { 'accept-language': language } : {} });

  it('follows a path of this shop, and a full address at one of its own host names', async () => {
    const path = await follow('/product/kemeja-batik?ref=email#ulasan');
    expect(path.status).toBe(302);
    expect(path.headers.get('location')).toBe('/product/kemeja-batik?ref=email#ulasan');
    expect(path.headers.get('cache-control')).toBe('no-store');
    const own = await follow('https://127.0.0.1/cart');
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('https://127.0.0.1/cart');
  });

  it('refuses another shop, another site and look-alikes with a page that says why, in the reader\'s language', async () => {
    for (const to of [`https://${otherHost}/`, 'https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      const refused = await follow(to);
      expect(refused.status, to).toBe(400);
      expect(refused.headers.get('location'), to).toBeNull();
      expect(await refused.text()).toContain('Tautan ini tidak mengarah ke halaman toko ini');
    }
    const english = await follow('https://evil.example/', 'en');
    expect(await english.text()).toContain('This link does not lead to a page of this shop');
    expect(english.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
