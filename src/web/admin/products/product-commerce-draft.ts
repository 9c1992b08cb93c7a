// What the product editor holds of a product's selling side (prices, stock settings, shipping
// sizes, category, SEO, pictures, options and variations) as the owner types it. Amounts stay
// digit strings until saved, so no rupiah is ever rounded through a float.
import { MAX_UNIT_PRICE } from '../../../domain/checkout/pricing';
import { isValidSku, MAX_PRODUCT_PICTURES, priceProblem, SKU_MAX } from '../../../domain/catalog/product-rules';
import type { AdminProductEditorFieldsFragment } from '../../graph/generated/admin-operations';

export interface PictureDraft { id: string; width: number; height: number; dominantColor: string }
export interface OptionDraft { name: string; nameEn: string; values: string }
export interface VariationDraft {
  /** A key for the table row, stable while the owner edits. */
  key: string;
  id: string | null;
  optionValues: string[];
  sku: string;
  price: string;
  compareAtPrice: string;
  /** Units now (saved variations) or to start with (new ones). */
  stock: string;
  imageId: string;
}

export interface CommerceDraft {
  price: string;
  compareAtPrice: string;
  sku: string;
  stock: string;
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  lowStockThreshold: string;
  downPaymentPercent: string;
  categoryId: string;
  seoTitle: { id: string; en: string };
  seoDescription: { id: string; en: string };
  pictures: PictureDraft[];
  options: OptionDraft[];
  variations: VariationDraft[];
}

// Typed amounts become digits the way every admin number box keeps them.
export { digitsOf, groupedRupiah } from '../ui/amount-digits';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

type EditorFields = Pick<AdminProductEditorFieldsFragment, 'price' | 'compareAtPrice' | 'sku' | 'stock' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'
  | 'lowStockThreshold' | 'downPaymentPercent' | 'category' | 'seoTitle' | 'seoDescription' | 'images' | 'optionTexts' | 'variations'>;

export function commerceFromProduct(product: EditorFields): CommerceDraft {
  return {
    price: text(product.price.amount),
    compareAtPrice: text(product.compareAtPrice?.amount),
    sku: product.sku,
    stock: text(product.stock),
    weightGrams: text(product.weightGrams),
    lengthCm: text(product.lengthCm),
    widthCm: text(product.widthCm),
    heightCm: text(product.heightCm),
    lowStockThreshold: text(product.lowStockThreshold),
    downPaymentPercent: text(product.downPaymentPercent),
    categoryId: product.category?.id ?? '',
    seoTitle: { id: product.seoTitle.id, en: product.seoTitle.en ?? '' },
    seoDescription: { id: product.seoDescription.id, en: product.seoDescription.en ?? '' },
    pictures: product.images.map(({ id, width, height, dominantColor }) => ({ id, width, height, dominantColor })),
    options: product.optionTexts.map((option) => ({ name: option.name.id, nameEn: option.name.en ?? '', values: option.values.map((value) => value.id).join(', ') })),
    variations: product.variations.map((variation) => ({
      key: variation.id, id: variation.id, optionValues: variation.optionValues, sku: variation.sku, price: text(variation.price.amount),
      compareAtPrice: text(variation.compareAtPrice?.amount), stock: text(variation.stock), imageId: variation.image?.id ?? '',
    })),
  };
}

export function emptyCommerce(): CommerceDraft {
  return {
    price: '', compareAtPrice: '', sku: '', stock: '0', weightGrams: '0', lengthCm: '0', widthCm: '0', heightCm: '0', lowStockThreshold: '5',
    downPaymentPercent: '', categoryId: '', seoTitle: { id: '', en: '' }, seoDescription: { id: '', en: '' }, pictures: [], options: [], variations: [],
  };
}

/** The values an option offers, as the owner listed them (comma-separated). */
export function optionValues(option: OptionDraft): string[] {
  return option.values.split(',').map((value) => value.trim()).filter(Boolean);
}

export type CommerceProblems = Record<string, { key: string; params?: Record<string, string | number | { key: string }> }>;

const amountOf = (digits: string): number | null => (digits === '' ? null : Number(digits));

