import { describe, expect, it } from 'vitest';
import { sameSiteNextPath } from './next-path';

describe('sameSiteNextPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSiteNextPath('/cart', '/')).toBe('/cart');
    expect(sameSiteNextPath('/product/kopi?variant=2#reviews', '/')).toBe('/product/kopi?variant=2#reviews');
  });

  it('falls back when there is no next', () => {
    expect(sameSiteNextPath(undefined, '/account')).toBe('/account');
    expect(sameSiteNextPath(null, '/')).toBe('/');
    expect(sameSiteNextPath('', '/')).toBe('/');
  });

  it('refuses addresses that lead to another site', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'evil.example/cart', '/\t/evil.example', '/\n/evil.example', '/a\\b']) {
      expect(sameSiteNextPath(next, '/')).toBe('/');
    }
  });

  it('refuses an overlong next', () => {
    expect(sameSiteNextPath(`/${'a'.repeat(2000)}`, '/')).toBe('/');
  });
});
