// A bigger catalogue made from the demo's: every product again as editions a shop would list
// beside the original ("Kopi Arabika Gayo Edisi Terbatas", "… Kemasan Hemat 3"), with its
// pictures, variations and category, written in a few statements and made findable by search the
// way the editor does it (refreshSearchIndex).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/database.server';
import { refreshSearchIndex } from '../src/server/modules/catalog';

const EDITIONS: readonly { id: string; en: string; slug: string }[] = [
  { id: 'Edisi Terbatas', en: 'Limited Edition', slug: 'edisi-terbatas' },
  { id: 'Kemasan Hemat', en: 'Value Pack', slug: 'kemasan-hemat' },
  { id: 'Pilihan Perajin', en: "Artisan's Choice", slug: 'pilihan-perajin' },
  { id: 'Edisi Lebaran', en: 'Eid Edition', slug: 'edisi-lebaran' },
  { id: 'Seri Nusantara', en: 'Nusantara Series', slug: 'seri-nusantara' },
  { id: 'Kemasan Hadiah', en: 'Gift Pack', slug: 'kemasan-hadiah' },
  { id: 'Produksi Kecil', en: 'Small Batch', slug: 'produksi-kecil' },
  { id: 'Edisi Musim Hujan', en: 'Rainy Season Edition', slug: 'edisi-musim-hujan' },
  { id: 'Koleksi Pasar', en: 'Market Collection', slug: 'koleksi-pasar' },
  { id: 'Edisi Ulang Tahun', en: 'Anniversary Edition', slug: 'edisi-ulang-tahun' },
];

/** The n-th edition (from 1): its name in both languages, slug suffix and SKU suffix. */
export function edition(n: number): { id: string; en: string; slug: string; code: string } {
  const base = EDITIONS[(n - 1) % EDITIONS.length]!;
  const round = Math.floor((n - 1) / EDITIONS.length) + 1;
  return round === 1 ? { ...base, code: `E${n}` } : { id: `${base.id} ${round}`, en: `${base.en} ${round}`, slug: `${base.slug}-${round}`, code: `E${n}` };
}

function editionsTable(count: number) {
  const rows = Array.from({ length: count }, (_, index) => {
    const e = edition(index + 1);
    return sql`(${index + 1}::int, ${e.id}::text, ${e.en}::text, ${e.slug}::text, ${e.code}::text)`;
  });
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS e(n, name_id, name_en, slug, code)`;
}

/**
 * Adds `count` editions of every product the shop has now (so its catalogue becomes count + 1
 * times as big), each a minute older per edition so "newest first" still opens with the
 * originals; then indexes them for search and refreshes the planner's statistics, as a shop
 * that grew over time would have them. Call inside a transaction, before the server starts.
 */
export async function addEditions(db: Db, shopId: string, count: number): Promise<void> {
  if (count < 1) return;
  const editions = editionsTable(count);
  await db.execute(sql`
    INSERT INTO products (shop_id, id, slug, status, name, summary, description, price, compare_at_price, sku, stock,
      weight_grams, length_cm, width_cm, height_cm, options, down_payment_percent, category_id, featured,
      published_at, created_at, updated_at, seo_title, seo_description, low_stock_threshold)
    SELECT p.shop_id, p.id || '-' || e.n, p.slug || '-' || e.slug, p.status,
      p.name || jsonb_strip_nulls(jsonb_build_object('id', (p.name->>'id') || ' ' || e.name_id, 'en', (p.name->>'en') || ' ' || e.name_en)),
      p.summary, p.description, p.price, p.compare_at_price, CASE WHEN p.sku = '' THEN '' ELSE p.sku || '-' || e.code END, p.stock,
      p.weight_grams, p.length_cm, p.width_cm, p.height_cm, p.options, p.down_payment_percent, p.category_id, false,
      p.published_at - make_interval(mins => e.n), p.created_at - make_interval(mins => e.n), p.updated_at - make_interval(mins => e.n),
      p.seo_title, p.seo_description, p.low_stock_threshold
    FROM products p CROSS JOIN ${editions}
    WHERE p.shop_id = ${shopId}`);
  // Only the originals have pictures and variations yet, so these copy exactly theirs.
  await db.execute(sql`
    INSERT INTO product_images (shop_id, product_id, image_id, position)
    SELECT i.shop_id, i.product_id || '-' || e.n, i.image_id, i.position
    FROM product_images i CROSS JOIN ${editions}
    WHERE i.shop_id = ${shopId}`);
  await db.execute(sql`
    INSERT INTO product_variations (shop_id, id, product_id, option_values, sku, price, compare_at_price, stock, position, image_id)
    SELECT v.shop_id, v.id || '-' || e.n, v.product_id || '-' || e.n, v.option_values, CASE WHEN v.sku = '' THEN '' ELSE v.sku || '-' || e.code END,
      v.price, v.compare_at_price, v.stock, v.position, v.image_id
    FROM product_variations v CROSS JOIN ${editions}
    WHERE v.shop_id = ${shopId}`);
  // Written straight to the tables, the editions get the search index the editor would give them.
  await refreshSearchIndex(db, shopId, { all: true });
}
