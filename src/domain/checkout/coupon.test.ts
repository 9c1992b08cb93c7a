import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MAX_COUPON_CODE_LENGTH, checkCoupon, couponCustomerKey, normalizeCouponCode } from './coupon';
import type { CouponRule } from './coupon';

const NOW = new Date('2025-03-01T12:00:00Z');

function rule(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    kind: 'percentage',
    value: 10,
    minSpend: 0,
    maxDiscount: null,
    expiresAt: null,
    usageLimit: null,
    usedCount: 0,
    active: true,
    ...overrides,
  };
}

describe('normalizeCouponCode', () => {
  it('trims, upper-cases and drops every space', () => {
    expect(normalizeCouponCode('  lebaran25 ')).toBe('LEBARAN25');
    expect(normalizeCouponCode('hemat 10 rb')).toBe('HEMAT10RB');
    expect(normalizeCouponCode('a\tb\nc\u00a0d')).toBe('ABCD');
    expect(normalizeCouponCode('   ')).toBe('');
  });

  it('keeps at most 40 characters, never cutting a character in half', () => {
    expect(MAX_COUPON_CODE_LENGTH).toBe(40);
    expect(normalizeCouponCode('x'.repeat(50))).toBe('X'.repeat(40));
    const emoji = normalizeCouponCode('🎉'.repeat(45));
    expect(Array.from(emoji)).toHaveLength(40);
    expect(emoji).toBe('🎉'.repeat(40));
  });

  it('is idempotent and yields no whitespace (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (raw) => {
      const code = normalizeCouponCode(raw);
      expect(normalizeCouponCode(code)).toBe(code);
      expect(/\s/u.test(code)).toBe(false);
      expect(Array.from(code).length).toBeLessThanOrEqual(40);
      expect(code.toUpperCase()).toBe(code);
    }));
  });
});

describe('checkCoupon problems', () => {
  it('reports a missing coupon', () => {
    expect(checkCoupon(null, 100_000, NOW)).toEqual({ ok: false, problem: 'not_found' });
  });

  it('reports an inactive coupon before anything else', () => {
    const coupon = rule({ active: false, expiresAt: new Date('2020-01-01'), usageLimit: 1, usedCount: 1, minSpend: 1e9 });
    expect(checkCoupon(coupon, 100, NOW)).toEqual({ ok: false, problem: 'inactive' });
  });

  it('treats a coupon as expired from its expiry instant on', () => {
    expect(checkCoupon(rule({ expiresAt: new Date(NOW.getTime()) }), 100, NOW)).toEqual({ ok: false, problem: 'expired' });
    expect(checkCoupon(rule({ expiresAt: new Date(NOW.getTime() - 1) }), 100, NOW)).toEqual({ ok: false, problem: 'expired' });
    expect(checkCoupon(rule({ expiresAt: new Date(NOW.getTime() + 1) }), 100, NOW)).toEqual({ ok: true, discount: 10, freeShipping: false });
  });

  it('refuses a coupon with an invalid expiry date', () => {
    expect(checkCoupon(rule({ expiresAt: new Date('not a date') }), 100, NOW)).toEqual({ ok: false, problem: 'expired' });
  });

  it('reports a used-up coupon before a missing minimum spend', () => {
    expect(checkCoupon(rule({ usageLimit: 5, usedCount: 5, minSpend: 1000 }), 10, NOW)).toEqual({ ok: false, problem: 'used_up' });
    expect(checkCoupon(rule({ usageLimit: 5, usedCount: 6 }), 100, NOW)).toEqual({ ok: false, problem: 'used_up' });
    expect(checkCoupon(rule({ usageLimit: 0, usedCount: 0 }), 100, NOW)).toEqual({ ok: false, problem: 'used_up' });
    expect(checkCoupon(rule({ usageLimit: 5, usedCount: 4 }), 100, NOW)).toEqual({ ok: true, discount: 10, freeShipping: false });
  });

  it('reports the minimum spend the shopper must reach', () => {
    expect(checkCoupon(rule({ minSpend: 50_000 }), 49_999, NOW)).toEqual({ ok: false, problem: 'min_spend', minSpend: 50_000 });
    expect(checkCoupon(rule({ minSpend: 50_000 }), 50_000, NOW)).toEqual({ ok: true, discount: 5000, freeShipping: false });
  });
});

