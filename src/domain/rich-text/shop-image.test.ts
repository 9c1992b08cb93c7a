import { describe, expect, it } from 'vitest';
import { shopImageOfReference } from '../media/media-address';
import { parseRichTextDocument } from './document';
import type { RichTextDocument } from './document';
import { renderRichTextToHtml } from './render-html';
import { shopImageData } from './shop-image';

/** A document holding one picture, read as a stored one is. */
function withPicture(data: Record<string, unknown>): RichTextDocument {
  return parseRichTextDocument({
    blocks: [{ key: 'a', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: '0' }] }],
    entityMap: { 0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { alt: 'Kopi Gayo', align: 'center', ...data } } },
  });
}
/** An attribute of the page's picture (its img tag). */
const attribute = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(/<img [^>]*>/.exec(html)?.[0] ?? '')?.[1];
const widthsOf = (srcset: string | undefined) => (srcset ?? '').split(', ').filter(Boolean).map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('a picture uploaded to the shop, on the page', () => {
  it('offers every width up to the original’s and no wider, with an 800 px copy for readers without a source set', () => {
    const html = renderRichTextToHtml(withPicture({ ...shopImageData('/media/kopi-1~6d4c41_1000x750_0') }));
    expect(attribute(html, 'src')).toBe('/media/kopi-1/800.webp');
    expect(attribute(html, 'srcset')).toBe(
      '/media/kopi-1/24.webp 24w, /media/kopi-1/32.webp 32w, /media/kopi-1/40.webp 40w, /media/kopi-1/60.webp 60w, /media/kopi-1/100.webp 100w, '
      + '/media/kopi-1/200.webp 200w, /media/kopi-1/300.webp 300w, /media/kopi-1/400.webp 400w, /media/kopi-1/500.webp 500w, /media/kopi-1/600.webp 600w, '
      + '/media/kopi-1/700.webp 700w, /media/kopi-1/800.webp 800w, /media/kopi-1/1000.webp 1000w',
    );
    expect(attribute(html, 'sizes')).toBe('(max-width: 800px) 100vw, 800px');
    expect(attribute(html, 'width')).toBe('1000');
    expect(attribute(html, 'height')).toBe('750');
    expect(attribute(html, 'style')).toContain('background-color:#6d4c41');
  });

  it('gives a small picture its own width as the copy shown, and a large one every offered width', () => {
    const small = renderRichTextToHtml(withPicture({ ...shopImageData('/media/ikon~ffffff_450x450_1') }));
    expect(attribute(small, 'src')).toBe('/media/ikon/400.webp');
    expect(Math.max(...widthsOf(attribute(small, 'srcset')))).toBe(400);
    const large = renderRichTextToHtml(withPicture({ ...shopImageData('/media/besar~000000_4000x3000_0') }));
    expect(attribute(large, 'src')).toBe('/media/besar/800.webp');
    expect(widthsOf(attribute(large, 'srcset'))).toEqual([24, 32, 40, 60, 100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600]);
  });

  it('gives a picture narrower than the smallest offered width no source set, only its one copy', () => {
    const html = renderRichTextToHtml(withPicture({ ...shopImageData('/media/titik~ff0000_16x16_0') }));
    expect(attribute(html, 'src')).toBe('/media/titik/24.webp');
    expect(html).not.toContain('srcset');
  });

  it('makes up no source set for a picture from elsewhere', () => {
    for (const address of ['https://cdn.example/kopi.jpg', '/media/kopi.jpg', 'https://cdn.example/media/a~ffffff_800x600_0', '/media/a/b~ffffff_800x600_0', '/media/a~ffffff_800x600']) {
      expect(shopImageData(address)).toBeNull();
      const html = renderRichTextToHtml(withPicture({ source: { url: address, width: 800, height: 600 } }));
      expect(attribute(html, 'src')).toBe(address);
      expect(html).not.toContain('srcset');
    }
  });

  it('leaves out stored sources wider than the original', () => {
    const html = renderRichTextToHtml(withPicture({
      source: { url: '/foto.jpg', width: 500 },
      srcSet: [{ url: '/foto-400.jpg', width: 400 }, { url: '/foto-500.jpg', width: 500 }, { url: '/foto-800.jpg', width: 800 }],
    }));
    expect(attribute(html, 'srcset')).toBe('/foto-400.jpg 400w, /foto-500.jpg 500w');
  });
});

describe('shopImageOfReference', () => {
  it('reads the id, size and colour of a reference to a picture of the shop', () => {
    expect(shopImageOfReference(' /media/Ab_9-z~a0b1c2_800x600_1 ')).toEqual({ id: 'Ab_9-z', path: '/media/Ab_9-z', dominantColor: '#a0b1c2', width: 800, height: 600, hasAlpha: true });
  });

  it('refuses addresses that are not such a reference', () => {
    for (const address of ['/media/a/b~a0b1c2_800x600_0', '/media/~a0b1c2_800x600_0', '/media/a.b~a0b1c2_800x600_0', '/uploads/a~a0b1c2_800x600_0', '/media/a', '']) {
      expect(shopImageOfReference(address)).toBeNull();
    }
  });
});
