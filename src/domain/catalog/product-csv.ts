/**
 * Products and variations as a spreadsheet (docs/decisions/0028): one row per variation (one row
 * for a product without variations), the product's own columns repeated on each of its rows.
 * This file reads rows into products and names every problem it finds by row and column; what
 * only the shop's data can tell (a slug or SKU held elsewhere, a category that does not exist)
 * the server checks after it.
 */
import { MAX_UNIT_PRICE } from '../checkout/pricing';
import { fromTextCell } from '../csv/spreadsheet-cells';
import { isValidSlug } from '../text/slug';
import { PRODUCT_SLUG_MAX, PRODUCT_TEXT_LIMITS, RESERVED_PRODUCT_SLUGS } from './product-texts';

export const PRODUCT_CSV_COLUMNS = [
  'product_sku', 'slug', 'status', 'name_id', 'name_en', 'summary_id', 'summary_en', 'category',
  'price', 'compare_at_price', 'stock', 'weight_grams', 'length_cm', 'width_cm', 'height_cm',
  'option_names', 'variation_sku', 'variation_options', 'variation_price', 'variation_compare_at_price', 'variation_stock',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns a file must have; any other may be left out, and then keeps what the shop has. */
export const REQUIRED_CSV_COLUMNS: readonly ProductCsvColumn[] = ['product_sku', 'name_id', 'price'];

/** What one import may hold: about 2 MB, 5,000 rows, still one quick transaction. */
export const IMPORT_LIMITS = { maxBytes: 2_000_000, maxRows: 5_000 } as const;

export const SKU_MAX = 64;
/** Option names and values are joined with this in one cell: `Ukuran|Warna`, `M|Merah`. */
export const OPTION_SEPARATOR = '|';
const MAX_STOCK = 2_147_483_647;

export interface CsvProblem {
  /** The row as a spreadsheet numbers it (the header is row 1); null for the file as a whole. */
  row: number | null;
  column: string | null;
  /** Message key (`import.problem.*`) and its parameters. */
  key: string;
  params?: Record<string, string | number>;
}

export interface ImportVariation {
  row: number;
  sku: string;
  optionValues: string[];
  /** Null: the product's price. */
  price: number | null;
  compareAtPrice: number | null;
  stock: number;
}

/** A product as the file gives it; `undefined` for a column the file does not have (the shop's value stays). */
export interface ImportProduct {
  row: number;
  sku: string;
  slug: string | null | undefined;
  status: 'draft' | 'published' | null | undefined;
  name: { id: string; en: string | undefined };
  summary: { id: string; en: string | undefined } | undefined;
  category: string | null | undefined;
  price: number;
  compareAtPrice: number | null | undefined;
  stock: number | undefined;
  weightGrams: number | undefined;
  lengthCm: number | undefined;
  widthCm: number | undefined;
  heightCm: number | undefined;
  optionNames: string[] | undefined;
  variations: ImportVariation[];
}

type Cells = Partial<Record<ProductCsvColumn, string>>;

/** The header's columns, or the problems that stop the file from being read at all. */
export function readHeader(header: readonly string[]): { columns: Array<ProductCsvColumn | null>; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  const columns = header.map((raw) => {
    const name = raw.trim().toLowerCase();
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ row: 1, column: raw.trim(), key: 'import.problem.unknownColumn', params: { column: raw.trim(), known: PRODUCT_CSV_COLUMNS.join(', ') } });
      return null;
    }
    if (seen.has(name)) problems.push({ row: 1, column: name, key: 'import.problem.duplicateColumn', params: { column: name } });
    seen.add(name);
    return name as ProductCsvColumn;
  });
  for (const required of REQUIRED_CSV_COLUMNS) {
    if (!seen.has(required)) problems.push({ row: 1, column: required, key: 'import.problem.missingColumn', params: { column: required } });
  }
  return { columns, problems };
}

