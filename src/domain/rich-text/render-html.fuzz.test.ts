import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import fc from 'fast-check';
import { BLOCK_TYPES, ENTITY_TYPES, parseRichTextDocument } from './document';
import type { RichTextDocument } from './document';
import { renderRichTextToHtml } from './render-html';
import { richTextToPlainText } from './plain-text';
import { auditHtml } from './html-audit.test-helper';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const hostile = fc.constantFrom(
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)", 'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html,<b>x</b>', 'red;background:url(x)',
  'expression(alert(1))', '&lt;script&gt;', '</p><iframe src=//evil>', 'https://youtu.be/dQw4w9WgXcQ', '/media/a~a0b1c2_800x600_0',
  'https://toko.id', 'red', 'BOLD', 'text.red', 'fontSize.150', '__proto__', 'constructor',
);
const value = fc.oneof(hostile, fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const range = fc.record({ offset: fc.integer({ min: -2, max: 40 }), length: fc.integer({ min: -2, max: 40 }), style: fc.oneof(hostile, fc.string()), key: fc.constantFrom('0', '1', '2', 'x', 0, 1) });
const block = fc.record({
  key: value,
  text: fc.oneof(hostile, fc.string({ unit: 'binary' })),
  type: fc.oneof(fc.constantFrom(...BLOCK_TYPES), hostile),
  depth: fc.integer({ min: -3, max: 9 }),
  inlineStyleRanges: fc.array(range, { maxLength: 4 }),
  entityRanges: fc.array(range, { maxLength: 2 }),
  data: fc.record({ align: fc.oneof(fc.constantFrom('left', 'right', 'center', 'justify'), hostile) }),
}, { requiredKeys: ['text'] });
const entityData = fc.record({
  url: value, newTab: fc.boolean(), design: fc.constantFrom(0, 1, '1'), source: fc.oneof(value, fc.record({ url: value, width: value, dominantColor: value })),
  alt: value, title: value, align: value, rows: fc.integer({ min: -1, max: 4 }), columns: fc.integer({ min: -1, max: 4 }),
  headerStyle: fc.constantFrom('top', 'left', 'top-left', 'none', 'x'), tableWidth: value,
  cells: fc.dictionary(fc.constantFrom('0-0', '0-1', '1-0', '1-1'), fc.record({ content: value, backgroundColor: value })),
  srcSet: fc.array(fc.record({ url: value, width: fc.integer({ min: -1, max: 5000 }) }), { maxLength: 3 }),
}, { requiredKeys: [] });
const entity = fc.record({ type: fc.oneof(fc.constantFrom(...ENTITY_TYPES), hostile), mutability: value, data: entityData });
const documentArb = fc.record({
  blocks: fc.array(block, { maxLength: 8 }),
  entityMap: fc.dictionary(fc.constantFrom('0', '1', '2', 'x'), entity),
});

describe('rich text under hostile input (property)', () => {
  it('renders parsed documents to allow-listed, inert HTML', () => {
    fc.assert(fc.property(documentArb, fc.constantFrom('web' as const, 'email' as const), (raw, mode) => {
      const html = renderRichTextToHtml(parseRichTextDocument(raw), { mode });
      expect(auditHtml(html)).toEqual([]);
    }), { numRuns: 300 });
  });

  it('renders unparsed documents without throwing and just as inert', () => {
    fc.assert(fc.property(documentArb, (raw) => {
      const html = renderRichTextToHtml(raw as unknown as RichTextDocument);
      expect(auditHtml(html)).toEqual([]);
    }), { numRuns: 300 });
  });

  it('parses to a fixed point: parsing a parsed document changes nothing', () => {
    fc.assert(fc.property(documentArb, (raw) => {
      const once = parseRichTextDocument(raw);
      expect(parseRichTextDocument(JSON.parse(JSON.stringify(once)))).toEqual(once);
      expect(typeof richTextToPlainText(once, 160)).toBe('string');
    }), { numRuns: 200 });
  });
});
