import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { images } from '../media/media.tables';
import { shops } from '../shop/shop.tables';

export interface ProductOptionRecord { name: Translated<string>; values: Array<Translated<string>> }

/** PostgreSQL's text-search document; written and read only in SQL, never loaded into rows. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  slug: text('slug').notNull(),
  parentId: text('parent_id'),
  name: jsonb('name').$type<Translated<string>>().notNull(),
  description: jsonb('description').$type<Translated<string>>().notNull(),
  imageId: text('image_id'),
  position: integer('position').notNull().default(0),
  /** Drafts are seen by staff (the admin tree, the preview) and not by shoppers. */
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('categories_shop_slug_idx').on(t.shopId, t.slug),
  // Migration 0005 narrows SET NULL to parent_id alone (PostgreSQL 15), which drizzle cannot express.
  foreignKey({ columns: [t.shopId, t.parentId], foreignColumns: [t.shopId, t.id] }).onDelete('set null'),
  // Migration 0005 narrows SET NULL to image_id alone, as for parent_id above.
  foreignKey({ columns: [t.shopId, t.imageId], foreignColumns: [images.shopId, images.id] }).onDelete('set null'),
  check('categories_status', sql`${t.status} IN ('draft', 'published')`),
]);

export const products = pgTable('products', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  slug: text('slug').notNull(),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  name: jsonb('name').$type<Translated<string>>().notNull(),
  summary: jsonb('summary').$type<Translated<string>>().notNull(),
  description: jsonb('description').$type<Translated<RichTextDocument>>().notNull(),
  /** Integers in the shop currency's stored unit (spec §3). */
  price: bigint('price', { mode: 'number' }).notNull(),
  compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
  sku: text('sku').notNull(),
  stock: integer('stock').notNull().default(0),
  weightGrams: integer('weight_grams').notNull().default(0),
  lengthCm: integer('length_cm').notNull().default(0),
  widthCm: integer('width_cm').notNull().default(0),
  heightCm: integer('height_cm').notNull().default(0),
  options: jsonb('options').$type<ProductOptionRecord[]>().notNull().default([]),
  /** When set, shoppers may pay this percentage of the price now and the rest later. */
  downPaymentPercent: integer('down_payment_percent'),
  categoryId: text('category_id'),
  featured: boolean('featured').notNull().default(false),
  /** Lower-cased names and SKU in every language, for trigram search (staff lists, related posts). */
  searchText: text('search_text').notNull().default(''),
  /** The weighted full-text document the shop's search matches (migration 0036, decision 0048). */
  searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
  /** The document without description words, which ranking reads for every match (migration 0040). */
  searchRanking: tsvector('search_ranking').notNull().default(sql`''::tsvector`),
  /** Units orders took and kept, for the best-selling sort. */
  unitsSold: integer('units_sold').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every editor save; a save naming an older version is refused (someone else saved meanwhile). */
  version: integer('version').notNull().default(1),
  seoTitle: jsonb('seo_title').$type<Translated<string>>().notNull().default({ id: '' }),
  seoDescription: jsonb('seo_description').$type<Translated<string>>().notNull().default({ id: '' }),
  /** At or below this many units the admin list shows the product as running low. */
  lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('products_shop_slug_idx').on(t.shopId, t.slug),
  uniqueIndex('products_shop_sku_idx').on(t.shopId, t.sku).where(sql`${t.sku} <> ''`),
  check('products_low_stock_threshold_range', sql`${t.lowStockThreshold} >= 0`),
  index('products_shop_category_idx').on(t.shopId, t.categoryId, t.status),
  index('products_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
  index('products_shop_status_sold_idx').on(t.shopId, t.status, t.unitsSold),
  // Entries go straight into the index: a pending list would be read whole by every search (migration 0040).
  index('products_shop_search_idx').using('gin', t.shopId, t.searchDocument).with({ fastupdate: false }),
  check('products_units_sold_nonnegative', sql`${t.unitsSold} >= 0`),
  // Migration 0005 narrows SET NULL to category_id alone.
  foreignKey({ columns: [t.shopId, t.categoryId], foreignColumns: [categories.shopId, categories.id] }).onDelete('set null'),
  check('products_price_range', sql`${t.price} >= 0 AND ${t.price} <= ${sql.raw(String(MAX_UNIT_PRICE))}`),
  check('products_compare_at_range', sql`${t.compareAtPrice} IS NULL OR (${t.compareAtPrice} >= 0 AND ${t.compareAtPrice} <= ${sql.raw(String(MAX_UNIT_PRICE))})`),
  check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  check('products_down_payment_range', sql`${t.downPaymentPercent} IS NULL OR ${t.downPaymentPercent} BETWEEN 1 AND 99`),
  check('products_dimensions_nonnegative', sql`${t.weightGrams} >= 0 AND ${t.lengthCm} >= 0 AND ${t.widthCm} >= 0 AND ${t.heightCm} >= 0`),
]);

