import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

interface Visit {
  language: 'id' | 'en';
  width: number;
  height: number;
  /** A word typed only in part. */
  typed: string;
  label: string;
  listName: string;
  /** What the status line says for the products listed. */
  count: RegExp;
  /** What the product names read in this language. */
  names: RegExp;
}

const VISITS: Visit[] = [
  { language: 'id', width: 1280, height: 900, typed: 'keme', label: 'Cari produk', listName: 'Saran pencarian', count: /^\d+ produk/, names: /^Kemeja /i },
  { language: 'id', width: 390, height: 844, typed: 'keme', label: 'Cari produk', listName: 'Saran pencarian', count: /^\d+ produk/, names: /^Kemeja /i },
  { language: 'en', width: 1280, height: 900, typed: 'shir', label: 'Search products', listName: 'Search suggestions', count: /^\d+ products?/, names: /Shirt$/ },
  { language: 'en', width: 390, height: 844, typed: 'shir', label: 'Search products', listName: 'Search suggestions', count: /^\d+ products?/, names: /Shirt$/ },
];

describe('a shopper types part of a word, is shown matching products under the search box and opens one with the keyboard', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The option's name as shown (its picture has no text, its price follows the name). */
  const optionName = async (option: Locator) => (await option.locator('.search-suggest-name').textContent())?.trim() ?? '';

  for (const visit of VISITS) {
    it(`${visit.language === 'id' ? 'in Indonesian' : 'in English'} at ${visit.width} px`, async () => {
      await page.setViewportSize({ width: visit.width, height: visit.height });
      await page.goto(`${server.baseUrl}/?lang=${visit.language}`, { waitUntil: 'networkidle' });
      const box = page.getByLabel(visit.label, { exact: true });
      expect(await box.getAttribute('type')).toBe('search');

      await box.click();
      await box.pressSequentially(visit.typed, { delay: 40 });
      const combobox = page.getByRole('combobox', { name: visit.label });
      await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('true');
      // The list for fewer letters may show while the one for the whole part is on its way.
      await expect.poll(() => page.locator('.search-suggest').getAttribute('aria-busy')).toBeNull();
      const list = page.getByRole('listbox', { name: visit.listName });
      expect(await combobox.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      const options = list.getByRole('option');
      const count = await options.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(6 + 3);
      const products = list.getByRole('group').first().getByRole('option');
      expect(await products.count()).toBeLessThanOrEqual(6);
      expect(await optionName(products.first())).toMatch(visit.names);
      // Each product shows its picture and price.
      expect(await products.first().locator('img').count()).toBe(1);
      expect(await products.first().locator('.price-now').textContent()).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
      expect(await page.locator('.search-box [role="status"]').textContent()).toMatch(visit.count);

      // Under the box: as wide as the box on a wide screen, across the whole screen on a phone.
      const listBox = (await page.locator('.search-suggest').boundingBox())!;
      const formBox = (await page.locator('form.search-box').boundingBox())!;
      expect(listBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1);
      if (visit.width < 640) {
        expect(Math.round(listBox.x)).toBe(0);
        expect(Math.round(listBox.width)).toBe(visit.width);
      } else {
        expect(Math.round(listBox.x)).toBe(Math.round(formBox.x));
        expect(Math.round(listBox.width)).toBe(Math.round(formBox.width));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(visit.width);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Down twice highlights the second product; the focus never leaves the box.
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const second = products.nth(1);
      expect(await combobox.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
      expect(await second.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
      const name = await optionName(second);
      const href = (await second.getAttribute('href'))!;
      expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);

      await box.press('Enter');
      await page.waitForURL(`${server.baseUrl}${href}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await combobox.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.search-suggest').isVisible()).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('closes the list with Escape and with a click outside, and Enter on no option searches', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/?lang=id`, { waitUntil: 'networkidle' });
    const box = page.getByLabel('Cari produk', { exact: true });
    await box.click();
    await box.pressSequentially('kopi', { delay: 40 });
    const combobox = page.getByRole('combobox', { name: 'Cari produk' });
    await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('true');
    await box.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('kopi');

    await box.press('ArrowDown');
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    // A click on the page beside the list, away from the box.
    await page.mouse.click(20, 700);
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');

    await box.click();
    await box.pressSequentially(' aceh', { delay: 40 });
    await Promise.all([page.waitForURL(/\/search\?q=kopi(\+|%20)aceh$/), box.press('Enter')]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hasil pencarian untuk “kopi aceh”');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });
});
