import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressPage, nextYearStarts, PageCache } from './page-cache.server';

describe('PageCache', () => {
  it('keeps a page with a weak ETag of its text and its compressed forms, counted in its size', () => {
    const html = `<!doctype html><p>${'Kopi Gayo '.repeat(300)}</p>`;
    const page = PageCache.page(Buffer.from(html), 'id', "default-src 'self'");
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(PageCache.page(Buffer.from(html), 'id', '').etag).toBe(page.etag);
    expect(brotliDecompressSync(page.br!).toString()).toBe(html);
    expect(gunzipSync(page.gzip!).toString()).toBe(html);
    expect(PageCache.sizeOf(page)).toBe(html.length + page.br!.length + page.gzip!.length);
    expect(PageCache.page(Buffer.from('<p>kecil</p>'), 'id', '').br).toBeUndefined();
  });

  it('compresses a kept page denser than a page made on the spot, once for every visitor', () => {
    const names = ['Kopi Arabika Gayo', 'Kain Batik Tulis Parang', 'Sambal Roa Manado', 'Minyak Kelapa Murni', 'Teh Hijau Kayu Aro'];
    const cards = Array.from({ length: 24 }, (_, i) => `<li><article class="product-card"><a class="product-card-link" href="/product/p-${i * 7919}">`
      + `<img src="/media/${(i * 104729).toString(36)}/400.webp" alt=""><h2 class="product-card-name">${names[i % names.length]} ${i}</h2>`
      + `<p class="price"><span class="price-now">Rp${(i * 13577 + 25000).toLocaleString('id-ID')}</span></p></a></article></li>`).join('');
    const html = Buffer.from(`<!doctype html><html><head><style>${'.a{color:red}'.repeat(50)}</style></head><body><ul class="product-grid">${cards}</ul></body></html>`);
    const kept = PageCache.page(html, 'id', '').br!;
    expect(brotliDecompressSync(kept).equals(html)).toBe(true);
    expect(kept.length).toBeLessThan(compressPage(html, 'br')!.length);
  });

  it('keeps hosts, languages and addresses apart', () => {
    const keys = [
      PageCache.key('s1', 'http://a', 'id', '/'),
      PageCache.key('s1', 'https://a', 'id', '/'),
      PageCache.key('s1', 'http://a', 'en', '/'),
      PageCache.key('s1', 'http://a', 'id', '/?lang=en'),
      PageCache.key('s2', 'http://a', 'id', '/'),
    ];
    expect(new Set(keys).size).toBe(5);
  });

  it('ends a page at the next new year, when its footer changes', () => {
    expect(nextYearStarts(Date.UTC(2026, 11, 31, 23, 59))).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, follows weights, and honours refusals and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
