// What the product editor holds while the owner writes: the texts per language, the slug and
// the status, compared with what was saved to know whether anything would be lost by leaving.
import { PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, RESERVED_PRODUCT_SLUGS } from '../../../domain/catalog/product-texts';
import type { Language } from '../../../domain/i18n/language';
import { normaliseRichTextDocument, parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import { isValidSlug, toSlug } from '../../../domain/text/slug';
import type { AdminProductQuery, ProductStatus } from '../../graph/generated/admin-operations';
import type { Translate } from '../../i18n/i18n-react';

export type EditedProduct = NonNullable<AdminProductQuery['productById']>;

export interface ProductDraft {
  name: Record<Language, string>;
  summary: Record<Language, string>;
  description: Record<Language, RichTextDocument>;
  slug: string;
  status: ProductStatus;
}

/** Fields a refusal can name (`extensions.field` of the staff API), each shown beside its control. */
export type DraftField = 'name.id' | 'name.en' | 'summary.id' | 'summary.en' | 'description.id' | 'description.en' | 'slug' | 'status';
export const DRAFT_FIELDS: readonly DraftField[] = ['name.id', 'name.en', 'summary.id', 'summary.en', 'description.id', 'description.en', 'slug', 'status'];

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
  };
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
export function draftProblems(draft: ProductDraft): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = {};
  for (const field of ['name', 'summary'] as const) {
    for (const language of ['id', 'en'] as const) {
      const max = PRODUCT_TEXT_LIMITS[field];
      if (draft[field][language].trim().length > max) problems[`${field}.${language}`] = { key: 'error.product.tooLong', params: { field: { key: `adminProducts.field.${field}` }, max } };
    }
  }
  if (!draft.name.id.trim()) problems['name.id'] = { key: 'error.product.nameRequired' };
  const slug = savedSlug(draft.slug);
  if (!slug) problems.slug = { key: 'adminProducts.editor.slugRequired' };
  else if (!isValidSlug(slug) || slug.length > PRODUCT_SLUG_MAX || RESERVED_PRODUCT_SLUGS.has(slug)) problems.slug = { key: 'error.product.slug', params: { max: PRODUCT_SLUG_MAX } };
  return problems;
}

/** The staff API's input for the draft, with the descriptions the editors hold at this moment. */
export function contentInput(draft: ProductDraft, descriptions: Record<Language, RichTextDocument>) {
  return {
    name: { id: draft.name.id.trim(), en: draft.name.en.trim() },
    summary: { id: draft.summary.id.trim(), en: draft.summary.en.trim() },
    description: { id: normaliseRichTextDocument(descriptions.id), en: normaliseRichTextDocument(descriptions.en) },
    slug: savedSlug(draft.slug),
    status: draft.status,
  };
}
