import { and, eq, ne } from 'drizzle-orm';
import { productSearchText } from '../../../domain/catalog/product-texts';
import type { RequestContext } from '../../context.server';
import { isUniqueViolation } from '../../db/database-errors.server';
import { AppError, forbidden, notFound } from '../../errors.server';
import { categoryById, categoryBySlug, productBySlug, showDraftCategories, variationsLoader, type CategoryRecord, type ProductRecord } from './catalog.service';
import { products } from './catalog.tables';
import { productDescription, productSlug, productText, type ProductContentInput } from './product-content-input';

type ProductRow = typeof products.$inferSelect;

/** A product by its internal id, whatever its status, with its description; refused when the shop has none. */
export async function staffProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
  const [row] = await ctx.db.select().from(products).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id))).limit(1);
  if (!row) throw notFound('error.product.notFound');
  return row;
}

async function assertSlugFree(ctx: RequestContext, slug: string, exceptId: string): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.slug, slug), ne(products.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', 'error.product.slugTaken', { slug }, 'slug');
}

/**
 * Changes what is given of a product's name, summary, description, slug and status; a field
 * left out keeps its value. The shop keeps no redirects from old addresses, so a slug another
 * product holds is refused (CONFLICT on `slug`), and the old address stops answering.
 */
export async function updateProductContent(ctx: RequestContext, id: string, input: ProductContentInput): Promise<ProductRecord> {
  const current = await staffProduct(ctx, id);
  const name = input.name ? productText(input.name, 'name') : current.name;
  const summary = input.summary ? productText(input.summary, 'summary') : current.summary;
  const description = input.description ? productDescription(input.description) : current.description;
  const slug = input.slug === undefined || input.slug === null ? current.slug : productSlug(input.slug);
  const status = input.status ?? current.status;
  if (slug !== current.slug) await assertSlugFree(ctx, slug, id);
  const category = current.categoryId ? await categoryById(ctx, current.categoryId) : null;
  const variations = await variationsLoader(ctx).load(id);
  const changes = {
    slug,
    name,
    summary,
    description,
    status,
    // The first publication is remembered; unpublishing and publishing again keeps it.
    publishedAt: status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
    searchText: productSearchText({ name, sku: current.sku, categoryName: category?.name, variationSkus: variations.map((v) => v.sku) }),
    updatedAt: new Date(),
  };
  try {
    const [row] = await ctx.db.update(products).set(changes).where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id))).returning();
    return row!;
  } catch (error) {
    // Another writer took the slug between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.product.slugTaken', { slug }, 'slug');
    throw error;
  }
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
  showDraftCategories(ctx);
  return categoryBySlug(ctx, slug);
}