describe('checkCoupon discounts', () => {
  it('rounds a percentage discount down to a whole unit', () => {
    expect(checkCoupon(rule({ value: 10 }), 12_345, NOW)).toEqual({ ok: true, discount: 1234, freeShipping: false });
    expect(checkCoupon(rule({ value: 15 }), 99, NOW)).toEqual({ ok: true, discount: 14, freeShipping: false });
    expect(checkCoupon(rule({ value: 100 }), 12_345, NOW)).toEqual({ ok: true, discount: 12_345, freeShipping: false });
    expect(checkCoupon(rule({ value: 1 }), 99, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
  });

  it('caps a percentage discount at maxDiscount', () => {
    expect(checkCoupon(rule({ value: 50, maxDiscount: 20_000 }), 100_000, NOW)).toEqual({ ok: true, discount: 20_000, freeShipping: false });
    expect(checkCoupon(rule({ value: 50, maxDiscount: 20_000 }), 30_000, NOW)).toEqual({ ok: true, discount: 15_000, freeShipping: false });
    expect(checkCoupon(rule({ value: 50, maxDiscount: 0 }), 30_000, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
  });

  it('gives a fixed discount, never more than the subtotal', () => {
    expect(checkCoupon(rule({ kind: 'fixed', value: 25_000 }), 100_000, NOW)).toEqual({ ok: true, discount: 25_000, freeShipping: false });
    expect(checkCoupon(rule({ kind: 'fixed', value: 25_000 }), 10_000, NOW)).toEqual({ ok: true, discount: 10_000, freeShipping: false });
    expect(checkCoupon(rule({ kind: 'fixed', value: 25_000 }), 0, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
  });

  it('is exact for the largest amounts', () => {
    expect(checkCoupon(rule({ value: 33 }), 1e12 + 99, NOW)).toEqual({ ok: true, discount: 330_000_000_032, freeShipping: false });
    const max = Number.MAX_SAFE_INTEGER;
    const expected = Number((BigInt(max) * 37n) / 100n);
    expect(checkCoupon(rule({ value: 37 }), max, NOW)).toEqual({ ok: true, discount: expected, freeShipping: false });
  });

  it('treats non-finite numbers as 0 and refuses fractional ones', () => {
    expect(checkCoupon(rule(), Number.NaN, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
    expect(checkCoupon(rule({ kind: 'fixed', value: Number.POSITIVE_INFINITY }), 100, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
    expect(checkCoupon(rule({ minSpend: Number.NaN }), 100, NOW)).toEqual({ ok: true, discount: 10, freeShipping: false });
    expect(() => checkCoupon(rule(), 10.5, NOW)).toThrow(RangeError);
    expect(() => checkCoupon(rule({ value: 2.5 }), 100, NOW)).toThrow(RangeError);
  });

  it('names the bad number in its refusal', () => {
    expect(() => checkCoupon(rule(), 10.5, NOW)).toThrow('subtotal 10.5 is not a safe integer');
    expect(() => checkCoupon(rule({ value: 2.5 }), 100, NOW)).toThrow('value 2.5 is not a safe integer');
    expect(() => checkCoupon(rule({ minSpend: 0.5 }), 100, NOW)).toThrow('minSpend 0.5 is not a safe integer');
    expect(() => checkCoupon(rule({ maxDiscount: 0.5 }), 100, NOW)).toThrow('maxDiscount 0.5 is not a safe integer');
    expect(() => checkCoupon(rule({ usageLimit: 3, usedCount: 0.5 }), 100, NOW)).toThrow('usedCount 0.5 is not a safe integer');
    expect(() => checkCoupon(rule({ usageLimit: 2.5 }), 100, NOW)).toThrow('usageLimit 2.5 is not a safe integer');
  });

  it('ignores spaces of every kind in a code', () => {
    expect(normalizeCouponCode('  heMat\t 10\n')).toBe('HEMAT10');
  });

  it('never gives a negative discount for a negative subtotal', () => {
    expect(checkCoupon(rule({ kind: 'fixed', value: 500 }), -100, NOW)).toEqual({ ok: true, discount: 0, freeShipping: false });
  });
});

describe('checkCoupon properties', () => {
  const amount = fc.integer({ min: 0, max: 1e12 });
  const couponArb = fc.record({
    kind: fc.constantFrom('percentage' as const, 'fixed' as const),
    value: fc.integer({ min: 1, max: 1e12 }),
    minSpend: fc.integer({ min: 0, max: 1e12 }),
    maxDiscount: fc.option(amount, { nil: null }),
    expiresAt: fc.constant(null),
    usageLimit: fc.constant(null),
    usedCount: fc.constant(0),
    active: fc.constant(true),
  }).map((c) => (c.kind === 'percentage' ? { ...c, value: (c.value % 100) + 1 } : c));

  it('gives a whole discount within [0, subtotal] once the minimum is met', () => {
    fc.assert(fc.property(couponArb, amount, (coupon, subtotal) => {
      const check = checkCoupon(coupon, subtotal, NOW);
      if (subtotal < coupon.minSpend) {
        expect(check).toEqual({ ok: false, problem: 'min_spend', minSpend: coupon.minSpend });
        return;
      }
      if (!check.ok) throw new Error('expected a discount');
      expect(Number.isSafeInteger(check.discount)).toBe(true);
      expect(check.discount).toBeGreaterThanOrEqual(0);
      expect(check.discount).toBeLessThanOrEqual(subtotal);
      if (coupon.kind === 'percentage' && coupon.maxDiscount !== null) expect(check.discount).toBeLessThanOrEqual(coupon.maxDiscount);
    }));
  });

  it('matches exact arithmetic for percentages', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), amount, (value, subtotal) => {
      const check = checkCoupon(rule({ value }), subtotal, NOW);
      expect(check).toEqual({ ok: true, discount: Number((BigInt(subtotal) * BigInt(value)) / 100n), freeShipping: false });
    }));
  });

  it('never grants less as the subtotal grows', () => {
    fc.assert(fc.property(couponArb, amount, amount, (coupon, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const lowCheck = checkCoupon(coupon, low, NOW);
      const highCheck = checkCoupon(coupon, high, NOW);
      if (lowCheck.ok && highCheck.ok) expect(highCheck.discount).toBeGreaterThanOrEqual(lowCheck.discount);
    }));
  });
});

describe('checkCoupon: start, per-customer limit, products and categories, free shipping', () => {
  const line = (productId: string, categoryId: string | null, amount: number) => ({ productId, categoryId, amount });

  it('refuses a coupon before its start and takes it from that instant on', () => {
    expect(checkCoupon(rule({ startsAt: new Date(NOW.getTime() + 1) }), 100, NOW)).toEqual({ ok: false, problem: 'not_started' });
    expect(checkCoupon(rule({ startsAt: NOW }), 100, NOW)).toMatchObject({ ok: true, discount: 10 });
    expect(checkCoupon(rule({ startsAt: new Date(Number.NaN) }), 100, NOW)).toEqual({ ok: false, problem: 'not_started' });
  });

  it('refuses a shopper who used up their own share, after the shared limit', () => {
    expect(checkCoupon(rule({ perCustomerLimit: 1, customerUsedCount: 1 }), 100, NOW)).toEqual({ ok: false, problem: 'customer_limit' });
    expect(checkCoupon(rule({ perCustomerLimit: 2, customerUsedCount: 1 }), 100, NOW)).toMatchObject({ ok: true });
    expect(checkCoupon(rule({ perCustomerLimit: 1, customerUsedCount: 1, usageLimit: 1, usedCount: 1 }), 100, NOW)).toEqual({ ok: false, problem: 'used_up' });
  });

  it('counts only the lines of the named products and categories, for the discount and the minimum spend', () => {
    const cart = { lines: [line('shirt', 'batik', 100_000), line('mug', 'kitchen', 50_000), line('cap', null, 30_000)], payable: 180_000 };
    expect(checkCoupon(rule({ categoryIds: ['batik'] }), cart, NOW)).toEqual({ ok: true, discount: 10_000, freeShipping: false });
    expect(checkCoupon(rule({ productIds: ['cap'], categoryIds: ['kitchen'] }), cart, NOW)).toEqual({ ok: true, discount: 8000, freeShipping: false });
    expect(checkCoupon(rule({ categoryIds: ['batik'], minSpend: 120_000 }), cart, NOW)).toEqual({ ok: false, problem: 'min_spend', minSpend: 120_000 });
    expect(checkCoupon(rule({ kind: 'fixed', value: 70_000, productIds: ['mug'] }), cart, NOW)).toMatchObject({ discount: 50_000 });
  });

  it('refuses a cart with no matching line, and a plain amount for a limited coupon', () => {
    const cart = { lines: [line('mug', 'kitchen', 50_000)], payable: 50_000 };
    expect(checkCoupon(rule({ categoryIds: ['batik'] }), cart, NOW)).toEqual({ ok: false, problem: 'not_applicable' });
    expect(checkCoupon(rule({ productIds: ['shirt'] }), 50_000, NOW)).toEqual({ ok: false, problem: 'not_applicable' });
  });

  it('counts the lines of a named category\'s sub-categories at any depth, not of its siblings or parents', () => {
    // pakaian > kemeja > batik-kemeja; pakaian > celana; dapur stands apart.
    const tree = new Map<string, string | null>([['pakaian', null], ['kemeja', 'pakaian'], ['batik-kemeja', 'kemeja'], ['celana', 'pakaian'], ['dapur', null]]);
    const cart = { lines: [line('shirt', 'batik-kemeja', 100_000), line('mug', 'dapur', 50_000), line('trousers', 'celana', 40_000)], payable: 190_000, categoryParents: tree };
    expect(checkCoupon(rule({ categoryIds: ['pakaian'] }), cart, NOW)).toEqual({ ok: true, discount: 14_000, freeShipping: false });
    expect(checkCoupon(rule({ categoryIds: ['kemeja'] }), cart, NOW)).toEqual({ ok: true, discount: 10_000, freeShipping: false });
    expect(checkCoupon(rule({ categoryIds: ['pakaian'], minSpend: 140_000 }), cart, NOW)).toMatchObject({ ok: true });
    expect(checkCoupon(rule({ categoryIds: ['pakaian'], minSpend: 140_001 }), cart, NOW)).toEqual({ ok: false, problem: 'min_spend', minSpend: 140_001 });
    const shirtOnly = { ...cart, lines: [line('shirt', 'batik-kemeja', 100_000)], payable: 100_000 };
    expect(checkCoupon(rule({ categoryIds: ['celana'] }), shirtOnly, NOW)).toEqual({ ok: false, problem: 'not_applicable' });
    // A coupon for the grandchild does not reach up to the parent's own products.
    const parentOnly = { ...cart, lines: [line('jacket', 'pakaian', 80_000)], payable: 80_000 };
    expect(checkCoupon(rule({ categoryIds: ['batik-kemeja'] }), parentOnly, NOW)).toEqual({ ok: false, problem: 'not_applicable' });
  });

  it('never counts more than the cart pays after its other discounts', () => {
    const cart = { lines: [line('shirt', 'batik', 100_000), line('mug', 'kitchen', 50_000)], payable: 60_000 };
    expect(checkCoupon(rule({ kind: 'fixed', value: 90_000, categoryIds: ['batik'] }), cart, NOW)).toMatchObject({ discount: 60_000 });
  });

  it('says when the shipping is free, also with no amount off', () => {
    expect(checkCoupon(rule({ kind: 'fixed', value: 0, freeShipping: true }), 100, NOW)).toEqual({ ok: true, discount: 0, freeShipping: true });
  });

  it('never lets a limited coupon give more than the matching lines cost (property)', () => {
    const lines = fc.array(fc.record({ productId: fc.constantFrom('a', 'b', 'c'), categoryId: fc.constantFrom('x', 'y', null), amount: fc.integer({ min: 0, max: 1e9 }) }), { maxLength: 6 });
    fc.assert(fc.property(lines, fc.integer({ min: 1, max: 100 }), fc.constantFrom('percentage' as const, 'fixed' as const), (cartLines, value, kind) => {
      const payable = cartLines.reduce((sum, l) => sum + l.amount, 0);
      const check = checkCoupon(rule({ kind, value: kind === 'fixed' ? value * 10_000 : value, categoryIds: ['x'] }), { lines: cartLines, payable }, NOW);
      const matching = cartLines.filter((l) => l.categoryId === 'x').reduce((sum, l) => sum + l.amount, 0);
      if (check.ok) expect(check.discount).toBeLessThanOrEqual(matching);
      else expect(cartLines.some((l) => l.categoryId === 'x')).toBe(false);
    }));
  });
});

describe('couponCustomerKey', () => {
  it('counts an account by its id and a guest by the e-mail address in any case', () => {
    expect(couponCustomerKey('c1', 'Sari@Example.com')).toBe('customer:c1');
    expect(couponCustomerKey(null, ' Sari@Example.COM ')).toBe('email:sari@example.com');
    expect(couponCustomerKey(null, '')).toBeNull();
  });
});
