import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../src/domain/ids/global-id';
import { richTextFromParagraphs } from '../../src/domain/rich-text/build';
import { auditEvents, products, productVariations } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole, uploadedPicture } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type GraphError = { message: string; extensions?: Record<string, unknown> };
interface SavedProduct {
  __typename?: string; id: string; slug: string; status: string; version: number; sku: string; stock: number;
  price: { amount: number }; compareAtPrice: { amount: number } | null; downPaymentPercent: number | null;
  volumetricWeightGrams: number; category: { slug: string } | null; seoTitle: { id: string; en: string | null };
  images: Array<{ id: string }>; variations: Array<{ id: string; sku: string; stock: number; optionValues: string[]; price: { amount: number }; image: { id: string } | null }>;
}
const PRODUCT_FIELDS = `id slug status version sku stock price { amount } compareAtPrice { amount } downPaymentPercent volumetricWeightGrams
  category { slug } seoTitle { id en } images { id } variations { id sku stock optionValues price { amount } image { id } }`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: ProductInput!) { updateProduct(id: $id, version: $version, input: $input) {
  __typename ... on Product { ${PRODUCT_FIELDS} } ... on ProductSaveRefused { reason message product { version name } } } }`;

describe.each(engines())('the product editor API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);
  let category: { id: string; slug: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    // Any category the editor offers; other test files may have added some to the shared database.
    const answer = await owner.graph<{ categoryOptions: Array<{ id: string; slug: string }> }>('{ categoryOptions { id slug } }', {}, { path: '/admin/graphql' });
    category = answer.data.categoryOptions[0]!;
  });
  afterAll(async () => {
    // The PostgreSQL database is shared with other test files: products made here, all named by
    // this run's SKUs, must not lead their newest-first lists.
    await server?.database.db.delete(products).where(and(eq(products.shopId, DEMO_SHOP_ID), like(products.sku, `%${run}%`)));
    await server?.close();
  });

  const admin = async <T>(browser: Browser, query: string, variables: Record<string, unknown>, m: string, lang = 'id') => {
    const response = await browser.fetch(`/admin/graphql?m=${m}&lang=${lang}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, ...((await response.json()) as { data: T; errors?: GraphError[] }) };
  };
  const create = (input: Record<string, unknown>, browser = owner, lang = 'id') => admin<{ createProduct: SavedProduct }>(browser, CREATE, { input }, 'ProductInput', lang);
  const update = (id: string, version: number, input: Record<string, unknown>, browser = owner, lang = 'id') =>
    admin<{ updateProduct: SavedProduct & { reason?: string; message?: string; product?: { version: number; name: string } } }>(browser, UPDATE, { id, version, input }, 'ProductInput', lang);
  const newProduct = (extra: Record<string, unknown> = {}) => ({
    name: { id: `Kemeja Tenun ${run}`, en: `Woven Shirt ${run}` }, sku: `KMJ-${run}-${randomUUID().slice(0, 6)}`, price: 250_000, ...extra,
  });

  it('creates a product with two variations, three ordered pictures and a description, as a draft', async () => {
    const pictures = [await uploadedPicture(server, { r: 200, g: 40, b: 40 }), await uploadedPicture(server, { r: 40, g: 200, b: 40 }), await uploadedPicture(server, { r: 40, g: 40, b: 200 })];
    const answer = await create(newProduct({
      description: { id: richTextFromParagraphs(['Ditenun tangan.']) },
      compareAtPrice: 300_000, weightGrams: 400, lengthCm: 30, widthCm: 20, heightCm: 10, categoryId: category.id, downPaymentPercent: 30,
      seoTitle: { id: 'Kemeja tenun asli', en: 'Genuine woven shirt' }, imageIds: pictures,
      options: [{ name: { id: 'Ukuran', en: 'Size' }, values: [{ id: 'M' }, { id: 'L' }] }],
      variations: [
        { optionValues: ['M'], sku: `KMJ-${run}-M`, price: 250_000, stock: 4, imageId: pictures[1] },
        { optionValues: ['l'], sku: `KMJ-${run}-L`, price: 9_007_199_254, stock: 0 },
      ],
    }));
    expect(answer.errors).toBeUndefined();
    const product = answer.data.createProduct;
    expect(product).toMatchObject({
      slug: `kemeja-tenun-${run}`, status: 'draft', version: 1, price: { amount: 250_000 }, compareAtPrice: { amount: 300_000 }, downPaymentPercent: 30,
      // 30 × 20 × 10 cm ÷ 6000 = 1 kg
      volumetricWeightGrams: 1000, category: { slug: category.slug }, seoTitle: { id: 'Kemeja tenun asli', en: 'Genuine woven shirt' }, stock: 4,
    });
    expect(product.images.map((i) => i.id)).toEqual(pictures);
    expect(product.variations.map((v) => [v.optionValues, v.stock, v.price.amount, v.image?.id ?? null])).toEqual([[['M'], 4, 250_000, pictures[1]], [['L'], 0, 9_007_199_254, null]]);
    // A draft is not on the shop yet; the staff preview shows it.
    expect((await new Browser(server).fetch(`/product/${product.slug}`)).status).toBe(404);
    expect((await owner.fetch(`/admin/product/preview/${product.slug}`)).status).toBe(200);

    // The pictures' order is the server's: reordered, it stays reordered.
    const reordered = await update(product.id, 1, { imageIds: [pictures[2], pictures[0], pictures[1]], status: 'published' });
    expect(reordered.data.updateProduct.images.map((i) => i.id)).toEqual([pictures[2], pictures[0], pictures[1]]);
    const html = await (await new Browser(server).fetch(`/product/${product.slug}`)).text();
    expect(html).toContain(`Kemeja Tenun ${run}`);
    expect(html).toContain('Ditenun tangan.');
    // The shop offers the M variation with its own picture.
    const shopView = await new Browser(server).graph<{ product: { variations: Array<{ optionValues: string[]; image: { id: string } | null }> } }>(
      'query($s: String!) { product(slug: $s) { variations { optionValues image { id } } } }', { s: product.slug });
    expect(shopView.data.product.variations).toEqual([{ optionValues: ['M'], image: { id: pictures[1] } }, { optionValues: ['L'], image: null }]);
    // Search engines get the SEO title written for them, not the name.
    expect(html).toMatch(/<title>Kemeja tenun asli \| [^<]+<\/title>/);
    expect(await (await new Browser(server).fetch(`/product/${product.slug}?lang=en`)).text()).toMatch(/<title>Genuine woven shirt \| [^<]+<\/title>/);

    const [audit] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'createProduct'), eq(auditEvents.entityId, fromGlobal(product.id))));
    expect(audit).toMatchObject({ entityType: 'product', staffRole: 'owner', before: null });
    expect(audit!.after).toMatchObject({ sku: expect.stringContaining('KMJ-'), price: 250_000, imageIds: pictures });
  });

  it('saves prices, stock settings, shipping, SEO and variations, and audits only what changed', async () => {
    const created = (await create(newProduct({ options: [{ name: { id: 'Warna' }, values: [{ id: 'Merah' }, { id: 'Biru' }] }], variations: [{ optionValues: ['Merah'], sku: `W-${run}-R`, price: 100_000, stock: 2 }] }))).data.createProduct;
    const red = created.variations[0]!;
    const saved = await update(created.id, created.version, {
      price: 120_000, compareAtPrice: null, lowStockThreshold: 3, weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 20,
      options: [{ name: { id: 'Warna' }, values: [{ id: 'Merah' }, { id: 'Biru' }, { id: 'Hijau' }] }],
      variations: [{ id: red.id, optionValues: ['Merah'], sku: `W-${run}-R2`, price: 110_000 }, { optionValues: ['Hijau'], sku: `W-${run}-G`, price: 115_000, stock: 7 }],
    });
    expect(saved.errors).toBeUndefined();
    const product = saved.data.updateProduct;
    expect(product).toMatchObject({ __typename: 'Product', version: 2, price: { amount: 120_000 }, compareAtPrice: null, volumetricWeightGrams: 4000 });
    // The kept variation keeps its stock (only adjustments move it); the new one starts with its own.
    expect(product.variations.map((v) => [v.id === red.id, v.sku, v.stock])).toEqual([[true, `W-${run}-R2`, 2], [false, `W-${run}-G`, 7]]);
    const [audit] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'updateProduct'), eq(auditEvents.entityId, fromGlobal(created.id))));
    expect(audit!.before).toMatchObject({ price: 250_000, lowStockThreshold: 5, weightGrams: 0 });
    expect(audit!.after).toMatchObject({ price: 120_000, lowStockThreshold: 3, weightGrams: 1500 });
    expect(Object.keys(audit!.before as object)).not.toContain('name');
    expect((audit!.after as { variations: unknown[] }).variations).toHaveLength(2);

    // Removing a variation from the list removes it.
    const fewer = await update(created.id, 2, { variations: [{ id: product.variations[1]!.id, optionValues: ['Hijau'], sku: `W-${run}-G`, price: 115_000 }] });
    expect(fewer.data.updateProduct.variations.map((v) => v.sku)).toEqual([`W-${run}-G`]);
    const left = await server.database.db.select().from(productVariations).where(and(eq(productVariations.shopId, DEMO_SHOP_ID), eq(productVariations.productId, fromGlobal(created.id))));
    expect(left).toHaveLength(1);
  });

  it('refuses a save over someone else\'s newer one, keeping theirs, with a clear message', async () => {
    const created = (await create(newProduct())).data.createProduct;
    const first = await update(created.id, created.version, { price: 260_000 });
    expect(first.data.updateProduct).toMatchObject({ __typename: 'Product', version: 2 });
    const second = await update(created.id, created.version, { price: 199_000, name: { id: 'Ditimpa' } });
    expect(second.errors).toBeUndefined();
    expect(second.data.updateProduct).toMatchObject({
      __typename: 'ProductSaveRefused', reason: 'CHANGED_MEANWHILE',
      message: expect.stringContaining('sudah diubah dan disimpan orang lain'), product: { version: 2, name: `Kemeja Tenun ${run}` },
    });
    const english = await update(created.id, created.version, { price: 199_000 }, owner, 'en');
    expect(english.data.updateProduct.message).toMatch(/^Someone else changed and saved this product/);
    const [row] = await server.database.db.select({ price: products.price, version: products.version }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, fromGlobal(created.id))));
    expect(row).toEqual({ price: 260_000, version: 2 });
    // The refused save recorded nothing.
    const audits = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityId, fromGlobal(created.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['createProduct', 'updateProduct']);
  });

  it('names the field at fault, in Indonesian and English', async () => {
    const taken = (await create(newProduct())).data.createProduct;
    const product = (await create(newProduct())).data.createProduct;
    const refusal = async (input: Record<string, unknown>, lang = 'id'): Promise<GraphError | undefined> => (await update(product.id, product.version, input, owner, lang)).errors?.[0];
    expect(await refusal({ compareAtPrice: 250_000 })).toMatchObject({ message: 'Harga coret harus lebih tinggi dari harga jual, atau dikosongkan.', extensions: { code: 'BAD_USER_INPUT', field: 'compareAtPrice' } });
    expect(await refusal({ compareAtPrice: 100 }, 'en')).toMatchObject({ message: 'The compare-at price must be higher than the selling price, or left empty.', extensions: { field: 'compareAtPrice' } });
    expect(await refusal({ price: 90_071_992_548 })).toMatchObject({ extensions: { field: 'price' } });
    expect(await refusal({ sku: 'ada spasi' })).toMatchObject({ message: expect.stringContaining('SKU wajib diisi tanpa spasi'), extensions: { field: 'sku' } });
    expect(await refusal({ sku: taken.sku }, 'en')).toMatchObject({ message: `The SKU "${taken.sku}" is already used by another product or variation of this shop.`, extensions: { code: 'CONFLICT', field: 'sku' } });
    expect(await refusal({ slug: taken.slug })).toMatchObject({ extensions: { code: 'CONFLICT', field: 'slug' } });
    expect(await refusal({ weightGrams: -1 })).toMatchObject({ message: 'Berat (gram) harus bilangan bulat dari 0 sampai 1.000.000.', extensions: { field: 'weightGrams' } });
    expect(await refusal({ lengthCm: 1001 }, 'en')).toMatchObject({ message: 'Length (cm) must be a whole number from 0 to 1,000.', extensions: { field: 'lengthCm' } });
    expect(await refusal({ downPaymentPercent: 100 })).toMatchObject({ extensions: { field: 'downPaymentPercent' } });
    expect(await refusal({ seoTitle: { id: 'x'.repeat(71) } })).toMatchObject({ extensions: { field: 'seoTitle.id' } });
    expect(await refusal({ imageIds: Array.from({ length: 16 }, (_, i) => `gambar-${i}`) })).toMatchObject({ message: 'Satu produk paling banyak 15 foto.', extensions: { field: 'imageIds' } });
    expect(await refusal({ imageIds: ['tidak-ada'] })).toMatchObject({ extensions: { field: 'imageIds' } });
    const options = [{ name: { id: 'Ukuran' }, values: [{ id: 'S' }, { id: 'M' }] }];
    expect(await refusal({ options, variations: [{ optionValues: ['S'], sku: `V-${run}-1`, price: 1000 }, { optionValues: ['s'], sku: `V-${run}-2`, price: 1000 }] }))
      .toMatchObject({ message: 'Variasi 2 memilih nilai yang sama dengan variasi lain.', extensions: { field: 'variations.1.optionValues' } });
    expect(await refusal({ options, variations: [{ optionValues: ['XL'], sku: `V-${run}-1`, price: 1000 }] })).toMatchObject({ extensions: { field: 'variations.0.optionValues' } });
    expect(await refusal({ options, variations: [{ optionValues: ['S'], sku: taken.sku, price: 1000 }] })).toMatchObject({ extensions: { code: 'CONFLICT', field: 'variations.0.sku' } });
    expect(await refusal({ options, variations: [{ optionValues: ['S'], sku: `V-${run}-1`, price: 1000, compareAtPrice: 900 }] })).toMatchObject({ extensions: { field: 'variations.0.compareAtPrice' } });
    expect(await refusal({ options: [{ name: { id: '' }, values: [{ id: 'S' }] }] })).toMatchObject({ extensions: { field: 'options.0.name' } });
    expect((await create({ name: { id: 'Tanpa SKU' }, price: 1000 })).errors?.[0]).toMatchObject({ extensions: { field: 'sku' } });
    expect((await create({ sku: `X-${run}`, price: 1000 })).errors?.[0]).toMatchObject({ extensions: { field: 'name.id' } });
    // Nothing of the refused saves was kept.
    const [row] = await server.database.db.select({ version: products.version, price: products.price }).from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, fromGlobal(product.id))));
    expect(row).toEqual({ version: 1, price: 250_000 });
  });

  it('sends a published product\'s old address to its new one with a 301, and keeps a draft\'s old address unanswered', async () => {
    const product = (await create(newProduct({ slug: `kain-lama-${run}`, status: 'published' }))).data.createProduct;
    const shopper = new Browser(server);
    expect((await shopper.fetch(`/product/kain-lama-${run}`)).status).toBe(200);
    const renamed = await update(product.id, product.version, { slug: `kain-baru-${run}` });
    expect(renamed.data.updateProduct.slug).toBe(`kain-baru-${run}`);
    const moved = await shopper.fetch(`/product/kain-lama-${run}?ref=wa`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/product/kain-baru-${run}?ref=wa`);
    expect((await shopper.fetch(`/product/kain-baru-${run}`)).status).toBe(200);
    // Renamed again: the first address leads to the newest one, not along a chain.
    await update(product.id, renamed.data.updateProduct.version, { slug: `kain-terbaru-${run}` });
    expect((await shopper.fetch(`/product/kain-lama-${run}`)).headers.get('location')).toBe(`/product/kain-terbaru-${run}`);
    // Inside the app the product page asks the shop API where the old address leads, and goes on.
    const movedTo = async (slug: string) => (await shopper.graph<{ productMovedTo: string | null }>('query($slug: String!) { productMovedTo(slug: $slug) }', { slug })).data.productMovedTo;
    expect(await movedTo(`kain-lama-${run}`)).toBe(`kain-terbaru-${run}`);
    expect(await movedTo(`tidak-pernah-ada-${run}`)).toBeNull();
    // Another product taking an old address gets it: its page answers, no redirect.
    const other = (await create(newProduct({ slug: `kain-lama-${run}`, status: 'published' }))).data.createProduct;
    expect(other.slug).toBe(`kain-lama-${run}`);
    expect((await shopper.fetch(`/product/kain-lama-${run}`)).status).toBe(200);

    const draft = (await create(newProduct({ slug: `draf-lama-${run}` }))).data.createProduct;
    await update(draft.id, draft.version, { slug: `draf-baru-${run}`, status: 'published' });
    expect((await shopper.fetch(`/product/draf-lama-${run}`)).status).toBe(404);
    expect(await movedTo(`draf-lama-${run}`)).toBeNull();
  });

  it('lets only roles with catalog.manage write the catalogue', async () => {
    const product = (await create(newProduct())).data.createProduct;
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await create(newProduct(), staff)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect((await update(product.id, product.version, { price: 1 }, staff)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      const adjust = await staff.graph('mutation($input: StockAdjustmentInput!) { adjustStock(input: $input) { stock } }', { input: { productId: product.id, change: 5, reason: 'received' } }, { m: 'StockAdjustmentInput', path: '/admin/graphql' });
      expect(adjust.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      const bulk = await staff.graph('mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }', { ids: [product.id] }, { m: 'ID', path: '/admin/graphql' });
      expect(bulk.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      // Both may still read the catalogue.
      const read = await staff.graph<{ productById: { version: number } }>('query($id: ID!) { productById(id: $id) { version } }', { id: product.id }, { path: '/admin/graphql' });
      expect(read.data.productById.version).toBe(1);
    }
    const administrator = await staffWithRole(server, 'administrator');
    expect((await update(product.id, 1, { price: 1 }, administrator)).data.updateProduct).toMatchObject({ __typename: 'Product', version: 2 });
  });
});

function fromGlobal(id: string): string {
  return fromGlobalId(id)!.id;
}
