import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

/** A one-pixel PNG, so the sample's picture loads without the demo's files. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Model { blocks: Array<{ text: string; type: string; depth: number; inlineStyleRanges: Array<{ offset: number; length: number; style: string }>; entityRanges: Array<{ key: string }> }>; entityMap: Record<string, { type: string; data: Record<string, unknown> }> }

describe('an owner writes rich text in the editor', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const model = async (): Promise<Model> => JSON.parse(await page.getByTestId('model').innerText()) as Model;
  const block = async (text: string) => (await model()).blocks.find((b) => b.text === text);
  const entities = async (type: string) => Object.values((await model()).entityMap).filter((e) => e.type === type);
  const editor = () => page.getByRole('textbox', { name: 'Article body' });
  /**
   * Puts the caret at the end of a line as a person would (click, then End). The editor reads
   * the browser's selection when it reports a change, a moment after each key, so the next key
   * waits for that.
   */
  const caretAtEndOf = async (text: string) => {
    await editor().getByText(text).first().click();
    await page.waitForTimeout(150);
    await page.keyboard.press('End');
    await page.waitForTimeout(150);
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
    // The video player and the sample picture come from elsewhere; the test answers for them.
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Video</title>' }));
    await page.route(/\/media\/contoh-kopi\.jpg$/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
    const response = await page.goto(`${server.baseUrl}/_dev/editor`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await editor().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the sample document with every block and entity type, without accessibility violations', async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByRole('toolbar').count()).toBe(1);
    expect(Object.values((await model()).entityMap).map((e) => e.type).sort()).toEqual(['IMAGE', 'LINK', 'LINK', 'SEPARATOR', 'TABLE', 'VIDEO']);
  });

  it('types a heading, a list with an indented item and bold text', async () => {
    await caretAtEndOf('Kopi Gayo dari Aceh');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ongkos kirim');
    await page.getByLabel('Jenis paragraf').selectOption('header-two');
    await expect.poll(async () => (await block('Ongkos kirim'))?.type).toBe('header-two');

    await caretAtEndOf('Ongkos kirim');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Daftar berpoin' }).click();
    await page.keyboard.type('Jawa');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Masuk ke dalam' }).click();
    await page.keyboard.type('Bandung');
    await expect.poll(async () => [(await block('Jawa'))?.type, (await block('Bandung'))?.depth]).toEqual(['unordered-list-item', 1]);
    // Enter on an empty item steps out one level at a time, then leaves the list.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');

    await page.keyboard.type('Gratis ongkir ');
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.getByRole('button', { name: 'Tebal (Ctrl+B)' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('hari ini');
    await page.keyboard.press('Control+b');
    await expect.poll(async () => (await block('Gratis ongkir hari ini'))?.inlineStyleRanges).toEqual([{ offset: 14, length: 8, style: 'BOLD' }]);
    expect(await page.getByTestId('rendered').innerHTML()).toContain('<p>Gratis ongkir <strong>hari ini</strong></p>');
    expect(await page.getByTestId('rendered').innerHTML()).toMatch(/<ul><li>Jawa<ul><li>Bandung<\/li><\/ul><\/li><\/ul>/);
  });

  it('links the selected words through the link dialog, opened with Ctrl+K and closed back into the text', async () => {
    await page.keyboard.press('Shift+Home');
    await page.waitForTimeout(150);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Tautan' });
    await dialog.waitFor();
    await page.keyboard.type('toko.id/promo');
    await dialog.getByLabel('Buka di tab baru').check();
    await dialog.getByLabel('Alamat tautan').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await entities('LINK')).map((e) => e.data.url)).toContain('http://toko.id/promo');
    expect(await page.getByTestId('rendered').innerHTML()).toContain('<a href="http://toko.id/promo" target="_blank" rel="noopener noreferrer">');
    await expect.poll(() => editor().evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  it('makes a button link over words with Ctrl+K and keeps typing straight after it, time after time', async () => {
    // Several rounds, each as fast as the keyboard goes: a link lost now and then shows here.
    for (let round = 1; round <= 6; round++) {
      await caretAtEndOf('Judul 6');
      await page.keyboard.press('Enter');
      await page.keyboard.type(`Langkah ${round}: beli kopi`);
      await page.keyboard.press('Control+Shift+ArrowLeft');
      await page.keyboard.press('Control+Shift+ArrowLeft');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Tautan' });
      await dialog.waitFor();
      await page.keyboard.type(`toko.id/kopi-${round}`);
      await dialog.getByLabel('Tampilkan sebagai tombol').check();
      await dialog.getByLabel('Alamat tautan').press('Enter');
      await page.keyboard.type(' lalu bayar');

      const text = `Langkah ${round}: beli kopi lalu bayar`;
      await expect.poll(async () => (await model()).blocks.map((b) => b.text).filter((t) => t.startsWith(`Langkah ${round}:`))).toEqual([text]);
      const written = await model();
      const ranges = (await block(text))?.entityRanges as Array<{ offset: number; length: number; key: string }>;
      expect(ranges.map((r) => [Array.from(text).slice(r.offset, r.offset + r.length).join(''), written.entityMap[r.key]?.data]))
        .toEqual([['beli kopi', { url: `http://toko.id/kopi-${round}`, newTab: false, design: 1 }]]);
      expect(await page.getByTestId('rendered').innerHTML())
        .toContain(`<p>Langkah ${round}: <a href="http://toko.id/kopi-${round}" class="rt-button">beli kopi</a> lalu bayar</p>`);
    }
  });

  it('refuses a video address that does not embed, then embeds a YouTube one', async () => {
    await page.getByRole('button', { name: 'Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video' });
    await dialog.getByLabel('Alamat video YouTube atau Vimeo').fill('https://evil.example/x');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Tautan video tidak valid');
    await dialog.getByLabel('Alamat video YouTube atau Vimeo').fill('https://youtu.be/aqz-KE-bpKQ');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await entities('VIDEO')).map((e) => e.data.url)).toContain('https://youtu.be/aqz-KE-bpKQ');
    expect(await page.getByTestId('rendered').innerHTML()).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('closes the table dialog with Escape back on its button, then inserts a table and fills a cell', async () => {
    const tableButton = page.getByRole('button', { name: 'Tabel', exact: true });
    await tableButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tabel' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tableButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Baris').fill('2');
    await dialog.getByLabel('Kolom').fill('3');
    await dialog.getByLabel('Judul tabel').selectOption('top');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await entities('TABLE')).some((e) => e.data.rows === 2 && e.data.columns === 3 && e.data.headerStyle === 'top')).toBe(true);
    const cells = page.getByRole('textbox', { name: 'Sel baris 1 kolom 3' });
    await cells.last().fill('Kota');
    await expect.poll(async () => (await entities('TABLE')).some((e) => JSON.stringify(e.data.cells).includes('"0-2":{"content":"Kota"}'))).toBe(true);
    expect(await page.getByTestId('rendered').innerHTML()).toContain('<th scope="col" style="border:1px solid #e0e0e0;padding:4px 8px;font-weight:700">Kota</th>');
  });

  it('undoes and redoes typing with Ctrl+Z and Ctrl+Shift+Z, and reaches the toolbar with Shift+Tab', async () => {
    await caretAtEndOf('Gratis ongkir');
    await page.keyboard.type('!');
    await page.waitForTimeout(150);
    await expect.poll(async () => (await model()).blocks.map((b) => b.text).filter((t) => t.startsWith('Gratis'))).toEqual(['Gratis ongkir hari ini!']);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Boolean(await block('Gratis ongkir hari ini'))).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => Boolean(await block('Gratis ongkir hari ini!'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    const toolbar = page.getByRole('toolbar');
    expect(await toolbar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe(before);
    expect(await toolbar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  it('adds a separator, and the page stays free of accessibility violations and console errors', async () => {
    await caretAtEndOf('Ongkos kirim');
    await page.getByRole('button', { name: 'Garis pemisah' }).click();
    await expect.poll(async () => (await entities('SEPARATOR')).length).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px wide phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole('toolbar').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
