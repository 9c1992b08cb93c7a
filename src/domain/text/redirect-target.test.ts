import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('keeps a path of the shop with its query and anchor', () => {
    expect(redirectTarget('/product/kemeja-batik?ref=mail#ulasan')).toEqual({ kind: 'path', location: '/product/kemeja-batik?ref=mail#ulasan' });
    expect(redirectTarget('/')).toEqual({ kind: 'path', location: '/' });
  });

  it('names the host of a full address, for the shop to check', () => {
    expect(redirectTarget('https://Toko.Example/blog')).toEqual({ kind: 'absolute', location: 'https://toko.example/blog', host: 'toko.example' });
  });

  it('refuses what a browser would follow to another site or run', () => {
    for (const raw of ['//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'ftp://toko.example/',
      'https://user:pass@toko.example/', '/\tevil', 'evil.example', '', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`]) {
      expect(redirectTarget(raw), raw).toBeNull();
    }
    expect(redirectTarget(['/a'])).toBeNull();
  });
});
