// Fills an empty PostgreSQL database with many shops, each with the same number of products,
// quickly: the first shop is written from the demo catalogue's data (its products again as
// editions past the demo's 79) and indexed for search like any shop; every other shop is copied
// from it inside the database, a batch of shops per statement and table, search documents
// included, as the shops' texts are the same.
//
//   node --import tsx bench/generate-shops.bench.ts --shops 10000 --products 100 [--database-url postgres://…]
//
// Without --database-url it uses DATABASE_URL. The shops answer at toko-00001.example,
// toko-00002.example, … Their pictures are rows only (no files): the catalogue's answers name
// them, while the pictures themselves would not load.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { richTextFromParagraphs } from '../src/domain/rich-text/build';
import { openDatabase, type Db } from '../src/server/db/database.server';
import { migrate, rowsOf } from '../src/server/db/migrate.server';
import { categories, images, productImages, products, productVariations, shopDomains, shops } from '../src/server/db/tables';
import { newId } from '../src/server/ids.server';
import { refreshSearchIndex } from '../src/server/modules/catalog';
import { demoCategories, demoProducts } from '../src/server/seed/demo-catalog.data';
import { edition } from './catalogue-editions.bench';

/** Shops copied per statement: large enough to be quick, small enough to keep each transaction short. */
const SHOPS_PER_BATCH = 100;
/** Rows per multi-row INSERT when writing the first shop. */
const ROWS_PER_INSERT = 500;
/** The products' GIN indexes as migrations 0001, 0036 and 0040 leave them. */
const SEARCH_INDEXES = [
  { name: 'products_shop_search_idx', create: 'CREATE INDEX products_shop_search_idx ON products USING gin (shop_id, search_document) WITH (fastupdate = off)' },
  { name: 'products_search_trgm_idx', create: 'CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)' },
] as const;

const SHOP_WORDS = ['Sari', 'Makmur', 'Jaya', 'Abadi', 'Sentosa', 'Berkah', 'Lestari', 'Mulia', 'Rejeki', 'Sejahtera'];
const CITIES = ['Yogyakarta', 'Solo', 'Bandung', 'Surabaya', 'Malang', 'Semarang', 'Medan', 'Makassar', 'Denpasar', 'Palembang', 'Padang', 'Manado'];

export function shopId(n: number): string {
  return `toko${String(n).padStart(5, '0')}`;
}

export function shopHost(n: number): string {
  return `toko-${String(n).padStart(5, '0')}.example`;
}

export interface GenerateShopsOptions {
  databaseUrl: string;
  shops: number;
  products: number;
  onProgress?: (shopsDone: number, seconds: number) => void;
}

