import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { pushSubscriptions } from '../src/server/db/tables';
import { startPushEndpoint, type PushEndpoint } from '../test/support/push-endpoint';
import { Browser, confirmTransfer, createTestProduct, placeOrder, readyCheckout } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { linkFromOutbox, Owner, shopperEmail } from './support/shop';

/**
 * Headless Chromium has no push service to subscribe with, so the opt-in is followed up to the
 * browser's own subscribe call. The notification itself then travels as it would: the shop
 * encrypts and signs it for a subscription held by a local push service, which decrypts it, and
 * the decrypted message is handed to this page's service worker (the DevTools protocol's
 * deliverPushMessage, what a push service does for a real browser), which shows it.
 */
describe('a shopper installs the shop as an app, reads the offline page, and asks to be told when the order ships', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const email = shopperEmail('aplikasi');
  let order: { id: string; number: number; total: number };
  let phone: Browser;
  let push: PushEndpoint;

  beforeAll(async () => {
    push = await startPushEndpoint();
    server = await startTestServer('pglite', { allowPrivatePushEndpoints: true });
    phone = new Browser(server);
    const product = await createTestProduct(server);
    const placed = await placeOrder(phone, (await readyCheckout(phone, [{ productId: product.globalId, count: 1 }], { email })).id);
    order = { id: placed.order!.id, number: placed.order!.number, total: placed.order!.total };
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await push?.stop();
  });

  it('links the shop’s manifest and icons, and runs the service worker of this build', async () => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(`${server.baseUrl}${manifestHref}`)).json() as { name: string; start_url: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    const shopName = await page.locator('meta[property="og:site_name"]').getAttribute('content');
    expect(manifest).toMatchObject({ name: shopName, start_url: '/', display: 'standalone', theme_color: '#8a3b12' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(`${server.baseUrl}${icon.src}`);
      expect(answer.headers()['content-type']).toBe('image/png');
      const { width, height } = await sharp(await answer.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(worker).pathname).toBe('/sw-5013.js');
    const sw = await page.request.get(`${server.baseUrl}/sw-5013.js`);
    expect(sw.headers()['service-worker-allowed']).toBe('/');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect((await page.request.get(`${server.baseUrl}/sw-4999.js`)).status()).toBe(404);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the offline page in the shopper’s language when a page cannot load without a network', async () => {
    await page.context().setOffline(true);
    try {
      await page.goto(`${server.baseUrl}/product/category/`);
      await page.getByRole('heading', { level: 1, name: 'Anda sedang luring' }).waitFor();
      expect(await page.getByRole('link', { name: 'Coba lagi' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto(`${server.baseUrl}/product/category/?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }
    await page.goto(`${server.baseUrl}/product/category/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Kategori produk' }).waitFor();
  });

  it('offers installing once, in the shop’s own words, and remembers the answer', async () => {
    const offer = () => page.evaluate(() => {
      // What Chromium fires when the page may be installed; headless never decides that itself.
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(await offer()).toBe(true);
    const suggestion = page.getByRole('complementary', { name: /^Pasang .+ di perangkat Anda$/ });
    await suggestion.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await suggestion.getByRole('button', { name: 'Nanti saja' }).focus();
    await page.keyboard.press('Enter');
    await suggestion.waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => window.localStorage.getItem('webAppPrompted'))).toBe('true');
    await offer();
    await page.waitForTimeout(300);
    expect(await page.getByRole('complementary', { name: /^Pasang/ }).count()).toBe(0);
  });

  it('asks to be told about the order by notification from the order page', async () => {
    await browser.context.grantPermissions(['notifications'], { origin: server.baseUrl });
    const link = await linkFromOutbox(server, email, 'order_placed', /https?:\/\/\S+\/o\/[\w-]+\/[\w-]+/);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: `Pesanan #${order.number}` }).waitFor();
    const button = page.getByRole('button', { name: 'Kabari saya lewat notifikasi' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await button.click();
    const status = page.locator('.push-opt-in-status');
    await page.waitForFunction(() => {
      const text = document.querySelector('.push-opt-in-status')?.textContent ?? '';
      return text !== '' && text !== 'Menyiapkan notifikasi…';
    }, undefined, { timeout: 25_000 });
    // Headless Chromium has no push service: the permission is granted and the service worker
    // is ready, but the browser's subscribe call never answers. The shopper is told so in
    // words rather than left with a button that did nothing, and nothing reaches the shop.
    expect(await status.textContent()).toBe('Layanan notifikasi peramban ini tidak menjawab, jadi notifikasi belum aktif. Periksa koneksi Anda lalu coba lagi; kabar pesanan tetap dikirim lewat e-mail.');
    expect(await status.getAttribute('role')).toBe('alert');
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the "shipped" notification the shop sent when the order ships, with the order\'s number and a way to it', async () => {
    // The subscription a push service holds for this shopper's order.
    const subscription = push.subscribe();
    const subscribed = await phone.graph('mutation($input: PushSubscribeInput!) { subscribeToPush(input: $input) { endpoint } }',
      { input: { endpoint: subscription.endpoint, keys: subscription.keys, orderId: order.id } }, { m: 'PushSubscribeInput' });
    expect(subscribed.errors).toBeUndefined();
    const owner = await Owner.signIn(server);
    const proof = await confirmTransfer(phone, { orderId: order.id, clientKey: `bukti-${order.number}`, bank: 'BCA', payerName: 'Pembeli', amount: order.total, transferDate: new Date().toISOString().slice(0, 10) });
    expect(await owner.verifyPayment(proof.data!.confirmBankTransfer.payment.id)).toBe('paid');
    expect(await owner.markShipped(order.id, 'JNE', 'JNE0123456789')).toBe('shipped');
    const shippedTitle = `Pesanan #${order.number} sudah dikirim`;
    const shipped = async () => push.received.filter((r) => r.subscription === subscription.id).map((r) => r.payload).find((payload) => payload.includes(shippedTitle));
    // The outbox job sends it (the test runs the job's pass rather than wait for its timer).
    await expect.poll(async () => { await server.app.jobs.tick(); return shipped(); }, { timeout: 20_000 }).toBeTruthy();
    expect(push.rejected).toEqual([]);

    // Handed to this page's service worker as a push service would.
    const devtools = await browser.context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const mine = list.find((registration) => registration.scopeURL === `${server.baseUrl}/` && !registration.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    const registrationId = await registrations;
    // Headless Chromium keeps no notification centre (getNotifications stays empty), so the
    // worker's calls to show one are watched as they pass through to the browser.
    const worker = browser.context.serviceWorkers().find((one) => one.url().startsWith(server.baseUrl)) ?? await browser.context.waitForEvent('serviceworker');
    await worker.evaluate(() => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; shownNotifications: unknown[] };
      scope.shownNotifications = [];
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = (title: string, options?: NotificationOptions & { actions?: Array<{ title: string }> }) => {
        scope.shownNotifications.push({ title, body: options?.body, icon: options?.icon, actions: (options?.actions ?? []).map((action) => action.title), route: (options?.data as { route?: string } | undefined)?.route });
        return show(title, options);
      };
    });
    await devtools.send('ServiceWorker.deliverPushMessage', { origin: server.baseUrl, registrationId, data: (await shipped())! });
    const shown = () => worker.evaluate(() => (self as unknown as { shownNotifications: unknown[] }).shownNotifications);
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: shippedTitle, body: expect.stringMatching(/\S/), icon: '/app-icon-192.png', actions: ['Lihat pesanan'], route: `/order/${order.id}` }]);
    expect(problems).toEqual([]);
  });
});
