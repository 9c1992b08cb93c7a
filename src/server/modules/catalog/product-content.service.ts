import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import { forbidden, notFound } from '../../errors.server';
import { categoryBySlug, productBySlug, type CategoryRecord, type ProductRecord } from './catalog.service';
import { products } from './catalog.tables';

type ProductRow = typeof products.$inferSelect;

/** A product by its internal id, whatever its status, with its description; refused when the shop has none. */
export async function staffProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
  const [row] = await ctx.db.select().from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id))).limit(1);
  if (!row) throw notFound('error.product.notFound');
  return row;
}

/** Staff previews read drafts; the answer depends on who asks, so it is never shared or stored. */
function staffPreview(ctx: RequestContext): void {
  if (!ctx.staff) throw forbidden();
  ctx.personal = true;
}

/** Any product by its slug, drafts included, as its page shows it. Staff only. */
export async function previewProduct(ctx: RequestContext, slug: string): Promise<ProductRecord | null> {
  staffPreview(ctx);
  return productBySlug(ctx, slug, { includeDrafts: true });
}

/** A category for its staff preview, which lists its draft products too. Staff only. */
export async function previewCategory(ctx: RequestContext, slug: string): Promise<CategoryRecord | null> {
  staffPreview(ctx);
  return categoryBySlug(ctx, slug);
}
