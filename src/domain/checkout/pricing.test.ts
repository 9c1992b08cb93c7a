import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { downPaymentUnit, priceOrder } from './pricing';
import type { PricingLine } from './pricing';

function line(unitPrice: number, count: number, downPaymentPercent: number | null = null, downPayment = false): PricingLine {
  return { unitPrice, count, downPaymentPercent, downPayment };
}

describe('downPaymentUnit', () => {
  it('rounds up in the shop\'s favour', () => {
    expect(downPaymentUnit(100_000, 30)).toBe(30_000);
    expect(downPaymentUnit(99_999, 30)).toBe(30_000);
    expect(downPaymentUnit(1, 1)).toBe(1);
    expect(downPaymentUnit(101, 50)).toBe(51);
    expect(downPaymentUnit(0, 50)).toBe(0);
  });

  it('never exceeds the unit price', () => {
    expect(downPaymentUnit(1, 99)).toBe(1);
    expect(downPaymentUnit(3, 99)).toBe(3);
  });

  it('is exact for the largest prices', () => {
    const max = Number.MAX_SAFE_INTEGER;
    const expected = Number((BigInt(max) * 99n + 99n) / 100n);
    expect(downPaymentUnit(max, 99)).toBe(expected);
  });

  it('refuses prices and percents outside its range', () => {
    expect(() => downPaymentUnit(-1, 10)).toThrow(RangeError);
    expect(() => downPaymentUnit(10.5, 10)).toThrow(RangeError);
    expect(() => downPaymentUnit(100, 0)).toThrow(RangeError);
    expect(() => downPaymentUnit(100, 100)).toThrow(RangeError);
    expect(() => downPaymentUnit(100, 12.5)).toThrow(RangeError);
    expect(() => downPaymentUnit(100, Number.NaN)).toThrow(RangeError);
  });

  it('matches exact ceiling arithmetic (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 99 }), (price, percent) => {
      const expected = (BigInt(price) * BigInt(percent) + 99n) / 100n;
      const unit = downPaymentUnit(price, percent);
      expect(unit).toBe(Number(expected));
      expect(unit).toBeLessThanOrEqual(price);
    }));
  });
});

describe('priceOrder', () => {
  it('prices full-price lines', () => {
    expect(priceOrder([line(50_000, 2), line(15_000, 1)], 10_000, 18_000)).toEqual({
      lines: [
        { lineTotal: 100_000, downPaymentUnit: null, dueNow: 100_000 },
        { lineTotal: 15_000, downPaymentUnit: null, dueNow: 15_000 },
      ],
      subtotal: 115_000,
      discount: 10_000,
      shippingFee: 18_000,
      total: 123_000,
      firstPayment: 123_000,
    });
  });

  it('asks down payments plus shipping minus the discount first', () => {
    const pricing = priceOrder([line(1_000_000, 2, 30, true), line(50_000, 1)], 20_000, 25_000);
    expect(pricing.lines).toEqual([
      { lineTotal: 2_000_000, downPaymentUnit: 300_000, dueNow: 600_000 },
      { lineTotal: 50_000, downPaymentUnit: null, dueNow: 50_000 },
    ]);
    expect(pricing.subtotal).toBe(2_050_000);
    expect(pricing.total).toBe(2_055_000);
    expect(pricing.firstPayment).toBe(600_000 + 50_000 - 20_000 + 25_000);
  });

  it('charges the full price when the shopper declines the down payment or none is offered', () => {
    expect(priceOrder([line(100_000, 1, 30, false)], 0, 0).lines[0]).toEqual({ lineTotal: 100_000, downPaymentUnit: null, dueNow: 100_000 });
    expect(priceOrder([line(100_000, 1, null, true)], 0, 0).lines[0]).toEqual({ lineTotal: 100_000, downPaymentUnit: null, dueNow: 100_000 });
    expect(priceOrder([line(100_000, 1, null, true)], 0, 0).firstPayment).toBe(100_000);
  });

  it('clamps the discount to [0, subtotal]', () => {
    expect(priceOrder([line(10_000, 1)], 50_000, 9000)).toMatchObject({ discount: 10_000, total: 9000, firstPayment: 9000 });
    expect(priceOrder([line(10_000, 1)], -500, 0)).toMatchObject({ discount: 0, total: 10_000 });
  });

  it('asks the whole total when the discount leaves no first payment', () => {
    const pricing = priceOrder([line(100_000, 1, 10, true)], 50_000, 0);
    expect(pricing.total).toBe(50_000);
    expect(pricing.firstPayment).toBe(50_000);
  });

  it('keeps a zero first payment only for a zero total', () => {
    expect(priceOrder([line(0, 3, 50, true)], 0, 0)).toMatchObject({ subtotal: 0, total: 0, firstPayment: 0 });
    expect(priceOrder([], 0, 0)).toEqual({ lines: [], subtotal: 0, discount: 0, shippingFee: 0, total: 0, firstPayment: 0 });
  });

  it('charges only shipping for an order of free goods', () => {
    expect(priceOrder([line(0, 1)], 0, 12_000)).toMatchObject({ total: 12_000, firstPayment: 12_000 });
  });

  it('refuses programming errors with a RangeError', () => {
    expect(() => priceOrder([line(-1, 1)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(1.5, 1)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 0)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1.5)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, Number.NaN)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1, 0, true)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1)], 0.5, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1)], 0, -1)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1)], 0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => priceOrder([line(Number.MAX_SAFE_INTEGER, 2)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(Number.MAX_SAFE_INTEGER, 1), line(1, 1)], 0, 0)).toThrow(RangeError);
    expect(() => priceOrder([line(100, 1)], Number.POSITIVE_INFINITY, 0)).toThrow(RangeError);
  });

  it('names the bad number in its refusal', () => {
    expect(() => priceOrder([line(-1, 1)], 0, 0)).toThrow('Unit price -1 is not a non-negative integer');
    expect(() => priceOrder([line(100, 0)], 0, 0)).toThrow('Count 0 is not a whole number of at least 1');
    expect(() => priceOrder([line(100, 1)], 0.5, 0)).toThrow('Discount 0.5 is not an integer');
    expect(() => priceOrder([line(100, 1)], 0, -1)).toThrow('Shipping fee -1 is not a non-negative integer');
    expect(() => priceOrder([line(Number.MAX_SAFE_INTEGER, 2)], 0, 0)).toThrow(`Line total ${Number.MAX_SAFE_INTEGER * 2} is beyond safe integers`);
    expect(() => priceOrder([line(Number.MAX_SAFE_INTEGER, 1), line(1, 1)], 0, 0)).toThrow('Subtotal 9007199254740992 is beyond safe integers');
    expect(() => priceOrder([line(Number.MAX_SAFE_INTEGER, 1)], 0, 1)).toThrow('Total 9007199254740992 is beyond safe integers');
    expect(() => downPaymentUnit(100, 100)).toThrow('Down payment percent 100 is not a whole number from 1 to 99');
    expect(() => downPaymentUnit(-5, 10)).toThrow('Unit price -5 is not a non-negative integer');
  });
});

