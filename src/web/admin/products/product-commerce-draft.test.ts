import { describe, expect, it } from 'vitest';
import { commerceInput, commerceProblems, digitsOf, emptyCommerce, groupedRupiah } from './product-commerce-draft';

describe('rupiah typing', () => {
  it('keeps only digits and groups them by thousands with dots', () => {
    expect(digitsOf('Rp 1.250.000')).toBe('1250000');
    expect(digitsOf('007')).toBe('7');
    expect(groupedRupiah('1250000')).toBe('1.250.000');
    expect(groupedRupiah('90071992547')).toBe('90.071.992.547');
    expect(groupedRupiah('999')).toBe('999');
  });
});

describe('the selling side of the product editor', () => {
  const draft = { ...emptyCommerce(), price: '250000', sku: 'KMJ-1' };

  it('asks for a compare-at price above the price and a SKU without spaces', () => {
    expect(commerceProblems(draft)).toEqual({});
    expect(Object.keys(commerceProblems({ ...draft, compareAtPrice: '250000', sku: 'KMJ 1' })).sort()).toEqual(['compareAtPrice', 'sku']);
    expect(Object.keys(commerceProblems({ ...draft, price: '' }))).toEqual(['price']);
  });

  it('sends whole numbers, null for what is left empty, and variations only with options', () => {
    const input = commerceInput({ ...draft, compareAtPrice: '', variations: [{ key: 'a', id: null, optionValues: ['M'], sku: 'V', price: '1', compareAtPrice: '', stock: '3', imageId: '' }] }, true);
    expect(input).toMatchObject({ price: 250_000, compareAtPrice: null, downPaymentPercent: null, categoryId: null, options: [], variations: [], stock: 0 });
    const withOptions = commerceInput({ ...draft, options: [{ name: 'Ukuran', nameEn: 'Size', values: 'M, L ,' }], variations: [{ key: 'a', id: null, optionValues: ['M'], sku: 'V', price: '1000', compareAtPrice: '', stock: '3', imageId: '' }] }, false);
    expect(withOptions.options).toEqual([{ name: { id: 'Ukuran', en: 'Size' }, values: [{ id: 'M' }, { id: 'L' }] }]);
    expect(withOptions.variations).toEqual([{ id: null, optionValues: ['M'], sku: 'V', price: 1000, compareAtPrice: null, imageId: null, stock: 3 }]);
  });
});
