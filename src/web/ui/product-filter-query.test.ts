import { describe, expect, it } from 'vitest';
import { chosenCount, filterFromQuery, queryForFilter, toggled } from './product-filter-query';

describe('a product filter in the address', () => {
  it('reads categories, prices, stock and options, and writes them back the same', () => {
    const query = { category: 'kemeja-pria,celana', min: '50000', max: '200000', stock: '1', option: 'Ukuran:M|Ukuran:L|Warna:Hijau%20Sage' };
    const filter = filterFromQuery(query);
    expect(filter).toEqual({
      categorySlugs: ['kemeja-pria', 'celana'], priceMin: 50_000, priceMax: 200_000, inStock: true,
      options: [{ name: 'Ukuran', values: ['M', 'L'] }, { name: 'Warna', values: ['Hijau Sage'] }],
    });
    expect(queryForFilter(filter)).toEqual({ category: 'kemeja-pria,celana', min: '50000', max: '200000', stock: '1', option: 'Ukuran:M|Ukuran:L|Warna:Hijau%20Sage' });
    expect(chosenCount(filter)).toBe(7);
  });

  it('leaves out what does not parse instead of failing, and puts a reversed range right', () => {
    expect(filterFromQuery({ min: 'murah', max: '-5', option: 'Ukuran|:M|%E0%A4%A:x', stock: 'yes' })).toBeNull();
    expect(filterFromQuery({ min: '300000', max: '100000' })).toEqual({ priceMin: 100_000, priceMax: 300_000 });
  });

  it('ticks and unticks one value, dropping an option with nothing left', () => {
    const one = toggled(null, { option: 'Ukuran', value: 'M' });
    expect(one).toEqual({ options: [{ name: 'Ukuran', values: ['M'] }] });
    expect(toggled(one, { option: 'Ukuran', value: 'M' })).toBeNull();
    expect(toggled(one, { categorySlug: 'kemeja-pria' })).toEqual({ categorySlugs: ['kemeja-pria'], options: [{ name: 'Ukuran', values: ['M'] }] });
  });
});
