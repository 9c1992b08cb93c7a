import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole, uploadedPicture } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = `version name tagline { id en } logoImageId brandColor accentColor font email phone whatsapp address city province englishEnabled
  currency timeZone social { site url } seoTitleSuffix { id en } seoDescription { id en } productCatalog domains { host primary }`;
const READ = `query { shopSettings { ${FIELDS} } }`;
const UPDATE = `mutation($version: Int!, $input: ShopSettingsInput!) { updateShopSettings(version: $version, input: $input) { __typename
  ... on ShopSettings { ${FIELDS} } ... on ShopSettingsSaveRefused { reason message fieldErrors { field message } settings { version } } } }`;

interface Settings { __typename?: 'ShopSettings'; version: number; name: string; whatsapp: string; brandColor: string; productCatalog: boolean; logoImageId: string | null; domains: Array<{ host: string; primary: boolean }> }
interface Refused { __typename: 'ShopSettingsSaveRefused'; reason: string; message: string; fieldErrors: Array<{ field: string; message: string }>; settings: { version: number } | null }

describe.each(engines())('shop settings on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    // Own database on PostgreSQL: these changes are shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T = Record<string, unknown>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
    browser.graph<T>(query, variables, { m: query.startsWith('mutation') ? 'ShopSettingsInput' : 'ID', path: '/admin/graphql' });
  const current = async (): Promise<Settings> => (await admin<{ shopSettings: Settings }>(owner, READ)).data.shopSettings;
  const save = async (input: Record<string, unknown>, browser = owner): Promise<Settings | Refused> => {
    const answer = await admin<{ updateShopSettings: Settings | Refused }>(browser, UPDATE, { version: (await current()).version, input });
    expect(answer.errors).toBeUndefined();
    return answer.data.updateShopSettings;
  };
  const home = async (path = '/'): Promise<string> => {
    const response = await new Browser(server).fetch(path);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('refuses each bad field with its message, a colour unreadable on white with its contrast, and saves nothing', async () => {
    const before = await current();
    expect(before.domains).toContainEqual({ host: 'localhost', primary: expect.any(Boolean) });
    const refused = await save({
      name: ' ', brandColor: 'merah', accentColor: '#ffcc00', font: 'comic', email: 'bukan-email', phone: '12', whatsapp: 'abc',
      currency: 999, timeZone: 'Europe/Paris', social: { instagram: 'https://evil.example/instagram.com/toko', x: 'https://facebook.com/toko' },
      tagline: { id: 'x'.repeat(161) }, seoDescription: { id: 'Baik', en: 'y'.repeat(301) }, logoImageId: 'tidak-ada',
    }) as Refused;
    expect(refused).toMatchObject({ __typename: 'ShopSettingsSaveRefused', reason: 'INVALID', message: translate('id', 'error.shopSettings.invalid') });
    const messages = Object.fromEntries(refused.fieldErrors.map((error) => [error.field, error.message]));
    expect(messages).toEqual({
      name: translate('id', 'error.shopSettings.nameRequired'),
      'tagline.id': translate('id', 'error.shopSettings.tooLong', { max: 160 }),
      brandColor: translate('id', 'error.shopSettings.colorFormat'),
      accentColor: translate('id', 'error.shopSettings.contrast', { ratio: 1.5, min: 4.5 }),
      font: translate('id', 'error.shopSettings.font'),
      email: translate('id', 'error.shopSettings.email'),
      phone: translate('id', 'error.shopSettings.phone'),
      whatsapp: translate('id', 'error.shopSettings.phone'),
      currency: translate('id', 'error.shopSettings.currency'),
      timeZone: translate('id', 'error.shopSettings.timeZone'),
      'social.instagram': translate('id', 'error.shopSettings.social.instagram'),
      'social.x': translate('id', 'error.shopSettings.social.x'),
      'seoDescription.en': translate('id', 'error.shopSettings.tooLong', { max: 300 }),
      logoImageId: translate('id', 'error.shopSettings.logoMissing'),
    });
    expect(messages.accentColor).toContain('1,5:1');
    expect(await current()).toEqual(before);
  });

  it('shows saved settings on the next page load: logo and name in the header, colours and font, WhatsApp, social links and SEO defaults', async () => {
    const logo = await uploadedPicture(server, { r: 140, g: 40, b: 20 });
    const saved = await save({
      name: 'Batik Sari', logoImageId: logo, brandColor: '#1B4FD8', accentColor: '#7a2e8c', font: 'serif', whatsapp: '0812-3456-7890', phone: '+62 21 555 1234',
      address: 'Jl. Malioboro 12', city: 'Yogyakarta', province: 'DI Yogyakarta', timeZone: 'Asia/Makassar',
      social: { instagram: 'instagram.com/batiksari', youtube: 'https://www.youtube.com/@batiksari' },
      seoTitleSuffix: { id: '| Batik Sari', en: '| Batik Sari shop' }, seoDescription: { id: 'Batik tulis dari Yogyakarta.', en: 'Hand-drawn batik from Yogyakarta.' },
    }) as Settings;
    expect(saved).toMatchObject({ name: 'Batik Sari', brandColor: '#1b4fd8', whatsapp: '+6281234567890', logoImageId: logo });

    const html = await home('/');
    // The header's brand link holds the logo (attributes in whatever order the renderer writes them).
    const brandLogo = /<a[^>]*class="brand"[^>]*>(<img[^>]*>)/.exec(html)?.[1] ?? '';
    expect(brandLogo).toContain('class="brand-logo"');
    expect(brandLogo).toMatch(new RegExp(`src="/media/${logo}[^"]*"`));
    expect(brandLogo).toContain('alt="Batik Sari"');
    expect(html).toContain('--brand:#1b4fd8');
    expect(html).toContain('--accent:#7a2e8c');
    expect(html).toMatch(/--shop-font:Charter/);
    const greeting = encodeURIComponent(translate('id', 'footer.whatsappGreeting', { shop: 'Batik Sari' }));
    expect(html).toContain(`href="https://wa.me/6281234567890?text=${greeting}"`);
    expect(html).toContain('0812-3456-7890');
    expect(html).toContain('Jl. Malioboro 12, Yogyakarta, DI Yogyakarta');
    expect(html).toContain(`aria-label="${translate('id', 'footer.socialLink', { site: 'Instagram', shop: 'Batik Sari' })}"`);
    expect(html).toContain('href="https://instagram.com/batiksari"');
    expect(html).toMatch(/<title>[^<]*\| Batik Sari<\/title>/);
    expect(html).toContain('<meta name="theme-color" content="#1b4fd8">');
    expect(html).toContain('"addressRegion":"DI Yogyakarta","addressCountry":"ID"},"sameAs":["https://instagram.com/batiksari","https://www.youtube.com/@batiksari"],"logo":"http://localhost');

    const english = await home('/?lang=en');
    expect(english).toContain(`text=${encodeURIComponent(translate('en', 'footer.whatsappGreeting', { shop: 'Batik Sari' }))}`);
    expect(english).toMatch(/<title>[^<]*\| Batik Sari shop<\/title>/);

    // Without English the shop offers no language choice.
    await save({ englishEnabled: false });
    expect(await home('/')).not.toContain('class="lang-switch"');
    await save({ englishEnabled: true });
    expect(await home('/')).toContain('class="lang-switch"');
  });

  it('serves the product catalog feed only while the catalog is on', async () => {
    await save({ productCatalog: false });
    expect((await new Browser(server).fetch('/feeds/product-catalog.csv')).status).toBe(404);
    await save({ productCatalog: true });
    const feed = await new Browser(server).fetch('/feeds/product-catalog.csv');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/csv');
    const lines = (await feed.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,title,description,availability,condition,price,link,image_link,brand');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/,(in stock|out of stock),new,\d+ IDR,http:\/\/localhost(:\d+)?\/product\//);
    await save({ productCatalog: false });
    expect((await new Browser(server).fetch('/feeds/product-catalog.csv')).status).toBe(404);
  });

  it('refuses a save over a newer one, opens to owners and administrators only, and audits each change', async () => {
    const opened = await current();
    const first = await admin<{ updateShopSettings: Settings }>(owner, UPDATE, { version: opened.version, input: { city: 'Solo' } });
    expect(first.data.updateShopSettings).toMatchObject({ version: opened.version + 1 });
    const stale = await admin<{ updateShopSettings: Refused }>(owner, UPDATE, { version: opened.version, input: { city: 'Semarang' } });
    expect(stale.data.updateShopSettings).toMatchObject({ reason: 'CHANGED_MEANWHILE', settings: { version: opened.version + 1 } });

    const administrator = await staffWithRole(server, 'administrator');
    expect((await save({ city: 'Klaten' }, administrator)).__typename).toBe('ShopSettings');
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await admin(staff, READ)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      const refused = await admin(staff, UPDATE, { version: opened.version + 2, input: { city: 'Bantul' } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await staff.fetch('/admin/settings/shop')).status).toBe(403);
    }
    expect((await current()).version).toBe(opened.version + 2);

    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'updateShopSettings'))).orderBy(auditEvents.at);
    expect(events.at(-2)).toMatchObject({ entityType: 'shop', entityId: DEMO_SHOP_ID, before: { city: expect.any(String) }, after: { city: 'Solo' } });
    expect(events.at(-1)).toMatchObject({ staffRole: 'administrator', after: { city: 'Klaten' } });
  });
});
