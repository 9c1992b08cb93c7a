// The post editor's form: its values, where they come from (a stored post or nothing) and what
// the staff API is sent. The bodies are not form values: the editors hold them, and a save reads
// them from there at the moment of the press.
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import { isValidSlug, toSlug } from '../../../domain/text/slug';
import { required } from '../../../domain/validation/basic-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { validationError, VALIDATION_KEYS, type Validator } from '../../../domain/validation/validation-error';
import type { AdminPostEditorFieldsFragment, BlogPostInput } from '../../graph/generated/admin-operations';
import { toShopInput } from '../../../domain/format/shop-time';

export const EDITOR_LANGUAGES: readonly Language[] = ['id', 'en'];
export const SLUG_MAX = 100;
/** Addresses the blog's own screens use (`/blog/search`, `/blog/category/…`). */
const RESERVED_SLUGS = new Set(['search', 'category']);
/** What search engines show of a title and a description (the server holds the same limits). */
export const SEO_LIMITS = { seoTitle: 70, seoDescription: 160 } as const;

export interface TranslatedValue { id: string; en: string }
export interface LinkedProduct { id: string; name: string }

export type PostFormValues = {
  slug: string;
  title: TranslatedValue;
  excerpt: TranslatedValue;
  seoTitle: TranslatedValue;
  seoDescription: TranslatedValue;
  /** An Image id; empty without a cover. */
  coverImageId: string;
  coverAlt: TranslatedValue;
  categoryIds: string[];
  productIds: LinkedProduct[];
  authorId: string;
  /** The name shown when it is not the author's account name; empty means that name. */
  authorName: string;
  /** A date and time in the shop's zone (`2026-12-01T09:00`) for scheduling. */
  publishAt: string;
};

/** Fields the server may refuse, by the name it gives them: shown beside the field. */
export const POST_FORM_FIELDS = [
  'slug', 'title.id', 'title.en', 'excerpt.id', 'excerpt.en', 'seoTitle.id', 'seoTitle.en', 'seoDescription.id', 'seoDescription.en',
  'coverImageId', 'coverAlt.id', 'coverAlt.en', 'categoryIds', 'productIds', 'authorId', 'authorName', 'publishAt',
] as const;

const both = (value: { id: string; en?: string | null } | undefined): TranslatedValue => ({ id: value?.id ?? '', en: value?.en ?? '' });

/**
 * The form as a stored post fills it, or empty for a new one (signed by `writerId`). A post signed
 * with its author's account name shows an empty name field: renaming the account renames it too.
 */
export function postFormValues(post: AdminPostEditorFieldsFragment | null, authors: { writerId: string; nameOf: (id: string) => string | undefined }, offsetHours: number): PostFormValues {
  const texts = post?.texts;
  const authorId = post ? (post.author?.id ?? '') : authors.writerId;
  return {
    slug: post?.slug ?? '',
    title: both(texts?.title),
    excerpt: both(texts?.excerpt),
    seoTitle: both(texts?.seoTitle),
    seoDescription: both(texts?.seoDescription),
    coverImageId: post?.cover?.id ?? '',
    coverAlt: both(texts?.coverAlt),
    categoryIds: post?.categories.map((category) => category.id) ?? [],
    productIds: post?.linkedProducts.map(({ id, name }) => ({ id, name })) ?? [],
    authorId,
    authorName: post && post.authorName !== authors.nameOf(authorId) ? post.authorName : '',
    publishAt: post?.status === 'scheduled' && post.publishedAt ? toShopInput(post.publishedAt, offsetHours) : '',
  };
}

/** The address a post gets: the slug as written, else made from the Indonesian title (spec §5). */
export function effectiveSlug(values: Pick<PostFormValues, 'slug' | 'title'>): string {
  return values.slug.trim() || toSlug(values.title.id).slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** A slug as spec §5 makes them (lower-case words joined by hyphens), at most 100 characters; empty passes. */
export const slugRule: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' || (isValidSlug(text) && text.length <= SLUG_MAX) ? null : validationError(VALIDATION_KEYS.invalidSlug);
};

/** A post's slug may not take the name of one of the blog's own screens either. */
const postSlugRule: Validator = (value, values) =>
  slugRule(value, values) ?? (typeof value === 'string' && RESERVED_SLUGS.has(value.trim()) ? validationError(VALIDATION_KEYS.invalidSlug) : null);

export const POST_VALIDATORS: FieldValidators = { 'title.id': [required], slug: [postSlugRule] };

/** A document with nothing in it: no text and no picture, video, table or line. */
export function isEmptyDocument(doc: RichTextDocument | null | undefined): boolean {
  return !doc || doc.blocks.every((block) => block.text.trim() === '' && block.type !== 'atomic');
}

const text = (value: TranslatedValue) => ({ id: value.id, en: value.en });

/** What a save sends: every field, so the post becomes exactly what the screen shows. */
export function postInput(values: PostFormValues, bodies: { id: RichTextDocument; en: RichTextDocument | null }): BlogPostInput {
  const slug = effectiveSlug(values);
  return {
    slug: slug || null,
    title: text(values.title),
    excerpt: text(values.excerpt),
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    body: { id: bodies.id, en: isEmptyDocument(bodies.en) ? null : bodies.en },
    coverImageId: values.coverImageId || null,
    coverAlt: values.coverImageId ? text(values.coverAlt) : null,
    categoryIds: values.categoryIds,
    productIds: values.productIds.map((product) => product.id),
    ...(values.authorId ? { authorId: values.authorId } : {}),
    authorName: values.authorName,
  };
}
