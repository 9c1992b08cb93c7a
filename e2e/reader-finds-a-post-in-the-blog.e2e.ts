import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

describe('a reader finds a post in the blog', () => {
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

  const heading = () => page.getByRole('heading', { level: 1 }).textContent();
  const readEvents = () => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'blog_read_completion'));
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  async function expectAccessible(): Promise<void> {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  it('opens the blog from the shop’s menu and sees the posts, newest first', async () => {
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Blog' }).click();
    await expect.poll(heading).toBe('Blog');
    expect(new URL(page.url()).pathname).toBe('/blog');
    const titles = await page.locator('.post-card-title').allTextContents();
    expect(titles.slice(0, 2)).toEqual(['Cara merawat kemeja batik agar warnanya awet', 'Mengenal kopi Gayo dari dataran tinggi Aceh']);
    await expectAccessible();
  });

  it('narrows the list to one category', async () => {
    await page.getByRole('navigation', { name: 'Kategori blog' }).getByRole('link', { name: 'Seduh dan sajian' }).click();
    await expect.poll(heading).toBe('Seduh dan sajian');
    expect(new URL(page.url()).pathname).toBe('/blog/category/seduh-dan-sajian');
    const titles = await page.locator('.post-card-title').allTextContents();
    expect(titles).toEqual(['Mengenal kopi Gayo dari dataran tinggi Aceh', 'Menyeduh teh melati yang harum tanpa pahit']);
    await expectAccessible();
  });

  it('searches the blog with a word missing a letter and still finds the post', async () => {
    const box = page.getByRole('searchbox', { name: 'Cari di blog' });
    await box.fill('kemja');
    await box.press('Enter');
    await expect.poll(heading).toBe('Tulisan tentang “kemja”');
    expect(new URL(page.url()).search).toBe('?q=kemja');
    await expect.poll(() => page.locator('.post-card-title').first().textContent()).toBe('Cara merawat kemeja batik agar warnanya awet');
    await expect.poll(() => page.getByText(/\d+ tulisan ditemukan/).isVisible()).toBe(true);
    await expectAccessible();
  });

  it('reads the post to its end, which is reported exactly once', async () => {
    await page.locator('.post-card-title').first().getByRole('link').click();
    await expect.poll(heading).toBe('Cara merawat kemeja batik agar warnanya awet');
    expect(new URL(page.url()).pathname).toBe('/blog/cara-merawat-kemeja-batik');
    await expect.poll(() => page.getByRole('heading', { name: 'Produk di tulisan ini' }).isVisible()).toBe(true);
    expect(await readEvents()).toEqual([]);
    await page.locator('[data-read-end]').scrollIntoViewIfNeeded();
    // Each entry also carries its own event id, shared with the services it is sent to.
    await expect.poll(readEvents).toEqual([expect.objectContaining({ event: 'blog_read_completion', content_name: 'Cara merawat kemeja batik agar warnanya awet', completion: 100, path: '/blog/cara-merawat-kemeja-batik' })]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.locator('[data-read-end]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    expect(await readEvents()).toHaveLength(1);
    await expectAccessible();
  });

  it('reads the same post on a phone, in English', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(`${server.baseUrl}/blog/cara-merawat-kemeja-batik?lang=en`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(heading).toBe('How to care for a batik shirt so its colours last');
    expect(await fitsTheScreen()).toBe(true);
    const jsonLd = await page.locator('script[data-page-jsonld]').textContent();
    expect(JSON.parse(jsonLd!)[0]).toMatchObject({ '@type': 'Article', headline: 'How to care for a batik shirt so its colours last', inLanguage: 'en' });
    await expectAccessible();
    await page.goto(`${server.baseUrl}/blog?lang=en`, { waitUntil: 'networkidle' });
    expect(await fitsTheScreen()).toBe(true);
    await expectAccessible();
  });

  it('met no console errors on the way', () => {
    expect(problems).toEqual([]);
  });
});
