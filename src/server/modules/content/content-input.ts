import type { Translated } from '../../../domain/i18n/translated';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { parseRichTextDocument } from '../../../domain/rich-text/document';
import { isValidSlug, toSlug } from '../../../domain/text/slug';
import { badInput } from '../../errors.server';

export const SLUG_MAX = 100;
/** Serialised size of one language's document. */
export const DOCUMENT_MAX_CHARS = 200_000;

export interface TextInput { id?: string | null | undefined; en?: string | null | undefined }
export interface DocumentInput { id?: unknown; en?: unknown }

/**
 * A slug as given, or made from the title when left out; refused when it is not one or is one
 * of `reserved` (names a screen of its own uses).
 */
export function slugFrom(given: string | null | undefined, title: string, reserved: ReadonlySet<string> = new Set(), field = 'slug'): string {
  const slug = given?.trim() ? given.trim() : toSlug(title).slice(0, SLUG_MAX).replace(/-+$/, '');
  if (!slug || slug.length > SLUG_MAX || !isValidSlug(slug) || reserved.has(slug)) {
    throw badInput('error.content.slug', { max: SLUG_MAX }, field);
  }
  return slug;
}

/**
 * Text in Indonesian (required when `required`) and optionally English, trimmed and within
 * `max`. `label` names the field in the refusal (a key of `content.field.*`).
 */
export function translatedText(value: TextInput | null | undefined, label: string, max: number, required: boolean): Translated<string> {
  const id = value?.id?.trim() ?? '';
  const en = value?.en?.trim() ?? '';
  const field = { message: `content.field.${label}` };
  if (required && !id) throw badInput('error.content.required', { field }, `${label}.id`);
  if (id.length > max) throw badInput('error.content.tooLong', { field, max }, `${label}.id`);
  if (en.length > max) throw badInput('error.content.tooLong', { field, max }, `${label}.en`);
  return en ? { id, en } : { id };
}

function documentFor(value: unknown, field: string): RichTextDocument {
  if (value === null || value === undefined) return { blocks: [], entityMap: {} };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length > DOCUMENT_MAX_CHARS) throw badInput('error.content.documentTooLong', { max: DOCUMENT_MAX_CHARS }, field);
  // The parser keeps what the model can hold and drops the rest (unknown entities, unsafe links).
  return parseRichTextDocument(value);
}

/** A document per language from untrusted JSON; English is optional. */
export function translatedDocument(value: DocumentInput | null | undefined, field = 'body'): Translated<RichTextDocument> {
  const id = documentFor(value?.id, `${field}.id`);
  return value?.en === null || value?.en === undefined ? { id } : { id, en: documentFor(value.en, `${field}.en`) };
}