/** Reads one row's cells and reports its problems into `problems`. */
class RowReader {
  constructor(readonly row: number, private readonly cells: Cells, private readonly problems: CsvProblem[]) {}

  has(column: ProductCsvColumn): boolean {
    return column in this.cells;
  }

  blank(column: ProductCsvColumn): boolean {
    return !(this.cells[column] ?? '').trim();
  }

  problem(column: ProductCsvColumn, key: string, params: Record<string, string | number> = {}): void {
    this.problems.push({ row: this.row, column, key, params: { column, ...params } });
  }

  text(column: ProductCsvColumn, max: number): string {
    const value = fromTextCell((this.cells[column] ?? '').trim());
    if (value.length > max) this.problem(column, 'import.problem.tooLong', { max });
    return value;
  }

  required(column: ProductCsvColumn, max: number): string {
    const value = this.text(column, max);
    if (!value && this.has(column)) this.problem(column, 'import.problem.required');
    return value;
  }

  /** A whole number within `max`, written with digits only; empty gives null. */
  number(column: ProductCsvColumn, max: number): number | null {
    const raw = (this.cells[column] ?? '').trim();
    if (!raw) return null;
    if (!/^\d{1,16}$/.test(raw)) {
      this.problem(column, 'import.problem.wholeNumber', { value: raw.slice(0, 40) });
      return null;
    }
    const value = Number(raw);
    if (value > max) this.problem(column, 'import.problem.tooLarge', { max });
    return value;
  }

  /** undefined when the file has no such column. */
  optionalNumber(column: ProductCsvColumn, max: number): number | undefined {
    return this.has(column) ? (this.number(column, max) ?? 0) : undefined;
  }

  list(column: ProductCsvColumn): string[] {
    const value = this.text(column, 500);
    return value ? value.split(OPTION_SEPARATOR).map((part) => part.trim()) : [];
  }
}

function translated(reader: RowReader, id: ProductCsvColumn, en: ProductCsvColumn, max: number) {
  const english = reader.text(en, max);
  return { id: reader.text(id, max), en: english || undefined };
}

function productOf(reader: RowReader): ImportProduct {
  const slug = reader.text('slug', PRODUCT_SLUG_MAX);
  if (slug && (!isValidSlug(slug) || RESERVED_PRODUCT_SLUGS.has(slug))) reader.problem('slug', 'import.problem.slug', { max: PRODUCT_SLUG_MAX });
  const status = reader.text('status', 20).toLowerCase();
  if (status && status !== 'draft' && status !== 'published') reader.problem('status', 'import.problem.status', { value: status });
  const price = reader.number('price', MAX_UNIT_PRICE);
  if (reader.blank('price')) reader.problem('price', 'import.problem.required');
  const name = translated(reader, 'name_id', 'name_en', PRODUCT_TEXT_LIMITS.name);
  if (!name.id) reader.problem('name_id', 'import.problem.required');
  return {
    row: reader.row,
    sku: reader.text('product_sku', SKU_MAX),
    slug: reader.has('slug') ? slug || null : undefined,
    status: reader.has('status') ? (status === 'draft' || status === 'published' ? status : null) : undefined,
    name,
    summary: reader.has('summary_id') || reader.has('summary_en') ? translated(reader, 'summary_id', 'summary_en', PRODUCT_TEXT_LIMITS.summary) : undefined,
    category: reader.has('category') ? reader.text('category', PRODUCT_SLUG_MAX) || null : undefined,
    price: price ?? 0,
    compareAtPrice: reader.has('compare_at_price') ? reader.number('compare_at_price', MAX_UNIT_PRICE) : undefined,
    stock: reader.optionalNumber('stock', MAX_STOCK),
    weightGrams: reader.optionalNumber('weight_grams', 1_000_000),
    lengthCm: reader.optionalNumber('length_cm', 100_000),
    widthCm: reader.optionalNumber('width_cm', 100_000),
    heightCm: reader.optionalNumber('height_cm', 100_000),
    optionNames: reader.has('option_names') ? reader.list('option_names') : undefined,
    variations: [],
  };
}

