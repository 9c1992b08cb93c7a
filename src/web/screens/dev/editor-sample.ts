import type { RichTextDocument } from '../../../domain/rich-text';
import { parseRichTextDocument } from '../../../domain/rich-text';

/** A document with every block type, list depth, alignment, style family and entity type. */
export const EDITOR_SAMPLE: RichTextDocument = parseRichTextDocument({
  blocks: [
    { key: 'h1', text: 'Kopi Gayo dari Aceh', type: 'header-one' },
    { key: 'dt', text: 'Di dataran tinggi Gayo, kopi tumbuh di antara pohon pelindung.', type: 'drop-text' },
    { key: 'p1', text: 'Tebal, miring, garis bawah, coret, kode, ungu, latar kuning, besar, tipis.', type: 'unstyled', inlineStyleRanges: [
      { offset: 0, length: 5, style: 'BOLD' }, { offset: 7, length: 6, style: 'ITALIC' }, { offset: 15, length: 11, style: 'UNDERLINE' }, { offset: 28, length: 5, style: 'STRIKETHROUGH' }, { offset: 35, length: 4, style: 'CODE' }, { offset: 41, length: 4, style: 'text.deepPurple' }, { offset: 47, length: 12, style: 'background.yellow' }, { offset: 61, length: 5, style: 'fontSize.150' }, { offset: 68, length: 5, style: 'fontWeight.thin' },
    ] },
    { key: 'p2', text: 'Pesan sekarang atau baca panduan seduh.', type: 'unstyled', data: { align: 'center' }, entityRanges: [{ offset: 0, length: 14, key: '0' }, { offset: 25, length: 13, key: '1' }] },
    { key: 'h2', text: 'Cara menyeduh', type: 'header-two', data: { align: 'right' } },
    { key: 'l1', text: 'Giling kasar', type: 'ordered-list-item' },
    { key: 'l2', text: 'Seperti garam laut', type: 'unordered-list-item', depth: 1 },
    { key: 'l3', text: 'Tuang air 92°C', type: 'ordered-list-item' },
    { key: 'h3', text: 'Judul 3', type: 'header-three' },
    { key: 'h4', text: 'Judul 4', type: 'header-four' },
    { key: 'h5', text: 'Judul 5', type: 'header-five' },
    { key: 'h6', text: 'Judul 6', type: 'header-six' },
    { key: 'q1', text: 'Kopi terbaik yang pernah saya minum.', type: 'blockquote', data: { align: 'justify' } },
    { key: 'c1', text: 'air = 15 × kopi', type: 'code-block' },
    { key: 'a1', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: '2' }] },
    { key: 'a2', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: '3' }] },
    { key: 'a3', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: '4' }] },
    { key: 'a4', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: '5' }] },
  ],
  entityMap: {
    0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/cart', newTab: false, design: 1 } },
    1: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'toko.id/panduan', newTab: true, design: 0 } },
    2: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { source: { url: '/media/contoh-kopi.jpg', width: 64, height: 64 }, alt: 'Logo toko', title: 'Logo', align: 'center' } },
    3: { type: 'VIDEO', mutability: 'IMMUTABLE', data: { url: 'https://youtu.be/dQw4w9WgXcQ', align: 'center' } },
    4: { type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle: 'top', rows: 2, columns: 2, tableWidth: 60, cells: {
      '0-0': { content: 'Ukuran' }, '0-1': { content: 'Harga' }, '1-0': { content: '250 g' }, '1-1': { content: 'Rp 85.000', backgroundColor: 'lightGreen' },
    } } },
    5: { type: 'SEPARATOR', mutability: 'IMMUTABLE', data: {} },
  },
});
