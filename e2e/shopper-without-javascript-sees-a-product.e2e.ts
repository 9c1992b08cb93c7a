import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphGet } from '../test/support/graphql-client';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser } from './support/browser';

describe('a shopper without JavaScript sees a product', () => {
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    browser = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('reads the name, price and pictures, and the page carries Product JSON-LD', async () => {
    const res = await graphGet<{ products: { edges: Array<{ node: { slug: string; name: string; price: { formatted: string } } }> } }>(
      server,
      '{ products(first: 1, featured: true) { edges { node { slug name price { formatted } } } } }',
    );
    const product = res.body.data!.products.edges[0]!.node;
    const page = await browser.context.newPage();
    const response = await page.goto(`${server.baseUrl}/product/${product.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    expect(await page.locator('.product-summary .price-now').textContent()).toBe(product.price.formatted);
    const picture = page.getByRole('region', { name: 'Foto produk' }).getByRole('img').first();
    expect(await picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const ld = await page.locator('script[type="application/ld+json"][data-page-jsonld]').textContent();
    expect(JSON.parse(ld!)[0]).toMatchObject({ '@type': 'Product', name: product.name });
  });

  it('searches with the plain search form', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('batik');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL(/\/search\?q=batik/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hasil pencarian untuk “batik”');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
  });
});
