import { documentHasContent, PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, RESERVED_PRODUCT_SLUGS } from '../../../domain/catalog/product-texts';
import type { Language } from '../../../domain/i18n/language';
import type { Translated } from '../../../domain/i18n/translated';
import { isRecord, type RichTextDocument } from '../../../domain/rich-text/document';
import { normaliseRichTextDocument } from '../../../domain/rich-text/normalise';
import { isValidSlug } from '../../../domain/text/slug';
import { badInput } from '../../errors.server';
import { translatedDocument, type DocumentInput, type TextInput } from '../content';

/** What an owner may change of a product's content; a field left out keeps its value. */
export interface ProductContentInput {
  slug?: string | null | undefined;
  name?: TextInput | null | undefined;
  summary?: TextInput | null | undefined;
  description?: DocumentInput | null | undefined;
  status?: 'draft' | 'published' | null | undefined;
}

type TextField = keyof typeof PRODUCT_TEXT_LIMITS;

/** A text per language, trimmed and within its limit; the Indonesian name may not be empty. */
export function productText(value: TextInput, field: TextField): Translated<string> {
  const id = value.id?.trim() ?? '';
  const en = value.en?.trim() ?? '';
  const max = PRODUCT_TEXT_LIMITS[field];
  const label = { message: `adminProducts.field.${field}` };
  if (field === 'name' && !id) throw badInput('error.product.nameRequired', {}, 'name.id');
  if (id.length > max) throw badInput('error.product.tooLong', { field: label, max }, `${field}.id`);
  if (en.length > max) throw badInput('error.product.tooLong', { field: label, max }, `${field}.en`);
  return en ? { id, en } : { id };
}

/**
 * A slug as the owner wrote it. Spec §5 makes slugs from text; here the owner's own is checked
 * rather than silently rewritten, so the address saved is the one they saw.
 */
export function productSlug(value: string): string {
  const slug = value.trim();
  if (!slug || slug.length > PRODUCT_SLUG_MAX || !isValidSlug(slug) || RESERVED_PRODUCT_SLUGS.has(slug)) {
    throw badInput('error.product.slug', { max: PRODUCT_SLUG_MAX }, 'slug');
  }
  return slug;
}

/**
 * A document must at least look like one (an object with a list of blocks): anything else is
 * refused instead of being read as an empty description that would wipe the owner's text.
 */
function assertDocumentShape(value: unknown, language: Language): void {
  if (value === null || value === undefined) return;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = undefined;
    }
  }
  const wellFormed = isRecord(parsed)
    && Array.isArray(parsed.blocks)
    && parsed.blocks.every((block) => isRecord(block) && typeof block.text === 'string')
    && (parsed.entityMap === undefined || isRecord(parsed.entityMap));
  if (!wellFormed) throw badInput('error.product.documentMalformed', { language: { message: `adminProducts.language.${language}` } }, `description.${language}`);
}

/**
 * The description per language through the same checks as every document the shop stores
 * (size, the model's parser), then in its one written form: unsafe links and pictures, unknown
 * entities and stray styles never reach the database.
 */
export function productDescription(value: DocumentInput): Translated<RichTextDocument> {
  assertDocumentShape(value.id, 'id');
  assertDocumentShape(value.en, 'en');
  const parsed = translatedDocument(value, 'description');
  const id = normaliseRichTextDocument(parsed.id);
  const en = parsed.en ? normaliseRichTextDocument(parsed.en) : undefined;
  // An empty English description is no translation: English readers get the Indonesian one.
  return en && documentHasContent(en) ? { id, en } : { id };
}
