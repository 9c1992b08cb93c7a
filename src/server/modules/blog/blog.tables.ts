import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { products } from '../catalog/catalog.tables';
import { images } from '../media/media.tables';
import { shops } from '../shop/shop.tables';

export const blogCategories = pgTable('blog_categories', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<Translated<string>>().notNull(),
  description: jsonb('description').$type<Translated<string>>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('blog_categories_shop_slug_idx').on(t.shopId, t.slug),
]);

export const blogPosts = pgTable('blog_posts', {
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  slug: text('slug').notNull(),
  /**
   * `scheduled` and `published` both carry `published_at`; a post is public once that moment
   * has passed, so a scheduled post appears at its time without any job.
   */
  status: text('status', { enum: ['draft', 'scheduled', 'published'] }).notNull().default('draft'),
  title: jsonb('title').$type<Translated<string>>().notNull(),
  excerpt: jsonb('excerpt').$type<Translated<string>>().notNull(),
  body: jsonb('body').$type<Translated<RichTextDocument>>().notNull(),
  seoTitle: jsonb('seo_title').$type<Translated<string>>().notNull(),
  seoDescription: jsonb('seo_description').$type<Translated<string>>().notNull(),
  coverImageId: text('cover_image_id'),
  /** What the cover shows, per language, for readers who cannot see it; the picture's own alt when unset. */
  coverAlt: jsonb('cover_alt').$type<Translated<string>>(),
  /** The staff member who wrote it; the name stays when their account goes. */
  authorStaffId: text('author_staff_id'),
  authorName: text('author_name').notNull(),
  /** Title, excerpt and body text per language, lower-cased, for full-text search. */
  searchId: text('search_id').notNull().default(''),
  searchEn: text('search_en').notNull().default(''),
  /** Titles and excerpts in both languages, for typo-tolerant trigram matching. */
  searchTitle: text('search_title').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.id] }),
  uniqueIndex('blog_posts_shop_slug_idx').on(t.shopId, t.slug),
  index('blog_posts_shop_status_published_idx').on(t.shopId, t.status, t.publishedAt),
  // Migration 0008 narrows SET NULL to cover_image_id alone (PostgreSQL 15), which drizzle cannot express.
  foreignKey({ columns: [t.shopId, t.coverImageId], foreignColumns: [images.shopId, images.id] }).onDelete('set null'),
  check('blog_posts_published_at', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
]);

export const blogPostCategories = pgTable('blog_post_categories', {
  shopId: text('shop_id').notNull(),
  postId: text('post_id').notNull(),
  categoryId: text('category_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.postId, t.categoryId] }),
  index('blog_post_categories_category_idx').on(t.shopId, t.categoryId),
  foreignKey({ columns: [t.shopId, t.postId], foreignColumns: [blogPosts.shopId, blogPosts.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.shopId, t.categoryId], foreignColumns: [blogCategories.shopId, blogCategories.id] }).onDelete('cascade'),
]);

/** Products a post mentions, shown beside it in the writer's order. */
export const blogPostProducts = pgTable('blog_post_products', {
  shopId: text('shop_id').notNull(),
  postId: text('post_id').notNull(),
  productId: text('product_id').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.postId, t.productId] }),
  foreignKey({ columns: [t.shopId, t.postId], foreignColumns: [blogPosts.shopId, blogPosts.id] }).onDelete('cascade'),
  foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete('cascade'),
]);
