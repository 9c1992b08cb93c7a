import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffBrowser, type Browser } from '../test/support/shop-flow';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

/**
 * A web page as an attacker would leave it on a clipboard: every trick of SECURITY.md's corpus
 * (script and data addresses in links, pictures, frames and tables, event handlers, scripts,
 * styles, SVG), around real content an owner wants to keep. Each trick, if it ever ran, would
 * leave its number in `window.__hit`.
 */
const HOSTILE_PAGE = `
<h2>Promo akhir tahun</h2>
<p>Diskon <b>20%</b> untuk <a href="https://toko.example/promo">semua batik</a>.</p>
<ul><li>Kain tenun</li><li>Kemeja batik</li></ul>
<p><a href="javascript:window.__hit.push(1)">klik 1</a> <a href="JaVaScRiPt:window.__hit.push(2)">klik 2</a>
<a href="jav&#x09;ascript:window.__hit.push(3)">klik 3</a> <a href="data:text/html,<script>parent.__hit.push(4)</script>">klik 4</a>
<a href="https://toko.example" onclick="window.__hit.push(5)" onmouseover="window.__hit.push(6)">klik 5</a></p>
<img src="x" onerror="window.__hit.push(7)" alt="gambar rusak">
<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0icGFyZW50Ll9faGl0LnB1c2goOCkiLz4=" alt="svg">
<svg onload="window.__hit.push(9)"><script>window.__hit.push(10)</script></svg>
<script>window.__hit.push(11)</script>
<iframe src="javascript:parent.__hit.push(12)"></iframe>
<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" onload="window.__hit.push(13)"></iframe>
<table><tr><th onclick="window.__hit.push(14)">Kota</th><td style="background:url(javascript:window.__hit.push(15))">Yogyakarta</td></tr></table>
<p style="color:red" onmouseenter="window.__hit.push(16)">Teks biasa <span style="background-image:url(javascript:window.__hit.push(17))">bergaya</span></p>
<object data="javascript:window.__hit.push(18)"></object><embed src="javascript:window.__hit.push(19)">
<form action="javascript:window.__hit.push(20)"><button>kirim</button></form>
<math><mtext><table><mglyph><style><img src=x onerror="window.__hit.push(21)"></style></mglyph></table></mtext></math>
`;

/** A one-pixel PNG for the editor sample's picture. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const HOSTILE_ATTRIBUTE = /\son[a-z]+\s*=|javascript:|vbscript:|data:text|<script|<iframe(?![^>]*youtube-nocookie)|<object|<embed|<form|<svg/i;

describe('an owner pastes a hostile web page into the editor, and nothing of it runs anywhere', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let owner: Browser;
  let pasted: unknown;

  const hits = () => page.evaluate(() => (window as unknown as { __hit: number[] }).__hit);
  const dialogs: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    owner = await staffBrowser(server);
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
    page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
    // Nothing leaves the test machine: pictures and frames from elsewhere answer empty.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.route(/\/media\/contoh-kopi\.jpg$/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
    // The shop's pages forbid inline scripts (Content-Security-Policy). Here they are served
    // without it, so what is shown is that the editor and the renderer let nothing through,
    // not that the browser blocked it.
    await page.route((url) => url.origin === server.baseUrl, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      return route.fulfill({ response, headers });
    });
    await page.addInitScript(() => { (window as unknown as { __hit: number[] }).__hit = []; });
    await page.goto(`${server.baseUrl}/_dev/editor`);
    await page.getByRole('textbox', { name: 'Article body' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps the page\'s content and structure and drops every script, handler and unsafe address', async () => {
    const editor = page.getByRole('textbox', { name: 'Article body' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Promo akhir tahun');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, HOSTILE_PAGE);
    await expect.poll(async () => (await page.getByTestId('model').innerText()).includes('Promo akhir tahun')).toBe(true);
    const model = JSON.parse(await page.getByTestId('model').innerText()) as { blocks: Array<{ text: string; type: string }>; entityMap: Record<string, { type: string; data: Record<string, unknown> }> };
    pasted = model;
    // What the owner wanted survives: the heading, the list, the bold text and the safe link.
    expect(model.blocks.find((b) => b.text === 'Promo akhir tahun')?.type).toBe('header-two');
    expect(model.blocks.filter((b) => b.type === 'unordered-list-item').map((b) => b.text)).toEqual(expect.arrayContaining(['Kain tenun', 'Kemeja batik']));
    const urls = Object.values(model.entityMap).flatMap((e) => [e.data.url, (e.data.source as { url?: string } | undefined)?.url]).filter((u): u is string => typeof u === 'string');
    expect(urls).toContain('https://toko.example/promo');
    // Browsers ignore white space and control characters inside a scheme; so does this check.
    // eslint-disable-next-line no-control-regex
    for (const url of urls) expect(url.replace(/[\s\u0000-\u001f]/g, ''), url).not.toMatch(/^(javascript|vbscript|data):/i);
    const rendered = await page.getByTestId('rendered').innerHTML();
    expect(rendered).not.toMatch(HOSTILE_ATTRIBUTE);
    // Give anything that slipped through time to run: pictures to fail, frames to load.
    await page.getByTestId('rendered').hover();
    await page.waitForTimeout(800);
    expect(await hits()).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('would have seen a trick that got into the page run (the page is not protected by its policy here)', async () => {
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<img src="/_/no-such-picture" onerror="window.__hit.push(99)" alt="">';
      document.body.append(probe);
    });
    await expect.poll(hits).toEqual([99]);
    await page.evaluate(() => { (window as unknown as { __hit: number[] }).__hit = []; });
    problems.length = 0;
  });

  it('publishes that document, and the shopper\'s page runs none of it either', async () => {
    const admin = <T>(query: string, variables: Record<string, unknown>, m = 'BlogPostInput') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });
    const created = await admin<{ createBlogPost: { id: string; slug: string } }>(
      'mutation($input: BlogPostInput!) { createBlogPost(input: $input) { id slug } }',
      { input: { title: { id: 'Promo akhir tahun yang aman' }, body: { id: pasted } } },
    );
    expect(created.errors).toBeUndefined();
    const published = await admin<{ publishBlogPost: { id: string } }>('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: created.data.createBlogPost.id }, 'ID');
    expect(published.errors).toBeUndefined();
    const response = await page.goto(`${server.baseUrl}/blog/${created.data.createBlogPost.slug}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const article = page.locator('article.blog-post');
    expect(await article.getByRole('heading', { name: 'Promo akhir tahun', level: 2 }).count()).toBe(1);
    expect(await article.getByRole('link', { name: 'semua batik' }).getAttribute('href')).toBe('https://toko.example/promo');
    expect(await article.innerHTML()).not.toMatch(HOSTILE_ATTRIBUTE);
    await article.hover();
    await page.waitForTimeout(800);
    expect(await hits()).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
