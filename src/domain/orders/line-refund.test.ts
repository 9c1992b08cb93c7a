import { describe, expect, it } from 'vitest';
import { planLineRefund } from './line-refund';

const lines = [
  { position: 0, unitPrice: 150_000, count: 2, refundedCount: 0 },
  { position: 1, unitPrice: 99_999, count: 1, refundedCount: 0 },
];
const paid = { subtotal: 399_999, discount: 0, paidAmount: 419_999, refundedAmount: 0 };

describe('refunding chosen lines', () => {
  it('gives back the units\' price, exactly', () => {
    expect(planLineRefund(paid, lines, [{ position: 0, count: 1 }])).toEqual({ ok: true, lines: [{ position: 0, count: 1 }], amount: 150_000, everything: false });
  });

  it('takes off the units\' share of the discount, rounded down', () => {
    const discounted = { ...paid, discount: 40_000, paidAmount: 379_999 };
    // 40,000 × 99,999 / 399,999 = 9,999.97… → 9,999 off
    expect(planLineRefund(discounted, lines, [{ position: 1, count: 1 }])).toMatchObject({ ok: true, amount: 90_000 });
  });

  it('gives back all the rest, shipping included, when every unit still owed is refunded', () => {
    const plan = planLineRefund({ ...paid, refundedAmount: 150_000 }, [{ ...lines[0]!, refundedCount: 1 }, lines[1]!], [{ position: 0, count: 1 }, { position: 1, count: 1 }]);
    expect(plan).toMatchObject({ ok: true, everything: true, amount: 269_999 });
  });

  it('never gives back more than was paid', () => {
    const downPayment = { ...paid, paidAmount: 100_000 };
    expect(planLineRefund(downPayment, lines, [{ position: 0, count: 2 }])).toMatchObject({ ok: true, amount: 100_000 });
  });

  it('refuses unknown lines, too many units and an empty choice', () => {
    expect(planLineRefund(paid, lines, [{ position: 9, count: 1 }])).toEqual({ ok: false, problem: 'lineUnknown', index: 0, max: 0 });
    expect(planLineRefund(paid, [{ ...lines[0]!, refundedCount: 2 }, lines[1]!], [{ position: 0, count: 1 }])).toEqual({ ok: false, problem: 'count', index: 0, max: 0 });
    expect(planLineRefund(paid, lines, [{ position: 0, count: 1 }, { position: 0, count: 2 }])).toEqual({ ok: false, problem: 'count', index: 1, max: 1 });
    expect(planLineRefund(paid, lines, [{ position: 0, count: 0 }])).toEqual({ ok: false, problem: 'noLines' });
  });

  it('stays exact for amounts past what a float multiplies safely', () => {
    const big = { subtotal: 9_000_000_000_000, discount: 3_000_000_000_001, paidAmount: 6_000_000_000_000, refundedAmount: 0 };
    const plan = planLineRefund(big, [{ position: 0, unitPrice: 3_000_000_000_000, count: 3, refundedCount: 0 }], [{ position: 0, count: 1 }]);
    // 3,000,000,000,001 × 3,000,000,000,000 / 9,000,000,000,000 = 1,000,000,000,000.33… → 1,000,000,000,000
    expect(plan).toMatchObject({ ok: true, amount: 2_000_000_000_000 });
  });
});
