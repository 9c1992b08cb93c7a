import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { hasScheme, isSafeLinkUrl, normalizeLink } from './link';

describe('normalizeLink', () => {
  it('keeps empty empty', () => {
    expect(normalizeLink('')).toBe('');
    expect(normalizeLink('   ')).toBe('');
    expect(normalizeLink(null)).toBe('');
  });

  it('keeps a leading hash', () => {
    expect(normalizeLink('#ulasan')).toBe('#ulasan');
  });

  it('keeps text that starts with a scheme', () => {
    expect(normalizeLink('https://toko.id/a')).toBe('https://toko.id/a');
    expect(normalizeLink('HTTP://toko.id')).toBe('HTTP://toko.id');
    expect(normalizeLink('mailto:halo@toko.id')).toBe('mailto:halo@toko.id');
    expect(normalizeLink('tel:+6281234567890')).toBe('tel:+6281234567890');
    expect(normalizeLink('tel:112')).toBe('tel:112');
    expect(normalizeLink('whatsapp://send?phone=62812')).toBe('whatsapp://send?phone=62812');
  });

  it('drops tabs and line breaks anywhere, as browsers do', () => {
    expect(normalizeLink('https://toko.id/\npromo')).toBe('https://toko.id/promo');
    expect(normalizeLink('java\tscript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('turns a leading double slash into https', () => {
    expect(normalizeLink('//cdn.toko.id/x.png')).toBe('https://cdn.toko.id/x.png');
  });

  it('prefixes anything else with http, including host:port', () => {
    expect(normalizeLink('toko.id')).toBe('http://toko.id');
    expect(normalizeLink(' wa.me/62812 ')).toBe('http://wa.me/62812');
    expect(normalizeLink('localhost:3000/admin')).toBe('http://localhost:3000/admin');
    expect(normalizeLink('toko.id:8080')).toBe('http://toko.id:8080');
    expect(normalizeLink('/product/kopi')).toBe('http:///product/kopi');
  });

  it('never starts with whitespace and is idempotent (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const once = normalizeLink(text);
      expect(normalizeLink(once)).toBe(once);
      expect(once).toBe(once.trim());
    }));
  });

  it('is empty exactly for blank input, else an anchor or has a scheme (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const link = normalizeLink(text);
      if (text.trim() === '') expect(link).toBe('');
      else expect(link.startsWith('#') || hasScheme(link)).toBe(true);
    }));
  });

  it('leaves web URLs untouched (property)', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => {
      expect(normalizeLink(url)).toBe(url);
    }));
  });

  it('prefixes bare host names with http:// (property)', () => {
    fc.assert(fc.property(fc.domain(), (host) => {
      expect(normalizeLink(host)).toBe(`http://${host}`);
    }));
  });
});

describe('isSafeLinkUrl', () => {
  it('refuses script and data schemes in any case and spacing', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'jav\u00a0ascript:alert(1)',
      'vbscript:msgbox(1)',
      'VBSCRIPT:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      ' DATA:image/svg+xml,<svg onload=alert(1)>',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(false);
    }
  });

  it('still refuses unsafe links after normalising', () => {
    expect(isSafeLinkUrl(normalizeLink(' javascript:alert(1)'))).toBe(false);
    expect(isSafeLinkUrl(normalizeLink('DATA:text/html,x'))).toBe(false);
    expect(normalizeLink('javascript:0')).toBe('http://javascript:0');
  });

  it('refuses what is not a string', () => {
    expect(isSafeLinkUrl(undefined)).toBe(false);
    expect(isSafeLinkUrl(42)).toBe(false);
  });

  it('accepts ordinary links', () => {
    for (const url of ['https://toko.id', 'http://x.y/z?a=javascript:', '/product/kopi', '#top', 'mailto:a@b.c', 'tel:0812', 'whatsapp://send']) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });

  it('refuses any mixed-case, whitespace-padded unsafe scheme (property)', () => {
    const unsafe = fc.mixedCase(fc.constantFrom('javascript', 'vbscript', 'data'));
    const junk = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u001f') });
    fc.assert(fc.property(junk, unsafe, fc.string(), (pad, scheme, rest) => {
      expect(isSafeLinkUrl(`${pad}${scheme}:${rest}`)).toBe(false);
      // Normalised, it is either still refused or became a plain http address (`javascript:0` reads as host:port).
      const normalized = normalizeLink(`${pad}${scheme}:${rest}`);
      expect(!isSafeLinkUrl(normalized) || normalized.startsWith('http://')).toBe(true);
    }));
  });

  it('accepts everything normalizeLink makes of scheme-less text (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      fc.pre(!hasScheme(text.trim()));
      expect(isSafeLinkUrl(normalizeLink(text))).toBe(true);
    }));
  });
});
