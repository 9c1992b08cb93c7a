import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '../../src/domain/catalog/product-csv';
import { csvDocument, parseCsv } from '../../src/domain/csv/csv';
import { auditEvents, products, productVariations } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Report { dryRun: boolean; written: boolean; rows: number; products: number; created: number; updated: number; problems: Array<{ row: number | null; column: string | null; message: string }> }
interface Progress { phase: 'checking' | 'writing'; done: number; total: number }

/** The import's answer: its progress lines, then the report. */
async function upload(browser: Browser, csv: string, options: { dryRun?: boolean; lang?: string } = {}) {
  const query = new URLSearchParams({ lang: options.lang ?? 'id', ...(options.dryRun ? { dryRun: '1' } : {}) });
  const response = await browser.fetch(`/admin/products/import?${query}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: csv });
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('ndjson')) return { status: response.status, text, progress: [] as Progress[], report: null };
  const lines = text.trim().split('\n').map((line) => JSON.parse(line) as { progress?: Progress; report?: Report });
  return { status: response.status, text, progress: lines.flatMap((line) => (line.progress ? [line.progress] : [])), report: lines.find((line) => line.report)?.report ?? null };
}

/** `count` new products of one run, as rows of the documented columns; `spoil` changes one row. */
function productFile(run: string, count: number, spoil?: { index: number; column: string; value: string }): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const cells: Record<string, string> = {
      product_sku: `IMP-${run}-${index + 1}`, slug: `impor-${run}-${index + 1}`, status: 'published',
      name_id: `Keripik Impor ${run} ${index + 1}`, name_en: `Imported Chips ${run} ${index + 1}`,
      summary_id: 'Renyah.', summary_en: 'Crunchy.', category: '', price: String(10_000 + index), compare_at_price: '',
      stock: String(index % 7), weight_grams: '250', length_cm: '10', width_cm: '5', height_cm: '3',
      option_names: '', variation_sku: '', variation_options: '', variation_price: '', variation_compare_at_price: '', variation_stock: '',
    };
    if (spoil?.index === index) cells[spoil.column] = spoil.value;
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
  });
  return csvDocument([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

describe.each(engines())('products as CSV on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    // Its own database: a whole-shop import must not change the products other files are buying.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const imported = async () => server.database.db.select().from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), like(products.sku, `IMP-${run}-%`)));

  it('exports every product and variation, one row per variation, with formula-like text kept as text', async () => {
    const risky = await createTestProduct(server, { status: 'draft' });
    await server.database.db.update(products).set({ name: { id: '=HYPERLINK("http://contoh.test","klik")' } }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, risky.id)));
    const response = await owner.fetch('/admin/products/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="produk-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { rows: [header, ...rows] } = parseCsv(await response.text());
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const column = (name: string) => PRODUCT_CSV_COLUMNS.indexOf(name as never);
    const riskyRow = rows.find((row) => row[column('slug')] === risky.slug)!;
    expect(riskyRow[column('name_id')]).toBe('\'=HYPERLINK("http://contoh.test","klik")');
    expect(riskyRow[column('status')]).toBe('draft');
    // The demo shop sells products with variations: each has its own row, under its product's columns.
    const withVariations = rows.filter((row) => row[column('variation_sku')] !== '');
    expect(withVariations.length).toBeGreaterThan(0);
    expect(withVariations.every((row) => row[column('variation_options')]!.split('|').length === row[column('option_names')]!.split('|').length)).toBe(true);
  });

  it('imports its own export back without a change: the dry run finds no problem and the file reads the same afterwards', async () => {
    const first = await (await owner.fetch('/admin/products/export.csv')).text();
    const rowCount = parseCsv(first).rows.length - 1;
    const dry = await upload(owner, first, { dryRun: true });
    expect(dry.report).toMatchObject({ dryRun: true, written: false, rows: rowCount, created: 0, problems: [] });
    const real = await upload(owner, first);
    expect(real.report).toMatchObject({ written: true, created: 0, problems: [] });
    expect(real.report!.updated).toBe(real.report!.products);
    expect(await (await owner.fetch('/admin/products/export.csv')).text()).toBe(first);
  });

  it('reports exactly the one bad row of 200 and writes nothing, then imports all 200 of the fixed file', async () => {
    const spoiled = productFile(run, 200, { index: 136, column: 'price', value: '12.500' });
    for (const dryRun of [true, false]) {
      const answer = await upload(owner, spoiled, { dryRun });
      expect(answer.status).toBe(200);
      expect(answer.report).toMatchObject({ dryRun, written: false, rows: 200, products: 200 });
      expect(answer.report!.problems).toEqual([{ row: 138, column: 'price', message: expect.stringContaining('bilangan bulat') }]);
    }
    expect(await imported()).toEqual([]);

    const english = await upload(owner, spoiled, { dryRun: true, lang: 'en' });
    expect(english.report!.problems[0]!.message).toContain('whole number');

    // A shopper's search (for the word only these products' names hold) fills the shared
    // answer cache while none of them exist yet.
    const shopper = new Browser(server);
    const search = async () => (await shopper.graph<{ products: { totalCount: number } }>('query($q: String) { products(first: 1, search: $q) { totalCount } }', { q: run })).data.products.totalCount;
    expect(await search()).toBe(0);

    const fixed = await upload(owner, productFile(run, 200));
    expect(fixed.report).toMatchObject({ written: true, rows: 200, created: 200, updated: 0, problems: [] });
    // The screen is told how far it got while it checks and while it writes.
    expect(fixed.progress.filter((p) => p.phase === 'checking').map((p) => p.done)).toEqual([100, 200]);
    expect(fixed.progress.filter((p) => p.phase === 'writing').map((p) => p.done)).toEqual([100, 200]);
    const rows = await imported();
    expect(rows).toHaveLength(200);
    expect(rows.find((row) => row.sku === `IMP-${run}-137`)).toMatchObject({ price: 10_136, stock: 3, status: 'published', name: { id: `Keripik Impor ${run} 137`, en: `Imported Chips ${run} 137` } });

    const [event] = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'importProducts'))).orderBy(desc(auditEvents.at)).limit(1);
    expect(event?.after).toMatchObject({ rows: 200, created: 200, updated: 0 });

    // Shoppers find them at once: the import cleared the shop's shared answers.
    expect(await search()).toBe(200);
    const page = await shopper.fetch(`/product/impor-${run}-137`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Keripik Impor ${run} 137`);
  });

  it('creates a product with variations from its rows, then updates one variation and adds another by their SKUs', async () => {
    const header = 'product_sku,name_id,price,status,option_names,variation_sku,variation_options,variation_price,variation_stock\r\n';
    const first = await upload(owner, `${header}KAOS-${run},Kaos Lurik,120000,published,Ukuran|Warna,KAOS-${run}-M,M|Biru,,4\r\nKAOS-${run},Kaos Lurik,120000,published,Ukuran|Warna,KAOS-${run}-L,L|Biru,125000,2\r\n`);
    expect(first.report).toMatchObject({ written: true, rows: 2, products: 1, created: 1 });
    const [created] = await server.database.db.select().from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.sku, `KAOS-${run}`)));
    expect(created!.options).toEqual([{ name: { id: 'Ukuran' }, values: [{ id: 'M' }, { id: 'L' }] }, { name: { id: 'Warna' }, values: [{ id: 'Biru' }] }]);
    const variationsOf = async () => (await server.database.db.select().from(productVariations).where(and(eq(productVariations.shopId, DEMO_SHOP_ID), eq(productVariations.productId, created!.id))))
      .sort((a, b) => a.position - b.position).map((v) => [v.sku, v.optionValues, v.price, v.stock]);
    expect(await variationsOf()).toEqual([[`KAOS-${run}-M`, ['M', 'Biru'], 120000, 4], [`KAOS-${run}-L`, ['L', 'Biru'], 125000, 2]]);

    // The file lists M again with new stock and a new XL; L is left out and stays as it was.
    const second = await upload(owner, `${header}KAOS-${run},Kaos Lurik,120000,published,Ukuran|Warna,KAOS-${run}-M,M|Biru,,9\r\nKAOS-${run},Kaos Lurik,120000,published,Ukuran|Warna,KAOS-${run}-XL,XL|Biru,130000,1\r\n`);
    expect(second.report).toMatchObject({ written: true, created: 0, updated: 1 });
    expect(await variationsOf()).toEqual([[`KAOS-${run}-M`, ['M', 'Biru'], 120000, 9], [`KAOS-${run}-XL`, ['XL', 'Biru'], 130000, 1], [`KAOS-${run}-L`, ['L', 'Biru'], 125000, 2]]);
    const [updated] = await server.database.db.select().from(products).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, created!.id)));
    expect(updated!.options[0]!.values.map((value) => value.id)).toEqual(['M', 'XL', 'L']);

    // A product row without variations for a product that has some would lose them silently: refused.
    const bare = await upload(owner, `${header}KAOS-${run},Kaos Lurik,120000,published,,,,,\r\n`, { dryRun: true });
    expect(bare.report!.problems.map((problem) => [problem.row, problem.column])).toEqual([[2, 'variation_sku']]);
  });

  it('checks SKUs, slugs and categories against the shop', async () => {
    const product = await createTestProduct(server);
    const header = 'product_sku,name_id,price,slug,category,option_names,variation_sku,variation_options\r\n';
    const answer = await upload(owner, `${header}NEW-${run},Baru,1000,${product.slug},tidak-ada-${run},,,\r\n`, { dryRun: true });
    expect(answer.report!.problems.map((problem) => [problem.row, problem.column])).toEqual([[2, 'slug'], [2, 'category']]);
    expect(answer.report!.problems[0]!.message).toContain(product.slug);
  });

  it('says what is wrong with a file it cannot read: too large, too many rows, an unknown column', async () => {
    const large = await upload(owner, `product_sku,name_id,price\r\n${'x'.repeat(2_100_000)}`);
    expect(large.status).toBe(413);
    expect(large.text).toContain('2 MB');
    const many = await upload(owner, `product_sku,name_id,price\r\n${'A,b,1\r\n'.repeat(5_001)}`, { dryRun: true });
    expect(many.report!.problems).toEqual([{ row: null, column: null, message: expect.stringContaining('5.000') }]);
    const json = await owner.fetch('/admin/products/import?dryRun=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product_sku":"A"}' });
    expect(json.status).toBe(415);
    expect(await json.text()).toBe('Kirim berkas CSV (text/csv).');
    const unknown = await upload(owner, 'product_sku,nama,price\r\nA,b,1\r\n', { dryRun: true });
    expect(unknown.report!.problems).toEqual([
      { row: 1, column: 'nama', message: expect.stringContaining('"nama" tidak dikenal') },
      { row: 1, column: 'name_id', message: expect.stringContaining('name_id') },
    ]);
  });

  it('lets only staff who manage the catalogue import; staff who read it may export', async () => {
    const file = productFile(`${run}x`, 1);
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      const refused = await upload(staff, file);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Peran Anda');
      expect((await staff.fetch('/admin/products/export.csv')).status).toBe(200);
    }
    const stranger = new Browser(server);
    expect((await upload(stranger, file)).status).toBe(401);
    expect((await stranger.fetch('/admin/products/export.csv')).status).toBe(401);
    expect(await server.database.db.select().from(products).where(like(products.sku, `IMP-${run}x-%`))).toEqual([]);
  });
});
