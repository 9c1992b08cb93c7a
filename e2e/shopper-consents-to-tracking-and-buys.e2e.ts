import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createTestProduct, staffBrowser, type TestProduct } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart, choosePayment, fillCheckout, goToCheckout, orderIdFrom, placeOrder, shopperEmail } from './support/shop';

const GA4 = 'G-TEST1234';
const PIXEL = '1234567890';
const TRACKING_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|facebook\.com|connect\.facebook\.net)\//;

/** A request that left for a tracking host: the tag loaded, or the pixel event with what it carried. */
interface Sent { kind: 'gtag' | 'pixel' | 'other'; id: string | null; ev?: string | null; eid?: string | null; value?: string | null; currency?: string | null; contents?: string | null; url: string }

/**
 * Every request to the tracking hosts is recorded and answered here (an empty script, or 204 for
 * the pixel): nothing leaves the machine, and the test sees exactly what the page asked for.
 */
async function recordTrackingRequests(context: BrowserContext): Promise<Sent[]> {
  const sent: Sent[] = [];
  await context.route(TRACKING_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    const query = url.searchParams;
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      sent.push({ kind: 'gtag', id: query.get('id'), url: url.href });
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    }
    if (url.hostname === 'www.facebook.com' && url.pathname === '/tr') {
      sent.push({ kind: 'pixel', id: query.get('id'), ev: query.get('ev'), eid: query.get('eid'), value: query.get('cd[value]'), currency: query.get('cd[currency]'), contents: query.get('cd[content_ids]'), url: url.href });
      return route.fulfill({ status: 204, body: '' });
    }
    sent.push({ kind: 'other', id: null, url: url.href });
    return route.fulfill({ status: 204, body: '' });
  });
  return sent;
}

/** The page's data layer as plain data: gtag's argument lists become arrays. */
function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => {
    if (entry && typeof entry === 'object' && 'length' in entry && !Array.isArray(entry)) return Array.from(entry as ArrayLike<unknown>);
    return entry;
  }));
}

const eventsIn = (layer: unknown[]) => layer.flatMap((entry) => (entry && typeof entry === 'object' && 'event' in entry ? [(entry as { event: string }).event] : []));
const gtagIn = (layer: unknown[]) => layer.filter(Array.isArray).map((call) => (call as unknown[]).slice(0, 2).join(' '));
const pixels = (sent: Sent[]) => sent.filter((s) => s.kind === 'pixel').map((s) => s.ev);

