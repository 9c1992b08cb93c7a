import { describe, it, expect } from 'vitest';
import { richTextFromParagraphs } from './build';
import { parseRichTextDocument } from './document';

describe('richTextFromParagraphs', () => {
  const input = ['Pembuka', { heading: 'Keunggulan' }, { list: ['Ringan', 'Kuat'] }, 'Penutup'];

  it('turns strings, headings and lists into blocks', () => {
    const doc = richTextFromParagraphs(input);
    expect(doc.blocks.map((b) => [b.type, b.text])).toEqual([
      ['unstyled', 'Pembuka'],
      ['header-two', 'Keunggulan'],
      ['unordered-list-item', 'Ringan'],
      ['unordered-list-item', 'Kuat'],
      ['unstyled', 'Penutup'],
    ]);
    expect(doc.entityMap).toEqual({});
  });

  it('gives stable, unique keys', () => {
    const a = richTextFromParagraphs(input);
    const b = richTextFromParagraphs(input);
    expect(a).toEqual(b);
    const keys = a.blocks.map((block) => block.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toMatch(/^[0-9a-z]{5}$/);
  });

  it('produces a document the parser keeps as it is', () => {
    const doc = richTextFromParagraphs(input);
    expect(parseRichTextDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });
});
