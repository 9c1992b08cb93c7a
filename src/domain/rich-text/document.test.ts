import { describe, it, expect, vi, afterEach } from 'vitest';
import { parseRichTextDocument, tableCellKey } from './document';

afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('parseRichTextDocument', () => {
  it('fills block defaults', () => {
    const doc = parseRichTextDocument({ blocks: [{ key: 'k1', text: 'Halo' }], entityMap: {} });
    expect(doc.blocks).toEqual([
      { key: 'k1', text: 'Halo', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    ]);
  });

  it('accepts a JSON string and returns an empty document for junk', () => {
    expect(parseRichTextDocument('{"blocks":[{"text":"a"}]}').blocks[0]?.text).toBe('a');
    const warn = quiet();
    expect(parseRichTextDocument('{not json')).toEqual({ blocks: [], entityMap: {} });
    expect(warn).toHaveBeenCalledOnce();
    expect(parseRichTextDocument(null)).toEqual({ blocks: [], entityMap: {} });
    expect(parseRichTextDocument([1, 2])).toEqual({ blocks: [], entityMap: {} });
    expect(parseRichTextDocument({ blocks: 'x' })).toEqual({ blocks: [], entityMap: {} });
  });

  it('replaces unknown block types and bad fields with defaults', () => {
    const doc = parseRichTextDocument({ blocks: [{ text: 5, type: 'script', depth: 3, data: { align: 'left' } }, 'x'] });
    expect(doc.blocks).toHaveLength(1);
    expect(doc.blocks[0]).toMatchObject({ key: 'b0', text: '', type: 'unstyled', depth: 0, data: {} });
  });

  it('keeps block alignment right, center and justify only', () => {
    const aligns = ['right', 'center', 'justify', 'left', 'x'].map(
      (align) => parseRichTextDocument({ blocks: [{ text: 'a', data: { align } }] }).blocks[0]?.data.align,
    );
    expect(aligns).toEqual(['right', 'center', 'justify', undefined, undefined]);
  });

  it('clamps list depth to 0–4 and ignores depth elsewhere', () => {
    const doc = parseRichTextDocument({
      blocks: [
        { text: 'a', type: 'unordered-list-item', depth: 9 },
        { text: 'b', type: 'ordered-list-item', depth: 2 },
        { text: 'c', type: 'ordered-list-item', depth: -1 },
        { text: 'd', type: 'blockquote', depth: 2 },
      ],
    });
    expect(doc.blocks.map((b) => b.depth)).toEqual([4, 2, 0, 0]);
  });

  it('clips style ranges to the text in code points and drops empty or broken ones', () => {
    const doc = parseRichTextDocument({
      blocks: [{
        text: '🎉ab',
        inlineStyleRanges: [
          { offset: 0, length: 10, style: 'BOLD' },
          { offset: 3, length: 1, style: 'ITALIC' },
          { offset: 1, length: 0, style: 'CODE' },
          { offset: -1, length: 2, style: 'CODE' },
          { offset: 1, length: 1 },
          { offset: 2, length: 1, style: 'UNDERLINE' },
        ],
      }],
    });
    expect(doc.blocks[0]?.inlineStyleRanges).toEqual([
      { offset: 0, length: 3, style: 'BOLD' },
      { offset: 2, length: 1, style: 'UNDERLINE' },
    ]);
  });

  it('links entity ranges by string key and drops ranges to missing entities', () => {
    const doc = parseRichTextDocument({
      blocks: [{ text: 'toko kami', entityRanges: [{ offset: 0, length: 4, key: 0 }, { offset: 5, length: 4, key: 7 }] }],
      entityMap: { 0: { type: 'LINK', data: { url: 'https://toko.id' } } },
    });
    expect(doc.blocks[0]?.entityRanges).toEqual([{ offset: 0, length: 4, key: '0' }]);
    expect(doc.entityMap['0']).toEqual({ type: 'LINK', mutability: 'IMMUTABLE', data: { url: 'https://toko.id', newTab: false, design: 0 } });
  });

  it('warns about and skips unknown entity types', () => {
    const warn = quiet();
    const doc = parseRichTextDocument({
      blocks: [{ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 'w' }] }],
      entityMap: { w: { type: 'WIDGET', data: {} }, s: { type: 'SEPARATOR', mutability: 'MUTABLE' } },
    });
    expect(Object.keys(doc.entityMap)).toEqual(['s']);
    expect(doc.entityMap.s?.mutability).toBe('MUTABLE');
    expect(doc.blocks[0]?.entityRanges).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('WIDGET'));
  });

  it('accepts a video only if its link converts to an embeddable address', () => {
    const warn = quiet();
    const doc = parseRichTextDocument({
      entityMap: {
        ok: { type: 'VIDEO', data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', align: 'left' } },
        bad: { type: 'VIDEO', data: { url: 'https://example.com/video.mp4' } },
      },
    });
    expect(doc.entityMap.ok).toEqual({ type: 'VIDEO', mutability: 'IMMUTABLE', data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', align: 'left' } });
    expect(doc.entityMap.bad).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('video link not valid'));
  });

  it('fills image defaults and reads size and colour from an image reference', () => {
    const doc = parseRichTextDocument({
      entityMap: {
        a: { type: 'IMAGE', data: { source: '/media/x~a0b1c2_800x600_0' } },
        b: { type: 'IMAGE', data: { src: { url: '/up/y.png', width: 20, alt: 'Tas' }, url: 'https://toko.id', title: 'T', align: 'right' } },
      },
    });
    expect(doc.entityMap.a).toEqual({
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { source: { url: '/media/x~a0b1c2_800x600_0', width: 800, height: 600, dominantColor: '#a0b1c2' }, alt: '-', align: 'center' },
    });
    expect(doc.entityMap.b?.data).toEqual({ source: { url: '/up/y.png', width: 20, alt: 'Tas' }, alt: 'Tas', url: 'https://toko.id', title: 'T', align: 'right' });
  });

  it('skips images without a source and links without an address', () => {
    quiet();
    const doc = parseRichTextDocument({ entityMap: { i: { type: 'IMAGE', data: { alt: 'x' } }, l: { type: 'LINK', data: { url: '  ' } } } });
    expect(doc.entityMap).toEqual({});
  });

  it('validates tables and keeps only cells inside them', () => {
    const doc = parseRichTextDocument({
      entityMap: {
        t: {
          type: 'TABLE',
          data: {
            rows: 2, columns: 2, headerStyle: 'top-left', align: 'diagonal', tableWidth: 80,
            cells: { [tableCellKey(0, 0)]: { content: 'A', backgroundColor: 'yellow' }, '1-1': { content: 7 }, '5-5': { content: 'out' } },
          },
        },
      },
    });
    expect(doc.entityMap.t?.data).toEqual({
      align: 'center', headerStyle: 'top-left', rows: 2, columns: 2, tableWidth: 80,
      cells: { '0-0': { content: 'A', backgroundColor: 'yellow' }, '1-1': { content: '' } },
    });
    quiet();
    expect(parseRichTextDocument({ entityMap: { t: { type: 'TABLE', data: { rows: 0, columns: 2 } } } }).entityMap).toEqual({});
    expect(parseRichTextDocument({ entityMap: { t: { type: 'TABLE', data: { rows: 101, columns: 2 } } } }).entityMap).toEqual({});
  });

  it('does not trip over prototype keys', () => {
    quiet();
    const doc = parseRichTextDocument(JSON.parse('{"blocks":[{"text":"a","entityRanges":[{"offset":0,"length":1,"key":"constructor"}]}],"entityMap":{"__proto__":{"type":"SEPARATOR"}}}'));
    expect(doc.blocks[0]?.entityRanges).toEqual([]);
    expect(Object.getPrototypeOf(doc.entityMap)).toBe(Object.prototype);
    expect(Object.keys(doc.entityMap)).toEqual([]);
  });
});
