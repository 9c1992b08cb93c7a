/**
 * fast-check generators of rich-text documents covering every block type, list depth,
 * alignment, style (in every spelling, plus names the model ignores) and entity type, with
 * safe and hostile addresses. `validDocument` is what the editor is handed: a document read
 * from storage (parsed) and put in its one written form (normalised).
 */
import fc from 'fast-check';
import { BLOCK_TYPES, parseRichTextDocument } from './document';
import type { RichTextDocument } from './document';
import { normaliseRichTextDocument } from './normalise';
import { shopImageData } from './shop-image';
import { FONT_SIZES, PALETTE } from './styles';

const colours = Object.keys(PALETTE);
export const styleName = fc.oneof(
  fc.constantFrom('BOLD', 'ITALIC', 'UNDERLINE', 'STRIKETHROUGH', 'CODE', 'bold', 'Italic'),
  fc.constantFrom(...colours).map((c) => `text.${c}`),
  fc.constantFrom(...colours).map((c) => `background.${c}`),
  fc.constantFrom('text.deep-purple', 'background.LIGHT_BLUE', 'text.grey', 'background.#ff0000'),
  fc.constantFrom(...FONT_SIZES).map((s) => `fontSize.${s}`),
  fc.constantFrom('150', 'fontSize.15', 'fontSize.710'),
  fc.constantFrom('thin', 'normal', 'medium', 'bold').map((w) => `fontWeight.${w}`),
  fc.constantFrom('medium', 'SUPERSCRIPT', 'unknown-style'),
);

const text = fc.array(fc.constantFrom('a', 'b', 'Z', ' ', 'é', '😀', '\n', '\t', '<', '&', '"', 'ñ', '中'), { maxLength: 14 }).map((chars) => chars.join(''));
const entityKey = fc.constantFrom('0', '1', '2', '3', '4', '5', 'x', 'link-a');
const span = fc.record({ offset: fc.integer({ min: 0, max: 14 }), length: fc.integer({ min: 0, max: 10 }) });

export const url = fc.constantFrom(
  'https://toko.id/kopi', 'toko.id', '//cdn.toko.id/a', '#atas', 'mailto:halo@toko.id', '/product/kopi',
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
);
const videoUrl = fc.constantFrom('https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s', 'https://vimeo.com/76979871', 'javascript:alert(1)', 'https://evil.example/x');
const align = fc.constantFrom('left', 'right', 'center', 'justify');
const colourOrJunk = fc.constantFrom(...colours, 'red;background:url(x)', 'deep-purple');

const entity = fc.oneof(
  fc.record({ type: fc.constant('LINK'), mutability: fc.constantFrom('MUTABLE', 'IMMUTABLE'), data: fc.record({ url, newTab: fc.boolean(), design: fc.constantFrom(0, 1) }) }),
  fc.record({ type: fc.constant('SEPARATOR'), mutability: fc.constant('IMMUTABLE'), data: fc.constant({}) }),
  fc.record({
    type: fc.constant('IMAGE'), mutability: fc.constant('IMMUTABLE'),
    data: fc.record({
      source: fc.record({
        url: fc.constantFrom('/media/kopi.jpg', 'https://cdn.toko.id/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '/media/kopi~6d4c41_900x600_0'),
        width: fc.integer({ min: 1, max: 3000 }), height: fc.integer({ min: 1, max: 3000 }), dominantColor: fc.constantFrom('#6D4C41', '#ffffff', 'red'),
      }, { requiredKeys: ['url'] }),
      alt: fc.constantFrom('-', 'Kopi Gayo', '"><script>'), title: fc.constantFrom('Judul', 'x" onload="y'), align, url,
      srcSet: fc.array(fc.record({ url: fc.constantFrom('/media/a-400.jpg', 'javascript:x'), width: fc.constantFrom(400, 800) }), { maxLength: 2 }),
    }, { requiredKeys: ['source'] }),
  }),
  // A picture uploaded to the shop, as the editor holds it: a served copy and a source set up to its width.
  fc.record({
    type: fc.constant('IMAGE'), mutability: fc.constant('IMMUTABLE'),
    data: fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.constantFrom('000000', '6d4c41', 'fafafa'), align)
      .map(([width, height, colour, a]) => ({ ...shopImageData(`/media/kopi-${width}~${colour}_${width}x${height}_0`), alt: 'Kopi', align: a })),
  }),
  fc.record({ type: fc.constant('VIDEO'), mutability: fc.constant('IMMUTABLE'), data: fc.record({ url: videoUrl, align }) }),
  fc.record({
    type: fc.constant('TABLE'), mutability: fc.constant('IMMUTABLE'),
    data: fc.record({
      align, headerStyle: fc.constantFrom('none', 'top', 'left', 'top-left'), rows: fc.integer({ min: 1, max: 3 }), columns: fc.integer({ min: 1, max: 3 }),
      tableWidth: fc.integer({ min: 1, max: 100 }),
      cells: fc.dictionary(fc.constantFrom('0-0', '0-1', '1-0', '1-1', '2-2'), fc.record({ content: fc.constantFrom('Harga', '<b>x</b>', 'a\nb', ''), backgroundColor: colourOrJunk }, { requiredKeys: ['content'] })),
    }, { requiredKeys: ['align', 'headerStyle', 'rows', 'columns', 'cells'] }),
  }),
  fc.record({ type: fc.constantFrom('MENTION', 'EMBED'), mutability: fc.constant('IMMUTABLE'), data: fc.constant({ url: 'https://x.example' }) }),
);

const block = fc.record({
  key: fc.constantFrom('a1', 'b2', 'c3', 'd4', 'e5', 'f6', '00000'),
  text,
  type: fc.constantFrom(...BLOCK_TYPES, 'atomic', 'atomic', 'unordered-list-item', 'ordered-list-item'),
  depth: fc.integer({ min: 0, max: 6 }),
  inlineStyleRanges: fc.array(fc.tuple(span, styleName).map(([s, style]) => ({ ...s, style })), { maxLength: 5 }),
  entityRanges: fc.array(fc.tuple(span, entityKey).map(([s, key]) => ({ ...s, key })), { maxLength: 3 }),
  data: fc.oneof(fc.constant({}), align.map((a) => ({ align: a }))),
});

/** A raw document as it might sit in storage, before it is read. */
export const rawDocument = fc.record({
  blocks: fc.array(block, { maxLength: 9 }),
  entityMap: fc.dictionary(entityKey, entity, { maxKeys: 6 }),
});

export const validDocument: fc.Arbitrary<RichTextDocument> = rawDocument.map((raw) => normaliseRichTextDocument(parseRichTextDocument(raw)));
