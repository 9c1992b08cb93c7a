import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/server/db/tables';
import { refreshSearchIndex } from '../../src/server/modules/catalog';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { signedInBrowser, signUpAndIn } from '../support/customer-flow';
import { Browser, createTestProduct, staffBrowser, type TestProduct } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('product previews and the product screens on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let customer: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    const email = `pratinjau-${run}@example.com`;
    await signUpAndIn(new Browser(server), email, 'kata-sandi-panjang-123');
    customer = await signedInBrowser(server, email, 'kata-sandi-panjang-123');
  });
  afterAll(async () => { await server?.close(); });

  async function draftProduct(name: string, options: { inCategory?: boolean } = {}): Promise<TestProduct & { category: { id: string; slug: string } }> {
    // The cheapest product, so a category ordered by price shows it first; lists by date never do.
    const product = await createTestProduct(server, { status: 'draft', price: 1 });
    const [category] = await server.database.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.shopId, DEMO_SHOP_ID)).limit(1);
    await server.database.db.update(products)
      .set({ name: { id: name }, ...(options.inCategory ? { categoryId: category!.id } : {}) })
      .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    await refreshSearchIndex(server.database.db, DEMO_SHOP_ID, { productIds: [product.id] });
    return { ...product, category: category! };
  }

  it('shows staff a draft exactly as its page will look, with a banner, and keeps that answer out of every cache', async () => {
    const name = `Kain Rahasia ${run}`;
    const product = await draftProduct(name);
    const path = `/admin/product/preview/${product.slug}`;
    // Counted as stores, not size: on a shared database other files' writes may clear entries meanwhile.
    const sharedBefore = server.app.queryCache.counters.stored;
    const page = await owner.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain('Pratinjau untuk staf: draf, pembeli belum bisa melihat produk ini.');
    // The shop's frame, as shoppers see the page: its search box is there.
    expect(html).toContain('id="site-search"');
    expect(server.app.queryCache.counters.stored).toBe(sharedBefore);

    const english = await (await owner.fetch(`${path}?lang=en`)).text();
    expect(english).toContain('Staff preview: a draft, shoppers cannot see this product yet.');
    // The choice of English is remembered: the owner goes back to Indonesian for the rest.
    await owner.fetch(`${path}?lang=id`);

    // The staff API answer behind it is personal too.
    const query = await owner.graph<{ productPreview: { name: string; status: string } }>('query($s: String!) { productPreview(slug: $s) { name status } }', { s: product.slug }, { path: '/graphql' });
    expect(query.data.productPreview).toEqual({ name, status: 'draft' });
    expect(query.headers.get('cache-control')).toBe('private, no-store');
    expect(server.app.queryCache.counters.stored).toBe(sharedBefore);

    // Nobody else reaches it: the public page and the query both refuse.
    const shopper = new Browser(server);
    expect((await shopper.fetch(`/product/${product.slug}`)).status).toBe(404);
    expect((await shopper.graph('query($s: String!) { productPreview(slug: $s) { id } }', { s: product.slug })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await customer.graph('query($s: String!) { categoryPreview(slug: $s) { category { id } } }', { s: product.category.slug })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const published = await createTestProduct(server);
    expect(await (await owner.fetch(`/admin/product/preview/${published.slug}`)).text()).toContain('Pratinjau untuk staf: sudah terbit, pembeli melihat halaman ini.');
    expect((await owner.fetch('/admin/product/preview/tidak-ada-produk')).status).toBe(404);
  });

  it('sends a signed-out visitor and a signed-in shopper from either preview to the staff sign-in, which leads back', async () => {
    const name = `Kain Tersembunyi ${run}`;
    const product = await draftProduct(name);
    for (const path of [`/admin/product/preview/${product.slug}`, `/admin/product/category/preview/${product.category.slug}?page=1`]) {
      for (const visitor of [new Browser(server), customer]) {
        const answer = await visitor.fetch(path);
        expect(answer.status, path).toBe(303);
        expect(answer.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
        expect(answer.headers.get('cache-control')).toContain('no-store');
        expect(await answer.text()).not.toContain(name);
      }
    }
  });

  it('previews a category with its draft products marked, which its public page leaves out', async () => {
    const name = `Tenun Draf ${run}`;
    const product = await draftProduct(name, { inCategory: true });
    const path = `/admin/product/category/preview/${product.category.slug}?sort=PRICE_ASC`;
    const page = await owner.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('Pratinjau kategori untuk staf');
    expect(html).toContain(name);
    expect(html).toContain('Draf: belum terlihat pembeli');
    expect(html).toContain(`href="/admin/product/preview/${product.slug}"`);
    const publicPage = await (await new Browser(server).fetch(`/product/category/${product.category.slug}?sort=PRICE_ASC&v=${run}`)).text();
    expect(publicPage).not.toContain(name);
    expect((await owner.fetch('/admin/product/category/preview/tidak-ada-kategori')).status).toBe(404);
  });

  it('renders the product list with its filters from the address, and the editor with the product\'s texts, for staff only', async () => {
    const word = `jarang${run}`;
    const product = await draftProduct(`Selendang ${word}`);
    const list = await owner.fetch(`/admin/products?q=${word}&status=draft`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const html = await list.text();
    expect(html).toContain(`Selendang ${word}`);
    expect(html).toContain('1 produk');
    expect(html).toContain('Belum ada teks Inggris: nama');
    expect(html).toMatch(/<option (value="draft" selected(="")?|selected(="")? value="draft")>Draf<\/option>/);
    expect(html).toContain(`href="/admin/products/${product.globalId}"`);
    expect(await (await owner.fetch(`/admin/products?q=${word}&status=published`)).text()).toContain('0 produk');

    const editor = await owner.fetch(`/admin/products/${product.globalId}`);
    expect(editor.status).toBe(200);
    const form = await editor.text();
    expect(form).toMatch(new RegExp(`<h1 id="[^"]+">Selendang ${word}</h1>`));
    expect(form).toContain(`value="Selendang ${word}"`);
    expect(form).toContain(`value="${product.slug}"`);
    expect(form).toContain(`SKU-${product.id}`);
    // The price as the rupiah box shows it, in whole rupiah.
    expect(form).toMatch(/<label for="[^"]+" class="field-label">Harga jual<\/label><div class="product-number"><span[^>]*>Rp<\/span><input[^>]*value="1"/);
    expect(form).toContain('role="tablist"');

    const missing = await owner.fetch('/admin/products/UHJvZHVjdDp0aWRhay1hZGE');
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Produk ini tidak ada atau sudah dihapus.');
    expect(missingHtml).toContain('aria-label="Menu admin"');
    expect((await owner.fetch('/admin/products/bukan-id')).status).toBe(404);

    const signedOut = await new Browser(server).fetch(`/admin/products/${product.globalId}`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(`/admin/products/${product.globalId}`)}`);
  });
});
