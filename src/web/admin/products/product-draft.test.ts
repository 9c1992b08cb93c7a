import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import { createTranslationStore } from '../../i18n/translation-store';
import { productInput, draftFromProduct, draftProblems, hasChanges, problemText } from './product-draft';
import { editedProduct } from './products-test-fixtures';

const t = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} }).getTranslator();

describe('the product draft', () => {
  const saved = draftFromProduct(editedProduct({ texts: { ...editedProduct().texts, name: { id: 'Kain Ikat', en: null }, description: { id: { document: richTextFromParagraphs(['Kain']) }, en: null } } }));

  it('opens with empty English where none was written', () => {
    expect(saved.name).toEqual({ id: 'Kain Ikat', en: '' });
    expect(saved.description.en).toEqual({ blocks: [], entityMap: {} });
  });

  it('counts real changes only: not spaces around a text, nor a slug spelled another way', () => {
    expect(hasChanges(saved, { ...saved, name: { id: ' Kain Ikat  ', en: '' }, slug: 'Kain Ikat Sumba' })).toBe(false);
    expect(hasChanges(saved, { ...saved, summary: { ...saved.summary, en: 'Woven' } })).toBe(true);
    expect(hasChanges(saved, { ...saved, status: 'draft' })).toBe(true);
    expect(hasChanges(saved, { ...saved, description: { ...saved.description, id: richTextFromParagraphs(['Kain', 'baru']) } })).toBe(true);
  });

  it('names what the shop would refuse, in the owner\'s words', () => {
    expect(draftProblems(saved)).toEqual({});
    const problems = draftProblems({ ...saved, name: { id: ' ', en: 'x'.repeat(201) }, slug: 'category' });
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem!, t)]))).toEqual({
      'name.id': 'Nama produk (Bahasa Indonesia) wajib diisi.',
      'name.en': 'Nama produk paling banyak 200 karakter.',
      slug: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung, paling banyak 100 karakter, dan tidak boleh "category".',
    });
  });

  it('sends trimmed texts, the slug as it will be saved and the documents the editors hold', () => {
    const held = { id: richTextFromParagraphs(['Baru']), en: richTextFromParagraphs(['New']) };
    expect(productInput({ ...saved, name: { id: ' Kain ', en: ' Cloth ' }, slug: 'Kain Ikat Baru' }, held)).toMatchObject({
      name: { id: 'Kain', en: 'Cloth' }, slug: 'kain-ikat-baru', status: 'published',
      description: { id: { blocks: [{ text: 'Baru' }] }, en: { blocks: [{ text: 'New' }] } },
    });
  });
});
