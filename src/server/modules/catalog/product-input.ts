import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import {
  isValidSku, MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_PICTURES, MAX_SIDE_CM, MAX_STOCK, MAX_VARIATIONS, MAX_WEIGHT_GRAMS,
  normaliseSku, optionCombinationKey, priceProblem, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SKU_MAX,
} from '../../../domain/catalog/product-rules';
import type { Translated } from '../../../domain/i18n/translated';
import { badInput } from '../../errors.server';
import type { TextInput } from '../content';
import type { ProductOptionRecord, ProductRow } from './catalog.tables';
import { productDescription, productSlug, productText, type ProductContentInput } from './product-content-input';

export interface ProductOptionInput { name: TextInput; values: TextInput[] }
export interface ProductVariationInput {
  /** An existing variation of this product; left out for a new one. */
  id?: string | null | undefined;
  optionValues: string[];
  sku: string;
  price: number;
  compareAtPrice?: number | null | undefined;
  imageId?: string | null | undefined;
  /** Units of a new variation; an existing one's stock changes only by adjustments. */
  stock?: number | null | undefined;
}

/** Everything the product editor saves; a field left out keeps its value, null clears an optional one. */
export interface ProductInput extends ProductContentInput {
  price?: number | null | undefined;
  compareAtPrice?: number | null | undefined;
  sku?: string | null | undefined;
  weightGrams?: number | null | undefined;
  lengthCm?: number | null | undefined;
  widthCm?: number | null | undefined;
  heightCm?: number | null | undefined;
  /** An internal category id, or null for none. */
  categoryId?: string | null | undefined;
  downPaymentPercent?: number | null | undefined;
  seoTitle?: TextInput | null | undefined;
  seoDescription?: TextInput | null | undefined;
  lowStockThreshold?: number | null | undefined;
  imageIds?: string[] | null | undefined;
  options?: ProductOptionInput[] | null | undefined;
  variations?: ProductVariationInput[] | null | undefined;
  /** Units of a new product without variations (creation only). */
  stock?: number | null | undefined;
}

export type ProductColumns = Partial<Pick<ProductRow,
  'name' | 'summary' | 'description' | 'slug' | 'status' | 'price' | 'compareAtPrice' | 'sku' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'
  | 'downPaymentPercent' | 'seoTitle' | 'seoDescription' | 'lowStockThreshold' | 'options'>>;

const label = (field: string) => ({ message: `adminProducts.field.${field}` });

export function wholeNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput('error.product.number', { field: label(field.replace(/^.*\./, '')), min, max }, field);
  return value;
}

/** Price and compare-at price together: the compare-at price must exceed the price. */
export function checkedPrices(price: number, compareAtPrice: number | null, prefix = ''): void {
  const problem = priceProblem(price, compareAtPrice);
  if (!problem) return;
  const field = `${prefix}${problem.field}`;
  if (problem.problem === 'compareAtNotHigher') throw badInput('error.product.compareAtNotHigher', {}, field);
  if (problem.problem === 'tooLarge') throw badInput('error.product.amountTooLarge', { field: label(problem.field), max: MAX_UNIT_PRICE }, field);
  throw badInput('error.product.amount', { field: label(problem.field) }, field);
}

export function checkedSku(value: string, field = 'sku'): string {
  const sku = normaliseSku(value);
  if (!isValidSku(sku)) throw badInput('error.product.sku', { max: SKU_MAX }, field);
  return sku;
}

function seoText(value: TextInput, field: 'seoTitle' | 'seoDescription'): Translated<string> {
  const max = field === 'seoTitle' ? SEO_TITLE_MAX : SEO_DESCRIPTION_MAX;
  const id = value.id?.trim() ?? '';
  const en = value.en?.trim() ?? '';
  if (id.length > max) throw badInput('error.product.tooLong', { field: label(field), max }, `${field}.id`);
  if (en.length > max) throw badInput('error.product.tooLong', { field: label(field), max }, `${field}.en`);
  return en ? { id, en } : { id };
}

/** The option names and values, checked: named, with distinct non-empty values. */
export function checkedOptions(options: readonly ProductOptionInput[]): ProductOptionRecord[] {
  if (options.length > MAX_PRODUCT_OPTIONS) throw badInput('error.product.tooManyOptions', { max: MAX_PRODUCT_OPTIONS }, 'options');
  return options.map((option, index) => {
    const name = option.name.id?.trim() ?? '';
    if (!name) throw badInput('error.product.optionName', { index: index + 1 }, `options.${index}.name`);
    const values = option.values.map((value) => ({ id: value.id?.trim() ?? '', en: value.en?.trim() ?? '' }));
    const keys = new Set(values.map((value) => value.id.toLowerCase()));
    if (values.length === 0 || values.length > MAX_OPTION_VALUES || values.some((value) => !value.id) || keys.size !== values.length) {
      throw badInput('error.product.optionValues', { index: index + 1, max: MAX_OPTION_VALUES }, `options.${index}.values`);
    }
    const en = option.name.en?.trim();
    return { name: en ? { id: name, en } : { id: name }, values: values.map((value) => (value.en ? value : { id: value.id })) };
  });
}

