import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readConfig } from '../src/server/config.server';
import { graphGet } from '../test/support/graphql-client';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';
import { addProductToCart } from './support/shop';

/**
 * A shop whose scripts, pictures and API are served from another host (spec §9): here the same
 * server on a second loopback port, as a CDN in front of it would be. The scripts host has a
 * base path, so the entry, every lazy chunk and their style sheets must come from under it.
 */
describe('a shopper buys from a shop whose scripts, pictures and API are on another host', () => {
  let server: TestServer;
  let other: http.Server;
  let otherOrigin: string;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  let product: { slug: string; price: { formatted: string } };
  const requests: string[] = [];

  beforeAll(async () => {
    // The second host answers whatever the shop's server answers; its port must be known
    // before the server starts, so it listens first and is handed the server afterwards.
    let target: http.Server | null = null;
    other = http.createServer((request, response) => {
      if (target) target.emit('request', request, response);
      else response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    otherOrigin = `http://localhost:${port}`;
    const hosts = readConfig({
      SCRIPTS_HOST: `http://{host}:${port}/static`,
      IMAGES_HOST: `http://{host}:${port}`,
      API_HOST: `http://{host}:${port}`,
    }).hosts;
    server = await startTestServer('pglite', { hosts });
    target = server.app.server.server;
    // A product of the demo shop, with its pictures.
    const found = await graphGet<{ products: { edges: Array<{ node: typeof product }> } }>(server, '{ products(first: 1, featured: true) { edges { node { slug price { formatted } } } } }');
    product = found.body.data!.products.edges[0]!.node;
    browser = await openBrowser({ locale: 'id-ID' });
    page = await browser.context.newPage();
    problems = watchConsole(page);
    page.on('request', (request) => requests.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => other?.close(resolve));
  });

  it('opens a product page whose entry, chunks, styles and pictures come from the other host, and adds it to the cart', async () => {
    await addProductToCart(page, server.baseUrl, product.slug);
    const own = server.baseUrl;
    const scripts = requests.filter((url) => /\/assets\/[^/]+\.js(\?|$)/.test(url));
    expect(scripts.some((url) => url.startsWith(`${otherOrigin}/static/assets/entry-client-`))).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    for (const url of scripts) expect(url.startsWith(`${otherOrigin}/static/assets/`), url).toBe(true);
    // The shop's own styles are written into the page; a style sheet it does fetch comes from the other host.
    expect(await page.evaluate(() => document.head.querySelector('style')?.textContent?.includes('.product-layout'))).toBe(true);
    const styles = requests.filter((url) => url.endsWith('.css'));
    for (const url of styles) expect(url.startsWith(`${otherOrigin}/static/assets/`), url).toBe(true);
    const pictures = requests.filter((url) => url.includes('/media/'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) expect(url.startsWith(`${otherOrigin}/media/`), url).toBe(true);
    expect(requests.filter((url) => url.startsWith(`${own}/assets/`) || url.startsWith(`${own}/media/`))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('goes to the cart in the page: its lazy chunk loads from the other host and its prices come from the API host', async () => {
    const before = new Set(requests);
    await page.locator('a.cart-link').click();
    await page.waitForURL(/\/cart$/);
    const lines = page.getByRole('list', { name: 'Isi keranjang' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => lines.textContent()).toContain(product.price.formatted);
    const fresh = requests.filter((url) => !before.has(url));
    const chunks = fresh.filter((url) => /\/assets\/cart\.screen-[^/]+\.js$/.test(url));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.startsWith(`${otherOrigin}/static/assets/`)).toBe(true);
    const graph = fresh.filter((url) => /\/(graphql|_\/graph)\?/.test(url));
    expect(graph.length).toBeGreaterThan(0);
    for (const url of graph) expect(url.startsWith(`${otherOrigin}/graphql?`), url).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