describe('a shopper consents to tracking and buys', () => {
  let server: TestServer;
  let product: TestProduct;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let sent: Sent[];
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const owner = await staffBrowser(server);
    const saved = await owner.graph<{ updateTrackingSettings: { __typename: string } }>(
      'mutation($input: TrackingSettingsInput!) { updateTrackingSettings(input: $input) { __typename } }',
      { input: { ga4: GA4, metaPixel: PIXEL } }, { m: 'TrackingSettingsInput', path: '/admin/graphql' });
    expect(saved.data.updateTrackingSettings.__typename).toBe('TrackingSettings');
    product = await createTestProduct(server, { price: 125_000 });
    browser = await openBrowser({ locale: 'id-ID' });
    sent = await recordTrackingRequests(browser.context);
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is asked first, and nothing leaves for a tracking host while it browses and adds to the cart', async () => {
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Cookie dan pelacakan' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Analitik: Google Analytics');
    expect(await banner.textContent()).toContain('Iklan: Meta Pixel');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await addProductToCart(page, server.baseUrl, product.slug);
    expect(sent).toEqual([]);
    // The data layer has the events, and Consent Mode's default denies everything.
    const layer = await dataLayerOf(page);
    expect(gtagIn(layer)).toEqual(['consent default']);
    expect(eventsIn(layer)).toEqual(['page_view', 'view_item', 'add_to_cart']);
  });

  it('accepts all: the GA4 tag loads with the shop’s id and the pixel reports the page it is on', async () => {
    await page.getByRole('region', { name: 'Cookie dan pelacakan' }).getByRole('button', { name: 'Terima semua' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((s) => [s.kind, s.id, s.ev ?? null])).toEqual([['gtag', GA4, null], ['pixel', PIXEL, 'PageView']]);
    expect(await page.getByRole('region', { name: 'Cookie dan pelacakan' }).count()).toBe(0);
    const layer = await dataLayerOf(page);
    expect(gtagIn(layer).filter((call) => !call.startsWith('js ') && !call.startsWith('set '))).toEqual(['consent default', 'consent update', `config ${GA4}`, 'event page_view']);
    expect(layer.filter(Array.isArray).map((call) => (call as unknown[])[0])).toEqual(['consent', 'consent', 'set', 'js', 'config', 'event']);
    // The tag is told the page's address as it may be reported, not the browser's own.
    expect((layer.find((entry) => Array.isArray(entry) && entry[0] === 'set') as unknown[])[1]).toEqual({ page_location: `${server.baseUrl}/product/${product.slug}`, page_referrer: '' });
    expect((layer.find((entry) => Array.isArray(entry) && entry[1] === 'update') as unknown[])[2]).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
  });

  it('views the product again, adds one more and buys: the pixel receives each step with value, currency and event id', async () => {
    sent.length = 0;
    // A remembered choice: no banner, and the tag loads on each page without asking again.
    await addProductToCart(page, server.baseUrl, product.slug);
    expect(await page.getByRole('region', { name: 'Cookie dan pelacakan' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/cart`, { waitUntil: 'networkidle' });
    await goToCheckout(page);
    await fillCheckout(page, shopperEmail('pelacak'));
    await choosePayment(page, 'Transfer bank');
    await placeOrder(page, /\/guest\/order\/[^/]+$/);
    orderId = orderIdFrom(page.url());
    await page.getByRole('heading', { level: 1, name: /^Pesanan / }).waitFor();
    await expect.poll(() => pixels(sent).length).toBe(10);
    expect(sent.filter((s) => s.kind === 'gtag').map((s) => s.id)).toEqual([GA4, GA4]);
    expect(sent.filter((s) => s.kind === 'other')).toEqual([]);
    // Product page, cart, the checkout being made, the checkout, the order.
    expect(pixels(sent)).toEqual(['PageView', 'ViewContent', 'AddToCart', 'PageView', 'PageView', 'InitiateCheckout', 'PageView', 'AddPaymentInfo', 'Purchase', 'PageView']);
    expect(sent.every((s) => s.kind !== 'pixel' || (s.id === PIXEL && /^[a-z_]+-[\w-]+$/.test(s.eid ?? '')))).toBe(true);
    expect(sent.filter((s) => s.kind === 'pixel' && s.value !== null).map((s) => [s.ev, s.value, s.currency])).toEqual([
      ['ViewContent', '125000', 'IDR'], ['AddToCart', '125000', 'IDR'], ['InitiateCheckout', '250000', 'IDR'], ['AddPaymentInfo', '250000', 'IDR'],
      ['Purchase', expect.any(String), 'IDR'],
    ]);
    // The data layer since the cart page loaded holds exactly these entries.
    const layer = await dataLayerOf(page);
    expect(eventsIn(layer)).toEqual(['page_view', 'page_view', 'begin_checkout', 'page_view', 'add_payment_info', 'purchase', 'page_view']);
    const entry = layer.find((e) => (e as { event?: string }).event === 'purchase') as { event_id: string; ecommerce: Record<string, unknown> };
    expect(entry).toEqual({
      event: 'purchase',
      event_id: `purchase-${orderId}`,
      ecommerce: {
        transaction_id: orderId, currency: 'IDR', value: expect.any(Number), shipping: expect.any(Number),
        items: [{ item_id: product.globalId, item_name: expect.any(String), item_sku: expect.stringMatching(/^SKU-/), price: 125_000, quantity: 2 }],
      },
    });
    expect(entry.ecommerce.value).toBe(250_000 + (entry.ecommerce.shipping as number));
    // Every step names the product by the same id, so the ad service can match them.
    expect(new Set(sent.filter((s) => s.value !== null && s.kind === 'pixel').map((s) => s.contents))).toEqual(new Set([JSON.stringify([product.globalId])]));
    const purchase = sent.find((s) => s.ev === 'Purchase')!;
    expect([purchase.eid, purchase.value]).toEqual([`purchase-${orderId}`, String(entry.ecommerce.value)]);
    for (const step of ['InitiateCheckout', 'AddPaymentInfo']) {
      const event = sent.find((s) => s.ev === step)!;
      expect(layer.find((e) => (e as { event_id?: string }).event_id === event.eid)).toBeDefined();
    }
    // GA4 received the same events, each with the data layer's event id.
    const ga4Events = layer.filter((e) => Array.isArray(e) && e[0] === 'event') as [string, string, { event_id: string }][];
    expect(ga4Events.map((e) => e[1])).toEqual(eventsIn(layer));
    expect(ga4Events.map((e) => e[2].event_id)).toEqual(layer.flatMap((e) => ((e as { event_id?: string }).event_id ? [(e as { event_id: string }).event_id] : [])));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('reloads the order page without reporting the purchase again', async () => {
    sent.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => pixels(sent)).toEqual(['PageView']);
    expect(eventsIn(await dataLayerOf(page))).toEqual(['page_view']);
  });

  it('changes its mind from the footer link, and the pixel stops', async () => {
    await page.getByRole('button', { name: 'Pengaturan cookie' }).click();
    const banner = page.getByRole('region', { name: 'Cookie dan pelacakan' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Pilih sendiri' }).click();
    const choices = banner.getByRole('group', { name: 'Yang Anda izinkan' });
    expect(await choices.getByRole('checkbox', { name: /^Analitik/ }).isChecked()).toBe(true);
    await choices.getByRole('checkbox', { name: /^Iklan/ }).uncheck();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Simpan pilihan' }).click();
    await banner.waitFor({ state: 'detached' });
    sent.length = 0;
    await page.goto(`${server.baseUrl}/product/${product.slug}`, { waitUntil: 'networkidle' });
    expect(sent.map((s) => s.kind)).toEqual(['gtag']);
    const update = (await dataLayerOf(page)).find((entry) => Array.isArray(entry) && entry[1] === 'update') as unknown[];
    expect(update[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});

describe('a shopper rejects tracking', () => {
  let server: TestServer;
  let product: TestProduct;
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const owner = await staffBrowser(server);
    await owner.graph('mutation($input: TrackingSettingsInput!) { updateTrackingSettings(input: $input) { __typename } }',
      { input: { ga4: GA4, metaPixel: PIXEL } }, { m: 'TrackingSettingsInput', path: '/admin/graphql' });
    product = await createTestProduct(server, { price: 80_000 });
    browser = await openBrowser({ locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a phone, in English: the banner leaves the buy button free, and rejecting keeps everything off', async () => {
    const sent = await recordTrackingRequests(browser.context);
    const page = await browser.context.newPage();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/product/${product.slug}?lang=en`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Cookies and tracking' });
    await banner.waitFor();
    const buy = page.getByRole('button', { name: 'Add to cart' });
    await buy.scrollIntoViewIfNeeded();
    // What is drawn at the button's centre is the button itself: the banner covers nothing.
    expect(await buy.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Reject' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto(`${server.baseUrl}/search?q=produk&lang=en`, { waitUntil: 'networkidle' });
    await page.goto(`${server.baseUrl}/product/${product.slug}?lang=en`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('region', { name: 'Cookies and tracking' }).count()).toBe(0);
    const layer = await dataLayerOf(page);
    expect(gtagIn(layer)).toEqual(['consent default', 'consent update']);
    expect(eventsIn(layer)).toEqual(['page_view', 'view_item']);
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
  });
});
