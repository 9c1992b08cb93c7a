import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../rich-text/build';
import { emptyRichTextDocument } from '../rich-text/document';
import { documentHasContent, untranslatedProductTexts } from './product-texts';

const written = richTextFromParagraphs(['Kain tenun ikat dari Sumba Timur.']);

describe('untranslatedProductTexts', () => {
  it('names each text written in Indonesian that has no English', () => {
    expect(untranslatedProductTexts({ name: { id: 'Kain ikat' }, summary: { id: 'Ditenun tangan' }, description: { id: written } })).toEqual(['name', 'summary', 'description']);
  });

  it('is empty once every written text has its English', () => {
    expect(untranslatedProductTexts({
      name: { id: 'Kain ikat', en: 'Ikat cloth' },
      summary: { id: 'Ditenun tangan', en: 'Hand-woven' },
      description: { id: written, en: richTextFromParagraphs(['Ikat cloth from East Sumba.']) },
    })).toEqual([]);
  });

  it('asks for no English where there is no Indonesian either, and counts blank English as missing', () => {
    expect(untranslatedProductTexts({ name: { id: 'Kain ikat', en: 'Ikat cloth' }, summary: { id: '' }, description: { id: emptyRichTextDocument() } })).toEqual([]);
    expect(untranslatedProductTexts({ name: { id: 'Kain ikat', en: '  ' }, summary: { id: '' }, description: { id: written, en: richTextFromParagraphs(['   ']) } })).toEqual(['name', 'description']);
  });
});

describe('documentHasContent', () => {
  it('sees text and pictures, not empty paragraphs', () => {
    expect(documentHasContent(richTextFromParagraphs(['', ' ']))).toBe(false);
    expect(documentHasContent(undefined)).toBe(false);
    expect(documentHasContent({ blocks: [{ key: 'a', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} }], entityMap: {} })).toBe(true);
    expect(documentHasContent(written)).toBe(true);
  });
});