export interface GeneratedShops {
  shops: number;
  productsPerShop: number;
  /** Writing the first shop and indexing it for search. */
  firstShopSeconds: number;
  /** Everything: migrations, the first shop, the copies and the planner's statistics. */
  seconds: number;
  /** The first shop's host name: the shop the bench measures. */
  firstShopHost: string;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** Shop 1, written from the demo data: categories, pictures (rows only), products and their variations. */
async function writeFirstShop(db: Db, productCount: number): Promise<void> {
  const id = shopId(1);
  await db.insert(shops).values({
    id, name: `Toko ${SHOP_WORDS[1]} ${CITIES[0]}`, tagline: { id: 'Produk lokal pilihan', en: 'Hand-picked local goods' },
    currency: 2, defaultLanguage: 'id', email: `halo@${shopHost(1)}`, city: CITIES[0]!,
  });
  await db.insert(shopDomains).values({ host: shopHost(1), shopId: id, primary: true });
  const categoryIds = new Map(demoCategories.map((category) => [category.slug, newId()]));
  await db.insert(categories).values(demoCategories.map((category, position) => ({
    shopId: id, id: categoryIds.get(category.slug)!, slug: category.slug, parentId: category.parentSlug ? categoryIds.get(category.parentSlug) ?? null : null,
    name: category.name, description: category.description, position,
  })));

  const now = Date.now();
  const productRows: (typeof products.$inferInsert)[] = [];
  const imageRows: (typeof images.$inferInsert)[] = [];
  const pictureRows: (typeof productImages.$inferInsert)[] = [];
  const variationRows: (typeof productVariations.$inferInsert)[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const demo = demoProducts[index % demoProducts.length]!;
    const round = Math.floor(index / demoProducts.length);
    const named = round === 0 ? null : edition(round);
    const productId = newId();
    const createdAt = new Date(now - index * 3_600_000);
    const sku = (value: string) => (named && value ? `${value}-${named.code}` : value);
    productRows.push({
      shopId: id, id: productId, slug: named ? `${demo.slug}-${named.slug}` : demo.slug, status: 'published',
      name: named ? { id: `${demo.name.id} ${named.id}`, en: `${demo.name.en} ${named.en}` } : demo.name,
      summary: demo.summary,
      description: { id: richTextFromParagraphs(demo.description.id), en: richTextFromParagraphs(demo.description.en) },
      price: demo.price, compareAtPrice: demo.compareAtPrice ?? null, sku: sku(demo.sku), stock: demo.variations.length ? 0 : demo.stock,
      weightGrams: demo.weightGrams, lengthCm: demo.lengthCm, widthCm: demo.widthCm, heightCm: demo.heightCm,
      options: demo.options.map((o) => ({ name: o.name, values: o.values })), categoryId: categoryIds.get(demo.categorySlug) ?? null,
      featured: round === 0 && (demo.featured ?? false), publishedAt: createdAt, createdAt, updatedAt: createdAt,
    });
    for (let position = 0; position < demo.imageCount; position += 1) {
      const imageId = newId();
      imageRows.push({ shopId: id, id: imageId, storageKey: `${id}/${imageId}.webp`, mimeType: 'image/webp', byteSize: 48_000, width: 1200, height: 1200, dominantColor: demo.colors[position % 2]!, hasAlpha: false, alt: demo.name });
      pictureRows.push({ shopId: id, productId, imageId, position });
    }
    demo.variations.forEach((variation, position) => variationRows.push({
      shopId: id, id: newId(), productId, optionValues: variation.values, sku: sku(variation.sku), price: variation.price,
      compareAtPrice: demo.compareAtPrice && demo.compareAtPrice > variation.price ? demo.compareAtPrice + (variation.price - demo.price) : null, stock: variation.stock, position,
    }));
  }
  await insertChunked(imageRows, (chunk) => db.insert(images).values(chunk));
  await insertChunked(productRows, (chunk) => db.insert(products).values(chunk));
  await insertChunked(pictureRows, (chunk) => db.insert(productImages).values(chunk));
  await insertChunked(variationRows, (chunk) => db.insert(productVariations).values(chunk));
  // Written straight to the tables, the products get the search index the editor would give them.
  await refreshSearchIndex(db, id, { all: true });
}

/** Shops `from`..`to` as copies of shop 1, each row's id suffixed with the shop's number. */
async function copyFirstShop(db: Db, from: number, to: number): Promise<void> {
  const template = shopId(1);
  const batch = sql`(SELECT 'toko' || lpad(n::text, 5, '0') AS id, '-' || n AS tag, n FROM generate_series(${from}::int, ${to}::int) AS n) AS s`;
  const words = sql.raw(`ARRAY[${SHOP_WORDS.map((w) => `'${w}'`).join(', ')}]`);
  const cities = sql.raw(`ARRAY[${CITIES.map((c) => `'${c}'`).join(', ')}]`);
  await db.execute(sql`
    INSERT INTO shops (id, name, tagline, currency, default_language, email, city)
    SELECT s.id, 'Toko ' || (${words})[1 + s.n % ${SHOP_WORDS.length}] || ' ' || (${cities})[1 + (s.n / ${SHOP_WORDS.length}) % ${CITIES.length}],
      t.tagline, t.currency, t.default_language, 'halo@toko-' || lpad(s.n::text, 5, '0') || '.example',
      (${cities})[1 + (s.n / ${SHOP_WORDS.length}) % ${CITIES.length}]
    FROM ${batch} CROSS JOIN shops t WHERE t.id = ${template}`);
  await db.execute(sql`
    INSERT INTO shop_domains (host, shop_id, is_primary)
    SELECT 'toko-' || lpad(s.n::text, 5, '0') || '.example', s.id, true FROM ${batch}`);
  await db.execute(sql`
    INSERT INTO categories (shop_id, id, slug, parent_id, name, description, position, status, created_at, updated_at)
    SELECT s.id, c.id || s.tag, c.slug, c.parent_id || s.tag, c.name, c.description, c.position, c.status, c.created_at, c.updated_at
    FROM categories c CROSS JOIN ${batch} WHERE c.shop_id = ${template}`);
  await db.execute(sql`
    INSERT INTO images (shop_id, id, storage_key, mime_type, byte_size, width, height, dominant_color, has_alpha, alt, created_at)
    SELECT s.id, i.id || s.tag, s.id || '/' || i.id || s.tag || '.webp', i.mime_type, i.byte_size, i.width, i.height, i.dominant_color, i.has_alpha, i.alt, i.created_at
    FROM images i CROSS JOIN ${batch} WHERE i.shop_id = ${template}`);
  // The search text, document and ranking vector are the first shop's: the same names, SKUs and categories give the same words.
  await db.execute(sql`
    INSERT INTO products (shop_id, id, slug, status, name, summary, description, price, compare_at_price, sku, stock,
      weight_grams, length_cm, width_cm, height_cm, options, down_payment_percent, category_id, featured,
      search_text, search_document, search_ranking, published_at, created_at, updated_at, seo_title, seo_description, low_stock_threshold)
    SELECT s.id, p.id || s.tag, p.slug, p.status, p.name, p.summary, p.description, p.price, p.compare_at_price, p.sku, p.stock,
      p.weight_grams, p.length_cm, p.width_cm, p.height_cm, p.options, p.down_payment_percent, p.category_id || s.tag, p.featured,
      p.search_text, p.search_document, p.search_ranking, p.published_at, p.created_at, p.updated_at, p.seo_title, p.seo_description, p.low_stock_threshold
    FROM products p CROSS JOIN ${batch} WHERE p.shop_id = ${template}`);
  await db.execute(sql`
    INSERT INTO product_images (shop_id, product_id, image_id, position)
    SELECT s.id, i.product_id || s.tag, i.image_id || s.tag, i.position
    FROM product_images i CROSS JOIN ${batch} WHERE i.shop_id = ${template}`);
  await db.execute(sql`
    INSERT INTO product_variations (shop_id, id, product_id, option_values, sku, price, compare_at_price, stock, position)
    SELECT s.id, v.id || s.tag, v.product_id || s.tag, v.option_values, v.sku, v.price, v.compare_at_price, v.stock, v.position
    FROM product_variations v CROSS JOIN ${batch} WHERE v.shop_id = ${template}`);
  await db.execute(sql`
    INSERT INTO search_terms (shop_id, term)
    SELECT s.id, t.term FROM search_terms t CROSS JOIN ${batch} WHERE t.shop_id = ${template}`);
}

/** Fills the empty database at `databaseUrl` with `shops` shops of `products` products each. */
export async function generateShops(options: GenerateShopsOptions): Promise<GeneratedShops> {
  const startedAt = Date.now();
  const seconds = () => (Date.now() - startedAt) / 1000;
  // The data directory is not used on PostgreSQL; it only has to be a path.
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: path.join(os.tmpdir(), 'etalase-generate-shops'), poolSize: 2 });
  try {
    if (database.kind !== 'postgres') throw new Error('generate-shops needs a PostgreSQL database.');
    await migrate(database);
    const existing = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM shops`))[0]?.n ?? 0;
    if (existing > 0) throw new Error(`The database already holds ${existing} shops: give generate-shops an empty database.`);
    await database.db.transaction(async (tx) => writeFirstShop(tx as unknown as Db, options.products));
    const firstShopSeconds = seconds();
    options.onProgress?.(1, seconds());
    // The search indexes take entries one by one (migration 0040): a million rows are copied
    // without them and indexed once at the end, as a restore does.
    for (const index of SEARCH_INDEXES) await database.db.execute(sql.raw(`DROP INDEX ${index.name}`));
    for (let from = 2; from <= options.shops; from += SHOPS_PER_BATCH) {
      const to = Math.min(options.shops, from + SHOPS_PER_BATCH - 1);
      await database.db.transaction(async (tx) => copyFirstShop(tx as unknown as Db, from, to));
      options.onProgress?.(to, seconds());
    }
    await database.db.transaction(async (tx) => {
      // Building an index over a million products outlasts a request's statement timeout.
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of SEARCH_INDEXES) await tx.execute(sql.raw(index.create));
    });
    // Fresh planner statistics, as a deployment that grew over months has them.
    await database.db.execute(sql`ANALYZE`);
    return { shops: options.shops, productsPerShop: options.products, firstShopSeconds, seconds: seconds(), firstShopHost: shopHost(1) };
  } finally {
    await database.close();
  }
}

/** Prints "N of M shops" about every tenth of the way. */
export function progressPrinter(total: number): (done: number, seconds: number) => void {
  let shown = -1;
  return (done, seconds) => {
    const tenth = Math.floor((done * 10) / total);
    if (tenth === shown && done !== total) return;
    shown = tenth;
    console.log(`  ${done} of ${total} shops (${seconds.toFixed(1)} s)`);
  };
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      shops: { type: 'string', default: '10000' },
      products: { type: 'string', default: '100' },
      'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    },
    strict: true,
  });
  const shopCount = Number(values.shops);
  const productCount = Number(values.products);
  if (!Number.isInteger(shopCount) || shopCount < 1 || shopCount > 99_999) throw new Error(`--shops must be a whole number from 1 to 99999, got "${values.shops}".`);
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`--products must be a positive whole number, got "${values.products}".`);
  if (!values['database-url']) throw new Error('Give the empty database to fill with --database-url or DATABASE_URL.');
  console.log(`Writing ${shopCount} shops of ${productCount} products each…`);
  const result = await generateShops({ databaseUrl: values['database-url'], shops: shopCount, products: productCount, onProgress: progressPrinter(shopCount) });
  console.log(`Done in ${result.seconds.toFixed(1)} s (the first shop in ${result.firstShopSeconds.toFixed(1)} s). The first shop answers at ${result.firstShopHost}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().then(() => process.exit(0), (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
