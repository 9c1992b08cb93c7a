import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import { shopImageData } from '../../../domain/rich-text/shop-image';
import { renderEmailContent } from './email-content-render.server';
import { checkedContent } from './email-content.service';
import { validateEmailContent } from './email-content-validate.server';
import { block, link, SHOP_NAME_PLACEHOLDER, text, type EmailSpec } from './email-definition.server';
import { emailDocument } from './email-document.server';
import { fillText } from './email-placeholders.server';

const ATTACKS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '{{links.order}}',
  '</td></tr></table><a href="javascript:alert(1)">x</a>',
];

const placeholders = [SHOP_NAME_PLACEHOLDER, text('order.number'), text('cancel.reason'), link('links.order'), block('order.lines')];
const spec: Pick<EmailSpec, 'placeholders'> = { placeholders };

function render(document: RichTextDocument, values: Record<string, unknown>, subject = 'Pesanan #{{order.number}}') {
  return renderEmailContent(spec, 'id', { subject, document }, values as never, { shopName: 'Toko', origin: 'https://toko.example' });
}

/** Everything the HTML would let a mail client run or follow. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<(script|style|iframe|object|embed|svg|form|input)\b/i.test(html.replace(/<style[^>]*>/g, ''))) found.push('tag');
  // Text is escaped, so every raw '<' opens a tag the renderer wrote: handlers would sit in one.
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler in ${tag}`);
  for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g)) if (!/^https?:\/\//.test((url ?? '').replace(/&amp;/g, '&'))) found.push(`url ${url}`);
  return found;
}

describe('placeholder filling', () => {
  it('fills names, drops unknown and malformed ones, and keeps ranges on the same words', () => {
    const filled = fillText('Pesanan #{{ order.number }} {{nope}}{{bad name}} dari {{shop.name}}', (name) => ({ 'order.number': '1024', 'shop.name': 'Toko 🌶' } as Record<string, string>)[name] ?? '');
    expect(filled.text).toBe('Pesanan #1024  dari Toko 🌶');
    expect(filled.placeholders).toBe(4);
    expect(filled.filled).toBe(2);
    // "dari" started at code point 49 before filling.
    const before = Array.from('Pesanan #{{ order.number }} {{nope}}{{bad name}} ').length;
    expect(Array.from(filled.text).slice(filled.mapStart(before), filled.mapEnd(before + 4)).join('')).toBe('dari');
    // A range over the placeholder covers the whole value.
    expect(Array.from(filled.text).slice(filled.mapStart(9), filled.mapEnd(9 + Array.from('{{ order.number }}').length)).join('')).toBe('1024');
  });

  it('keeps bold on a filled value and links on their words', () => {
    const document: RichTextDocument = {
      blocks: [{ key: 'a', text: 'No {{order.number}} ok', type: 'unstyled', depth: 0, inlineStyleRanges: [{ offset: 3, length: 16, style: 'BOLD' }], entityRanges: [{ offset: 20, length: 2, key: '0' }], data: {} }],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '{{links.order}}', newTab: false, design: 0 } } },
    };
    const email = render(document, { 'order.number': '1024', 'links.order': 'https://toko.example/o/1/s' });
    expect(email.html).toContain('No <strong>1024</strong> <a href="https://toko.example/o/1/s"');
    expect(email.text).toContain('No 1024 ok (https://toko.example/o/1/s)');
  });
});

describe('rendering e-mail content', () => {
  const doc = emailDocument([
    { h1: 'Pesanan #{{order.number}}' }, 'Untuk {{shop.name}}', 'Alasan: {{cancel.reason}}', { slot: 'order.lines' },
    { button: 'Lihat', url: 'links.order' }, { note: 'Catatan' },
  ]);

  it('renders heading, paragraphs, the generated table and a button with inline styles, in HTML and text', () => {
    const email = render(doc, { 'order.number': '7', 'cancel.reason': 'Stok habis', 'order.lines': [{ kind: 'rows', rows: [{ label: 'Kopi × 2', value: 'Rp10.000' }] }], 'links.order': 'https://toko.example/o/7/s' });
    expect(email.subject).toBe('Pesanan #7');
    expect(email.html).toMatch(/<h1 style="margin:0 0 16px[^"]*">Pesanan #7<\/h1>/);
    expect(email.html).toContain('<td style="padding:6px 12px 6px 0;border-bottom:1px solid #e4e7eb;">Kopi × 2</td>');
    expect(email.html).toMatch(/<a href="https:\/\/toko\.example\/o\/7\/s" class="rt-button" style="display:inline-block;background:#0f766e/);
    expect(email.text).toBe('Toko\n\nPesanan #7\n\nUntuk Toko\n\nAlasan: Stok habis\n\nKopi × 2: Rp10.000\n\nLihat: https://toko.example/o/7/s\n\nCatatan\n\nE-mail ini dikirim otomatis oleh Toko.\n');
  });

  it('leaves out a block whose placeholders are all empty, and a button without a safe address', () => {
    const email = render(doc, { 'order.number': '7', 'cancel.reason': '', 'links.order': 'javascript:alert(1)' });
    expect(email.text).not.toContain('Alasan');
    expect(email.text).not.toContain('Lihat');
    expect(email.html).not.toContain('href=');
  });

  it('lets no placeholder value inject markup or a script address', () => {
    for (const attack of ATTACKS) {
      const email = render(doc, { 'order.number': attack, 'cancel.reason': attack, 'order.lines': [{ kind: 'rows', rows: [{ label: attack, value: attack }] }], 'links.order': attack }, `#{{order.number}} ${attack}`);
      expect(dangers(email.html), attack).toEqual([]);
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.text).not.toMatch(/https?:\/\/\S*javascript/i);
    }
  });

  it('lets no document written by an owner inject markup, a script address or a frame', () => {
    for (const attack of ATTACKS) {
      const document = {
        blocks: [
          { key: 'a', text: attack, type: 'unstyled', depth: 0, inlineStyleRanges: [{ offset: 0, length: 3, style: `text.red;background:url(${attack})` }], entityRanges: [{ offset: 0, length: 3, key: 'l' }], data: { align: attack } },
          { key: 'b', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'i' }], data: {} },
          { key: 'c', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'v' }], data: {} },
          { key: 'd', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 't' }], data: {} },
        ],
        entityMap: {
          l: { type: 'LINK', mutability: 'MUTABLE', data: { url: attack, newTab: true, design: 1 } },
          i: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { source: { url: attack }, alt: attack, align: 'center', url: attack, srcSet: [{ url: attack, width: 10 }] } },
          v: { type: 'VIDEO', mutability: 'IMMUTABLE', data: { url: `https://www.youtube.com/watch?v=${encodeURIComponent(attack)}`, align: 'center' } },
          t: { type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle: 'top', rows: 1, columns: 2, cells: { '0-0': { content: attack, backgroundColor: attack }, '0-1': { content: '{{order.number}}' } } } },
        },
      } as unknown as RichTextDocument;
      const email = render(document, { 'order.number': attack, 'links.order': 'https://toko.example/o' });
      expect(dangers(email.html), attack).toEqual([]);
      expect(email.html).not.toMatch(/<iframe/);
    }
  });

  it('makes site paths and uploaded pictures absolute, keeps table structure and turns videos into links', () => {
    const document = {
      blocks: [
        { key: 'a', text: 'Produk', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 6, key: 'l' }], data: {} },
        { key: 'b', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'i' }], data: {} },
        { key: 'c', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'v' }], data: {} },
        { key: 'd', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 't' }], data: {} },
      ],
      entityMap: {
        l: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/product/kopi', newTab: false, design: 0 } },
        i: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { source: { url: '/media/abc~ffffff_100x50_0' }, alt: 'Kopi', align: 'center', srcSet: [{ url: '/media/abc/400.webp', width: 400 }] } },
        v: { type: 'VIDEO', mutability: 'IMMUTABLE', data: { url: 'https://youtu.be/dQw4w9WgXcQ', align: 'center' } },
        t: { type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle: 'top', rows: 2, columns: 2, cells: { '0-0': { content: 'Nomor' }, '0-1': { content: 'Toko' }, '1-0': { content: '{{order.number}}' }, '1-1': { content: '{{shop.name}}' } } } },
      },
    } as unknown as RichTextDocument;
    const email = render(document, { 'order.number': '42' });
    expect(email.html).toContain('href="https://toko.example/product/kopi"');
    expect(email.html).toContain('src="https://toko.example/media/abc~ffffff_100x50_0"');
    expect(email.html).not.toContain('srcset');
    expect(email.html).not.toContain('<iframe');
    expect(email.html).toMatch(/<a href="https:\/\/youtu\.be\/dQw4w9WgXcQ"[^>]*>▶/);
    expect(email.html).toMatch(/<thead><tr[^>]*><th scope="col"[^>]*>Nomor<\/th><th scope="col"[^>]*>Toko<\/th><\/tr><\/thead><tbody><tr><td[^>]*>42<\/td><td[^>]*>Toko<\/td><\/tr><\/tbody>/);
    expect(email.text).toContain('Produk: https://toko.example/product/kopi');
    expect(email.text).toContain('Nomor | Toko\n42 | Toko');
  });
});

describe('a picture uploaded through the editor, in an e-mail', () => {
  it('is the shop’s own 800 px copy at an absolute address, without the page’s source set', () => {
    const document = {
      blocks: [{ key: 'a', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'i' }], data: {} }],
      entityMap: { i: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { ...shopImageData('/media/kopi-1~6d4c41_1000x750_0'), alt: 'Kopi', align: 'center' } } },
    } as RichTextDocument;
    const email = render(document, {});
    expect(email.html).toContain('src="https://toko.example/media/kopi-1/800.webp"');
    expect(email.html).toContain('width="1000" height="750"');
    expect(email.html).not.toContain('srcset');
    expect(dangers(email.html)).toEqual([]);
  });
});

describe('validating an owner’s content', () => {
  const fullSpec: EmailSpec = { key: 'x', audience: 'customer', placeholders, defaults: { id: { subject: 's', document: emailDocument(['a']) }, en: { subject: 's', document: emailDocument(['a']) } }, sampleValues: () => ({}) };

  it('names unknown placeholders, block placeholders inside sentences and non-link placeholders in addresses', () => {
    const document = emailDocument(['Halo {{customer.nama}} {{order.lines}}', { slot: 'order.lines' }, { button: 'Bayar', url: 'order.number' }]);
    const problems = validateEmailContent(fullSpec, { subject: '{{order.lines}} {{ x }}', document });
    expect(problems.map((p) => `${p.reason}:${p.name}`).sort()).toEqual(['blockInline:order.lines', 'blockInline:order.lines', 'notALinkPlaceholder:order.number', 'unknown:customer.nama', 'unknown:x'].sort());
  });

  it('refuses with the names at fault, normalises the document and enforces the limits', () => {
    expect(() => checkedContent(fullSpec, { subject: 'Hai', document: emailDocument(['{{order.nomor}} {{foo}}']) })).toThrow(expect.objectContaining({ messageKey: 'error.emailContent.unknown', params: { names: '{{order.nomor}}, {{foo}}' }, field: 'document' }));
    expect(() => checkedContent(fullSpec, { subject: ' ', document: emailDocument(['a']) })).toThrow(expect.objectContaining({ messageKey: 'error.field.required', field: 'subject' }));
    expect(() => checkedContent(fullSpec, { subject: 'x'.repeat(201), document: emailDocument(['a']) })).toThrow(expect.objectContaining({ field: 'subject' }));
    expect(() => checkedContent(fullSpec, { subject: 'Hai', document: { blocks: [{ text: 'x'.repeat(200_000) }] } })).toThrow(expect.objectContaining({ messageKey: 'error.emailContent.tooLarge' }));
    expect(() => checkedContent(fullSpec, { subject: 'Hai', document: 'not json' })).toThrow(expect.objectContaining({ messageKey: 'error.emailContent.empty' }));
    const saved = checkedContent(fullSpec, { subject: 'Pesanan\n#{{order.number}}', document: { blocks: [{ text: 'Hai', type: 'weird', depth: 9 }], entityMap: { 0: { type: 'SCRIPT' } } } });
    expect(saved.subject).toBe('Pesanan #{{order.number}}');
    expect(saved.document).toEqual({ blocks: [{ key: 'b0', text: 'Hai', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} }], entityMap: {} });
  });
});
