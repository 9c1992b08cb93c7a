import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name, the first of the domain and its ending', () => {
    expect(maskEmail('siti@gmail.com')).toBe('s***i@g***.com');
    expect(maskEmail('budi.santoso@mail.co.id')).toBe('b***o@m***.id');
  });
  it('gives nothing more away for very short or odd addresses', () => {
    expect(maskEmail('a@b.id')).toBe('a***@b***.id');
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });
});
