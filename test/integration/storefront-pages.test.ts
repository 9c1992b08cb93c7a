import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { shopDomains, shops, products } from '../../src/server/db/tables';
import { graphGet } from '../support/graphql-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as unknown;
    return Array.isArray(value) ? value : [value];
  });
}

describe.each(engines())('server-rendered storefront on %s', (engine) => {
  let server: TestServer;
  let product: { slug: string; name: string; price: { formatted: string } };
  let category: { slug: string; name: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const res = await graphGet<{ products: { edges: Array<{ node: typeof product }> }; categories: { edges: Array<{ node: typeof category }> } }>(
      server,
      '{ products(first: 1, sort: PRICE_DESC) { edges { node { slug name price { formatted } } } } categories(first: 1) { edges { node { slug name } } } }',
    );
    product = res.body.data!.products.edges[0]!.node;
    category = res.body.data!.categories.edges[0]!.node;
  });
  afterAll(async () => { await server?.close(); });

  it('draws each page from its HTML alone: the shop frame\'s styles and its own screen\'s, not every other screen\'s', async () => {
    const styles = async (path: string) => {
      const html = await (await server.request(path)).text();
      // Nothing to fetch before drawing; the screen's sheets are named switched off, so the script does not fetch them either.
      expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]*">/);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/);
      return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!).join('');
    };
    // Whether the styles hold a rule for the class itself (not only for it inside something else).
    const styled = (css: string, className: string) => new RegExp(`(^|[}\\n])\\.${className}\\{`).test(css);
    const productPage = await styles(`/product/${product.slug}`);
    const cart = await styles('/cart');
    const signIn = await styles('/login');
    // The frame (header and its cart link) is on every page.
    for (const css of [productPage, cart, signIn]) expect(styled(css, 'cart-link')).toBe(true);
    // Each screen carries its own styles and none of the others'.
    expect(['add-to-cart', 'star-rating', 'count-stepper'].filter((name) => !styled(productPage, name))).toEqual([]);
    expect(['cart-layout', 'checkout-summary', 'order-page', 'session-form', 'blog-layout', 'account-grid'].filter((name) => styled(productPage, name))).toEqual([]);
    expect(styled(cart, 'cart-layout')).toBe(true);
    expect(['add-to-cart', 'session-form', 'checkout-summary'].filter((name) => styled(cart, name))).toEqual([]);
    expect(styled(signIn, 'session-form')).toBe(true);
    expect(['cart-layout', 'add-to-cart', 'order-page'].filter((name) => styled(signIn, name))).toEqual([]);
  });

  it('renders a product page with its name, price, head tags and JSON-LD, fetched without JavaScript', async () => {
    const res = await server.request(`/product/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain(`<h1>${product.name.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toContain(product.price.formatted);
    expect(html).toMatch(/<html lang="id" style="--ease-spring: linear\(0, [^"]+, 1\)">/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/product/${product.slug}">`);
    expect(html).toContain(`hreflang="en" href="${server.baseUrl}/product/${product.slug}?lang=en"`);
    expect(html).toMatch(/<meta property="og:type" content="product">/);
    expect(html).toContain(`<meta property="og:image" content="${server.baseUrl}/media/`);
    const types = jsonLd(html).map((item) => (item as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
    const ld = jsonLd(html).find((item) => (item as { '@type': string })['@type'] === 'Product') as { name: string; offers: Array<{ priceCurrency: string; price: number }> };
    expect(ld.name).toBe(product.name);
    expect(ld.offers[0]!.priceCurrency).toBe('IDR');
  });

  it('embeds the query results the page was rendered from, so the browser needs no request', async () => {
    const html = await (await server.request(`/product/category/${category.slug}`)).text();
    const state = JSON.parse(/<script id="etalase-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { graph: Array<{ key: string; data: unknown }>; messages: Record<string, string>; language: string };
    expect(state.language).toBe('id');
    expect(state.graph.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(state.graph)).toContain(category.name);
    expect(Object.keys(state.messages).length).toBeGreaterThan(5);
    expect(html).toContain(`<h1>${category.name.replace(/&/g, '&amp;')}</h1>`);
  });

  it('renders home, category list, search and a content page', async () => {
    for (const [path, text] of [['/', 'Lumbung Nusantara'], ['/product/category/', 'Kategori produk'], ['/search?q=kopi', 'Hasil pencarian untuk'], ['/page/tentang-kami', '<article class="content-page">']] as const) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
  });

  it('answers unknown paths, unknown slugs and removed pages with the 404 screen and status 404', async () => {
    for (const path of ['/no/such/page', '/product/tidak-ada', '/product/category/tidak-ada', '/page/tidak-ada', '/404']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('Halaman tidak ditemukan');
      expect(html).toContain('<meta name="robots" content="noindex, follow">');
    }
  });

  it('speaks English when asked with ?lang=en and remembers it in the _lang cookie', async () => {
    const res = await server.request(`/product/${product.slug}?lang=en`);
    expect(res.headers.get('set-cookie')).toMatch(/_lang=en/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('>Description</h2>');
    const again = await server.request('/', { headers: { cookie: '_lang=en' } });
    expect(await again.text()).toContain('Shop by category');
  });

  it('gives an unknown host a clear 404 page and never another shop', async () => {
    const res = await server.request('/', { host: 'toko-lain.example' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Toko tidak ditemukan');
    expect(html).not.toContain('Lumbung Nusantara');
  });

  it('keeps each shop to itself: another shop on its own domain sees none of the demo catalogue', async () => {
    const db = server.database.db;
    const shopId = `other-${engine}-${Date.now()}`;
    const host = `${shopId}.example`;
    await db.insert(shops).values({ id: shopId, name: 'Toko Lain', tagline: { id: 'Toko kedua' }, email: 'a@b.example' });
    await db.insert(shopDomains).values({ host, shopId, primary: true });
    await db.insert(products).values({ shopId, id: 'p1', slug: 'barang-toko-lain', status: 'published', name: { id: 'Barang Toko Lain' }, summary: { id: '-' }, description: { id: { blocks: [], entityMap: {} } }, price: 1000, sku: 'OTHER-1' });
    const other = await graphGet<{ shop: { name: string }; products: { totalCount: number } }>(server, '{ shop { name } products(first: 5) { totalCount } }', undefined, { host });
    expect(other.body.data).toEqual({ shop: { name: 'Toko Lain' }, products: { totalCount: 1 } });
    const demo = await graphGet<{ product: unknown }>(server, '{ product(slug: "barang-toko-lain") { id } }');
    expect(demo.body.data!.product).toBeNull();
    const page = await server.request(`/product/${product.slug}`, { host });
    expect(page.status).toBe(404);
    const demoImage = await graphGet<{ products: { edges: Array<{ node: { image: { id: string } } }> } }>(server, '{ products(first: 1) { edges { node { image { id } } } } }');
    const imageId = demoImage.body.data!.products.edges[0]!.node.image.id;
    expect((await server.request(`/media/${imageId}/300.webp`)).status).toBe(200);
    expect((await server.request(`/media/${imageId}/300.webp`, { host })).status).toBe(404);
  });

  it('straightens addresses with doubled or backward slashes instead of reading them as another site', async () => {
    const res = await server.request('//evil.example/', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/evil.example/');
    const back = await server.request('/product\\kopi?x=1', { host: 'localhost' });
    expect(back.headers.get('location')).toBe('/product/kopi?x=1');
  });

  it('answers a NUL in an address with the not-found page, and a bad Host port without a server error', async () => {
    const nul = await server.request('/product/a%00b');
    expect(nul.status).toBe(404);
    expect((await server.request('/search?q=%00')).status).toBe(404);
    const badPort = await server.request('/', { host: 'localhost:99999' });
    expect(badPort.status).toBe(200);
    expect(await badPort.text()).toContain('<link rel="canonical" href="http://localhost/">');
  });

  it('builds another shop’s addresses from its primary domain, over HTTPS', async () => {
    const db = server.database.db;
    const shopId = `canon-${engine}-${Date.now()}`;
    await db.insert(shops).values({ id: shopId, name: 'Toko Kanonik', tagline: { id: 'x' }, email: 'c@d.example' });
    await db.insert(shopDomains).values([{ host: `${shopId}.example`, shopId, primary: true }, { host: `www.${shopId}.example`, shopId }]);
    const html = await (await server.request('/', { host: `www.${shopId}.example` })).text();
    expect(html).toContain(`<link rel="canonical" href="https://${shopId}.example/">`);
    const robots = await (await server.request('/robots.txt', { host: `www.${shopId}.example` })).text();
    expect(robots).toContain(`Sitemap: https://${shopId}.example/sitemap.xml`);
  });

  it('remembers a language choice on pages only', async () => {
    expect((await server.request('/sitemap.xml?lang=en')).headers.get('set-cookie')).toBeNull();
    expect((await server.request('/_/i81n/en?q=nav.home&lang=en')).headers.get('set-cookie')).toBeNull();
  });

  it('serves sitemap.xml and robots.txt for the requesting shop', async () => {
    const sitemap = await server.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${server.baseUrl}/product/${product.slug}</loc>`);
    expect(xml).toContain('hreflang="en"');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(70);
    const robots = await (await server.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('answers translation lookups in key order with 0 for unknown keys, and 404 for other languages', async () => {
    const res = await server.request('/_/i81n/en?h=x&q=nav.home,no.such.key,search.submit');
    expect(await res.json()).toEqual(['Home', 0, 'Search']);
    const id = await server.request('/_/i81n/id?h=x&q=nav.home');
    expect(await id.json()).toEqual(['Beranda']);
    expect((await server.request('/_/i81n/fr?q=nav.home')).status).toBe(404);
    expect(await (await server.request('/_/i81n/en?q=__proto__,constructor')).json()).toEqual([0, 0]);
  });

  it('serves pictures resized to WebP with a year-long cache, and refuses other widths', async () => {
    const res = await graphGet<{ products: { edges: Array<{ node: { image: { id: string; width: number } } }> } }>(server, '{ products(first: 1) { edges { node { image { id width } } } } }');
    const image = res.body.data!.products.edges[0]!.node.image;
    const webp = await server.request(`/media/${image.id}/300.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300 });
    expect((await server.request(`/media/${image.id}/301.webp`)).status).toBe(400);
    expect((await server.request('/media/unknownimage/300.webp')).status).toBe(404);
  });
});
