import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalCart } from './local-cart';
import { addAllToCart, addToCart, cartCount, EMPTY_CART, lineKey, MAX_CART_LINES, MAX_CART_PRODUCTS, rememberPrices, removeLine, sanitizeStoredCart, setLineCount } from './local-cart';

const NOW = 1_700_000_000_000;

function added(lines: LocalCart, productID: string, count: number, extra: { variationID?: string; downPayment?: boolean; price?: number } = {}): LocalCart {
  const result = addToCart(lines, { productID, count, ...extra }, NOW);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.lines;
}

function fullCart(lineCount: number, countEach = 1): LocalCart {
  return Array.from({ length: lineCount }, (_, i) => ({ productID: `p${i}`, variationID: '', count: countEach, downPayment: false, updateTime: NOW }));
}

/** What every stored cart satisfies. */
function expectValid(lines: LocalCart): void {
  expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
  expect(cartCount(lines)).toBeLessThanOrEqual(MAX_CART_PRODUCTS);
  for (const line of lines) {
    expect(Number.isSafeInteger(line.count)).toBe(true);
    expect(line.count).toBeGreaterThan(0);
    expect(line.productID).not.toBe('');
  }
  expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
}

describe('addAllToCart', () => {
  it('adds a bundle\'s items together, raising lines already in the cart', () => {
    const start = added(EMPTY_CART, 'shirt', 1, { variationID: 'm' });
    const result = addAllToCart(start, [{ productID: 'shirt', variationID: 'm', count: 1 }, { productID: 'trousers', count: 2 }], NOW);
    expect(result).toEqual({ ok: true, lines: [
      expect.objectContaining({ productID: 'shirt', variationID: 'm', count: 2 }),
      expect.objectContaining({ productID: 'trousers', variationID: '', count: 2 }),
    ] });
  });

  it('changes nothing when one item would break the cart\'s limits', () => {
    let full: LocalCart = EMPTY_CART;
    for (let i = 0; i < MAX_CART_LINES - 1; i++) full = added(full, `p${i}`, 1);
    const result = addAllToCart(full, [{ productID: 'new-a', count: 1 }, { productID: 'new-b', count: 1 }], NOW);
    expect(result).toEqual({ ok: false, reason: 'too_many_lines' });
  });
});

