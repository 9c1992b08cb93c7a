import { describe, expect, it } from 'vitest';
import { MAX_UNIT_PRICE } from '../checkout/pricing';
import { isValidSku, moveItem, optionCombinationKey, priceProblem, stockLevel } from './product-rules';

describe('priceProblem', () => {
  it('accepts a price alone and a compare-at price above it', () => {
    expect(priceProblem(150_000, null)).toBeNull();
    expect(priceProblem(150_000, 200_000)).toBeNull();
    expect(priceProblem(0, 1)).toBeNull();
    expect(priceProblem(MAX_UNIT_PRICE - 1, MAX_UNIT_PRICE)).toBeNull();
  });

  it('refuses a compare-at price equal to or below the price, naming that field', () => {
    expect(priceProblem(150_000, 150_000)).toEqual({ field: 'compareAtPrice', problem: 'compareAtNotHigher' });
    expect(priceProblem(150_000, 99_000)).toEqual({ field: 'compareAtPrice', problem: 'compareAtNotHigher' });
  });

  it('refuses negative, fractional and too large amounts', () => {
    expect(priceProblem(-1, null)).toEqual({ field: 'price', problem: 'negative' });
    expect(priceProblem(1.5, null)).toEqual({ field: 'price', problem: 'negative' });
    expect(priceProblem(MAX_UNIT_PRICE + 1, null)).toEqual({ field: 'price', problem: 'tooLarge' });
    expect(priceProblem(1000, MAX_UNIT_PRICE + 1)).toEqual({ field: 'compareAtPrice', problem: 'tooLarge' });
    expect(priceProblem(1000, -5)).toEqual({ field: 'compareAtPrice', problem: 'negative' });
  });
});

describe('stockLevel', () => {
  it('is out at zero, low at or under the threshold, in above it', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(1, 5)).toBe('low');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('in');
    expect(stockLevel(1, 0)).toBe('in');
  });
});

describe('SKUs and option combinations', () => {
  it('takes SKUs without spaces up to 64 characters', () => {
    expect(isValidSku('BTK-001-M')).toBe(true);
    expect(isValidSku('BTK 001')).toBe(false);
    expect(isValidSku('')).toBe(false);
    expect(isValidSku('x'.repeat(65))).toBe(false);
  });

  it('sees two variations with the same values, whatever their case or spacing, as one', () => {
    expect(optionCombinationKey(['Merah', 'M'])).toBe(optionCombinationKey([' merah', 'm ']));
    expect(optionCombinationKey(['Merah', 'M'])).not.toBe(optionCombinationKey(['Merah', 'L']));
  });
});

describe('moveItem', () => {
  it('swaps an item with its neighbour and leaves the ends where they are', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
