import { describe, expect, it } from 'vitest';
import { MAX_CART_PRODUCTS as FULL_CART } from '../cart/local-cart';
import { isExactAmount, MAX_UNIT_PRICE, priceOrder } from './pricing';

describe('the highest unit price', () => {
  it('adds up exactly over a full cart, and one rupiah more would not', () => {
    const full = priceOrder([{ unitPrice: MAX_UNIT_PRICE, count: FULL_CART, downPaymentPercent: null, downPayment: false }], 0, 0);
    expect(isExactAmount(full.subtotal)).toBe(true);
    expect(full.subtotal).toBe(MAX_UNIT_PRICE * FULL_CART);
    expect(isExactAmount((MAX_UNIT_PRICE + 1) * FULL_CART)).toBe(false);
  });
});

describe('isExactAmount', () => {
  it('accepts whole amounts JavaScript holds exactly and nothing else', () => {
    expect(isExactAmount(0)).toBe(true);
    expect(isExactAmount(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isExactAmount(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isExactAmount(-1)).toBe(false);
    expect(isExactAmount(1.5)).toBe(false);
  });
});
