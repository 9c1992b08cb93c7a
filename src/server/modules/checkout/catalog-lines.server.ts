import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import { downPaymentUnit } from '../../../domain/checkout/pricing';
import type { Db } from '../../db/database.server';
import { products, productVariations } from '../../db/schema';
import type { CheckoutLineRecord } from '../../db/schema/checkout.schema';
import { pick } from '../i18n/translated';

/** Local cart limits of spec §9, also the server's: at most 100 lines and 100000 products. */
export const MAX_CART_LINES = 100;
export const MAX_CART_PRODUCTS = 100_000;

export type CartLineProblem = 'UNAVAILABLE' | 'VARIATION_REQUIRED' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK';

/** One requested line, priced from the catalog as it is now. */
export interface CatalogLine {
  productId: string;
  variationId: string;
  count: number;
  downPayment: boolean;
  available: boolean;
  name: string;
  variationLabel: string;
  sku: string;
  unitPrice: number;
  compareAtPrice: number | null;
  availableStock: number;
  problem: CartLineProblem | null;
  downPaymentPercent: number | null;
  downPaymentUnit: number | null;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export class CartLinesError extends Error {}

/**
 * Checks what a client sent before anything is priced: counts are whole numbers from 1 to
 * 100000, at most 100 lines, and the same product twice is one line.
 */
export function normalizeLineRequests(lines: readonly CheckoutLineRecord[]): CheckoutLineRecord[] {
  if (lines.length > MAX_CART_LINES) throw new CartLinesError(`A cart can hold at most ${MAX_CART_LINES} lines.`);
  const merged = new Map<string, CheckoutLineRecord>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.count) || line.count < 1) throw new CartLinesError('Each quantity must be a whole number of at least 1.');
    if (line.count > MAX_CART_PRODUCTS) throw new CartLinesError(`A quantity can be at most ${MAX_CART_PRODUCTS}.`);
    const key = `${line.productId}\u0000${line.variationId}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, count: known.count + line.count, downPayment: line.downPayment } : { ...line });
  }
  const result = [...merged.values()];
  if (result.reduce((sum, line) => sum + line.count, 0) > MAX_CART_PRODUCTS) {
    throw new CartLinesError(`A cart can hold at most ${MAX_CART_PRODUCTS} products.`);
  }
  return result;
}

function variationLabel(product: typeof products.$inferSelect, optionValues: string[], language: Language): string {
  return optionValues
    .map((value, index) => {
      const option = product.options[index];
      const translated = option?.values.find((candidate) => candidate.id === value);
      return translated ? pick(translated, language) : value;
    })
    .join(' / ');
}

/**
 * Prices `lines` from the catalog through `db` (a transaction when placing an order, so the
 * figures are the ones the order is written with). Two queries whatever the number of lines.
 */
export async function readCatalogLines(db: Db, shopId: string, lines: readonly CheckoutLineRecord[], language: Language): Promise<CatalogLine[]> {
  if (!lines.length) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [productRows, variationRows] = await Promise.all([
    db.select().from(products).where(and(eq(products.shopId, shopId), inArray(products.id, productIds))),
    db.select().from(productVariations).where(and(eq(productVariations.shopId, shopId), inArray(productVariations.productId, productIds))),
  ]);
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  return lines.map((line): CatalogLine => {
    const product = productsById.get(line.productId);
    const base = { productId: line.productId, variationId: line.variationId, count: line.count, downPayment: false };
    if (!product || product.status !== 'published') {
      return {
        ...base, available: false, name: '', variationLabel: '', sku: '', unitPrice: 0, compareAtPrice: null, availableStock: 0,
        problem: 'UNAVAILABLE', downPaymentPercent: null, downPaymentUnit: null, weightGrams: 0, lengthCm: 0, widthCm: 0, heightCm: 0,
      };
    }
    const variations = variationRows.filter((row) => row.productId === product.id);
    const variation = line.variationId ? variations.find((row) => row.id === line.variationId) : undefined;
    const name = pick(product.name, language);
    const common = {
      ...base,
      name,
      downPaymentPercent: product.downPaymentPercent,
      downPayment: line.downPayment && product.downPaymentPercent !== null,
      weightGrams: product.weightGrams,
      lengthCm: product.lengthCm,
      widthCm: product.widthCm,
      heightCm: product.heightCm,
    };
    const unit = (price: number) => (common.downPayment && product.downPaymentPercent !== null ? downPaymentUnit(price, product.downPaymentPercent) : null);
    if (variations.length && !variation) {
      // A variation id that is not this product's is as unknown as a missing product.
      const problem: CartLineProblem = line.variationId ? 'UNAVAILABLE' : 'VARIATION_REQUIRED';
      return { ...common, available: false, variationLabel: '', sku: product.sku, unitPrice: product.price, compareAtPrice: product.compareAtPrice, availableStock: 0, problem, downPaymentUnit: null };
    }
    if (!variations.length && line.variationId) {
      return { ...common, available: false, variationLabel: '', sku: product.sku, unitPrice: product.price, compareAtPrice: product.compareAtPrice, availableStock: 0, problem: 'UNAVAILABLE', downPaymentUnit: null };
    }
    const price = variation ? variation.price : product.price;
    const stock = variation ? variation.stock : product.stock;
    const problem: CartLineProblem | null = stock <= 0 ? 'OUT_OF_STOCK' : stock < line.count ? 'NOT_ENOUGH_STOCK' : null;
    return {
      ...common,
      available: true,
      variationLabel: variation ? variationLabel(product, variation.optionValues, language) : '',
      sku: variation ? variation.sku : product.sku,
      unitPrice: price,
      compareAtPrice: variation ? variation.compareAtPrice : product.compareAtPrice,
      availableStock: stock,
      problem,
      downPaymentUnit: unit(price),
    };
  });
}
