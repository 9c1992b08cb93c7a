import { asc, eq } from 'drizzle-orm';
import { richField, textField, type TranslatableItem } from '../../../domain/i18n/translatable';
import type { RequestContext } from '../../context.server';
import { categories, products } from './catalog.tables';

/** Every product's words in both languages, for the translations screen (docs/decisions/0037). */
export async function productTexts(ctx: RequestContext): Promise<TranslatableItem[]> {
  const rows = await ctx.db.select({
    id: products.id, version: products.version, name: products.name, summary: products.summary,
    description: products.description, seoTitle: products.seoTitle, seoDescription: products.seoDescription,
  }).from(products).where(eq(products.shopId, ctx.shop.id)).orderBy(asc(products.createdAt), asc(products.id));
  return rows.map((row) => ({
    kind: 'product',
    id: row.id,
    version: row.version,
    fields: [textField('name', row.name), textField('summary', row.summary), textField('seoTitle', row.seoTitle), textField('seoDescription', row.seoDescription), richField('description', row.description)],
  }));
}

/** Every category's words in both languages. */
export async function categoryTexts(ctx: RequestContext): Promise<TranslatableItem[]> {
  const rows = await ctx.db.select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories).where(eq(categories.shopId, ctx.shop.id)).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ kind: 'category', id: row.id, version: null, fields: [textField('name', row.name), textField('description', row.description)] }));
}