describe('priceOrder properties', () => {
  const lineArb = fc.record({
    unitPrice: fc.integer({ min: 0, max: 1e9 }),
    count: fc.integer({ min: 1, max: 1000 }),
    downPaymentPercent: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    downPayment: fc.boolean(),
  });
  const linesArb = fc.array(lineArb, { maxLength: 8 });
  const discountArb = fc.integer({ min: -1e6, max: 1e13 });
  const feeArb = fc.integer({ min: 0, max: 1e9 });

  it('keeps every amount whole and consistent', () => {
    fc.assert(fc.property(linesArb, discountArb, feeArb, (lines, discount, fee) => {
      const p = priceOrder(lines, discount, fee);
      for (const amount of [p.subtotal, p.discount, p.shippingFee, p.total, p.firstPayment]) {
        expect(Number.isSafeInteger(amount)).toBe(true);
      }
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(p.subtotal);
      expect(p.total).toBeGreaterThanOrEqual(0);
      expect(p.total).toBe(p.subtotal - p.discount + p.shippingFee);
      expect(p.firstPayment).toBeGreaterThanOrEqual(0);
      expect(p.firstPayment).toBeLessThanOrEqual(p.total);
      if (p.total > 0) expect(p.firstPayment).toBeGreaterThan(0);
      expect(p.subtotal).toBe(p.lines.reduce((sum, l) => sum + l.lineTotal, 0));
    }));
  });

  it('prices each line from its own unit price and choice', () => {
    fc.assert(fc.property(linesArb, (lines) => {
      const p = priceOrder(lines, 0, 0);
      p.lines.forEach((priced, i) => {
        const input = lines[i];
        if (!input) throw new Error('missing line');
        expect(priced.lineTotal).toBe(input.unitPrice * input.count);
        const usesDownPayment = input.downPayment && input.downPaymentPercent !== null;
        expect(priced.downPaymentUnit === null).toBe(!usesDownPayment);
        expect(priced.dueNow).toBe(usesDownPayment ? (priced.downPaymentUnit ?? -1) * input.count : priced.lineTotal);
        expect(priced.dueNow).toBeLessThanOrEqual(priced.lineTotal);
      });
    }));
  });

  it('asks the total first when no line uses a down payment', () => {
    const fullPrice = fc.array(lineArb.map((l) => ({ ...l, downPayment: false })), { maxLength: 8 });
    fc.assert(fc.property(fullPrice, discountArb, feeArb, (lines, discount, fee) => {
      const p = priceOrder(lines, discount, fee);
      expect(p.firstPayment).toBe(p.total);
    }));
  });
});
