/**
 * The amounts of an order, from lines the server has re-read (the client sends ids and
 * counts only). Every amount is an integer in the currency's stored unit.
 */
import { MAX_CART_PRODUCTS } from '../cart/local-cart';

/**
 * The highest price one unit may have: a full cart of it (spec §9) still adds up exactly in
 * JavaScript and JSON (at most 2^53 − 1), so no total can silently lose rupiah.
 */
export const MAX_UNIT_PRICE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_CART_PRODUCTS);

/** Whether an amount is a whole number of the stored unit that JavaScript holds exactly. */
export function isExactAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0;
}

export interface PricingLine {
  unitPrice: number;
  count: number;
  /** percent 1..99 or null */
  downPaymentPercent: number | null;
  /** The shopper chose to pay only the down payment now. */
  downPayment: boolean;
}

export interface PricedLine {
  lineTotal: number;
  /** per unit due now, null when the full price is due now */
  downPaymentUnit: number | null;
  /** What the first payment covers of this line, before discount and shipping. */
  dueNow: number;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  firstPayment: number;
}

// Callers validate before pricing, so a bad number here is a bug and must not become a price.
function requireAmount(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} ${n} is not a non-negative integer`);
  return n;
}

function requireSafe(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} ${n} is beyond safe integers`);
  return n;
}

/**
 * The part of one unit's price paid up front: ⌈unitPrice × percent / 100⌉, rounded up in the
 * shop's favour and so never above the price. Split as unitPrice = 100q + r so no product
 * goes beyond 2^53 for any safe price.
 */
export function downPaymentUnit(unitPrice: number, percent: number): number {
  requireAmount(unitPrice, 'Unit price');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RangeError(`Down payment percent ${percent} is not a whole number from 1 to 99`);
  }
  const q = Math.floor(unitPrice / 100);
  const r = unitPrice - q * 100;
  return Math.min(unitPrice, q * percent + Math.ceil((r * percent) / 100));
}

function priceLine(line: PricingLine): PricedLine {
  const unitPrice = requireAmount(line.unitPrice, 'Unit price');
  if (!Number.isSafeInteger(line.count) || line.count < 1) throw new RangeError(`Count ${line.count} is not a whole number of at least 1`);
  const lineTotal = requireSafe(unitPrice * line.count, 'Line total');
  // The shopper's choice counts only where the product offers a down payment at all.
  if (!line.downPayment || line.downPaymentPercent === null) return { lineTotal, downPaymentUnit: null, dueNow: lineTotal };
  const unit = downPaymentUnit(unitPrice, line.downPaymentPercent);
  return { lineTotal, downPaymentUnit: unit, dueNow: unit * line.count };
}

/**
 * Prices an order: line totals, subtotal, the discount (clamped to [0, subtotal]), shipping,
 * the total and what the first payment must cover.
 *
 * The first payment is the down payments and full-price lines, plus shipping, minus the
 * discount, within [0, total]. When that comes to nothing while something is owed, the whole
 * total is asked at once: a payment of 0 cannot be made, and the discount has then already
 * eaten the down payments. Without any down payment line it is simply the total.
 *
 * Throws a RangeError for a non-integer or negative price, discount or fee, a count below 1,
 * a down payment percent outside 1..99 or amounts beyond safe integers.
 */
export function priceOrder(lines: readonly PricingLine[], discount: number, shippingFee: number): OrderPricing {
  if (!Number.isSafeInteger(discount)) throw new RangeError(`Discount ${discount} is not an integer`);
  requireAmount(shippingFee, 'Shipping fee');

  const priced = lines.map(priceLine);
  let subtotal = 0;
  let dueNow = 0;
  for (const line of priced) {
    subtotal = requireSafe(subtotal + line.lineTotal, 'Subtotal');
    dueNow += line.dueNow;
  }
  const appliedDiscount = Math.min(Math.max(discount, 0), subtotal);
  const total = requireSafe(subtotal - appliedDiscount + shippingFee, 'Total');

  let firstPayment = total;
  if (priced.some((line) => line.downPaymentUnit !== null)) {
    const upFront = Math.min(Math.max(dueNow - appliedDiscount + shippingFee, 0), total);
    firstPayment = upFront === 0 ? total : upFront;
  }
  return { lines: priced, subtotal, discount: appliedDiscount, shippingFee, total, firstPayment };
}
