import { and, asc, eq } from 'drizzle-orm';
import { OPTION_SEPARATOR, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../domain/catalog/product-csv';
import { csvDocument, textCell } from '../../../domain/csv/csv';
import type { RequestContext } from '../../context.server';
import { forbidden } from '../../errors.server';
import { holdsAny } from '../../../domain/staff/staff-permissions';
import { categories, products, productVariations, type ProductRow as FullProductRow } from './catalog.tables';

type ProductRow = Pick<FullProductRow,
  'id' | 'sku' | 'slug' | 'status' | 'name' | 'summary' | 'categoryId' | 'price' | 'compareAtPrice' | 'stock' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm' | 'options'>;
type VariationRow = typeof productVariations.$inferSelect;

const amount = (value: number | null) => (value === null ? '' : String(value));

/** One row of the file: the product's columns, then the variation's (empty for a product without variations). */
function rowOf(product: ProductRow, categorySlug: string, variation: VariationRow | null): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    product_sku: textCell(product.sku),
    slug: product.slug,
    status: product.status,
    name_id: textCell(product.name.id),
    name_en: textCell(product.name.en ?? ''),
    summary_id: textCell(product.summary.id),
    summary_en: textCell(product.summary.en ?? ''),
    category: categorySlug,
    price: amount(product.price),
    compare_at_price: amount(product.compareAtPrice),
    stock: String(product.stock),
    weight_grams: String(product.weightGrams),
    length_cm: String(product.lengthCm),
    width_cm: String(product.widthCm),
    height_cm: String(product.heightCm),
    option_names: textCell(product.options.map((option) => option.name.id).join(OPTION_SEPARATOR)),
    variation_sku: textCell(variation?.sku ?? ''),
    variation_options: textCell(variation ? variation.optionValues.join(OPTION_SEPARATOR) : ''),
    variation_price: variation ? amount(variation.price) : '',
    variation_compare_at_price: variation ? amount(variation.compareAtPrice) : '',
    variation_stock: variation ? String(variation.stock) : '',
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * Every product of the shop, drafts too, oldest first, as CSV: one row per variation and one for
 * a product without variations. Text that a spreadsheet would run as a formula is kept as text.
 * Staff with `catalog.read` only.
 */
export async function exportProductsCsv(ctx: RequestContext): Promise<{ csv: string; rows: number }> {
  if (!ctx.staff) throw forbidden();
  if (!holdsAny(ctx.staff.permissions, 'catalog.read')) throw forbidden('error.roleMayNot');
  const shopId = ctx.shop.id;
  const [productRows, variationRows, categoryRows] = await Promise.all([
    ctx.db.select({
      id: products.id, sku: products.sku, slug: products.slug, status: products.status, name: products.name, summary: products.summary,
      categoryId: products.categoryId, price: products.price, compareAtPrice: products.compareAtPrice, stock: products.stock,
      weightGrams: products.weightGrams, lengthCm: products.lengthCm, widthCm: products.widthCm, heightCm: products.heightCm, options: products.options,
    }).from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.createdAt), asc(products.id)),
    ctx.db.select().from(productVariations).where(eq(productVariations.shopId, shopId)).orderBy(asc(productVariations.productId), asc(productVariations.position), asc(productVariations.id)),
    ctx.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(and(eq(categories.shopId, shopId))),
  ]);
  const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const variationsOf = new Map<string, VariationRow[]>();
  for (const variation of variationRows) variationsOf.set(variation.productId, [...(variationsOf.get(variation.productId) ?? []), variation]);
  const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]];
  for (const product of productRows) {
    const categorySlug = product.categoryId ? (slugOf.get(product.categoryId) ?? '') : '';
    const variations = variationsOf.get(product.id) ?? [];
    if (variations.length === 0) rows.push(rowOf(product, categorySlug, null));
    for (const variation of variations) rows.push(rowOf(product, categorySlug, variation));
  }
  return { csv: csvDocument(rows), rows: rows.length - 1 };
}
