import type { RequestContext } from '../../context.server';
import { forbidden } from '../../errors.server';
import { categoryBySlug, productBySlug, showDraftCategories, type CategoryRecord, type ProductRecord } from './catalog.service';

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
