import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import { AppError } from '../../errors.server';
import { productDescription, productSlug, productText } from './product-content-input';

function refusal(work: () => unknown): { kind: string; key: string; field: string | undefined } {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, key: error.messageKey, field: error.field };
    throw error;
  }
  throw new Error('not refused');
}

describe('product texts', () => {
  it('trims both languages and keeps English only when written', () => {
    expect(productText({ id: '  Kain ikat ', en: ' Ikat cloth' }, 'name')).toEqual({ id: 'Kain ikat', en: 'Ikat cloth' });
    expect(productText({ id: 'Kain ikat', en: '   ' }, 'name')).toEqual({ id: 'Kain ikat' });
    expect(productText({ id: '' }, 'summary')).toEqual({ id: '' });
  });

  it('refuses an empty Indonesian name and over-long texts, naming the field', () => {
    expect(refusal(() => productText({ id: '  ', en: 'Ikat cloth' }, 'name'))).toEqual({ kind: 'BAD_USER_INPUT', key: 'error.product.nameRequired', field: 'name.id' });
    expect(refusal(() => productText({ id: 'x'.repeat(201) }, 'name'))).toMatchObject({ key: 'error.product.tooLong', field: 'name.id' });
    expect(refusal(() => productText({ id: 'Ringkas', en: 'x'.repeat(501) }, 'summary'))).toMatchObject({ key: 'error.product.tooLong', field: 'summary.en' });
  });
});

describe('product slugs', () => {
  it('takes lower-case words joined by hyphens', () => {
    expect(productSlug(' kain-ikat-sumba ')).toBe('kain-ikat-sumba');
  });

  it('refuses anything else, and the name of the category list', () => {
    for (const slug of ['', 'Kain Ikat', 'kain--ikat', '-kain', 'kain_ikat', 'category', 'a'.repeat(101)]) {
      expect(refusal(() => productSlug(slug)), slug).toMatchObject({ kind: 'BAD_USER_INPUT', field: 'slug' });
    }
  });
});

describe('product descriptions', () => {
  it('keeps the document in its written form and drops what is unsafe', () => {
    const document = {
      blocks: [{ key: 'a', text: 'Klik di sini', type: 'unstyled', inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }], entityRanges: [{ offset: 0, length: 12, key: 0 }] }],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } } },
    };
    const saved = productDescription({ id: document });
    expect(saved.id.blocks[0]).toMatchObject({ text: 'Klik di sini', inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }], entityRanges: [] });
    expect(saved.id.entityMap).toEqual({});
    expect(saved.en).toBeUndefined();
  });

  it('leaves out an English description with nothing in it, so the Indonesian one stands in', () => {
    const saved = productDescription({ id: richTextFromParagraphs(['Kopi']), en: richTextFromParagraphs(['']) });
    expect(Object.keys(saved)).toEqual(['id']);
    expect(productDescription({ id: richTextFromParagraphs(['Kopi']), en: richTextFromParagraphs(['Coffee']) }).en?.blocks[0]?.text).toBe('Coffee');
  });

  it('refuses what is not a document instead of saving it as an empty one', () => {
    expect(refusal(() => productDescription({ id: 'bukan dokumen' }))).toEqual({ kind: 'BAD_USER_INPUT', key: 'error.product.documentMalformed', field: 'description.id' });
    expect(refusal(() => productDescription({ id: richTextFromParagraphs(['Kopi']), en: { blocks: 'teks' } }))).toMatchObject({ field: 'description.en' });
    expect(refusal(() => productDescription({ id: { blocks: [{ text: 5 }] } }))).toMatchObject({ field: 'description.id' });
    expect(refusal(() => productDescription({ id: [] }))).toMatchObject({ field: 'description.id' });
  });
});