describe('addToCart', () => {
  it('appends a new line with the default empty variation', () => {
    const lines = added(EMPTY_CART, 'p1', 2, { price: 15000 });
    expect(lines).toEqual([{ productID: 'p1', variationID: '', count: 2, downPayment: false, updateTime: NOW, price: 15000 }]);
  });

  it('raises the count of the same product and variation, taking the latest choice, price and time', () => {
    const first = added(EMPTY_CART, 'p1', 2, { variationID: 'v1', price: 15000 });
    const result = addToCart(first, { productID: 'p1', variationID: 'v1', count: 3, downPayment: true, price: 14000 }, NOW + 5);
    expect(result).toEqual({ ok: true, lines: [{ productID: 'p1', variationID: 'v1', count: 5, downPayment: true, updateTime: NOW + 5, price: 14000 }] });
  });

  it('keeps another variation of the same product as its own line', () => {
    const lines = added(added(EMPTY_CART, 'p1', 1, { variationID: 'v1' }), 'p1', 1, { variationID: 'v2' });
    expect(lines.map((line) => line.variationID)).toEqual(['v1', 'v2']);
  });

  it('refuses counts that are not whole numbers of at least 1', () => {
    for (const count of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(addToCart(EMPTY_CART, { productID: 'p1', count }, NOW)).toEqual({ ok: false, reason: 'invalid_count' });
    }
    expect(addToCart(EMPTY_CART, { productID: '', count: 1 }, NOW)).toEqual({ ok: false, reason: 'invalid_product' });
  });

  it('refuses a 101st line but still raises an existing one', () => {
    const full = fullCart(MAX_CART_LINES);
    expect(addToCart(full, { productID: 'new', count: 1 }, NOW)).toEqual({ ok: false, reason: 'too_many_lines' });
    const raised = addToCart(full, { productID: 'p0', count: 1 }, NOW);
    expect(raised.ok && raised.lines[0]?.count).toBe(2);
  });

  it('holds exactly 100 lines: the 100th is added, the 101st refused', () => {
    const almost = fullCart(MAX_CART_LINES - 1);
    const result = addToCart(almost, { productID: 'last', count: 1 }, NOW);
    expect(result.ok && result.lines).toHaveLength(100);
    expect(result.ok && result.lines[99]).toEqual({ productID: 'last', variationID: '', count: 1, downPayment: false, updateTime: NOW });
    expect(addToCart(fullCart(100), { productID: 'p100', count: 1 }, NOW)).toEqual({ ok: false, reason: 'too_many_lines' });
  });

  it('holds exactly 100000 products: one line may reach it, one more is refused', () => {
    const full = addToCart(EMPTY_CART, { productID: 'beras', count: 100_000 }, NOW);
    expect(full.ok && cartCount(full.lines)).toBe(100_000);
    expect(addToCart(EMPTY_CART, { productID: 'beras', count: 100_001 }, NOW)).toEqual({ ok: false, reason: 'too_many_products' });
    expect(full.ok && addToCart(full.lines, { productID: 'beras', count: 1 }, NOW)).toEqual({ ok: false, reason: 'too_many_products' });
  });

  it('refuses a missing product, and a variation that is not text', () => {
    expect(addToCart(EMPTY_CART, { productID: '', count: 1 }, NOW)).toEqual({ ok: false, reason: 'invalid_product' });
    expect(addToCart(EMPTY_CART, { productID: 'p1', variationID: 5 as unknown as string, count: 1 }, NOW)).toEqual({ ok: false, reason: 'invalid_product' });
    expect(addToCart(EMPTY_CART, { productID: 7 as unknown as string, count: 1 }, NOW)).toEqual({ ok: false, reason: 'invalid_product' });
  });

  it('keeps the down-payment choice and price of a line unless the addition names new ones', () => {
    const first = added(EMPTY_CART, 'p1', 1, { downPayment: true, price: 5000 });
    expect(first).toEqual([{ productID: 'p1', variationID: '', count: 1, downPayment: true, updateTime: NOW, price: 5000 }]);
    const again = addToCart(first, { productID: 'p1', count: 2, price: 1.5 }, NOW + 9);
    expect(again).toEqual({ ok: true, lines: [{ productID: 'p1', variationID: '', count: 3, downPayment: true, updateTime: NOW + 9, price: 5000 }] });
    const plain = added(EMPTY_CART, 'p2', 1, { price: -1 });
    expect(plain).toEqual([{ productID: 'p2', variationID: '', count: 1, downPayment: false, updateTime: NOW }]);
  });

  it('raises only the matching line and keeps a price of 0 (a free gift)', () => {
    const two = added(added(EMPTY_CART, 'p1', 1), 'p2', 1);
    const raised = addToCart(two, { productID: 'p2', count: 3, price: 0 }, NOW + 1);
    expect(raised).toEqual({ ok: true, lines: [two[0], { ...two[1], count: 4, updateTime: NOW + 1, price: 0 }] });
  });

  it('refuses going over the product limit', () => {
    const lines = added(EMPTY_CART, 'p1', MAX_CART_PRODUCTS - 1);
    expect(addToCart(lines, { productID: 'p2', count: 2 }, NOW)).toEqual({ ok: false, reason: 'too_many_products' });
    expect(addToCart(lines, { productID: 'p2', count: 1 }, NOW).ok).toBe(true);
  });
});

describe('setLineCount and removeLine', () => {
  let cart: LocalCart = EMPTY_CART;
  beforeEach(() => {
    cart = added(added(EMPTY_CART, 'p1', 2), 'p2', 1, { variationID: 'v' });
  });

  it('sets the count and the time', () => {
    expect(setLineCount(cart, { productID: 'p1', variationID: '' }, 7, NOW + 1)).toEqual({
      ok: true,
      lines: [{ ...cart[0], count: 7, updateTime: NOW + 1 }, cart[1]],
    });
  });

  it('removes the line at 0 or less', () => {
    for (const count of [0, -3]) {
      const result = setLineCount(cart, { productID: 'p2', variationID: 'v' }, count, NOW);
      expect(result.ok && result.lines.map((line) => line.productID)).toEqual(['p1']);
    }
  });

  it('lets a line be set to exactly the room left under 100000 products, not one more', () => {
    // cart holds p1 × 2 and p2 × 1.
    const exact = setLineCount(cart, { productID: 'p1', variationID: '' }, MAX_CART_PRODUCTS - 1, NOW);
    expect(exact.ok && cartCount(exact.lines)).toBe(100_000);
    expect(setLineCount(cart, { productID: 'p1', variationID: '' }, MAX_CART_PRODUCTS - 1 + 1, NOW)).toEqual({ ok: false, reason: 'too_many_products' });
  });

  it('returns the same cart when the count does not change', () => {
    expect(setLineCount(cart, { productID: 'p1', variationID: '' }, 2, NOW + 5)).toEqual({ ok: true, lines: cart });
    const same = setLineCount(cart, { productID: 'p1', variationID: '' }, 2, NOW + 5);
    expect(same.ok && same.lines).toBe(cart);
  });

  it('refuses fractions and totals over the limit, and leaves unknown lines alone', () => {
    expect(setLineCount(cart, { productID: 'p1', variationID: '' }, 2.5, NOW)).toEqual({ ok: false, reason: 'invalid_count' });
    expect(setLineCount(cart, { productID: 'p1', variationID: '' }, MAX_CART_PRODUCTS, NOW)).toEqual({ ok: false, reason: 'too_many_products' });
    expect(setLineCount(cart, { productID: 'nope', variationID: '' }, 3, NOW)).toEqual({ ok: true, lines: cart });
  });

  it('removes a line by product and variation', () => {
    expect(removeLine(cart, { productID: 'p2', variationID: 'v' })).toEqual([cart[0]]);
    expect(removeLine(cart, { productID: 'p2', variationID: '' })).toBe(cart);
  });

  it('remembers the prices shown', () => {
    const priced = added(EMPTY_CART, 'p1', 1, { price: 10000 });
    const next = rememberPrices(priced, [{ productID: 'p1', variationID: '', price: 12000 }]);
    expect(next[0]?.price).toBe(12000);
    expect(rememberPrices(next, [{ productID: 'p1', variationID: '', price: 12000 }])).toBe(next);
    expect(rememberPrices(next, [{ productID: 'p1', variationID: '', price: -1 }])).toBe(next);
  });
});

