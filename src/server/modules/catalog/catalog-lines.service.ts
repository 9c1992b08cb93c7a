import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import { downPaymentUnit } from '../../../domain/checkout/pricing';
import { pick } from '../../../domain/i18n/translated';
import { loaderFor, type RequestContext } from '../../context.server';
import { builtOnce } from '../../db/named-statement.server';
import type { ShopReferenceReader } from '../../db/shop-reference.server';
import { campaignPricer } from './campaign-prices.service';
import { productLoader, variationsJsonColumn, variationsLoader, type VariationRecord } from './catalog.service';
import { productRowColumns, products, type ProductRow } from './catalog.tables';

/** What pricing a line reads of a product: not its description, the bulk of the row, which a line never shows. */
const { description: _description, ...lineColumns } = productRowColumns;

type LineProduct = Omit<ProductRow, 'description'> & { variations: VariationRecord[] };

/** The products of a cart's lines, with their variations: every cart, checkout and order request runs it. */
const lineProducts = builtOnce<{ shopId: string; productIds: string[] }, LineProduct[]>((db) =>
  db.select({ ...lineColumns, variations: variationsJsonColumn }).from(products)
    .where(and(eq(products.shopId, sql.placeholder('shopId')), sql`${products.id} = ANY(${sql.placeholder('productIds')}::text[])`)));

/**
 * The line products as the request reads them: once per request for the same products (a new
 * checkout is priced before it is written and again for its answer), and handed to the
 * request's product and variation loaders, so the answer's products cost no statement more.
 * A transaction's reader (placing an order) always reads afresh, through the transaction.
 */
function readLineProducts(source: ShopReferenceReader, productIds: readonly string[]): Promise<LineProduct[]> {
  const shopId = source.shop.id;
  const ctx = (source as Partial<RequestContext>).loaders instanceof Map ? source as RequestContext : null;
  if (!ctx || ctx.db !== source.db) return lineProducts(source.db, { shopId, productIds: [...productIds] });
  const reads = loaderFor(ctx, 'lineProducts', () => new Map<string, Promise<LineProduct[]>>());
  const key = [...productIds].sort().join(',');
  let read = reads.get(key);
  if (!read) {
    read = lineProducts(ctx.db, { shopId, productIds: [...productIds] }).then((rows) => {
      const published = productLoader(ctx);
      const variations = variationsLoader(ctx);
      for (const { variations: ofProduct, ...row } of rows) {
        published.prime(row.id, row.status === 'published' ? row : null);
        variations.prime(row.id, ofProduct);
      }
      for (const id of productIds) published.prime(id, null);
      return rows;
    });
    reads.set(key, read);
  }
  return read;
}

/** What a shopper asks for: a product (and variation) in a number of units. */
export interface LineRequest {
  productId: string;
  /** Empty when the product has no variations (spec §3 default). */
  variationId: string;
  count: number;
  downPayment: boolean;
}

export type CartLineProblem = 'UNAVAILABLE' | 'VARIATION_REQUIRED' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK';

/** One requested line, priced from the catalog as it is now. */
export interface CatalogLine {
  productId: string;
  variationId: string;
  /** The product's category, which a coupon may be limited to; null without one. */
  categoryId: string | null;
  count: number;
  downPayment: boolean;
  available: boolean;
  name: string;
  variationLabel: string;
  sku: string;
  /** What one unit costs now: the sale price while a campaign lowers it (docs/decisions/0031). */
  unitPrice: number;
  /** The price struck through: the regular price under a campaign, else the owner's compare-at price. */
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

function variationLabel(product: Pick<ProductRow, 'options'>, optionValues: string[], language: Language): string {
  return optionValues
    .map((value, index) => {
      const option = product.options[index];
      const translated = option?.values.find((candidate) => candidate.id === value);
      return translated ? pick(translated, language) : value;
    })
    .join(' / ');
}

/**
 * Prices `lines` from the catalog through `source.db` (a transaction when placing an order, so
 * the prices and stock are the ones the order is written with). One statement whatever the
 * number of lines, the products bringing their variations along, plus the campaigns, which a
 * request that heard every change reads from memory, inside its order's transaction too.
 */
export async function priceLines(source: ShopReferenceReader, lines: readonly LineRequest[], language: Language): Promise<CatalogLine[]> {
  if (!lines.length) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [productRows, campaigns] = await Promise.all([
    readLineProducts(source, productIds),
    campaignPricer(source, Date.now()),
  ]);
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  return lines.map((line): CatalogLine => {
    const product = productsById.get(line.productId);
    const base = { productId: line.productId, variationId: line.variationId, categoryId: product?.categoryId ?? null, count: line.count, downPayment: false };
    if (!product || product.status !== 'published') {
      return {
        ...base, available: false, name: '', variationLabel: '', sku: '', unitPrice: 0, compareAtPrice: null, availableStock: 0,
        problem: 'UNAVAILABLE', downPaymentPercent: null, downPaymentUnit: null, weightGrams: 0, lengthCm: 0, widthCm: 0, heightCm: 0,
      };
    }
    const { variations } = product;
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
    const regularPrice = variation ? variation.price : product.price;
    const sale = campaigns.saleOf(product, regularPrice);
    const price = sale ? sale.price : regularPrice;
    const stock = variation ? variation.stock : product.stock;
    const problem: CartLineProblem | null = stock <= 0 ? 'OUT_OF_STOCK' : stock < line.count ? 'NOT_ENOUGH_STOCK' : null;
    return {
      ...common,
      available: true,
      variationLabel: variation ? variationLabel(product, variation.optionValues, language) : '',
      sku: variation ? variation.sku : product.sku,
      unitPrice: price,
      compareAtPrice: sale ? regularPrice : variation ? variation.compareAtPrice : product.compareAtPrice,
      availableStock: stock,
      problem,
      downPaymentUnit: unit(price),
    };
  });
}
