// What the product editor holds while the owner writes: the texts per language, the slug and
// the status, compared with what was saved to know whether anything would be lost by leaving.
import { PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, RESERVED_PRODUCT_SLUGS } from '../../../domain/catalog/product-texts';
import type { Language } from '../../../domain/i18n/language';
import { normaliseRichTextDocument, parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import { isValidSlug, toSlug } from '../../../domain/text/slug';
import type { AdminProductEditorFieldsFragment, ProductStatus } from '../../graph/generated/admin-operations';
import type { Translate } from '../../i18n/i18n-react';
import { commerceFromProduct, commerceInput, commerceProblems, comparableCommerce, emptyCommerce, type CommerceDraft } from './product-commerce-draft';

export type EditedProduct = AdminProductEditorFieldsFragment;

export interface ProductDraft {
  name: Record<Language, string>;
  summary: Record<Language, string>;
  description: Record<Language, RichTextDocument>;
  slug: string;
  status: ProductStatus;
  commerce: CommerceDraft;
}

/**
 * Fields a refusal can name (`extensions.field` of the staff API), each shown beside its
 * control, in the page's order (the first refused one takes the focus). Variations' and
 * options' fields (`variations.2.sku`) are named by their row.
 */
export type DraftField = string;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'name.id', 'name.en', 'summary.id', 'summary.en', 'description.id', 'description.en',
  'price', 'compareAtPrice', 'downPaymentPercent', 'sku', 'stock', 'lowStockThreshold', 'weightGrams', 'lengthCm', 'widthCm', 'heightCm',
  'imageIds', 'options', 'variations', 'categoryId', 'seoTitle.id', 'seoTitle.en', 'seoDescription.id', 'seoDescription.en', 'slug', 'status',
];

/** Whether a refusal's field is one the page shows (a listed one, or a row of options or variations). */
export function isDraftField(field: string): boolean {
  return DRAFT_FIELDS.includes(field) || /^(options|variations)\.\d+\.\w+$/.test(field);
}

/** A stored document in the one form the editor saves, so opening and leaving it changes nothing. */
export function editorDocument(value: unknown): RichTextDocument {
  return normaliseRichTextDocument(parseRichTextDocument(value));
}

export function draftFromProduct(product: EditedProduct): ProductDraft {
  const { texts } = product;
  return {
    name: { id: texts.name.id, en: texts.name.en ?? '' },
    summary: { id: texts.summary.id, en: texts.summary.en ?? '' },
    description: { id: editorDocument(texts.description.id.document), en: editorDocument(texts.description.en?.document ?? null) },
    slug: product.slug,
    status: product.status === 'published' ? 'published' : 'draft',
    commerce: commerceFromProduct(product),
  };
}

/** What a new product starts as: a draft with nothing written. */
export function emptyDraft(): ProductDraft {
  const blank = { blocks: [], entityMap: {} };
  return { name: { id: '', en: '' }, summary: { id: '', en: '' }, description: { id: blank, en: blank }, slug: '', status: 'draft', commerce: emptyCommerce() };
}

/** The slug as it will be saved: spec §5's rules applied to what the owner typed. */
export function savedSlug(typed: string): string {
  return toSlug(typed);
}

function comparable(draft: ProductDraft): string {
  return JSON.stringify({
    ...draft,
    name: { id: draft.name.id.trim(), en: draft.name.en.trim() },
    summary: { id: draft.summary.id.trim(), en: draft.summary.en.trim() },
    description: { id: normaliseRichTextDocument(draft.description.id), en: normaliseRichTextDocument(draft.description.en) },
    slug: savedSlug(draft.slug),
    commerce: comparableCommerce(draft.commerce),
  });
}

/** Whether saving would change anything (spaces around a text and the slug's spelling aside). */
export function hasChanges(saved: ProductDraft, current: ProductDraft): boolean {
  return comparable(saved) !== comparable(current);
}

/**
 * A refusal to show beside a field: the shop's own words (already in the owner's language), or
 * a message of the dictionaries, put into words when drawn so it follows the language's texts
 * as they arrive. A parameter given as `{ key }` is itself a message (a field's name).
 */
export type Problem = { text: string } | { key: string; params?: Readonly<Record<string, string | number | { key: string }>> };

export function problemText(problem: Problem, t: Translate): string {
  if ('text' in problem) return problem.text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) params[name] = typeof value === 'object' ? t(value.key) : value;
  return t(problem.key, params);
}

/** The refusals the page can tell before asking the shop (which checks them again). */
export function draftProblems(draft: ProductDraft, isNew = false): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = { ...commerceProblems(draft.commerce) };
  for (const field of ['name', 'summary'] as const) {
    for (const language of ['id', 'en'] as const) {
      const max = PRODUCT_TEXT_LIMITS[field];
      if (draft[field][language].trim().length > max) problems[`${field}.${language}`] = { key: 'error.product.tooLong', params: { field: { key: `adminProducts.field.${field}` }, max } };
    }
  }
  if (!draft.name.id.trim()) problems['name.id'] = { key: 'error.product.nameRequired' };
  const slug = savedSlug(draft.slug);
  // A new product may leave its slug to the shop, which makes it from the name.
  if (!slug && isNew) return problems;
  if (!slug) problems.slug = { key: 'adminProducts.editor.slugRequired' };
  else if (!isValidSlug(slug) || slug.length > PRODUCT_SLUG_MAX || RESERVED_PRODUCT_SLUGS.has(slug)) problems.slug = { key: 'error.product.slug', params: { max: PRODUCT_SLUG_MAX } };
  return problems;
}

/** The staff API's input for the draft, with the descriptions the editors hold at this moment. */
export function productInput(draft: ProductDraft, descriptions: Record<Language, RichTextDocument>, isNew = false) {
  const slug = savedSlug(draft.slug);
  return {
    ...commerceInput(draft.commerce, isNew),
    name: { id: draft.name.id.trim(), en: draft.name.en.trim() },
    summary: { id: draft.summary.id.trim(), en: draft.summary.en.trim() },
    description: { id: normaliseRichTextDocument(descriptions.id), en: normaliseRichTextDocument(descriptions.en) },
    slug: slug || null,
    status: draft.status,
  };
}