describe('sanitizeStoredCart', () => {
  it('reads nothing from things that are not carts', () => {
    for (const value of [null, undefined, 'x', 3, {}, { length: 2 }]) expect(sanitizeStoredCart(value)).toEqual([]);
  });

  it('drops malformed lines, defaults missing fields and rounds counts down', () => {
    const stored = [
      { productID: 'p1', count: 2.7, downPayment: 'yes', updateTime: 'then', price: 1.5 },
      { productID: '', count: 1 },
      { productID: 'p2', variationID: 5, count: 1 },
      { productID: 'p3', count: 0.4 },
      { productID: 'p4', count: '3' },
      'p5',
      { productID: 'p6', variationID: null, count: 1, downPayment: true, updateTime: 5, price: 900 },
    ];
    expect(sanitizeStoredCart(stored)).toEqual([
      { productID: 'p1', variationID: '', count: 2, downPayment: false, updateTime: 0 },
      { productID: 'p6', variationID: '', count: 1, downPayment: true, updateTime: 5, price: 900 },
    ]);
  });

  it('merges repeated lines and clamps to the limits', () => {
    const repeated = [
      { productID: 'p1', count: 1, updateTime: 1 },
      { productID: 'p1', count: 2, updateTime: 2, downPayment: true },
    ];
    expect(sanitizeStoredCart(repeated)).toEqual([{ productID: 'p1', variationID: '', count: 3, downPayment: true, updateTime: 2 }]);
    expect(sanitizeStoredCart(fullCart(MAX_CART_LINES + 20))).toHaveLength(MAX_CART_LINES);
    expect(cartCount(sanitizeStoredCart(fullCart(3, MAX_CART_PRODUCTS)))).toBe(MAX_CART_PRODUCTS);
  });

  it('keeps the first 100 lines of 101, and still merges repeats of kept lines after them', () => {
    const stored = [...fullCart(101), { productID: 'p0', variationID: '', count: 4, downPayment: false, updateTime: NOW + 1 }];
    const clean = sanitizeStoredCart(stored);
    expect(clean).toHaveLength(100);
    expect(clean.map((line) => line.productID)).toEqual(Array.from({ length: 100 }, (_, i) => `p${i}`));
    expect(clean[0]).toEqual({ productID: 'p0', variationID: '', count: 5, downPayment: false, updateTime: NOW + 1 });
    expect(sanitizeStoredCart(fullCart(100))).toEqual(fullCart(100));
  });

  it('drops lines whose product id is not text, and lets the later of two equally old repeats decide', () => {
    expect(sanitizeStoredCart([{ productID: 5, count: 1 }, { productID: ['p1'], count: 1 }])).toEqual([]);
    const tied = [{ productID: 'p1', count: 1, updateTime: 4 }, { productID: 'p1', count: 1, updateTime: 4, downPayment: true, price: 300 }];
    expect(sanitizeStoredCart(tied)).toEqual([{ productID: 'p1', variationID: '', count: 2, downPayment: true, updateTime: 4, price: 300 }]);
  });

  it('keeps the later repeat choices when it is stored first, and caps merged counts', () => {
    const stored = [
      { productID: 'p1', count: 60_000, updateTime: 9, downPayment: true },
      { productID: 'p1', count: 60_000, updateTime: 3 },
      { productID: 'p2', count: 5, updateTime: 1 },
    ];
    expect(sanitizeStoredCart(stored)).toEqual([{ productID: 'p1', variationID: '', count: 100_000, downPayment: true, updateTime: 9 }]);
  });

  it('cuts the line that crosses 100000 products and drops the lines after it', () => {
    const stored = [
      { productID: 'p1', count: 99_998, updateTime: 1 },
      { productID: 'p2', count: 5, updateTime: 1, price: 700 },
      { productID: 'p3', count: 1, updateTime: 1 },
    ];
    expect(sanitizeStoredCart(stored)).toEqual([
      { productID: 'p1', variationID: '', count: 99_998, downPayment: false, updateTime: 1 },
      { productID: 'p2', variationID: '', count: 2, downPayment: false, updateTime: 1, price: 700 },
    ]);
    expect(sanitizeStoredCart([{ productID: 'p1', count: 250_000 }])).toEqual([{ productID: 'p1', variationID: '', count: 100_000, downPayment: false, updateTime: 0 }]);
    expect(sanitizeStoredCart([{ productID: 'p1', count: 1, updateTime: -5 }, { productID: 'p2', count: 1, updateTime: Infinity }]).map((line) => line.updateTime)).toEqual([0, 0]);
  });
});

