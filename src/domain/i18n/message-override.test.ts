import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';
import { OVERRIDE_MAX_CHARS, overrideProblem } from './message-override';

describe('overrideProblem', () => {
  it('accepts a text that keeps the placeholders, in any order', () => {
    expect(overrideProblem('{count} dari {total} produk', 'Produk: {total}, pilih {count}')).toBeNull();
    expect(overrideProblem('Tambah ke keranjang', 'Masukkan keranjang')).toBeNull();
  });

  it('refuses a text that drops a placeholder, naming it', () => {
    expect(overrideProblem('{count} produk di keranjang', 'Produk di keranjang')).toEqual({ kind: 'missing', names: ['count'] });
  });

  it('refuses a text that invents a placeholder, naming it', () => {
    expect(overrideProblem('{count} produk', '{count} produk untuk {name}')).toEqual({ kind: 'invented', names: ['name'] });
  });

  it('takes a plural of the same number as keeping it', () => {
    expect(overrideProblem('{count} items', '{count, plural, one {# item left} other {# items left}}')).toBeNull();
    expect(overrideProblem('{count, plural, one {# item} other {# items}}', 'Items: {count}')).toBeNull();
  });

  it('refuses a broken plural or a lone brace rather than show it as written', () => {
    expect(overrideProblem('{count} items', '{count, plural, one {# item}')).toEqual({ kind: 'stray' });
    expect(overrideProblem('Simpan', 'Simpan {')).toEqual({ kind: 'stray' });
    expect(overrideProblem('Simpan', 'Simpan }')).toEqual({ kind: 'stray' });
  });

  it('refuses an empty or over-long text', () => {
    expect(overrideProblem('Simpan', '   ')).toEqual({ kind: 'empty' });
    expect(overrideProblem('Simpan', 'x'.repeat(OVERRIDE_MAX_CHARS + 1))).toEqual({ kind: 'tooLong', max: OVERRIDE_MAX_CHARS });
  });

  it('an accepted text fills every value the default fills and leaves no brace', () => {
    const word = fc.stringMatching(/^[A-Za-z ]{1,12}$/);
    fc.assert(fc.property(word, word, fc.integer({ min: 0, max: 5 }), (before, after, count) => {
      const text = `${before}{count}${after}`;
      expect(overrideProblem('{count} produk', text)).toBeNull();
      expect(fillMessage(text, { count })).toBe(`${before}${count}${after}`);
    }));
  });
});
