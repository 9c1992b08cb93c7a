import { describe, expect, it } from 'vitest';
import { fillMessage, placeholderNames } from './fill-message';

const PRODUCTS = '{count, plural, one {# product} other {# products}} in {name}';

describe('fillMessage', () => {
  it('fills named placeholders and leaves one without a value as written', () => {
    expect(fillMessage('Halo, {name}! {missing}', { name: 'Sari' })).toBe('Halo, Sari! {missing}');
  });

  it('picks the English plural form by the number', () => {
    expect(fillMessage(PRODUCTS, { count: 1, name: 'Batik' }, { locale: 'en' })).toBe('1 product in Batik');
    expect(fillMessage(PRODUCTS, { count: 2, name: 'Batik' }, { locale: 'en' })).toBe('2 products in Batik');
    expect(fillMessage(PRODUCTS, { count: 0, name: 'Batik' }, { locale: 'en' })).toBe('0 products in Batik');
  });

  it('prefers an exact branch, and shows the number as the language writes it', () => {
    const cart = 'Cart{count, plural, =0 {} one {, # product} other {, # products}}';
    expect(fillMessage(cart, { count: 0 }, { locale: 'en' })).toBe('Cart');
    expect(fillMessage(cart, { count: 1200 }, { locale: 'en', formatNumber: (n) => n.toLocaleString('en') })).toBe('Cart, 1,200 products');
  });

  it('uses the other form where the language has one form, as Indonesian does', () => {
    expect(fillMessage('{count, plural, one {# barang} other {# barang}}', { count: 1 }, { locale: 'id' })).toBe('1 barang');
  });

  it('keeps a plural whose number is missing or not a number as written', () => {
    expect(fillMessage(PRODUCTS, { name: 'Batik' }, { locale: 'en' })).toBe('{count, plural, one {# product} other {# products}} in Batik');
    expect(fillMessage(PRODUCTS, { count: 'banyak', name: 'Batik' }, { locale: 'en' })).toContain('{count, plural,');
  });

  it('fills placeholders inside a plural branch', () => {
    expect(fillMessage('{count, plural, one {# post by {author}} other {# posts by {author}}}', { count: 3, author: 'Sari' }, { locale: 'en' })).toBe('3 posts by Sari');
  });
});

describe('placeholderNames', () => {
  it('names the plural\'s number and the placeholders around and inside it, so both languages can be compared', () => {
    expect(placeholderNames(PRODUCTS)).toEqual(['count', 'name']);
    expect(placeholderNames('{count} produk di {name}')).toEqual(['count', 'name']);
  });
});
