import DataLoader from 'dataloader';
import { eq } from 'drizzle-orm';
import { checkHomeSections, type HomeProblem, type HomeSection, type HomeSectionInput } from '../../../domain/content/home-sections';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { translate } from '../../errors.server';
import { recordAudit } from '../audit';
import { allCategories, productLoader } from '../catalog';
import { imageLoader } from '../media';
import { homeLayouts } from './home.tables';

/** The arrangement as saved; `version` 0 while the owner has arranged nothing. */
export interface HomeLayoutRecord { version: number; sections: HomeSection[]; arranged: boolean }

export interface HomeLayoutFieldError { field: string; message: string }

/** Nothing was saved: fields have problems, or someone else saved first. */
export interface HomeLayoutSaveRefused {
  __typename: 'HomeLayoutSaveRefused';
  reason: 'INVALID' | 'CHANGED_MEANWHILE';
  message: string;
  fieldErrors: HomeLayoutFieldError[];
  /** On CHANGED_MEANWHILE, the arrangement as it is now. */
  layout: HomeLayoutRecord | null;
}
export type HomeLayoutSaveResult = HomeLayoutRecord | HomeLayoutSaveRefused;

/** The shop's saved arrangement, read once per request. */
export function homeLayout(ctx: RequestContext): Promise<HomeLayoutRecord> {
  const loader = loaderFor(ctx, 'homeLayout', () => new DataLoader(async (keys: readonly string[]) => {
    const [row] = await ctx.db.select().from(homeLayouts).where(eq(homeLayouts.shopId, ctx.shop.id)).limit(1);
    const record: HomeLayoutRecord = row ? { version: row.version, sections: row.sections, arranged: row.sections.length > 0 } : { version: 0, sections: [], arranged: false };
    return keys.map(() => record);
  }));
  return loader.load('layout');
}

function refused(ctx: RequestContext, reason: HomeLayoutSaveRefused['reason'], fieldErrors: HomeLayoutFieldError[], layout: HomeLayoutRecord | null = null): HomeLayoutSaveRefused {
  const message = translate(ctx.language, reason === 'INVALID' ? 'error.homeLayout.invalid' : 'error.homeLayout.changedMeanwhile');
  return { __typename: 'HomeLayoutSaveRefused', reason, message, fieldErrors, layout };
}

/** What the sections name that this shop does not have: pictures, categories, products. */
async function missingThings(ctx: RequestContext, sections: readonly HomeSection[]): Promise<HomeProblem[]> {
  const problems: HomeProblem[] = [];
  // Staff may put a draft category or product on the page ahead of its publishing; it shows once published.
  const categories = new Set((await allCategories(ctx)).map((category) => category.id));
  const productIds = [...new Set(sections.flatMap((section) => (section.kind === 'products' ? section.productIds : [])))];
  const imageIds = [...new Set(sections.flatMap((section) => (section.kind === 'banner' && section.imageId ? [section.imageId] : [])))];
  const [products, images] = await Promise.all([productLoader(ctx, { includeDrafts: true }).loadMany(productIds), imageLoader(ctx).loadMany(imageIds)]);
  const knownProducts = new Set(products.flatMap((product) => (product && !(product instanceof Error) ? [product.id] : [])));
  const knownImages = new Set(images.flatMap((image) => (image && !(image instanceof Error) ? [image.id] : [])));
  for (const [index, section] of sections.entries()) {
    const at = (field: string) => `sections.${index}.${field}`;
    if (section.kind === 'banner' && !knownImages.has(section.imageId)) problems.push({ field: at('imageId'), key: 'error.homeLayout.imageMissing' });
    if (section.kind === 'categories' && section.categoryIds.some((id) => !categories.has(id))) problems.push({ field: at('categoryIds'), key: 'error.homeLayout.unknownCategory' });
    if (section.kind === 'products' && section.categoryId && !categories.has(section.categoryId)) problems.push({ field: at('categoryId'), key: 'error.homeLayout.unknownCategory' });
    if (section.kind === 'products' && section.productIds.some((id) => !knownProducts.has(id))) problems.push({ field: at('productIds'), key: 'error.homeLayout.unknownProduct' });
  }
  return problems;
}

/**
 * Replaces the arrangement with `input`, in its order; `version` is the one the screen opened
 * (0 when nothing was arranged). An empty list goes back to the default arrangement. The admin
 * API clears the shop's shared answers after every change, so the next home page shows it.
 */
export async function saveHomeLayout(ctx: RequestContext, version: number, input: readonly HomeSectionInput[]): Promise<HomeLayoutSaveResult> {
  const checked = checkHomeSections(input);
  const translated = (problems: HomeProblem[]) => problems.map((p) => ({ field: p.field, message: translate(ctx.language, p.key, p.params) }));
  if ('problems' in checked) return refused(ctx, 'INVALID', translated(checked.problems));
  const missing = await missingThings(ctx, checked.sections);
  if (missing.length) return refused(ctx, 'INVALID', translated(missing));
  return inTransactionOr<HomeLayoutRecord, HomeLayoutSaveRefused>(ctx.db, async (tx) => {
    const [current] = await tx.select().from(homeLayouts).where(eq(homeLayouts.shopId, ctx.shop.id)).for('update');
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== version) {
      throw new Rollback(refused(ctx, 'CHANGED_MEANWHILE', [], current ? { version: current.version, sections: current.sections, arranged: current.sections.length > 0 } : { version: 0, sections: [], arranged: false }));
    }
    const values = { sections: checked.sections, version: currentVersion + 1, updatedAt: new Date(), updatedBy: ctx.staff?.name ?? null };
    await tx.insert(homeLayouts).values({ shopId: ctx.shop.id, ...values }).onConflictDoUpdate({ target: homeLayouts.shopId, set: values });
    await recordAudit(ctx, tx, { action: 'saveHomeLayout', entityType: 'homeLayout', entityId: ctx.shop.id, before: { sections: current?.sections ?? [] }, after: { sections: checked.sections } });
    return { version: values.version, sections: checked.sections, arranged: checked.sections.length > 0 };
  });
}

/** A new shop's first arrangement (the demo seed), written as it is: its sections are the seed's own. */
export async function arrangeHomePage(db: Db, shopId: string, sections: HomeSection[]): Promise<void> {
  await db.insert(homeLayouts).values({ shopId, sections });
}