/** What the page can tell before asking the shop (which checks everything again). */
export function commerceProblems(draft: CommerceDraft): CommerceProblems {
  const problems: CommerceProblems = {};
  const price = amountOf(draft.price);
  if (price === null) problems.price = { key: 'error.product.amount', params: { field: { key: 'adminProducts.field.price' } } };
  else {
    const problem = priceProblem(price, amountOf(draft.compareAtPrice));
    if (problem?.problem === 'compareAtNotHigher') problems.compareAtPrice = { key: 'error.product.compareAtNotHigher' };
    else if (problem) problems[problem.field] = { key: 'error.product.amountTooLarge', params: { field: { key: `adminProducts.field.${problem.field}` }, max: MAX_UNIT_PRICE } };
  }
  if (!isValidSku(draft.sku.trim())) problems.sku = { key: 'error.product.sku', params: { max: SKU_MAX } };
  const percent = draft.downPaymentPercent === '' ? null : Number(draft.downPaymentPercent);
  if (percent !== null && (percent < 1 || percent > 99)) problems.downPaymentPercent = { key: 'error.product.downPayment' };
  if (draft.pictures.length > MAX_PRODUCT_PICTURES) problems.imageIds = { key: 'error.product.tooManyPictures', params: { max: MAX_PRODUCT_PICTURES } };
  draft.variations.forEach((variation, index) => {
    if (!isValidSku(variation.sku.trim())) problems[`variations.${index}.sku`] = { key: 'error.product.sku', params: { max: SKU_MAX } };
    const variationPrice = amountOf(variation.price);
    if (variationPrice === null) problems[`variations.${index}.price`] = { key: 'error.product.amount', params: { field: { key: 'adminProducts.field.price' } } };
    else if (priceProblem(variationPrice, amountOf(variation.compareAtPrice))?.problem === 'compareAtNotHigher') problems[`variations.${index}.compareAtPrice`] = { key: 'error.product.compareAtNotHigher' };
  });
  return problems;
}

const whole = (digits: string) => (digits === '' ? 0 : Number(digits));

/** The staff API's input for the selling side; `isNew` adds the starting stock. */
export function commerceInput(draft: CommerceDraft, isNew: boolean) {
  const hasOptions = draft.options.some((option) => option.name.trim());
  return {
    price: whole(draft.price),
    compareAtPrice: amountOf(draft.compareAtPrice),
    sku: draft.sku.trim(),
    weightGrams: whole(draft.weightGrams),
    lengthCm: whole(draft.lengthCm),
    widthCm: whole(draft.widthCm),
    heightCm: whole(draft.heightCm),
    lowStockThreshold: whole(draft.lowStockThreshold),
    downPaymentPercent: draft.downPaymentPercent === '' ? null : Number(draft.downPaymentPercent),
    categoryId: draft.categoryId || null,
    seoTitle: { id: draft.seoTitle.id.trim(), en: draft.seoTitle.en.trim() },
    seoDescription: { id: draft.seoDescription.id.trim(), en: draft.seoDescription.en.trim() },
    imageIds: draft.pictures.map((picture) => picture.id),
    options: hasOptions ? draft.options.filter((option) => option.name.trim()).map((option) => ({
      name: { id: option.name.trim(), en: option.nameEn.trim() },
      values: optionValues(option).map((value) => ({ id: value })),
    })) : [],
    variations: hasOptions ? draft.variations.map((variation) => ({
      id: variation.id,
      optionValues: variation.optionValues,
      sku: variation.sku.trim(),
      price: whole(variation.price),
      compareAtPrice: amountOf(variation.compareAtPrice),
      imageId: variation.imageId || null,
      ...(variation.id ? {} : { stock: whole(variation.stock) }),
    })) : [],
    ...(isNew ? { stock: whole(draft.stock) } : {}),
  };
}

/** Compared without what only display holds (row keys, picture sizes, live stock). */
export function comparableCommerce(draft: CommerceDraft): string {
  const { stock: _stock, ...rest } = commerceInput(draft, false);
  return JSON.stringify(rest);
}
