import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestSalePrice, campaignDiscountProblem, campaignStatus, coveredCategories, discountedPrice, nextCampaignBoundary, salePriceFloor, type PricingCampaign,
} from './campaign-prices';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 11, 1, 3, 0);

function campaign(id: string, kind: 'percent' | 'amount', value: number, overrides: Partial<PricingCampaign> = {}): PricingCampaign {
  return { id, kind, value, active: true, startsAt: now - HOUR, endsAt: now + HOUR, productIds: ['shirt'], categoryIds: [], ...overrides };
}

describe('discountedPrice', () => {
  it('takes a percentage off, rounding the price up to a whole rupiah', () => {
    expect(discountedPrice(100_000, { kind: 'percent', value: 20 })).toBe(80_000);
    expect(discountedPrice(999, { kind: 'percent', value: 10 })).toBe(900);
  });

  it('takes a fixed amount off each unit but never goes under the floor of 10 %', () => {
    expect(discountedPrice(100_000, { kind: 'amount', value: 25_000 })).toBe(75_000);
    expect(discountedPrice(30_000, { kind: 'amount', value: 50_000 })).toBe(3_000);
    expect(salePriceFloor(15)).toBe(2);
  });

  it('never gives a price of 0 or below, and never raises one', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 1_000_000_000 }),
      fc.oneof(fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 90 }) }), fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 2_000_000_000 }) })),
      (price, discount) => {
        const sale = discountedPrice(price, discount);
        expect(sale).toBeGreaterThanOrEqual(1);
        expect(sale).toBeLessThanOrEqual(price);
        expect(sale).toBeGreaterThanOrEqual(salePriceFloor(price));
        expect(Number.isInteger(sale)).toBe(true);
      },
    ));
  });
});

describe('campaignDiscountProblem', () => {
  it('takes 1–90 percent and a whole amount of at least 1', () => {
    expect(campaignDiscountProblem({ kind: 'percent', value: 90 }, 1000)).toBeNull();
    expect(campaignDiscountProblem({ kind: 'percent', value: 0 }, 1000)).toBe('percentRange');
    expect(campaignDiscountProblem({ kind: 'percent', value: 91 }, 1000)).toBe('percentRange');
    expect(campaignDiscountProblem({ kind: 'percent', value: 5.5 }, 1000)).toBe('percentRange');
    expect(campaignDiscountProblem({ kind: 'amount', value: 0 }, 1000)).toBe('amountRange');
    expect(campaignDiscountProblem({ kind: 'amount', value: 1001 }, 1000)).toBe('amountRange');
  });
});

describe('campaignStatus and bestSalePrice', () => {
  it('runs from the start included to the end excluded', () => {
    const c = campaign('a', 'percent', 10, { startsAt: now, endsAt: now + HOUR });
    expect(campaignStatus(c, now - 1)).toBe('scheduled');
    expect(campaignStatus(c, now)).toBe('running');
    expect(campaignStatus(c, now + HOUR)).toBe('ended');
    expect(bestSalePrice(100_000, [c], now - 1)).toBeNull();
    expect(bestSalePrice(100_000, [c], now)).toEqual({ price: 90_000, campaignId: 'a' });
    expect(bestSalePrice(100_000, [c], now + HOUR)).toBeNull();
  });

  it('ignores a switched-off campaign', () => {
    expect(bestSalePrice(100_000, [campaign('a', 'percent', 10, { active: false })], now)).toBeNull();
  });

  it('lets the lowest price win where campaigns overlap', () => {
    const tenPercent = campaign('a', 'percent', 10);
    const fifteenThousand = campaign('b', 'amount', 15_000);
    expect(bestSalePrice(100_000, [tenPercent, fifteenThousand], now)).toEqual({ price: 85_000, campaignId: 'b' });
    // On a cheaper product the percentage gives more.
    expect(bestSalePrice(200_000, [tenPercent, fifteenThousand], now)).toEqual({ price: 180_000, campaignId: 'a' });
  });

  it('settles a tie by the campaign ending first, then by id', () => {
    const later = campaign('a', 'percent', 10, { endsAt: now + 2 * HOUR });
    const sooner = campaign('b', 'amount', 10_000);
    expect(bestSalePrice(100_000, [later, sooner], now)?.campaignId).toBe('b');
    expect(bestSalePrice(100_000, [campaign('z', 'percent', 10), campaign('y', 'percent', 10)], now)?.campaignId).toBe('y');
  });

  it('is never above any running campaign’s price, whatever the order', () => {
    const arbitrary = fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 1, max: 90 }),
      active: fc.boolean(),
      startsAt: fc.integer({ min: now - 2 * HOUR, max: now + HOUR }),
      endsAt: fc.integer({ min: now - HOUR, max: now + 2 * HOUR }),
      productIds: fc.constant(['shirt']),
      categoryIds: fc.constant([] as string[]),
    });
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(arbitrary, { maxLength: 6 }), (price, campaigns) => {
      const best = bestSalePrice(price, campaigns, now);
      const running = campaigns.filter((c) => c.active && c.startsAt <= now && now < c.endsAt);
      for (const c of running) expect(best?.price ?? price).toBeLessThanOrEqual(discountedPrice(price, c));
      expect(bestSalePrice(price, [...campaigns].reverse(), now)).toEqual(best);
    }));
  });
});

describe('coveredCategories', () => {
  it('covers a chosen category and everything under it', () => {
    const parents = new Map<string, string | null>([['clothes', null], ['shirts', 'clothes'], ['batik', 'shirts'], ['shoes', null]]);
    expect([...coveredCategories(['shirts'], parents)].sort()).toEqual(['batik', 'shirts']);
    expect(coveredCategories([], parents).size).toBe(0);
  });

  it('stops on a corrupted cycle', () => {
    const parents = new Map<string, string | null>([['a', 'b'], ['b', 'a']]);
    expect(coveredCategories(['c'], parents).size).toBe(0);
  });
});

describe('nextCampaignBoundary', () => {
  it('is the next start or end of a switched-on campaign', () => {
    const running = campaign('a', 'percent', 10, { startsAt: now - HOUR, endsAt: now + 3 * HOUR });
    const upcoming = campaign('b', 'percent', 10, { startsAt: now + HOUR, endsAt: now + 2 * HOUR });
    expect(nextCampaignBoundary([running, upcoming], now)).toBe(now + HOUR);
    expect(nextCampaignBoundary([running], now)).toBe(now + 3 * HOUR);
    expect(nextCampaignBoundary([{ ...upcoming, active: false }], now)).toBeNull();
    expect(nextCampaignBoundary([campaign('c', 'percent', 10, { startsAt: now - 2 * HOUR, endsAt: now - HOUR })], now)).toBeNull();
  });
});
