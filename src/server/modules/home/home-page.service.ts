import { candidateLimits, defaultHomeSections, homeTextIn, pickHomeProducts, type HomeSection, type HomeSource } from '../../../domain/content/home-sections';
import type { RequestContext } from '../../context.server';
import { allCategories, productCandidates, productLoader, type CandidateRequest, type CategoryRecord, type ProductRecord } from '../catalog';
import { imageLoader, type ImageRecord } from '../media';
import { homeLayout } from './home-layout.service';

/** Categories the home page shows while the owner has picked none: the first top-level ones. */
const DEFAULT_CATEGORY_COUNT = 12;

/** A section as shoppers see it, in the request's language. */
export type ShownHomeSection =
  | { kind: 'banner'; key: string; image: ImageRecord | null; heading: string; text: string; buttonLabel: string; link: string }
  | { kind: 'categories'; key: string; title: string | null; categories: CategoryRecord[] }
  | { kind: 'products'; key: string; title: string | null; source: HomeSource; link: string | null; products: ProductRecord[] }
  | { kind: 'text'; key: string; heading: string; body: string };

export interface ShownHomePage { arranged: boolean; sections: ShownHomeSection[] }

const titleIn = (text: { id: string; en?: string }, language: string) => homeTextIn(text, language) || null;

function requestOf(section: HomeSection, limit: number): CandidateRequest {
  if (section.kind !== 'products') return { source: 'newest', limit: 0 };
  if (section.source === 'picked') return { source: 'picked', productIds: section.productIds, limit };
  if (section.source === 'category') return section.categoryId ? { source: 'category', categoryId: section.categoryId, limit } : { source: 'newest', limit: 0 };
  return { source: section.source, limit };
}

/**
 * The home page: the owner's sections (or the default arrangement) top to bottom, no product
 * shown twice, hidden and unpublished things left out, empty sections dropped. The reads are
 * batched: one statement picks every collection's candidates, one loads those products, one
 * the pictures, whatever the number of sections.
 */
export async function homePage(ctx: RequestContext): Promise<ShownHomePage> {
  const layout = await homeLayout(ctx);
  const sections = layout.arranged ? layout.sections : defaultHomeSections();
  const limits = candidateLimits(sections);
  const [categories, candidates, images] = await Promise.all([
    allCategories(ctx),
    productCandidates(ctx, sections.map((section, index) => requestOf(section, limits[index] ?? 0))),
    imageLoader(ctx).loadMany(sections.flatMap((section) => (section.kind === 'banner' ? [section.imageId] : []))),
  ]);
  const chosen = pickHomeProducts(sections, candidates);
  const products = await productLoader(ctx).loadMany(chosen.flat());
  const productById = new Map(products.flatMap((product) => (product && !(product instanceof Error) ? [[product.id, product] as const] : [])));
  const imageById = new Map(images.flatMap((image) => (image && !(image instanceof Error) ? [[image.id, image] as const] : [])));
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const shown: ShownHomeSection[] = [];
  for (const [index, section] of sections.entries()) {
    const key = `${section.kind}-${index}`;
    switch (section.kind) {
      case 'banner':
        shown.push({
          kind: 'banner', key, image: imageById.get(section.imageId) ?? null, link: section.link,
          heading: homeTextIn(section.heading, ctx.language), text: homeTextIn(section.text, ctx.language), buttonLabel: homeTextIn(section.buttonLabel, ctx.language),
        });
        break;
      case 'categories': {
        const picked = section.categoryIds.length
          ? section.categoryIds.flatMap((id) => (categoryById.has(id) ? [categoryById.get(id)!] : []))
          : categories.filter((category) => category.parentId === null).slice(0, DEFAULT_CATEGORY_COUNT);
        if (picked.length) shown.push({ kind: 'categories', key, title: titleIn(section.title, ctx.language), categories: picked });
        break;
      }
      case 'products': {
        const list = (chosen[index] ?? []).flatMap((id) => (productById.has(id) ? [productById.get(id)!] : []));
        const category = section.categoryId ? categoryById.get(section.categoryId) : undefined;
        const link = section.source === 'newest' ? '/search' : category ? `/product/category/${category.slug}` : null;
        if (list.length) shown.push({ kind: 'products', key, title: titleIn(section.title, ctx.language) ?? (category ? homeTextIn(category.name, ctx.language) : null), source: section.source, link, products: list });
        break;
      }
      case 'text':
        shown.push({ kind: 'text', key, heading: homeTextIn(section.heading, ctx.language), body: homeTextIn(section.body, ctx.language) });
        break;
    }
  }
  return { arranged: layout.arranged, sections: shown };
}
