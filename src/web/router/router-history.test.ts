import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './router';
import { ROUTE_HISTORY_LIMIT } from './router-constants';
import type { MemoryEnv } from './router-env';
import { BACK_ROUTE } from './router-types';
import { memoryEnv, ORIGIN, routeTable, screenOf } from './router-test-fixtures';

function setup(path = '/', env: MemoryEnv = memoryEnv(path)) {
  const fetch = vi.fn(() => Promise.resolve(undefined));
  const onPageView = vi.fn();
  Object.assign(env, { fetch, onPageView });
  const router = createRouter({ routes: routeTable(), env });
  const stop = router.start();
  return { router, env, fetch, onPageView, stop };
}

const hrefs = (router: ReturnType<typeof setup>['router']) => router.getSnapshot().stack.map((entry) => entry.href);

/** Lets a popstate-driven navigation (screen load, then commit) finish. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('history stack', () => {
  it(`keeps at most ${ROUTE_HISTORY_LIMIT} entries, dropping the oldest`, async () => {
    expect(ROUTE_HISTORY_LIMIT).toBe(10);
    const { router } = setup('/');
    for (let n = 1; n <= 12; n += 1) await router.changeRoute({ name: 'product', params: { slug: `p${n}` } });
    const stack = hrefs(router);
    expect(stack).toHaveLength(10);
    expect(stack[0]).toBe('/product/p3');
    expect(stack.at(-1)).toBe('/product/p12');
  });

  it('replaces the current entry', async () => {
    const { router, env } = setup('/');
    await router.changeRoute('/blog/a');
    const replaceState = vi.spyOn(env.history, 'replaceState');
    await router.replaceRoute('/blog/b');
    expect(hrefs(router)).toEqual(['/', '/blog/b']);
    expect(replaceState).toHaveBeenCalledWith(expect.anything(), '', '/blog/b');
    expect(env.location.href).toBe(`${ORIGIN}/blog/b`);
  });

  it('resets the stack to the target', async () => {
    const { router } = setup('/');
    await router.changeRoute('/cart');
    await router.resetRoute({ name: 'order-review', params: { orderID: '7' } });
    expect(hrefs(router)).toEqual(['/order/review/7']);
    expect(router.backHref()).toBe('/');
  });

  it('replaces only the query or only the hash, without a route change', async () => {
    const { router, env, fetch, onPageView } = setup('/blog/search?q=kopi#top');
    const before = router.getSnapshot().current;
    router.replaceQuery({ q: 'teh hijau', page: 2 });
    expect(router.getSnapshot().current).toMatchObject({ name: 'blog-search', query: { q: 'teh hijau', page: '2' }, hash: { top: '' } });
    expect(env.location.href).toBe(`${ORIGIN}/blog/search?q=teh%20hijau&page=2#top`);
    router.replaceHash({ tab: 'posts' });
    expect(router.getSnapshot().current.href).toBe('/blog/search?q=teh%20hijau&page=2#tab=posts');
    router.replaceHash('');
    expect(router.getSnapshot().current.hash).toEqual({});
    expect(router.getSnapshot().current.params).toBe(before.params);
    expect(hrefs(router)).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(onPageView).not.toHaveBeenCalled();
  });
});

describe('going back', () => {
  it('pops the history through the browser so both stay in step', async () => {
    const { router, env } = setup('/');
    await router.changeRoute('/blog/a');
    await router.changeRoute('/blog/b');
    const back = vi.spyOn(env.history, 'back');
    await expect(router.popRoute()).resolves.toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(router.getSnapshot().current.href).toBe('/blog/a');
    expect(hrefs(router)).toEqual(['/', '/blog/a']);
  });

  it('treats the special back route as a pop', async () => {
    const { router } = setup('/');
    await router.changeRoute('/cart');
    expect(router.hrefFor({ name: BACK_ROUTE })).toBe('/');
    await expect(router.navigate({ name: BACK_ROUTE })).resolves.toBe(true);
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('goes to the home page when there is nothing to pop', async () => {
    const { router } = setup('/blog/a');
    await router.popRoute();
    expect(hrefs(router)).toEqual(['/']);
  });

  it('follows the browser back and forward buttons', async () => {
    const { router, env } = setup('/');
    await router.changeRoute('/blog/a');
    await router.changeRoute('/blog/b');
    env.history.back();
    await settle();
    expect(router.getSnapshot().current.href).toBe('/blog/a');
    expect(hrefs(router)).toEqual(['/', '/blog/a']);
    env.history.back();
    await settle();
    expect(hrefs(router)).toEqual(['/']);
  });

  it('asks before the browser back leaves a guarded page, and restores the address on refusal', async () => {
    const confirm = vi.fn(() => false);
    const { router, env } = setup('/', memoryEnv('/', { confirm }));
    await router.changeRoute('/checkout/new');
    env.history.back();
    await settle();
    expect(confirm).toHaveBeenCalledWith('Leave checkout?');
    expect(router.getSnapshot().current.name).toBe('checkout-new');
    expect(env.location.href).toBe(`${ORIGIN}/checkout/new`);

    confirm.mockReturnValue(true);
    env.history.back();
    await settle();
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('asks once when the back route leaves a guarded page', async () => {
    const confirm = vi.fn(() => true);
    const { router } = setup('/', memoryEnv('/', { confirm }));
    await router.changeRoute('/checkout/new');
    await router.navigate({ name: BACK_ROUTE });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('inserts a back route below the current one', async () => {
    const { router, env } = setup('/product/kaos');
    router.insertBackRoute({ name: 'product-category-list' });
    expect(hrefs(router)).toEqual(['/product/category/', '/product/kaos']);
    expect(router.backHref()).toBe('/product/category/');
    const back = vi.spyOn(env.history, 'back');
    await router.popRoute();
    expect(back).not.toHaveBeenCalled();
    expect(router.getSnapshot().current.name).toBe('product-category-list');
    expect(hrefs(router)).toEqual(['/product/category/']);
    expect(env.location.href).toBe(`${ORIGIN}/product/category/`);
  });
});

describe('other actions', () => {
  it('opens a route in a new window', () => {
    const open = vi.fn();
    const { router } = setup('/', memoryEnv('/', { open }));
    router.openInNewWindow({ name: 'product', params: { slug: 'kaos' } });
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/product/kaos`, '_blank');
    router.navigate({ name: 'blog-post', params: { slug: 'a' }, target: 'new' });
    expect(open).toHaveBeenLastCalledWith(`${ORIGIN}/blog/a`, '_blank');
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('records a status code per href', () => {
    const { router } = setup('/nothing-here');
    router.setStatusCode('/nothing-here', 404);
    router.setStatusCode('/500', 500);
    expect(router.getStatusCode()).toBe(404);
    expect(router.getStatusCode('/500')).toBe(500);
    expect(router.getStatusCode('/')).toBeUndefined();
  });

  it('adds routes, matched before the fallback', async () => {
    const { router } = setup('/');
    expect(router.match('/cart')?.route.name).toBe('404');
    router.addRoutes([{ name: 'cart', path: '/cart', screen: screenOf('Cart') }]);
    expect(router.match('/cart')?.route.name).toBe('cart');
    await router.changeRoute({ name: 'cart' });
    expect(router.getSnapshot().current.name).toBe('cart');
  });

  it('adds external routes, reached by a full page load', async () => {
    const { router, env } = setup('/');
    router.addExternalRoutes([{ name: 'admin-login-redirect', path: '/admin/login/redirect/:state' }]);
    await router.changeRoute({ name: 'admin-login-redirect', params: { state: 'abc' } });
    expect(env.assigned).toEqual([`${ORIGIN}/admin/login/redirect/abc`]);
  });
});
