import { describe, expect, it } from 'vitest';
import { draftOf, fieldElementId, inputOf, moved, newSection } from './home-draft';

describe('the home page screen’s draft', () => {
  it('sends only the fields of each section’s kind', () => {
    const banner = { ...newSection('banner'), imageId: 'img', link: ' /search ', heading: { id: 'Halo', en: '' }, categoryIds: ['ignored'] };
    const picked = { ...newSection('products'), source: 'picked', count: '6', products: [{ id: 'p1', name: 'Kopi' }], categoryId: 'ignored' };
    const category = { ...newSection('products'), source: 'category', categoryId: 'c1', products: [{ id: 'p1', name: 'Kopi' }] };
    expect(inputOf([banner, picked, category])).toEqual([
      { kind: 'banner', imageId: 'img', heading: { id: 'Halo', en: '' }, text: { id: '', en: '' }, buttonLabel: { id: '', en: '' }, link: '/search' },
      { kind: 'products', title: { id: '', en: '' }, source: 'picked', count: 6, productIds: ['p1'] },
      { kind: 'products', title: { id: '', en: '' }, source: 'category', count: 8, categoryId: 'c1' },
    ]);
  });

  it('reads a saved arrangement back into the form', () => {
    const [section] = draftOf({
      version: 2, arranged: true, categoryChoices: [],
      sections: [{ kind: 'products', imageId: null, link: null, categoryIds: [], source: 'sale', categoryId: null, count: 12, heading: null, text: null, buttonLabel: null, title: { id: 'Diskon', en: null }, body: null, products: [] }],
    });
    expect(section).toMatchObject({ kind: 'products', source: 'sale', count: '12', title: { id: 'Diskon', en: '' } });
  });

  it('moves a section one place and stops at either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('names the element a refusal belongs to', () => {
    expect(fieldElementId('sections.3.link')).toBe('home-s3-link');
    expect(fieldElementId('sections')).toBe('home-add-kind');
  });
});
