import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeLink } from './link';
import { shopLinkAddress } from './site-link';

const SHOP = 'https://kopi.toko.id';

describe('shopLinkAddress', () => {
  it('puts a path on the shop onto the shop’s own origin, so the link leads to the page', () => {
    expect(shopLinkAddress('/product/kopi-gayo', SHOP)).toBe('https://kopi.toko.id/product/kopi-gayo');
    expect(shopLinkAddress('  /blog?tag=kopi#ulasan ', SHOP)).toBe('https://kopi.toko.id/blog?tag=kopi#ulasan');
    expect(shopLinkAddress('/', 'http://127.0.0.1:3430')).toBe('http://127.0.0.1:3430/');
    expect(shopLinkAddress('/pro\tduct/kopi\n', SHOP)).toBe('https://kopi.toko.id/product/kopi');
  });

  it('leaves every other address to the spec’s rules', () => {
    for (const typed of ['', '   ', '#ulasan', 'toko.id/promo', '//cdn.toko.id/a.png', 'https://toko.id', 'mailto:halo@toko.id', 'localhost:3000']) {
      expect(shopLinkAddress(typed, SHOP)).toBe(normalizeLink(typed));
    }
  });

  it('does not count a double slash or a backslash after the first slash as a path on the shop', () => {
    expect(shopLinkAddress('//evil.example/x', SHOP)).toBe('https://evil.example/x');
    expect(shopLinkAddress('/\\evil.example', SHOP)).toBe(normalizeLink('/\\evil.example'));
  });

  it('without an origin to put it on (a page opened from a file), follows the spec’s rules', () => {
    expect(shopLinkAddress('/product/kopi', 'null')).toBe('http:///product/kopi');
    expect(shopLinkAddress('/product/kopi', '')).toBe('http:///product/kopi');
  });

  it('always gives a path on the shop an address with the shop’s scheme and host', () => {
    fc.assert(fc.property(fc.string().map((s) => `/${s.replace(/^[/\\]+/, '')}`), (path) => {
      const address = shopLinkAddress(path, SHOP);
      expect(new URL(address).origin).toBe(SHOP);
    }));
  });
});
