import { MAX_CART_LINES, MAX_CART_PRODUCTS } from '../../../domain/cart/local-cart';
import { badInput } from '../../errors.server';
import type { CheckoutLineRecord } from './checkout.tables';

/**
 * Checks what a client sent before anything is priced, with the browser cart's limits of
 * spec §9: counts are whole numbers from 1 to 100000, at most 100 lines (100000 products in
 * all), and the same product twice is one line.
 */
export function normalizeLineRequests(lines: readonly CheckoutLineRecord[]): CheckoutLineRecord[] {
  if (lines.length > MAX_CART_LINES) throw badInput('error.cart.tooManyLines', { max: MAX_CART_LINES }, 'lines');
  const merged = new Map<string, CheckoutLineRecord>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.count) || line.count < 1) throw badInput('error.cart.badQuantity', {}, 'lines');
    if (line.count > MAX_CART_PRODUCTS) throw badInput('error.cart.quantityTooLarge', { max: MAX_CART_PRODUCTS }, 'lines');
    const key = `${line.productId}\u0000${line.variationId}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, count: known.count + line.count, downPayment: line.downPayment } : { ...line });
  }
  const result = [...merged.values()];
  if (result.reduce((sum, line) => sum + line.count, 0) > MAX_CART_PRODUCTS) {
    throw badInput('error.cart.tooManyProducts', { max: MAX_CART_PRODUCTS }, 'lines');
  }
  return result;
}
