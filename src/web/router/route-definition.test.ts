import { describe, expect, it } from 'vitest';
import { compileRoutes, extendExternalRoutes, extendRoutes, RouteConfigError } from './route-definition';
import type { RouteDefinition } from './route-definition';
import { routeTable, screenOf } from './router-test-fixtures';

function nested(levels: number): RouteDefinition {
  let route: RouteDefinition = { name: `level-${levels}`, path: `l${levels}`, screen: screenOf('Leaf') };
  for (let level = levels - 1; level >= 1; level -= 1) {
    route = { name: `level-${level}`, path: `l${level}`, screen: screenOf('Level'), children: [route] };
  }
  return route;
}

describe('compileRoutes', () => {
  it('keeps table order and joins child paths onto their parent', () => {
    const compiled = compileRoutes(routeTable());
    const names = compiled.list.map((route) => route.name);
    expect(names.indexOf('account')).toBeLessThan(names.indexOf('change-password'));
    expect(compiled.byName.get('change-password')?.path).toBe('/account/password/change');
    expect(compiled.list.at(-1)?.name).toBe('404');
  });

  it('passes sign-in down to children and marks /admin paths as admin', () => {
    const compiled = compileRoutes(routeTable());
    expect(compiled.byName.get('change-password')?.signIn).toBe(true);
    expect(compiled.byName.get('admin-blog-preview')?.admin).toBe(true);
    expect(compiled.byName.get('blog-post')?.admin).toBe(false);
    expect(compiled.byName.get('redirect')?.external).toBe(true);
  });

  it('rejects a route without a handler, naming it', () => {
    const broken = { name: 'blog-list', path: '/blog' } as unknown as RouteDefinition;
    expect(() => compileRoutes([broken])).toThrow(RouteConfigError);
    expect(() => compileRoutes([broken])).toThrow(/"blog-list" has no handler/);
  });

  it('rejects a handler that is not a function, naming the route', () => {
    const broken = { name: 'cart', path: '/cart', screen: './cart-screen' } as unknown as RouteDefinition;
    expect(() => compileRoutes([broken])).toThrow(/"cart" handler is not a function \(got string\)/);
  });

  it('rejects a bad handler on a child as well', () => {
    const child = { name: 'affiliate', path: 'affiliate', screen: 42 } as unknown as RouteDefinition;
    const parent: RouteDefinition = { name: 'account', path: '/account', screen: screenOf('Account'), children: [child] };
    expect(() => compileRoutes([parent])).toThrow(/"affiliate" handler is not a function/);
  });

  it('accepts 10 levels of nesting', () => {
    const compiled = compileRoutes([nested(10)]);
    expect(compiled.byName.get('level-10')?.path).toBe('/l1/l2/l3/l4/l5/l6/l7/l8/l9/l10');
  });

  it('throws a stack-overflow RangeError at 11 levels', () => {
    expect(() => compileRoutes([nested(11)])).toThrow(RangeError);
    expect(() => compileRoutes([nested(11)])).toThrow(/nesting exceeds 10 levels at route "level-11"/);
  });

  it('stops a route that lists itself as its own child', () => {
    const loop: RouteDefinition = { name: 'loop', path: 'x', screen: screenOf('Loop') };
    loop.children = [loop];
    expect(() => compileRoutes([loop])).toThrow(RangeError);
  });

  it('rejects duplicate names, a fallback that is not last and bad parameter names', () => {
    const home: RouteDefinition = { name: 'home', path: '/', screen: screenOf('Home') };
    const fallback: RouteDefinition = { name: '404', path: '*', screen: screenOf('Not found') };
    expect(() => compileRoutes([home, { ...home, path: '/home' }])).toThrow(/"home" is used twice/);
    expect(() => compileRoutes([fallback, home])).toThrow(/must be the last route/);
    expect(() => compileRoutes([{ name: 'bad', path: '/x/:1d', screen: screenOf('Bad') }])).toThrow(
      /Route "bad" has an invalid path/,
    );
  });

  it('adds routes before the fallback', () => {
    const compiled = extendRoutes(compileRoutes(routeTable()), [{ name: 'cart', path: '/cart', screen: screenOf('Cart') }]);
    expect(compiled.list.map((route) => route.name).slice(-2)).toEqual(['cart', '404']);
  });

  it('adds external routes without a handler', () => {
    const compiled = extendExternalRoutes(compileRoutes(routeTable()), [{ name: 'check', path: '/_/check/:check' }]);
    expect(compiled.byName.get('check')).toMatchObject({ external: true, path: '/_/check/:check' });
    expect(compiled.list.at(-1)?.name).toBe('404');
  });
});