/** Variations against the options: one existing value per option, no two alike, SKUs distinct and valid. */
export function checkedVariations(variations: readonly ProductVariationInput[], options: readonly ProductOptionRecord[]): ProductVariationInput[] {
  if (variations.length > MAX_VARIATIONS) throw badInput('error.product.tooManyVariations', { max: MAX_VARIATIONS }, 'variations');
  const seen = new Set<string>();
  const skus = new Set<string>();
  return variations.map((variation, index) => {
    const field = `variations.${index}`;
    const values = variation.optionValues.map((value) => value.trim());
    const fits = values.length === options.length && values.every((value, i) => options[i]!.values.some((known) => known.id.toLowerCase() === value.toLowerCase()));
    if (!fits || options.length === 0) throw badInput('error.product.variationValues', { index: index + 1 }, `${field}.optionValues`);
    // Stored as the option's own spelling, so the shop's option buttons find the variation.
    const canonical = values.map((value, i) => options[i]!.values.find((known) => known.id.toLowerCase() === value.toLowerCase())!.id);
    const key = optionCombinationKey(canonical);
    if (seen.has(key)) throw badInput('error.product.variationTwice', { index: index + 1 }, `${field}.optionValues`);
    seen.add(key);
    const sku = checkedSku(variation.sku, `${field}.sku`);
    if (skus.has(sku.toLowerCase())) throw badInput('error.product.skuTaken', { sku }, `${field}.sku`);
    skus.add(sku.toLowerCase());
    checkedPrices(variation.price, variation.compareAtPrice ?? null, `${field}.`);
    if (variation.stock !== undefined && variation.stock !== null) wholeNumber(variation.stock, `${field}.stock`, 0, MAX_STOCK);
    return { ...variation, optionValues: canonical, sku };
  });
}

export function checkedImageIds(imageIds: readonly string[]): string[] {
  if (imageIds.length > MAX_PRODUCT_PICTURES) throw badInput('error.product.tooManyPictures', { max: MAX_PRODUCT_PICTURES }, 'imageIds');
  if (new Set(imageIds).size !== imageIds.length) throw badInput('error.product.pictureTwice', {}, 'imageIds');
  return [...imageIds];
}

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/**
 * The product's own columns an input changes, each checked with the field it came from; a
 * field left out is absent here. `current` is null when the product is being created.
 */
export function productColumns(input: ProductInput, current: ProductRow | null): ProductColumns {
  const changes: ProductColumns = {};
  if (given(input.name)) changes.name = productText(input.name, 'name');
  else if (!current) throw badInput('error.product.nameRequired', {}, 'name.id');
  if (given(input.summary)) changes.summary = productText(input.summary, 'summary');
  if (given(input.description)) changes.description = productDescription(input.description);
  if (given(input.slug)) changes.slug = productSlug(input.slug);
  if (given(input.status)) changes.status = input.status;
  if (given(input.sku)) changes.sku = checkedSku(input.sku);
  else if (!current) throw badInput('error.product.sku', { max: SKU_MAX }, 'sku');
  if (given(input.price)) changes.price = input.price;
  if (input.compareAtPrice !== undefined) changes.compareAtPrice = input.compareAtPrice;
  const price = changes.price ?? current?.price ?? 0;
  const compareAtPrice = changes.compareAtPrice !== undefined ? changes.compareAtPrice : (current?.compareAtPrice ?? null);
  if (given(input.price) || input.compareAtPrice !== undefined) checkedPrices(price, compareAtPrice);
  if (given(input.weightGrams)) changes.weightGrams = wholeNumber(input.weightGrams, 'weightGrams', 0, MAX_WEIGHT_GRAMS);
  if (given(input.lengthCm)) changes.lengthCm = wholeNumber(input.lengthCm, 'lengthCm', 0, MAX_SIDE_CM);
  if (given(input.widthCm)) changes.widthCm = wholeNumber(input.widthCm, 'widthCm', 0, MAX_SIDE_CM);
  if (given(input.heightCm)) changes.heightCm = wholeNumber(input.heightCm, 'heightCm', 0, MAX_SIDE_CM);
  if (input.downPaymentPercent !== undefined) {
    const percent = input.downPaymentPercent;
    if (percent !== null && (!Number.isInteger(percent) || percent < 1 || percent > 99)) throw badInput('error.product.downPayment', {}, 'downPaymentPercent');
    changes.downPaymentPercent = percent;
  }
  if (given(input.seoTitle)) changes.seoTitle = seoText(input.seoTitle, 'seoTitle');
  if (given(input.seoDescription)) changes.seoDescription = seoText(input.seoDescription, 'seoDescription');
  if (given(input.lowStockThreshold)) changes.lowStockThreshold = wholeNumber(input.lowStockThreshold, 'lowStockThreshold', 0, MAX_STOCK);
  if (given(input.options)) changes.options = checkedOptions(input.options);
  return changes;
}
