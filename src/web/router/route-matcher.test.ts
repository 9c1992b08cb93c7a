import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileRoutes } from './route-definition';
import { buildHref, LOADING_PLACEHOLDER, matchPath, parseHash, parseQuery, stringifyQuery } from './route-matcher';
import { routeTable } from './router-test-fixtures';

const routes = compileRoutes(routeTable());
const routesWithoutFallback = compileRoutes(routeTable().filter((route) => route.name !== '404'));

function matched(pathname: string) {
  const match = matchPath(routes, pathname);
  return match && { name: match.route.name, params: match.params };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('matchPath', () => {
  it('matches named parameters, one segment each', () => {
    expect(matched('/blog/hello-world')).toEqual({ name: 'blog-post', params: { slug: 'hello-world' } });
    expect(matchPath(routesWithoutFallback, '/blog/hello/world')).toBeNull();
  });

  it('URL-decodes parameter values, %2F staying inside its segment', () => {
    expect(matched('/blog/kopi%20susu')?.params).toEqual({ slug: 'kopi susu' });
    expect(matched('/blog/a%2Fb')).toEqual({ name: 'blog-post', params: { slug: 'a/b' } });
    expect(matched('/product/%E2%98%95')?.params).toEqual({ slug: '☕' });
  });

  it('treats malformed percent-encoding as no match instead of throwing', () => {
    expect(() => matchPath(routes, '/blog/%E0%A4%A')).not.toThrow();
    expect(matched('/blog/%E0%A4%A')?.name).toBe('404');
    expect(matchPath(routesWithoutFallback, '/blog/100%')).toBeNull();
  });

  it('ignores a trailing slash, except that the root is only a slash', () => {
    expect(matched('/blog/hello/')).toEqual({ name: 'blog-post', params: { slug: 'hello' } });
    expect(matched('/product/category')?.name).toBe('product-category-list');
    expect(matched('/product/category/')?.name).toBe('product-category-list');
    expect(matched('/')?.name).toBe('home');
    expect(matched('')?.name).toBe('home');
  });

  it('matches literal segments exactly and case-sensitively', () => {
    expect(matched('/Blog/hello')?.name).toBe('404');
    expect(matched('/account/password/change')?.name).toBe('change-password');
    expect(matched('/account/password/Change')?.name).toBe('404');
  });

  it('returns the first match in table order and lets * match anything', () => {
    expect(matched('/blog/search')?.name).toBe('blog-search');
    expect(matched('/no/such/page')).toEqual({ name: '404', params: { '*': 'no/such/page' } });
    expect(matchPath(routesWithoutFallback, '/no/such/page')).toBeNull();
  });
});

describe('query and hash', () => {
  it('parses the query string into an object', () => {
    expect(parseQuery('?q=kopi+susu&page=2&tag=a%26b')).toEqual({ q: 'kopi susu', page: '2', tag: 'a&b' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('a=1&a=2')).toEqual({ a: '2' });
    expect(parseQuery('?bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('parses the hash into an object', () => {
    expect(parseHash('#tab=reviews&page=3')).toEqual({ tab: 'reviews', page: '3' });
    expect(parseHash('#reviews')).toEqual({ reviews: '' });
    expect(parseHash('')).toEqual({});
  });

  it('stringifies objects and round-trips through the parsers', () => {
    const query = { q: 'kopi susu & teh', page: 2, empty: '', skipped: undefined, none: null };
    const text = stringifyQuery(query);
    expect(text).toBe('q=kopi%20susu%20%26%20teh&page=2&empty');
    expect(parseQuery(text)).toEqual({ q: 'kopi susu & teh', page: '2', empty: '' });
    expect(stringifyQuery({ reviews: '' })).toBe('reviews');
    expect(stringifyQuery(undefined)).toBe('');
  });
});

describe('buildHref', () => {
  it('encodes params and appends query and hash', () => {
    expect(buildHref('blog-post', { slug: 'kopi susu/teh' }, undefined, undefined, routes)).toBe('/blog/kopi%20susu%2Fteh');
    expect(buildHref('blog-post', { slug: 'x' }, { ref: 'home page' }, 'comments', routes)).toBe(
      '/blog/x?ref=home%20page#comments',
    );
    expect(buildHref('order-review', { orderID: 42 }, {}, { tab: 'items' }, routes)).toBe('/order/review/42#tab=items');
  });

  it('round-trips a built address through matchPath', () => {
    const href = buildHref('product', { slug: 'kaos 100% katun' }, undefined, undefined, routes) ?? '';
    expect(matched(href)?.params).toEqual({ slug: 'kaos 100% katun' });
  });

  it('accepts a route definition and keeps a declared trailing slash', () => {
    const definition = routeTable().find((route) => route.name === 'blog-post')!;
    expect(buildHref(definition, { slug: 'a' })).toBe('/blog/a');
    expect(buildHref('product-category-list', {}, undefined, undefined, routes)).toBe('/product/category/');
    expect(buildHref('change-password', {}, undefined, undefined, routes)).toBe('/account/password/change');
  });

  it('gives no href while a param holds the loading placeholder', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildHref('blog-post', { slug: LOADING_PLACEHOLDER }, undefined, undefined, routes)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, naming route and param, and gives an empty link when a param is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildHref('order-review', {}, undefined, undefined, routes)).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/route "order-review".*param "orderID"/);
  });

  it('warns about an unknown route name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildHref('nowhere', {}, undefined, undefined, routes)).toBe('');
    expect(warn.mock.calls[0]?.[0]).toMatch(/"nowhere"/);
  });
});
