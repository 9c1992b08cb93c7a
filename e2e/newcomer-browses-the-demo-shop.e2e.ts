import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

describe('a newcomer browses the demo shop', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const graphRequests: string[] = [];
  const expected404 = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page, expected404);
    page.on('request', (request) => {
      if (/\/(graphql|_\/graph)\b/.test(request.url())) graphRequests.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function expectAccessible(): Promise<void> {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  it('opens the home page in Indonesian, hydrated without a single API request', async () => {
    const response = await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lumbung Nusantara');
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    await page.waitForFunction(() => document.querySelectorAll('.img.is-loaded').length > 0);
    expect(graphRequests).toEqual([]);
    await expectAccessible();
  });

  it('can skip straight to the content with the keyboard', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke isi' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('goes to a category through the menu, in-app', async () => {
    await page.evaluate(() => { (window as unknown as { stayedInApp: boolean }).stayedInApp = true; });
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const link = nav.getByRole('link').nth(1);
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(page.url()).toMatch(/\/product\/category\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(await page.title()).toContain(name);
    await expectAccessible();
  });

  it('opens a product and sees its price, pictures and details', async () => {
    const card = page.locator('.product-card').first();
    const productName = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productName);
    expect(page.url()).toMatch(/\/product\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('.product-summary .price-now').textContent()).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
    // Texts this screen needs that the first page did not use arrive a moment after it shows.
    await expect.poll(() => page.getByRole('region', { name: 'Foto produk' }).getByRole('img').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Deskripsi' }).isVisible()).toBe(true);
    await expectAccessible();
  });

  it('opens a product from far down the home page at the top of its page, and comes back to where it was', async () => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__k' in (document.getElementById('root') ?? {}));
    const card = page.locator('.product-card').last();
    await card.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(900);
    const productName = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productName);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lumbung Nusantara');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  });

  it('searches for coffee from the search box', async () => {
    // A search box until the shopper reaches for it, a combobox with suggestions from then on.
    const box = page.getByLabel('Cari produk', { exact: true });
    await box.fill('kopi');
    await box.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hasil pencarian untuk “kopi”');
    expect(page.url()).toContain('/search?q=kopi');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    await expectAccessible();
  });

  it('switches to English and stays in English', async () => {
    await page.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for “kopi”');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => window.localStorage.getItem('_lang'))).toBe('en');
    await page.getByRole('link', { name: 'All categories' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Product categories');
    await expectAccessible();
  });

  it('shows the not-found screen with status 404 for an unknown address', async () => {
    const address = `${server.baseUrl}/ini/tidak/ada`;
    expected404.add(address);
    const response = await page.goto(address, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await expectAccessible();
  });

  it('keeps a page as the server rendered it while its scripts are held back, then takes it over', async () => {
    const held = await browser.context.newPage();
    await held.addInitScript(() => { (window as unknown as { etalaseFlags: Record<string, boolean> }).etalaseFlags = { preventJavascript: true }; });
    await held.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    // Preact keeps the tree it hydrated on its container (its `__k` property) once it takes the page over.
    const hydrated = () => held.evaluate(() => '__k' in (document.getElementById('root') ?? {}));
    expect(await held.getByRole('heading', { level: 1 }).textContent()).toBe('Lumbung Nusantara');
    await held.waitForTimeout(400);
    expect(await hydrated()).toBe(false);
    await held.evaluate(() => { (window as unknown as { etalaseFlags: Record<string, boolean> }).etalaseFlags.preventJavascript = false; });
    await expect.poll(hydrated, { timeout: 2000 }).toBe(true);
    await held.close();
  });

  it('picks a sort order before the script has started, and the list is sorted once it does', async () => {
    const held = await browser.context.newPage();
    await held.addInitScript(() => { (window as unknown as { etalaseFlags: Record<string, boolean> }).etalaseFlags = { preventJavascript: true }; });
    await held.goto(`${server.baseUrl}/search?q=batik`, { waitUntil: 'networkidle' });
    await held.locator('#sort-select').selectOption('PRICE_ASC');
    await held.waitForTimeout(400);
    expect(held.url()).not.toContain('sort=');
    await held.evaluate(() => { (window as unknown as { etalaseFlags: Record<string, boolean> }).etalaseFlags.preventJavascript = false; });
    await held.waitForURL(/sort=PRICE_ASC/);
    const prices = await held.locator('main .product-card .price-now').allTextContents();
    const amounts = prices.map((price) => Number(price.replace(/\D/g, '')));
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    await held.close();
  });

  it('on a phone, gets the first row of a category\'s pictures first, and sees every card\'s picture once the page is taken over', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.baseUrl}/product/category/batik-dan-kain`, { waitUntil: 'networkidle' });
    const cards = await phone.locator('main .product-card').evaluateAll((elements) => elements.map((card) => {
      const picture = card.querySelector('img');
      return { top: Math.round(card.getBoundingClientRect().top), first: picture?.getAttribute('fetchpriority') === 'high', lazy: picture?.getAttribute('loading') === 'lazy' };
    }));
    expect(cards.length).toBeGreaterThan(2);
    const firstRow = cards.filter((card) => card.top === cards[0]!.top);
    expect(firstRow.length).toBe(2);
    // Exactly the first row's pictures are asked for first; the others wait for the browser to see them.
    expect(cards.map((card) => card.first)).toEqual(cards.map((card) => card.top === cards[0]!.top));
    expect(cards.filter((card) => !card.first).every((card) => card.lazy)).toBe(true);
    // The later pictures fade in once the script has run: none stays hidden.
    await expect.poll(() => phone.locator('main .product-card img:not(.is-loaded)').count(), { timeout: 5000 }).toBe(0);
    expect(await phone.locator('main .product-card img').evaluateAll((pictures) => pictures.every((picture) => getComputedStyle(picture).opacity === '1'))).toBe(true);
    await phone.close();
  });

  it('produced no console errors along the way', () => {
    expect(problems).toEqual([]);
  });
});
