// The page editor's values and how they become the staff API's PageInput. Field paths follow
// the API's (`title.id`, `seoTitle.en`, `slug`), so a refusal naming a field lands beside it.
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { normaliseRichTextDocument, parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import { toSlug } from '../../../domain/text/slug';
import { PAGE_LIMITS } from '../../../domain/content/page-limits';
import type { AdminPageFieldsFragment, PageInput } from '../../graph/generated/admin-operations';

export type PageStatus = 'draft' | 'published';

type PerLanguage<T> = Record<Language, T>;

export type PageFormValues = {
  slug: string;
  status: PageStatus;
  position: string;
  title: PerLanguage<string>;
  seoTitle: PerLanguage<string>;
  seoDescription: PerLanguage<string>;
  body: PerLanguage<RichTextDocument>;
};

/** The texts a page's language has, one path per field: what a tab's refusals are looked up by. */
export const PAGE_TEXT_FIELDS = ['title', 'seoTitle', 'seoDescription', 'body'] as const;

/** Every field the server may name in a refusal. */
export const PAGE_FORM_FIELDS: readonly string[] = ['slug', 'status', 'position', ...PAGE_TEXT_FIELDS.flatMap((field) => SUPPORTED_LANGUAGES.map((language) => `${field}.${language}`))];

const EMPTY_DOCUMENT: RichTextDocument = { blocks: [], entityMap: {} };

function perLanguage<T>(make: (language: Language) => T): PerLanguage<T> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, make(language)])) as PerLanguage<T>;
}

/** A document in the one written form the editor saves, so an untouched one compares equal. */
export function editorDocument(value: unknown): RichTextDocument {
  return normaliseRichTextDocument(parseRichTextDocument(value ?? EMPTY_DOCUMENT));
}

export function emptyPageValues(): PageFormValues {
  return {
    slug: '',
    status: 'draft',
    position: '0',
    title: perLanguage(() => ''),
    seoTitle: perLanguage(() => ''),
    seoDescription: perLanguage(() => ''),
    body: perLanguage(() => editorDocument(EMPTY_DOCUMENT)),
  };
}

export function pageValues(page: AdminPageFieldsFragment): PageFormValues {
  const text = (language: Language) => page.texts.find((entry) => entry.language === language);
  return {
    slug: page.slug,
    status: page.status === 'published' ? 'published' : 'draft',
    position: String(page.position),
    title: perLanguage((language) => text(language)?.title ?? ''),
    seoTitle: perLanguage((language) => text(language)?.seoTitle ?? ''),
    seoDescription: perLanguage((language) => text(language)?.seoDescription ?? ''),
    body: perLanguage((language) => editorDocument(text(language)?.body)),
  };
}

/** A document with nothing in it: no text and no picture, table or other block. */
export function isEmptyDocument(document: RichTextDocument): boolean {
  return document.blocks.every((block) => block.type !== 'atomic' && block.text.trim() === '');
}

/** The address a page will have: its slug as typed, or the one made from the Indonesian title. */
export function pageSlug(values: Pick<PageFormValues, 'slug' | 'title'>): string {
  return toSlug(values.slug) || toSlug(values.title.id).slice(0, PAGE_LIMITS.slug).replace(/-+$/, '');
}

/**
 * PageInput from the editor's values, with the bodies read from the editors at the moment of
 * saving. An empty English body is sent as none, so English readers get the Indonesian one
 * rather than an empty page; an empty slug is made from the title by the server.
 */
export function pageInput(values: PageFormValues, bodies: PerLanguage<RichTextDocument>): PageInput {
  const texts = (field: 'title' | 'seoTitle' | 'seoDescription') => ({ id: values[field].id.trim(), en: values[field].en.trim() });
  return {
    slug: toSlug(values.slug),
    status: values.status,
    position: Number.parseInt(values.position, 10) || 0,
    title: texts('title'),
    seoTitle: texts('seoTitle'),
    seoDescription: texts('seoDescription'),
    body: { id: bodies.id, en: isEmptyDocument(bodies.en) ? null : bodies.en },
  };
}

/** Whether the values differ from those last saved (or opened). */
export function hasChanges(values: PageFormValues, saved: PageFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}

/** The language whose tab holds a field path (`title.en` → en), or null for a shared field. */
export function languageOfField(path: string): Language | null {
  const language = path.split('.')[1];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : null;
}
