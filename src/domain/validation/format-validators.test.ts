import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toSlug } from '../text/slug';
import { email, isEmailAddress, isPersonName, isQualifiedDomain, isUrlPath, personName, qualifiedDomain, slug, urlPath, videoLink } from './format-validators';

describe('email', () => {
  it('accepts ordinary addresses, trimmed', () => {
    for (const text of ['budi@example.com', 'siti.nur+toko@mail.co.id', ' andi_92@sub.domain.id ']) expect(email(text, {})).toBeNull();
  });

  it('refuses addresses without a local part, a qualified domain or with spaces', () => {
    for (const text of ['budi', 'budi@', '@example.com', 'budi@localhost', 'bu di@example.com', 'budi@@example.com', 'budi..x@example.com', 'budi@example.c']) {
      expect(email(text, {}), text).toEqual({ key: 'validation.invalid.email' });
    }
  });

  it('refuses overlong local parts and addresses', () => {
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    const longDomain = `${['b', 'c', 'd', 'e'].map((letter) => letter.repeat(61)).join('.')}.com`;
    expect(isEmailAddress(`a@${longDomain}`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(10)}@${longDomain}`)).toBe(false);
  });

  it('accepts 254 characters in all and refuses 255', () => {
    const domain189 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const at254 = `${'a'.repeat(64)}@${domain189}`;
    expect(at254).toHaveLength(254);
    expect(email(at254, {})).toBeNull();
    expect(email(`${'a'.repeat(64)}@${domain189.replace('d', 'dd')}`, {})).toEqual({ key: 'validation.invalid.email' });
  });

  it('takes the last @ as the start of the domain and needs something before it', () => {
    expect(isEmailAddress('budi@toko@example.com')).toBe(false);
    expect(isEmailAddress('@toko.id')).toBe(false);
    expect(isEmailAddress('a@toko.id')).toBe(true);
  });
});

describe('qualifiedDomain', () => {
  it('accepts host names with at least two labels and a real top-level domain', () => {
    for (const text of ['toko.id', 'www.lumbung-nusantara.co.id', 'XN--MGBH0A.example.com', 'shop.xn--p1ai']) expect(qualifiedDomain(text, {})).toBeNull();
  });

  it('refuses single labels, bad hyphens, numeric tops, schemes and trailing dots', () => {
    for (const text of ['localhost', '-toko.id', 'toko-.id', 'toko.123', 'https://toko.id', 'toko.id.', 'toko..id', 'toko_baru.id', 'toko.id/path']) {
      expect(qualifiedDomain(text, {}), text).toEqual({ key: 'validation.invalid.qualifiedDomain' });
    }
  });

  it('accepts a 253-character host and refuses 254', () => {
    const host253 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(host253).toHaveLength(253);
    expect(qualifiedDomain(host253, {})).toBeNull();
    expect(qualifiedDomain(`d${host253}`, {})).toEqual({ key: 'validation.invalid.qualifiedDomain' });
  });

  it('needs a top-level domain of at least two letters, or an xn-- name', () => {
    expect(isQualifiedDomain('toko.co')).toBe(true);
    expect(isQualifiedDomain('toko.c')).toBe(false);
    expect(isQualifiedDomain('toko.xn--')).toBe(false);
    expect(isQualifiedDomain('toko.c0m')).toBe(false);
    expect(isQualifiedDomain('toko')).toBe(false);
  });

  it('limits labels to 63 characters (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 80 }), (length) => {
      expect(isQualifiedDomain(`${'a'.repeat(length)}.id`)).toBe(length <= 63);
    }));
  });
});

describe('slug', () => {
  it('accepts what toSlug makes and refuses anything else', () => {
    expect(slug('kopi-gayo-250g', {})).toBeNull();
    for (const text of ['Kopi-Gayo', 'kopi--gayo', '-kopi', 'kopi gayo', 'kopi_gayo']) {
      expect(slug(text, {}), text).toEqual({ key: 'validation.invalid.slug' });
    }
  });

  it('accepts every non-empty toSlug result (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const made = toSlug(text);
      fc.pre(made !== '');
      expect(slug(made, {})).toBeNull();
    }));
  });
});

describe('urlPath', () => {
  it('accepts absolute paths with safe characters or escapes', () => {
    for (const text of ['/', '/promo', '/promo/lebaran-2025/', '/a/b_c~d.html', '/cari%20batik', "/x:y@z!$&'()*+,;="]) {
      expect(urlPath(text, {}), text).toBeNull();
    }
  });

  it('refuses relative paths, empty or dot segments, queries, spaces and bad escapes', () => {
    for (const text of ['promo', '//evil.example', '/a//b', '/a/../b', '/./a', '/a?b=1', '/a#b', '/cari batik', '/100%', 'https://toko.id/a', '/é']) {
      expect(urlPath(text, {}), text).toEqual({ key: 'validation.invalid.urlPath' });
    }
  });

  it('accepts every path built from safe segments (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9_~-]{1,12}$/);
    fc.assert(fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, trailing) => {
      const path = `/${segments.join('/')}${trailing && segments.length > 0 ? '/' : ''}`;
      expect(isUrlPath(path)).toBe(true);
    }));
  });
});

describe('personName', () => {
  it('accepts names in any script, single names and common punctuation', () => {
    for (const text of ['Sukarno', 'Siti Nur-Aini', 'Muh. Yusuf', "Ni Luh Putu O'Neil", 'I Gede Ngurah', 'José Rizal', '王小明', 'Nguyễn Văn An']) {
      expect(personName(text, {}), text).toBeNull();
    }
  });

  it('refuses digits, symbols, leading punctuation and double spaces', () => {
    for (const text of ['R2-D2', 'budi@mail', '-Budi', 'Budi  Santoso', '<b>Budi</b>', '😀']) {
      expect(personName(text, {}), text).toEqual({ key: 'validation.invalid.name' });
    }
    expect(isPersonName('.')).toBe(false);
  });
});

describe('videoLink', () => {
  it('accepts links that convert to an embeddable address and refuses others', () => {
    expect(videoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ', {})).toBeNull();
    expect(videoLink('youtu.be/dQw4w9WgXcQ', {})).toBeNull();
    expect(videoLink('https://vimeo.com/76979871', {})).toBeNull();
    for (const text of ['https://example.com/video.mp4', 'https://youtube.com/watch?v=short', 'bukan tautan']) {
      expect(videoLink(text, {}), text).toEqual({ key: 'validation.videoLinkNotValid' });
    }
  });
});
