import { describe, expect, it } from 'vitest';
import { isSupportedLanguage, matchLanguage, parseAcceptLanguage, resolveLanguage } from './language';

describe('isSupportedLanguage', () => {
  it('knows Indonesian and English only, written exactly', () => {
    expect(isSupportedLanguage('id')).toBe(true);
    expect(isSupportedLanguage('en')).toBe(true);
    for (const value of ['ID', 'en-US', 'fr', '', null, undefined, 1, ['id']]) expect(isSupportedLanguage(value), String(value)).toBe(false);
  });
});

describe('matchLanguage', () => {
  it('matches a tag by its primary subtag, ignoring case, region and spaces', () => {
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('EN_us')).toBe('en');
    expect(matchLanguage(' id-ID ')).toBe('id');
    expect(matchLanguage('id')).toBe('id');
  });

  it('reads the legacy code in as Indonesian', () => {
    expect(matchLanguage('in')).toBe('id');
    expect(matchLanguage('in-ID')).toBe('id');
  });

  it('matches nothing for other languages and empty values', () => {
    for (const tag of ['fr-FR', 'ms', 'jv', 'eng', '', '-en', null, undefined]) expect(matchLanguage(tag), String(tag)).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, keeping the header order among equals', () => {
    expect(parseAcceptLanguage('fr;q=0.9, en-GB;q=0.7, id, ms;q=0.9')).toEqual(['id', 'fr', 'ms', 'en-GB']);
  });

  it('treats a missing q as 1 and drops q=0, unreadable weights and empty parts', () => {
    expect(parseAcceptLanguage('en;q=0, id;q=abc, jv , ,;q=1, ms;q=0.5')).toEqual(['jv', 'ms']);
  });

  it('reads the q among other parameters and tolerates spaces around it', () => {
    expect(parseAcceptLanguage('en; level=1; q=0.2, id ; q=0.8')).toEqual(['id', 'en']);
  });

  it('reads no tags from an empty or missing header', () => {
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('looks at the first 20 parts only', () => {
    const header = [...Array.from({ length: 20 }, (_, i) => `x${i};q=0.5`), 'id'].join(',');
    const tags = parseAcceptLanguage(header);
    expect(tags).toHaveLength(20);
    expect(tags).not.toContain('id');
    expect(tags[0]).toBe('x0');
    expect(tags[19]).toBe('x19');
  });
});

describe('resolveLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(resolveLanguage('en', ['id'])).toBe('en');
    expect(resolveLanguage('id-ID', ['en'])).toBe('id');
  });

  it('falls back to the first browser language it speaks', () => {
    expect(resolveLanguage(null, ['fr', 'en-US', 'id'])).toBe('en');
    expect(resolveLanguage('de', ['ms', 'in'])).toBe('id');
    expect(resolveLanguage(undefined, parseAcceptLanguage('id;q=0.4, en;q=0.8'))).toBe('en');
  });

  it('ends at Indonesian, the main language', () => {
    expect(resolveLanguage(null, [])).toBe('id');
    expect(resolveLanguage('fr', ['de', 'ja'])).toBe('id');
    expect(resolveLanguage('', [''])).toBe('id');
  });
});
