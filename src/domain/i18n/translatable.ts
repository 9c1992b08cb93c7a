import type { RichTextDocument } from '../rich-text/document';
import { richTextToPlainText } from '../rich-text/plain-text';
import type { Translated } from './translated';

/** What the translations screen lists (docs/decisions/0037). */
export const TRANSLATION_KINDS = ['product', 'category', 'page', 'post', 'email'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** One field in both languages; a rich field's text is shown, and edited in its own editor. */
export interface TranslatableField {
  name: string;
  id: string;
  en: string;
  rich: boolean;
}

export interface TranslatableItem {
  kind: TranslationKind;
  /** The thing's own id in its module. */
  id: string;
  /** The editor's version for a kind that refuses saves over someone else's; null otherwise. */
  version: number | null;
  fields: TranslatableField[];
}

const PREVIEW_CHARS = 200;

export function textField(name: string, value: Translated<string> | null | undefined): TranslatableField {
  return { name, id: value?.id ?? '', en: value?.en ?? '', rich: false };
}

export function richField(name: string, value: Translated<RichTextDocument>): TranslatableField {
  return { name, id: richTextToPlainText(value.id, PREVIEW_CHARS), en: value.en ? richTextToPlainText(value.en, PREVIEW_CHARS) : '', rich: true };
}

/** A field written in Indonesian but not in English: the English shop falls back to Indonesian. */
export function fieldLacksEnglish(field: TranslatableField): boolean {
  return field.id.trim() !== '' && field.en.trim() === '';
}

export function lacksEnglish(item: TranslatableItem): boolean {
  return item.fields.some(fieldLacksEnglish);
}
