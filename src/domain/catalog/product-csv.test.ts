import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, readHeader, readProductRows } from './product-csv';

const HEADER = ['product_sku', 'name_id', 'name_en', 'price', 'stock', 'option_names', 'variation_sku', 'variation_options', 'variation_price', 'variation_stock'];
const read = (rows: string[][], header = HEADER) => readProductRows(readHeader(header).columns, rows);

describe('the header row', () => {
  it('accepts every documented column, in any order and case', () => {
    expect(readHeader([...PRODUCT_CSV_COLUMNS].reverse().map((column) => column.toUpperCase())).problems).toEqual([]);
  });

  it('names unknown, doubled and missing columns on row 1', () => {
    const { problems } = readHeader(['product_sku', 'nama', 'product_sku']);
    expect(problems.map((problem) => [problem.row, problem.column, problem.key])).toEqual([
      [1, 'nama', 'import.problem.unknownColumn'],
      [1, 'product_sku', 'import.problem.duplicateColumn'],
      [1, 'name_id', 'import.problem.missingColumn'],
      [1, 'price', 'import.problem.missingColumn'],
    ]);
  });
});

describe('reading product rows', () => {
  it('groups variation rows under their product, wherever they are in the file', () => {
    const { products, problems } = read([
      ['KAOS', 'Kaos Lurik', 'Striped Tee', '120000', '0', 'Ukuran|Warna', 'KAOS-M-BIRU', 'M|Biru', '', '4'],
      ['KOPI', 'Kopi Gayo', '', '85000', '12', '', '', '', '', ''],
      ['KAOS', 'Kaos Lurik', 'Striped Tee', '120000', '0', 'Ukuran|Warna', 'KAOS-L-BIRU', 'L|Biru', '125000', '2'],
    ]);
    expect(problems).toEqual([]);
    expect(products.map((product) => [product.row, product.sku, product.variations.map((v) => [v.row, v.sku, v.optionValues, v.price, v.stock])])).toEqual([
      [2, 'KAOS', [[2, 'KAOS-M-BIRU', ['M', 'Biru'], null, 4], [4, 'KAOS-L-BIRU', ['L', 'Biru'], 125000, 2]]],
      [3, 'KOPI', []],
    ]);
    expect(products[1]).toMatchObject({ name: { id: 'Kopi Gayo', en: undefined }, price: 85000, stock: 12, slug: undefined, category: undefined });
  });

  it('names the row and column of each problem', () => {
    const { problems } = read([
      ['A', '', '', '150.000', '-2', '', '', '', '', ''],
      ['', 'Tanpa SKU', '', '1000', '1', '', '', '', '', ''],
      ['B', 'Baju', '', '', '1', 'Ukuran', 'B-S', 'S|Merah', '', 'x'],
    ]);
    expect(problems.map((problem) => [problem.row, problem.column, problem.key])).toEqual([
      [2, 'price', 'import.problem.wholeNumber'],
      [2, 'name_id', 'import.problem.required'],
      [2, 'stock', 'import.problem.wholeNumber'],
      [3, 'product_sku', 'import.problem.required'],
      [4, 'price', 'import.problem.required'],
      [4, 'variation_options', 'import.problem.optionCount'],
      [4, 'variation_stock', 'import.problem.wholeNumber'],
    ]);
  });

  it('refuses a product twice, a variation SKU twice, the same options twice and product columns that disagree', () => {
    const { problems } = read([
      ['K', 'Kopi', '', '1000', '1', '', '', '', '', ''],
      ['K', 'Kopi', '', '1000', '1', '', '', '', '', ''],
      ['T', 'Teh', '', '2000', '0', 'Rasa', 'T-1', 'Melati', '', '1'],
      ['T', 'Teh Hijau', '', '2000', '0', 'Rasa', 'T-1', 'Melati', '', '1'],
    ]);
    expect(problems.map((problem) => [problem.row, problem.column, problem.key, problem.params?.first])).toEqual([
      [3, 'variation_sku', 'import.problem.productTwice', 2],
      [5, 'name_id', 'import.problem.differs', 4],
      [5, 'variation_sku', 'import.problem.skuTwice', 4],
      [5, 'variation_options', 'import.problem.optionsTwice', 4],
    ]);
  });

  it('reads cells written safe for spreadsheets back as the text they were', () => {
    const { products } = read([["'=KODE", "'+Promo", '', '1000', '', '', '', '', '', '']]);
    expect(products[0]).toMatchObject({ sku: '=KODE', name: { id: '+Promo' }, stock: 0 });
  });

  it('leaves out of the product what the file has no column for', () => {
    const { products } = readProductRows(readHeader(['product_sku', 'name_id', 'price', 'status', 'category']).columns, [['X', 'Nama', '10', '', '']]);
    expect(products[0]).toMatchObject({ status: null, category: null, stock: undefined, summary: undefined, compareAtPrice: undefined });
  });

  it('refuses an unknown status, a malformed slug and a slug used twice in the file', () => {
    const header = ['product_sku', 'name_id', 'price', 'status', 'slug'];
    const { problems } = readProductRows(readHeader(header).columns, [['A', 'a', '1', 'aktif', 'Kain Batik'], ['B', 'b', '1', 'draft', 'kopi'], ['C', 'c', '1', 'published', 'kopi']]);
    expect(problems.map((problem) => [problem.row, problem.column, problem.key])).toEqual([
      [2, 'slug', 'import.problem.slug'],
      [2, 'status', 'import.problem.status'],
      [4, 'slug', 'import.problem.slugTwice'],
    ]);
  });
});
