import type { Translated } from '../i18n/translated';
import type { RichTextDocument } from '../rich-text/document';

/** Longest product name and summary an owner may write, per language. */
export const PRODUCT_TEXT_LIMITS = { name: 200, summary: 500 } as const;

/** Longest slug, as for every address the shop makes from a title. */
export const PRODUCT_SLUG_MAX = 100;

/**
 * Slugs no product may take: `/product/category` is the category list (spec §2), so a product
 * with that slug could never be opened.
 */
export const RESERVED_PRODUCT_SLUGS: ReadonlySet<string> = new Set(['category']);

/** The texts of a product an owner writes per language. */
export const PRODUCT_TEXT_NAMES = ['name', 'summary', 'description'] as const;
export type ProductTextName = (typeof PRODUCT_TEXT_NAMES)[number];

export interface ProductTexts {
  name: Translated<string>;
  summary: Translated<string>;
  description: Translated<RichTextDocument>;
}

/** Something a reader would see: text, or a picture, video, table or separator. */
export function documentHasContent(document: RichTextDocument | undefined): boolean {
  return (document?.blocks ?? []).some((block) => block.type === 'atomic' || block.text.trim() !== '');
}

/**
 * Texts written in Indonesian that have no English yet: English shoppers see the Indonesian
 * text in their place (the shop's main language stands in), so the owner is told which.
 */
export function untranslatedProductTexts(texts: ProductTexts): ProductTextName[] {
  const missing: ProductTextName[] = [];
  if (texts.name.id.trim() !== '' && !texts.name.en?.trim()) missing.push('name');
  if (texts.summary.id.trim() !== '' && !texts.summary.en?.trim()) missing.push('summary');
  if (documentHasContent(texts.description.id) && !documentHasContent(texts.description.en)) missing.push('description');
  return missing;
}