/** The product columns whose text must be the same on every row of one product. */
const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'product_sku' && !column.startsWith('variation_'));

function variationOf(reader: RowReader, product: ImportProduct): ImportVariation {
  const optionValues = reader.list('variation_options');
  const names = product.optionNames ?? [];
  if (names.length === 0) reader.problem('option_names', 'import.problem.optionNamesMissing');
  else if (optionValues.length !== names.length || optionValues.some((value) => !value)) {
    reader.problem('variation_options', 'import.problem.optionCount', { expected: names.length, names: names.join(OPTION_SEPARATOR) });
  }
  return {
    row: reader.row,
    sku: reader.text('variation_sku', SKU_MAX),
    optionValues,
    price: reader.number('variation_price', MAX_UNIT_PRICE),
    compareAtPrice: reader.number('variation_compare_at_price', MAX_UNIT_PRICE),
    stock: reader.number('variation_stock', MAX_STOCK) ?? 0,
  };
}

/**
 * Reads the data rows (header excluded; `firstRow` is the spreadsheet row of `rows[0]`) into
 * products in the order they first appear, with every problem found. Rows of one product may
 * be anywhere in the file; its product columns come from its first row, and a later row that
 * says something else is a problem rather than a silent choice.
 */
export function readProductRows(columns: ReadonlyArray<ProductCsvColumn | null>, rows: ReadonlyArray<readonly string[]>, firstRow = 2): { products: ImportProduct[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const bySku = new Map<string, { product: ImportProduct; cells: Cells; bare: boolean }>();
  const variationRows = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = firstRow + index;
    if (raw.length > columns.length) problems.push({ row, column: null, key: 'import.problem.tooManyCells', params: { count: raw.length, expected: columns.length } });
    const cells: Cells = {};
    columns.forEach((column, at) => { if (column) cells[column] = raw[at] ?? ''; });
    const reader = new RowReader(row, cells, problems);
    const sku = reader.text('product_sku', SKU_MAX);
    if (!sku) {
      reader.problem('product_sku', 'import.problem.required');
      return;
    }
    const variationSku = reader.text('variation_sku', SKU_MAX);
    let entry = bySku.get(sku);
    if (!entry) {
      entry = { product: productOf(reader), cells, bare: !variationSku };
      bySku.set(sku, entry);
    } else {
      for (const column of PRODUCT_COLUMNS) {
        if ((cells[column] ?? '').trim() !== (entry.cells[column] ?? '').trim()) reader.problem(column, 'import.problem.differs', { first: entry.product.row });
      }
      if (!variationSku || entry.bare) reader.problem('variation_sku', entry.bare && !variationSku ? 'import.problem.productTwice' : 'import.problem.variationMix', { first: entry.product.row });
    }
    if (!variationSku) return;
    const earlier = variationRows.get(variationSku);
    if (earlier !== undefined) reader.problem('variation_sku', 'import.problem.skuTwice', { first: earlier });
    variationRows.set(variationSku, row);
    const variation = variationOf(reader, entry.product);
    const same = entry.product.variations.find((other) => other.optionValues.join(OPTION_SEPARATOR) === variation.optionValues.join(OPTION_SEPARATOR));
    if (same && variation.optionValues.length) reader.problem('variation_options', 'import.problem.optionsTwice', { first: same.row });
    entry.product.variations.push(variation);
  });
  const slugs = new Map<string, number>();
  for (const { product } of bySku.values()) {
    if (!product.slug) continue;
    const first = slugs.get(product.slug);
    if (first !== undefined) problems.push({ row: product.row, column: 'slug', key: 'import.problem.slugTwice', params: { column: 'slug', first } });
    else slugs.set(product.slug, product.row);
  }
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { products: [...bySku.values()].map((entry) => entry.product), problems };
}
