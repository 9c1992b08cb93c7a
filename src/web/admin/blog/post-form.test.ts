import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import type { AdminPostEditorFieldsFragment } from '../../graph/generated/admin-operations';
import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { effectiveSlug, isEmptyDocument, POST_VALIDATORS, postFormValues, postInput, slugRule } from './post-form';

const authors = { writerId: 'author-sari', nameOf: (id: string) => ({ 'author-sari': 'Sari', 'author-dewi': 'Dewi' })[id] };

const stored = (overrides: Partial<AdminPostEditorFieldsFragment> = {}): AdminPostEditorFieldsFragment => ({
  id: 'p1', slug: 'kopi-tubruk', status: 'scheduled', publishedAt: '2026-12-01T02:00:00.000Z', updatedAt: '2026-11-28T03:00:00.000Z', authorName: 'Tim Dapur',
  author: { id: 'author-dewi' },
  texts: {
    title: { id: 'Kopi tubruk', en: 'Tubruk coffee' }, excerpt: { id: 'Ringkas', en: null }, seoTitle: { id: '', en: null }, seoDescription: { id: '', en: null },
    coverAlt: { id: 'Secangkir kopi', en: null }, body: { id: { document: richTextFromParagraphs(['Isi']) }, en: null },
  },
  cover: { id: 'img1', width: 800, height: 600 }, categories: [{ id: 'c1' }], linkedProducts: [{ id: 'pr1', name: 'Kopi Gayo' }],
  ...overrides,
});

const WIB = zoneOffsetHours('Asia/Jakarta');

describe('the post editor’s form', () => {
  it('starts empty for a new post, signed by the one writing it', () => {
    expect(postFormValues(null, authors, WIB)).toMatchObject({ slug: '', title: { id: '', en: '' }, authorId: 'author-sari', authorName: '', productIds: [], publishAt: '' });
  });

  it('fills in a stored post, with its schedule in WIB and a name of its own only when it is not the account’s', () => {
    const values = postFormValues(stored(), authors, WIB);
    expect(values).toMatchObject({ title: { id: 'Kopi tubruk', en: 'Tubruk coffee' }, excerpt: { id: 'Ringkas', en: '' }, coverImageId: 'img1', categoryIds: ['c1'],
      productIds: [{ id: 'pr1', name: 'Kopi Gayo' }], authorId: 'author-dewi', authorName: 'Tim Dapur', publishAt: '2026-12-01T09:00' });
    expect(postFormValues(stored({ authorName: 'Dewi', status: 'draft', publishedAt: null }), authors, WIB)).toMatchObject({ authorName: '', publishAt: '' });
  });

  it('makes the address from the Indonesian title when no slug is written (spec §5)', () => {
    expect(effectiveSlug({ slug: '', title: { id: 'Kopi Gayo: dari Aceh — Édisi #1!', en: '' } })).toBe('kopi-gayo-dari-aceh-edisi-1');
    expect(effectiveSlug({ slug: ' kopi-saya ', title: { id: 'Lain', en: '' } })).toBe('kopi-saya');
    expect(slugRule('Kopi Saya', {})).toMatchObject({ key: 'validation.invalid.slug' });
    expect(POST_VALIDATORS.slug!.map((rule) => rule('search', {}))).toContainEqual(expect.objectContaining({ key: 'validation.invalid.slug' }));
    expect(slugRule('', {})).toBeNull();
  });

  it('sends every field, an English body only when something is written in it, and no cover text without a cover', () => {
    const values = { ...postFormValues(stored(), authors, WIB), slug: '' };
    const input = postInput(values, { id: richTextFromParagraphs(['Isi']), en: richTextFromParagraphs(['']) });
    expect(input).toMatchObject({ slug: 'kopi-tubruk', title: { id: 'Kopi tubruk', en: 'Tubruk coffee' }, coverImageId: 'img1', coverAlt: { id: 'Secangkir kopi', en: '' },
      categoryIds: ['c1'], productIds: ['pr1'], authorId: 'author-dewi', authorName: 'Tim Dapur' });
    expect(input.body).toEqual({ id: richTextFromParagraphs(['Isi']), en: null });
    expect(postInput({ ...values, coverImageId: '' }, { id: richTextFromParagraphs(['Isi']), en: richTextFromParagraphs(['Body']) })).toMatchObject({ coverImageId: null, coverAlt: null, body: { en: richTextFromParagraphs(['Body']) } });
    expect(isEmptyDocument({ blocks: [], entityMap: {} })).toBe(true);
  });
});
