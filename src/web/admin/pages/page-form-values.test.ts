import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../../domain/rich-text';
import type { AdminPageFieldsFragment } from '../../graph/generated/admin-operations';
import { editorDocument, emptyPageValues, hasChanges, isEmptyDocument, languageOfField, PAGE_FORM_FIELDS, pageInput, pageSlug, pageValues } from './page-form-values';

const PAGE: AdminPageFieldsFragment = {
  id: 'UGFnZTox', slug: 'tentang-kami', status: 'published', position: 3, path: '/page/tentang-kami', updatedAt: '2026-11-20T03:00:00.000Z',
  texts: [
    { language: 'id', title: 'Tentang Kami', body: richTextFromParagraphs(['Kami menjual tenun.']), seoTitle: 'Tentang Lumbung', seoDescription: '' },
    { language: 'en', title: 'About us', body: richTextFromParagraphs(['We sell woven cloth.']), seoTitle: '', seoDescription: 'Our story.' },
  ],
};

describe('the page editor’s values', () => {
  it('opens a page with both languages’ own texts, and an unwritten English as empty', () => {
    const values = pageValues(PAGE);
    expect(values).toMatchObject({ slug: 'tentang-kami', status: 'published', position: '3', title: { id: 'Tentang Kami', en: 'About us' }, seoTitle: { id: 'Tentang Lumbung', en: '' }, seoDescription: { id: '', en: 'Our story.' } });
    const onlyIndonesian = pageValues({ ...PAGE, texts: [PAGE.texts[0]!] });
    expect(onlyIndonesian.title.en).toBe('');
    expect(isEmptyDocument(onlyIndonesian.body.en)).toBe(true);
  });

  it('counts an opened page as unchanged until something differs', () => {
    const opened = pageValues(PAGE);
    expect(hasChanges(pageValues(PAGE), opened)).toBe(false);
    expect(hasChanges({ ...opened, seoTitle: { ...opened.seoTitle, en: 'x' } }, opened)).toBe(true);
    expect(hasChanges({ ...opened, body: { ...opened.body, id: editorDocument(richTextFromParagraphs(['Lain.'])) } }, opened)).toBe(true);
  });

  it('sends an empty English body as none, so English readers get the Indonesian text', () => {
    const values = emptyPageValues();
    const input = pageInput({ ...values, title: { id: ' Cara belanja ', en: '' } }, { id: richTextFromParagraphs(['Pilih barang.']), en: richTextFromParagraphs(['   ']) });
    expect(input.body).toEqual({ id: richTextFromParagraphs(['Pilih barang.']), en: null });
    expect(input.title).toEqual({ id: 'Cara belanja', en: '' });
    expect(input.status).toBe('draft');
  });

  it('writes the slug the way spec §5 says and leaves an empty one for the server to make from the title', () => {
    const values = { ...emptyPageValues(), title: { id: 'Tentang Kami — Édisi Baru!', en: '' } };
    expect(pageInput({ ...values, slug: '  Syarat & Ketentuan__ ' }, values.body).slug).toBe('syarat-ketentuan');
    expect(pageInput(values, values.body).slug).toBe('');
    expect(pageSlug(values)).toBe('tentang-kami-edisi-baru');
    expect(pageSlug({ ...values, slug: 'Kontak' })).toBe('kontak');
  });

  it('reads the position as a whole number, and anything else as the first place', () => {
    const values = emptyPageValues();
    expect(pageInput({ ...values, position: '12' }, values.body).position).toBe(12);
    expect(pageInput({ ...values, position: '' }, values.body).position).toBe(0);
  });

  it('knows which tab holds each field the server may refuse', () => {
    expect(PAGE_FORM_FIELDS).toEqual(expect.arrayContaining(['slug', 'title.id', 'title.en', 'seoTitle.en', 'seoDescription.id', 'body.en']));
    expect(languageOfField('seoTitle.en')).toBe('en');
    expect(languageOfField('title.id')).toBe('id');
    expect(languageOfField('slug')).toBeNull();
  });
});
