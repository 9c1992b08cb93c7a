import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { richTextToPlainText } from './plain-text';
import { richTextFromParagraphs } from './build';
import type { RichTextDocument } from './document';

describe('richTextToPlainText', () => {
  const doc = () => richTextFromParagraphs(['Kopi Gayo  dari\nAceh.', { heading: 'Rasa' }, { list: ['Cokelat', 'Rempah'] }]);

  it('joins text blocks on one line with whitespace collapsed', () => {
    expect(richTextToPlainText(doc())).toBe('Kopi Gayo dari Aceh. Rasa Cokelat Rempah');
  });

  it('leaves atomic blocks out', () => {
    const withImage: RichTextDocument = {
      blocks: [...doc().blocks, { key: 'img', text: 'IMAGE', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} }],
      entityMap: {},
    };
    expect(richTextToPlainText(withImage)).not.toContain('IMAGE');
  });

  it('cuts at a word boundary with an ellipsis within maxLength', () => {
    expect(richTextToPlainText(doc(), 16)).toBe('Kopi Gayo dari…');
    expect(richTextToPlainText(doc(), 100)).toBe('Kopi Gayo dari Aceh. Rasa Cokelat Rempah');
    expect(richTextToPlainText(richTextFromParagraphs(['Supercalifragilistic']), 8)).toBe('Superca…');
    expect(richTextToPlainText(doc(), 1)).toBe('…');
    expect(richTextToPlainText(doc(), 0)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(richTextToPlainText(richTextFromParagraphs(['🎉🎉🎉🎉']), 3)).toBe('🎉🎉…');
  });

  it('is empty for an empty or malformed document', () => {
    expect(richTextToPlainText({ blocks: [], entityMap: {} })).toBe('');
    expect(richTextToPlainText(null as unknown as RichTextDocument)).toBe('');
  });

  it('stays within maxLength code points (property)', () => {
    fc.assert(fc.property(fc.array(fc.string({ unit: 'binary' })), fc.integer({ min: 0, max: 200 }), (paragraphs, max) => {
      const text = richTextToPlainText(richTextFromParagraphs(paragraphs), max);
      expect(Array.from(text).length).toBeLessThanOrEqual(max);
      expect(text).not.toMatch(/\s\s/);
    }));
  });
});
