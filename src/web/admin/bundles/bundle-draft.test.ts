import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../../../domain/format/format';
import { bundleInput, canAdd, draftFromBundle, draftProblems, emptyDraft, hasChanges, itemFor, liveSaving, priceApart } from './bundle-draft';
import { bundle, GULA, KAOS, KOPI } from './bundles-test-fixtures';

describe('the bundle draft', () => {
  it('prices a set at today’s prices, and not at all while an item cannot be priced', () => {
    const draft = draftFromBundle(bundle());
    expect(priceApart(draft.items)).toBe(145_000);
    expect(liveSaving(draft)).toEqual({ apart: 145_000, price: 130_000, saving: 15_000 });
    const shirt = itemFor(KAOS, draft.items);
    expect(shirt.variationId).toBe('');
    expect(priceApart([...draft.items, shirt])).toBeNull();
    expect(priceApart([...draft.items, { ...shirt, variationId: KAOS.variations[1]!.id, count: '2' }])).toBe(405_000);
    expect(liveSaving(emptyDraft())).toEqual({ apart: null, price: null, saving: null });
  });

  it('sends a saved bundle only what changed, and a new one everything', () => {
    const saved = draftFromBundle(bundle());
    expect(hasChanges(saved, { ...saved, name: { id: ' Paket Kopi Pagi ', en: 'Morning Coffee Set' } })).toBe(false);
    expect(bundleInput({ ...saved, status: 'draft' }, saved)).toEqual({ status: 'draft' });
    const fewer = { ...saved, items: saved.items.slice(0, 1) };
    expect(bundleInput(fewer, saved)).toEqual({ items: [{ productId: KOPI.id, variationId: null, count: 1 }] });
    expect(bundleInput(saved, null)).toEqual({
      name: { id: 'Paket Kopi Pagi', en: 'Morning Coffee Set' }, status: 'published', price: 130_000,
      items: [{ productId: KOPI.id, variationId: null, count: 1 }, { productId: GULA.id, variationId: null, count: 2 }],
    });
  });

  it('checks items and price only when they change, so a bundle that stopped saving can still be renamed', () => {
    const saved = draftFromBundle(bundle({ price: { amount: 150_000 } }));
    expect(draftProblems({ ...saved, name: { id: 'Paket Baru', en: '' } }, saved, formatRupiah)).toEqual({});
    expect(draftProblems({ ...saved, price: '145000' }, saved, formatRupiah)).toEqual({ price: { key: 'error.bundle.priceNotLower', params: { total: 'Rp145.000' } } });
    expect(draftProblems({ ...saved, price: '144999' }, saved, formatRupiah)).toEqual({});
  });

  it('lets a product in once, and a product with variations once per variation', () => {
    const items = draftFromBundle(bundle()).items;
    expect(canAdd(KOPI, items)).toBe(false);
    expect(canAdd(KAOS, items)).toBe(true);
    const red = { ...itemFor(KAOS, items), variationId: KAOS.variations[0]!.id };
    const blue = { ...itemFor(KAOS, [...items, red]), variationId: KAOS.variations[1]!.id };
    expect(canAdd(KAOS, [...items, red])).toBe(true);
    expect(canAdd(KAOS, [...items, red, blue])).toBe(false);
    expect(draftProblems({ ...draftFromBundle(bundle()), items: [...items, red, { ...blue, variationId: red.variationId }] }, null, formatRupiah).items)
      .toEqual({ key: 'error.bundle.items.repeated' });
  });
});
