import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translated } from '../../../domain/i18n/translated';
import type { SocialLinks } from '../../../domain/shop/shop-contact';
import type { ShopFont } from '../../../domain/shop/shop-look';
import type { ShopTimeZone } from '../../../domain/shop/shop-settings-rules';

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tagline: jsonb('tagline').$type<Translated<string>>().notNull(),
  /** Currency number of spec §3 (IDR = 2); amounts are integers in its stored unit. */
  currency: integer('currency').notNull().default(2),
  defaultLanguage: text('default_language').notNull().default('id'),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  logoImageId: text('logo_image_id'),
  // The owner's settings (migration 0023, docs/decisions/0036).
  brandColor: text('brand_color').notNull().default('#8a3b12'),
  accentColor: text('accent_color').notNull().default('#1e6b34'),
  font: text('font').$type<ShopFont>().notNull().default('system'),
  /** E.164 or empty. */
  whatsapp: text('whatsapp').notNull().default(''),
  province: text('province').notNull().default(''),
  englishEnabled: boolean('english_enabled').notNull().default(true),
  timeZone: text('time_zone').$type<ShopTimeZone>().notNull().default('Asia/Jakarta'),
  social: jsonb('social').$type<SocialLinks>().notNull().default({}),
  seoTitleSuffix: jsonb('seo_title_suffix').$type<Translated<string>>().notNull().default({ id: '' }),
  seoDescription: jsonb('seo_description').$type<Translated<string>>().notNull().default({ id: '' }),
  /** Spec §9: the product catalog for social media (a feed Facebook and Instagram read). */
  productCatalog: boolean('product_catalog').notNull().default(false),
  settingsVersion: integer('settings_version').notNull().default(1),
  // Tracking services, empty when off (migration 0033, docs/decisions/0044).
  ga4MeasurementId: text('ga4_measurement_id').notNull().default(''),
  gtmContainerId: text('gtm_container_id').notNull().default(''),
  metaPixelId: text('meta_pixel_id').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shopDomains = pgTable('shop_domains', {
  host: text('host').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  primary: boolean('is_primary').notNull().default(false),
}, (t) => [uniqueIndex('shop_domains_primary_idx').on(t.shopId).where(sql`is_primary`)]);
