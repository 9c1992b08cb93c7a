import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedCheckout, SavedCheckouts } from './saved-checkouts';
import { MAX_SAVED_CHECKOUTS, NO_SAVED_CHECKOUTS, removeSavedCheckout, sanitizeSavedCheckouts, saveCheckout } from './saved-checkouts';

const ADDRESS = { name: 'Sari', phone: '6281234567890', address: 'Jl. Melati 5', district: 'Coblong', city: 'Bandung', province: 'Jawa Barat', postalCode: '40132' };

function checkout(createdAt: number, extra: Partial<SavedCheckout> = {}): SavedCheckout {
  return {
    coupon: '',
    bundles: [],
    products: [{ productID: 'p1', variationID: '', count: 2, downPayment: false }],
    shippingAddress: null,
    createdAt,
    ...extra,
  };
}

describe('saveCheckout', () => {
  it('stores custom fields only when there are some', () => {
    const saved = saveCheckout(NO_SAVED_CHECKOUTS, 'c1', checkout(1, { customFields: {} }));
    expect(saved.c1).toEqual(checkout(1));
    expect(Object.hasOwn(saved.c1!, 'customFields')).toBe(false);
    const withFields = saveCheckout(saved, 'c2', checkout(2, { customFields: { npwp: '123' } }));
    expect(withFields.c2?.customFields).toEqual({ npwp: '123' });
  });

  it('replaces a checkout saved under the same id', () => {
    const saved = saveCheckout(saveCheckout(NO_SAVED_CHECKOUTS, 'c1', checkout(1)), 'c1', checkout(5, { coupon: 'HEMAT' }));
    expect(Object.keys(saved)).toEqual(['c1']);
    expect(saved.c1?.coupon).toBe('HEMAT');
  });

  it('keeps 20 and drops the oldest first', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    for (let i = 0; i < MAX_SAVED_CHECKOUTS; i += 1) saved = saveCheckout(saved, `c${i}`, checkout(1000 - i));
    const next = saveCheckout(saved, 'new', checkout(2000));
    expect(Object.keys(next)).toHaveLength(MAX_SAVED_CHECKOUTS);
    expect(next.c19).toBeUndefined();
    expect(next.new).toBeDefined();
  });

  it('removes a checkout', () => {
    const saved = saveCheckout(NO_SAVED_CHECKOUTS, 'c1', checkout(1));
    expect(removeSavedCheckout(saved, 'c1')).toEqual({});
    expect(removeSavedCheckout(saved, 'other')).toBe(saved);
  });

  it('removing one of several keeps exactly the others, untouched', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    for (const [id, time] of [['a', 30], ['b', 10], ['c', 20]] as const) saved = saveCheckout(saved, id, checkout(time, { coupon: id }));
    const next = removeSavedCheckout(saved, 'b');
    expect(next).toEqual({ a: checkout(30, { coupon: 'a' }), c: checkout(20, { coupon: 'c' }) });
    expect(Object.keys(next)).toEqual(['a', 'c']);
    expect(saved).toHaveProperty('b');
  });

  it('saving the 21st drops only the oldest, wherever it was saved', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    // Creation times 100, 101, … except c7, the oldest, which was saved in the middle.
    for (let i = 0; i < MAX_SAVED_CHECKOUTS; i += 1) saved = saveCheckout(saved, `c${i}`, checkout(i === 7 ? 5 : 100 + i));
    expect(Object.keys(saved)).toHaveLength(20);
    const next = saveCheckout(saved, 'new', checkout(50));
    const expected = Array.from({ length: 20 }, (_, i) => `c${i}`).filter((id) => id !== 'c7').concat('new');
    expect(Object.keys(next)).toEqual(expected);
    expect(next.c6).toEqual(checkout(106));
    expect(next.c8).toEqual(checkout(108));
  });

  it('drops the new checkout itself when it is older than all 20 kept', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    for (let i = 0; i < MAX_SAVED_CHECKOUTS; i += 1) saved = saveCheckout(saved, `c${i}`, checkout(100 + i));
    expect(Object.keys(saveCheckout(saved, 'old', checkout(1)))).toEqual(Object.keys(saved));
  });

  it('among equally old checkouts, drops the one saved first', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    for (let i = 0; i < MAX_SAVED_CHECKOUTS; i += 1) saved = saveCheckout(saved, `c${i}`, checkout(i < 2 ? 7 : 100 + i));
    const next = saveCheckout(saved, 'new', checkout(500));
    expect(next.c0).toBeUndefined();
    expect(next.c1).toEqual(checkout(7));
    expect(Object.keys(next)).toHaveLength(20);
  });

  it('keeps all 20 when re-saving one of them, the oldest included', () => {
    let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
    for (let i = 0; i < MAX_SAVED_CHECKOUTS; i += 1) saved = saveCheckout(saved, `c${i}`, checkout(100 + i));
    const next = saveCheckout(saved, 'c5', checkout(500, { coupon: 'LAGI' }));
    expect(Object.keys(next).sort()).toEqual(Object.keys(saved).sort());
    expect(next.c5).toEqual(checkout(500, { coupon: 'LAGI' }));
    expect(next.c0).toEqual(checkout(100));
  });
});

