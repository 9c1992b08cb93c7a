import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../rich-text/build';
import { pageLanguage, pageSeo, type PageTexts } from './page-seo';

const LONG = 'Kami menjual kain tenun dari perajin di seluruh Nusantara, dikirim dari Yogyakarta setiap hari kerja, dengan kemasan yang aman dan ramah lingkungan untuk setiap pesanan yang masuk.';

function page(overrides: Partial<PageTexts> = {}): PageTexts {
  return {
    title: { id: 'Tentang kami', en: 'About us' },
    body: { id: richTextFromParagraphs([LONG]), en: richTextFromParagraphs(['We sell woven cloth.']) },
    seoTitle: { id: '' },
    seoDescription: { id: '' },
    ...overrides,
  };
}

describe('a page for search engines', () => {
  it('uses the writer’s own SEO title and description in the reader’s language', () => {
    const texts = page({ seoTitle: { id: 'Tentang Lumbung', en: 'About Lumbung' }, seoDescription: { id: 'Cerita toko kami.', en: 'Our story.' } });
    expect(pageSeo(texts, 'id')).toEqual({ title: 'Tentang Lumbung', description: 'Cerita toko kami.' });
    expect(pageSeo(texts, 'en')).toEqual({ title: 'About Lumbung', description: 'Our story.' });
  });

  it('falls back to the title and the start of the body, cut at a word within 160 characters', () => {
    const { title, description } = pageSeo(page(), 'id');
    expect(title).toBe('Tentang kami');
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(LONG.startsWith(description.slice(0, -1).trimEnd())).toBe(true);
  });

  it('never mixes languages: an English title takes the English body, not an Indonesian SEO text', () => {
    const texts = page({ seoTitle: { id: 'Judul SEO' }, seoDescription: { id: 'Deskripsi SEO' } });
    expect(pageSeo(texts, 'en')).toEqual({ title: 'About us', description: 'We sell woven cloth.' });
  });

  it('reads a page without English texts in Indonesian, SEO texts included', () => {
    const texts = page({ title: { id: 'Tentang kami' }, body: { id: richTextFromParagraphs(['Isi.']) }, seoTitle: { id: 'Judul SEO' }, seoDescription: { id: '' } });
    expect(pageLanguage(texts, 'en')).toBe('id');
    expect(pageSeo(texts, 'en')).toEqual({ title: 'Judul SEO', description: 'Isi.' });
  });

  it('ignores texts that are only spaces', () => {
    expect(pageSeo(page({ seoTitle: { id: '   ' } }), 'id').title).toBe('Tentang kami');
  });
});
