import { describe, expect, it } from 'vitest';
import { compareOptionValues } from './option-value-order';

describe('compareOptionValues', () => {
  it('lists numbers by size, clothing sizes small to large, then names with numbers read as numbers', () => {
    const values = ['XL', 'Putih', 'No. 10', '100', 'M', '28', 'S', 'No. 7', 'XXL', 'Krem', 'L'];
    expect([...values].sort(compareOptionValues)).toEqual(['28', '100', 'S', 'M', 'L', 'XL', 'XXL', 'Krem', 'No. 7', 'No. 10', 'Putih']);
  });
});