describe('sanitizeSavedCheckouts', () => {
  it('reads nothing from things that are not a map of checkouts', () => {
    for (const value of [null, 'x', 4, [checkout(1)]]) expect(sanitizeSavedCheckouts(value)).toEqual({});
  });

  it('drops entries that are not checkouts and repairs damaged parts', () => {
    const stored = {
      good: { ...checkout(10), shippingAddress: ADDRESS, customFields: { npwp: '1', bad: 3 } },
      iso: { ...checkout(0), createdAt: '2024-05-01T10:00:00.000Z', coupon: 7, bundles: ['b1', 2], shippingAddress: { name: 'x' } },
      noTime: { ...checkout(0), createdAt: 'later' },
      noProducts: { coupon: '', createdAt: 3 },
      text: 'checkout',
      damagedLines: { ...checkout(4), products: [{ productID: 'p1', count: 1.5 }, { productID: 'p2', count: 1 }], customFields: {} },
    };
    expect(sanitizeSavedCheckouts(stored)).toEqual({
      good: { ...checkout(10), shippingAddress: ADDRESS, customFields: { npwp: '1' } },
      iso: { ...checkout(Date.parse('2024-05-01T10:00:00.000Z')), bundles: ['b1'] },
      damagedLines: { ...checkout(4), products: [{ productID: 'p2', variationID: '', count: 1, downPayment: false }] },
    });
  });
});

describe('sanitizeSavedCheckouts: products, times and ids', () => {
  const product = { productID: 'p1', variationID: '', count: 1, downPayment: false };
  const productsOf = (products: unknown[]) => sanitizeSavedCheckouts({ c: { ...checkout(1), products } }).c?.products;

  it('keeps well-formed products and drops every other one', () => {
    expect(productsOf([
      null, 'p1', ['p1'],
      { productID: 5, count: 1 }, { productID: '', count: 1 },
      { productID: 'p2', variationID: 7, count: 1 },
      { productID: 'p3', count: '2' }, { productID: 'p4', count: 0 }, { productID: 'p5', count: 100_001 }, { productID: 'p6', count: 1.5 },
      { productID: 'p7', variationID: null, count: 100_000, downPayment: true },
      { productID: 'p8', variationID: 'v8', count: 1, downPayment: 'yes' },
      product,
    ])).toEqual([
      { productID: 'p7', variationID: '', count: 100_000, downPayment: true },
      { productID: 'p8', variationID: 'v8', count: 1, downPayment: false },
      product,
    ]);
  });

  it('keeps a coupon written as text and defaults bundles that are not a list', () => {
    expect(sanitizeSavedCheckouts({ c: { ...checkout(1), coupon: 'HEMAT10', bundles: 'b1' } })).toEqual({ c: checkout(1, { coupon: 'HEMAT10' }) });
  });

  it('takes creation times from 1970 on, as numbers or date text only', () => {
    const times = { zero: 0, epochText: '1970-01-01T00:00:00.000Z', negative: -1, before1970: '1969-12-31T23:59:59.000Z', nan: Number.NaN, infinite: Number.POSITIVE_INFINITY, list: ['2024-05-01'], yes: true };
    const stored = Object.fromEntries(Object.entries(times).map(([id, createdAt]) => [id, { ...checkout(1), createdAt }]));
    expect(sanitizeSavedCheckouts(stored)).toEqual({ zero: checkout(0), epochText: checkout(0) });
  });

  it('drops entries without an id and entries that are not objects', () => {
    expect(sanitizeSavedCheckouts({ '': checkout(5), none: null, list: [checkout(5)], ok: checkout(6) })).toEqual({ ok: checkout(6) });
  });
});

describe('saved checkout properties', () => {
  const entries = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1_000_000 })), { maxLength: 60 });

  it('never keeps more than 20, and every dropped checkout is older than (or as old as) every kept one', () => {
    fc.assert(
      fc.property(entries, (list) => {
        let saved: SavedCheckouts = NO_SAVED_CHECKOUTS;
        const latest = new Map<string, number>();
        for (const [id, createdAt] of list) {
          saved = saveCheckout(saved, id, checkout(createdAt));
          latest.set(id, createdAt);
          expect(Object.keys(saved).length).toBeLessThanOrEqual(MAX_SAVED_CHECKOUTS);
        }
        const kept = Object.values(saved).map((entry) => entry.createdAt);
        const dropped = [...latest].filter(([id]) => !Object.hasOwn(saved, id)).map(([, createdAt]) => createdAt);
        if (dropped.length && kept.length) expect(Math.max(...dropped)).toBeLessThanOrEqual(Math.min(...kept));
        expect(Object.keys(saved).length).toBe(Math.min(latest.size, MAX_SAVED_CHECKOUTS));
      }),
    );
  });

  it('sanitizing keeps the newest 20 and is stable', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1_000_000 }), { maxKeys: 40 }), (times) => {
        const stored = Object.fromEntries(Object.entries(times).map(([id, createdAt]) => [id, checkout(createdAt)]));
        const clean = sanitizeSavedCheckouts(stored);
        expect(Object.keys(clean).length).toBe(Math.min(Object.keys(stored).length, MAX_SAVED_CHECKOUTS));
        const kept = Object.values(clean).map((entry) => entry.createdAt);
        const dropped = Object.entries(times).filter(([id]) => !Object.hasOwn(clean, id)).map(([, createdAt]) => createdAt);
        if (dropped.length && kept.length) expect(Math.max(...dropped)).toBeLessThanOrEqual(Math.min(...kept));
        expect(sanitizeSavedCheckouts(JSON.parse(JSON.stringify(clean)))).toEqual(clean);
      }),
    );
  });
});