/** A product row as code reads it: everything but the search vectors, which only SQL uses. */
const { searchDocument: _searchDocument, searchRanking: _searchRanking, ...rowColumns } = getTableColumns(products);
export const productRowColumns = rowColumns;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument' | 'searchRanking'>;

export const productImages = pgTable('product_images', {
  shopId: text('shop_id').notNull(),
  productId: text('product_id').notNull(),
  imageId: text('image_id').notNull(),
  position: integer('position').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.productId, t.position] }),
  foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
  // A deleted picture leaves the galleries that showed it (cascade since migration 0005).
  foreignKey({ columns: [t.shopId, t.imageId], foreignColumns: [images.shopId, images.id] }).onDelete('cascade'),
  // Spec §9: at most 15 pictures per product.
  check('product_images_position_range', sql`${t.position} >= 0 AND ${t.position} < 15`),
]);

export const productVariations = pgTable('product_variations', {
  shopId: text('shop_id').notNull(),
  id: text('id').notNull(),
  productId: text('product_id').notNull(),
  /** One value per product option, in option order, as the option value's main-language text. */
  optionValues: jsonb('option_values').$type<string[]>().notNull(),
  sku: text('sku').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
  stock: integer('stock').notNull().default(0),
  position: integer('position').notNull().default(0),
  imageId: text('image_id'),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('product_variations_product_idx').on(t.shopId, t.productId, t.position),
  uniqueIndex('product_variations_shop_sku_idx').on(t.shopId, t.sku).where(sql`${t.sku} <> ''`),
  // Migration 0015 narrows SET NULL to image_id alone.
  foreignKey({ name: 'product_variations_image_fk', columns: [t.shopId, t.imageId], foreignColumns: [images.shopId, images.id] }).onDelete('set null'),
  foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
  check('product_variations_price_range', sql`${t.price} >= 0 AND ${t.price} <= ${sql.raw(String(MAX_UNIT_PRICE))}`),
  check('product_variations_stock_nonnegative', sql`${t.stock} >= 0`),
]);

/** Old addresses of renamed products: `/product/{fromSlug}` answers 301 to the product's current one. */
export const productRedirects = pgTable('product_redirects', {
  shopId: text('shop_id').notNull(),
  fromSlug: text('from_slug').notNull(),
  productId: text('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.fromSlug] }),
  index('product_redirects_product_idx').on(t.shopId, t.productId),
  foreignKey({ name: 'product_redirects_product_fk', columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
]);

export const STOCK_MOVEMENT_REASONS = ['initial', 'received', 'correction', 'damaged', 'returned', 'order', 'order_released'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Every change of a product's or variation's stock, with why and by whom: the stock's history. */
export const stockMovements = pgTable('stock_movements', {
  shopId: text('shop_id').notNull(),
  id: text('id').notNull(),
  productId: text('product_id').notNull(),
  /** Empty for the product's own stock. */
  variationId: text('variation_id').notNull().default(''),
  change: integer('change').notNull(),
  stockAfter: integer('stock_after').notNull(),
  reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
  note: text('note').notNull().default(''),
  staffId: text('staff_id'),
  staffName: text('staff_name'),
  orderId: text('order_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  index('stock_movements_product_idx').on(t.shopId, t.productId, t.at),
  foreignKey({ name: 'stock_movements_product_fk', columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
  check('stock_movements_reason', sql`${t.reason} IN ('initial', 'received', 'correction', 'damaged', 'returned', 'order', 'order_released')`),
]);

/**
 * The words of a shop's product names, SKUs, categories and option values as written (lower
 * case): what a misspelt search word is corrected to (decision 0048). Words are added as
 * products are saved and kept when they go: a correction is only offered when it finds products.
 */
export const searchTerms = pgTable('search_terms', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  term: text('term').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.term] }),
  index('search_terms_shop_length_idx').on(t.shopId, sql`char_length(${t.term})`),
]);