// Properties over random sequences of changes: the stored cart never breaks its rules.
const productIDs = fc.constantFrom('p1', 'p2', 'p3', 'p4');
const variationIDs = fc.constantFrom('', 'v1', 'v2');
const counts = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer({ min: -MAX_CART_PRODUCTS, max: 2 * MAX_CART_PRODUCTS }), fc.double({ noNaN: false }));

type Operation =
  | { kind: 'add'; productID: string; variationID: string; count: number }
  | { kind: 'set'; productID: string; variationID: string; count: number }
  | { kind: 'remove'; productID: string; variationID: string };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), productID: productIDs, variationID: variationIDs, count: counts }),
  fc.record({ kind: fc.constant('set' as const), productID: productIDs, variationID: variationIDs, count: counts }),
  fc.record({ kind: fc.constant('remove' as const), productID: productIDs, variationID: variationIDs }),
);

function apply(lines: LocalCart, op: Operation): LocalCart {
  if (op.kind === 'remove') return removeLine(lines, op);
  const result = op.kind === 'add' ? addToCart(lines, op, NOW) : setLineCount(lines, op, op.count, NOW);
  return result.ok ? result.lines : lines;
}

describe('local cart properties', () => {
  it('never stores a count of 0 or less, more than 100 lines or more than 100000 products', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let lines: LocalCart = EMPTY_CART;
        for (const op of operations) {
          lines = apply(lines, op);
          expectValid(lines);
        }
      }),
    );
  });

  it('refuses a new line on a full cart whatever the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (count) => {
        expect(addToCart(fullCart(MAX_CART_LINES), { productID: 'other', count }, NOW)).toEqual({ ok: false, reason: 'too_many_lines' });
      }),
    );
  });

  it('adding then setting to 0 leaves the other lines as they were', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), productIDs, fc.integer({ min: 1, max: 10 }), (operations, productID, count) => {
        const before = operations.reduce(apply, EMPTY_CART);
        const key = { productID, variationID: 'fresh' };
        const withLine = addToCart(before, { ...key, count }, NOW);
        if (!withLine.ok) return;
        const after = setLineCount(withLine.lines, key, 0, NOW);
        expect(after).toEqual({ ok: true, lines: before });
      }),
    );
  });

  it('reads a negative zero price or time as zero, as storage would give it back', () => {
    expect(sanitizeStoredCart([{ productID: 'p1', count: 1, updateTime: -0, price: -0 }])).toEqual([{ productID: 'p1', variationID: '', count: 1, downPayment: false, updateTime: 0, price: 0 }]);
  });

  it('makes any stored value a valid cart, and a valid cart stays as it is', () => {
    const storedLine = fc.record(
      { productID: fc.oneof(productIDs, fc.string()), variationID: fc.oneof(variationIDs, fc.constant(null), fc.integer()), count: fc.oneof(counts, fc.string()), downPayment: fc.anything(), updateTime: fc.anything(), price: fc.anything() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(storedLine, fc.anything()), { maxLength: 150 }), fc.anything()), (stored) => {
        const cart = sanitizeStoredCart(stored);
        expectValid(cart);
        expect(sanitizeStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
      }),
    );
  });
});
