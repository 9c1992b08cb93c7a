import { describe, expect, it } from 'vitest';
import { normaliseHost } from './shop.service';

describe('normaliseHost', () => {
  it('lower-cases and drops the port', () => {
    expect(normaliseHost('Toko.Example:8080')).toBe('toko.example');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
  });

  it('refuses what is not a host name', () => {
    for (const host of [undefined, '', 'a b', 'evil.example/path', 'x'.repeat(300)]) expect(normaliseHost(host)).toBeNull();
  });
});
