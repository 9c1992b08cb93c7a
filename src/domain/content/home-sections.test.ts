import { describe, expect, it } from 'vitest';
import { candidateLimits, checkHomeSections, defaultHomeSections, HOME_LIMITS, homeTextIn, isHomeLink, pickHomeProducts, type HomeSection } from './home-sections';

const collection = (count: number): HomeSection => ({ kind: 'products', title: { id: '' }, source: 'newest', categoryId: null, productIds: [], count });
const banner: HomeSection = { kind: 'banner', imageId: 'img', heading: { id: 'Halo' }, text: { id: '' }, buttonLabel: { id: 'Belanja' }, link: '/search' };

describe('home page links', () => {
  it('accepts addresses of the shop a banner may lead to', () => {
    for (const link of ['/product/category/kopi', '/product/kopi-gayo', '/page/tentang-kami', '/search', '/search?q=kopi&sort=NEWEST', '/blog', '/blog/resep-kopi', '/product/category/']) {
      expect(isHomeLink(link), link).toBe(true);
    }
  });

  it('refuses other sites, scripts and odd paths', () => {
    for (const link of ['https://evil.example/x', '//evil.example/product/x', 'javascript:alert(1)', '/\\evil.example', '/product/kopi gayo', '/admin', '', 'product/kopi', '/product/kopi\n', 'data:text/html,x', '/search#x']) {
      expect(isHomeLink(link), link).toBe(false);
    }
  });
});

describe('checking an arrangement', () => {
  it('stores each kind with its own fields, trimmed, English left out when empty', () => {
    const checked = checkHomeSections([
      { kind: 'banner', imageId: ' img ', heading: { id: ' Halo ', en: '' }, buttonLabel: { id: 'Belanja', en: 'Shop' }, link: '/search' },
      { kind: 'products', source: 'picked', productIds: ['a', 'a', 'b'], count: 4, categoryId: 'ignored' },
    ]);
    expect(checked).toEqual({ sections: [
      { kind: 'banner', imageId: 'img', heading: { id: 'Halo' }, text: { id: '' }, buttonLabel: { id: 'Belanja', en: 'Shop' }, link: '/search' },
      { kind: 'products', title: { id: '' }, source: 'picked', categoryId: null, productIds: ['a', 'b'], count: 4 },
    ] });
  });

  it('names every problem on its field', () => {
    const checked = checkHomeSections([
      { kind: 'banner', heading: { id: '' }, buttonLabel: { id: 'x' }, link: 'https://evil.example' },
      { kind: 'products', source: 'category', count: 3 },
      { kind: 'categories', categoryIds: [] },
      { kind: 'slider' },
    ]);
    expect('problems' in checked && checked.problems.map((p) => `${p.field}:${p.key}`)).toEqual([
      'sections.0.imageId:error.homeLayout.imageRequired', 'sections.0.link:error.homeLayout.link', 'sections.0.heading:error.homeLayout.required',
      'sections.1.count:error.homeLayout.count', 'sections.1.categoryId:error.homeLayout.categoryRequired',
      'sections.2.categoryIds:error.homeLayout.noCategories',
      'sections.3.kind:error.homeLayout.kind',
    ]);
  });

  it(`refuses more than ${HOME_LIMITS.sections} sections`, () => {
    const many = Array.from({ length: HOME_LIMITS.sections + 1 }, () => ({ kind: 'products', source: 'newest', count: 4 }));
    expect(checkHomeSections(many)).toEqual({ problems: [{ field: 'sections', key: 'error.homeLayout.tooMany', params: { max: HOME_LIMITS.sections } }] });
    expect('sections' in checkHomeSections(many.slice(1))).toBe(true);
  });
});

describe('choosing the products each collection shows', () => {
  it('skips products shown above and fills up from the source', () => {
    const sections = [collection(2), banner, collection(3)];
    expect(pickHomeProducts(sections, [['a', 'b', 'c'], [], ['b', 'a', 'd', 'e', 'f']])).toEqual([['a', 'b'], [], ['d', 'e', 'f']]);
  });

  it('shows fewer when the source runs out, and never a product twice in one list', () => {
    expect(pickHomeProducts([collection(4), collection(4)], [['a', 'a', 'b'], ['b', 'c']])).toEqual([['a', 'b'], ['c']]);
  });

  it('reads enough candidates for each collection to fill up after the ones above', () => {
    expect(candidateLimits([collection(8), banner, collection(4), collection(6)])).toEqual([8, 0, 12, 18]);
    // With that many candidates, a collection fills up even when every product above is in its source too.
    const sections = [collection(2), collection(2)];
    const [, second] = candidateLimits(sections);
    expect(pickHomeProducts(sections, [['a', 'b'], ['a', 'b', 'c', 'd'].slice(0, second)])).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('has a default arrangement with no collection twice the same source', () => {
    const sources = defaultHomeSections().flatMap((s) => (s.kind === 'products' ? [s.source] : []));
    expect(sources).toEqual(['featured', 'newest']);
  });
});

it('falls back to Indonesian when English is missing', () => {
  expect(homeTextIn({ id: 'Halo', en: 'Hello' }, 'en')).toBe('Hello');
  expect(homeTextIn({ id: 'Halo' }, 'en')).toBe('Halo');
  expect(homeTextIn({ id: 'Halo', en: 'Hello' }, 'id')).toBe('Halo');
});
