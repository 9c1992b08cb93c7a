import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRichTextDocument } from './document';
import { rawDocument, validDocument } from './document-arbitrary.test-helper';
import { normaliseRichTextDocument } from './normalise';
import { richTextToPlainText } from './plain-text';
import { renderRichTextToHtml } from './render-html';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/**
 * HTML compared for what it shows: a style on a line break draws nothing, so line breaks
 * are taken out (plain text is compared separately), then empty wrappers removed and touching
 * wrappers of the same kind joined, until nothing changes.
 */
function shown(html: string): string {
  let previous = '';
  let current = html.replace(/<br>|\n/g, '');
  while (previous !== current) {
    previous = current;
    current = current
      .replace(/<(strong|em|u|s|code)><\/\1>/g, '')
      .replace(/<span style="[^"]*"><\/span>/g, '')
      .replace(/<\/(strong|em|u|s|code)><\1>/g, '')
      .replace(/<span style="([^"]*)">([^<]*)<\/span><span style="\1">/g, '<span style="$1">$2');
  }
  return current;
}

describe('normalising a rich-text document', () => {
  it('never changes what the document renders or its plain text', () => {
    fc.assert(fc.property(rawDocument, (raw) => {
      const parsed = parseRichTextDocument(raw);
      const normal = normaliseRichTextDocument(parsed);
      expect(richTextToPlainText(normal)).toBe(richTextToPlainText(parsed));
      expect(shown(renderRichTextToHtml(normal))).toBe(shown(renderRichTextToHtml(parsed)));
    }), { numRuns: 300 });
  });

  it('is idempotent, and reading a normalised document back changes nothing', () => {
    fc.assert(fc.property(validDocument, (doc) => {
      expect(JSON.stringify(normaliseRichTextDocument(doc))).toBe(JSON.stringify(doc));
      expect(JSON.stringify(normaliseRichTextDocument(parseRichTextDocument(JSON.stringify(doc))))).toBe(JSON.stringify(doc));
    }), { numRuns: 300 });
  });

  it('spells styles one way, keeps one colour per character (the later wins) and merges touching ranges', () => {
    const doc = normaliseRichTextDocument(parseRichTextDocument({
      blocks: [{ key: 'a', text: 'Kopi Gayo', type: 'unstyled', inlineStyleRanges: [
        { offset: 0, length: 4, style: 'bold' }, { offset: 4, length: 5, style: 'BOLD' },
        { offset: 0, length: 9, style: 'text.red' }, { offset: 5, length: 4, style: 'text.deep-purple' },
        { offset: 0, length: 2, style: '150' }, { offset: 0, length: 9, style: 'blink' },
      ] }],
    }));
    expect(doc.blocks[0]?.inlineStyleRanges).toEqual([
      { offset: 0, length: 9, style: 'BOLD' },
      { offset: 0, length: 5, style: 'text.red' },
      { offset: 0, length: 2, style: 'fontSize.150' },
      { offset: 5, length: 4, style: 'text.deepPurple' },
    ]);
  });

  it('drops links and images with script or data addresses, keeping the text, and unused entities', () => {
    const doc = normaliseRichTextDocument(parseRichTextDocument({
      blocks: [
        { key: 'a', text: 'klik di sini', type: 'unstyled', entityRanges: [{ offset: 0, length: 4, key: 'bad' }, { offset: 5, length: 7, key: 'good' }] },
        { key: 'b', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 'img' }] },
      ],
      entityMap: {
        bad: { type: 'LINK', data: { url: 'javascript:alert(1)' } },
        good: { type: 'LINK', data: { url: 'toko.id' } },
        img: { type: 'IMAGE', data: { source: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } } },
        unused: { type: 'SEPARATOR', data: {} },
      },
    }));
    expect(doc.blocks[0]?.text).toBe('klik di sini');
    expect(doc.blocks[0]?.entityRanges).toEqual([{ offset: 5, length: 7, key: 'good' }]);
    expect(doc.blocks[1]?.entityRanges).toEqual([]);
    expect(Object.keys(doc.entityMap)).toEqual(['good']);
  });

  it('gives a block whose key an earlier block has a fresh key', () => {
    const doc = normaliseRichTextDocument(parseRichTextDocument({ blocks: [{ key: 'k', text: 'a' }, { key: 'k', text: 'b' }] }));
    expect(doc.blocks.map((b) => b.key)).toEqual(['k', '00001']);
  });
});
