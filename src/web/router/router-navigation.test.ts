import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './router';
import type { RouteDefinition, ScreenModule } from './route-definition';
import type { MemoryEnv } from './router-env';
import type { RouterOptions } from './router-types';
import { memoryEnv, ORIGIN, routeTable, screenModule, screenOf } from './router-test-fixtures';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(path = '/', options: Partial<RouterOptions> = {}, env: MemoryEnv = memoryEnv(path)) {
  const fetch = vi.fn(() => Promise.resolve(undefined));
  const onPageView = vi.fn();
  Object.assign(env, { fetch, onPageView });
  const router = createRouter({ routes: routeTable(), env, ...options });
  return { router, env, fetch, onPageView };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('initial state', () => {
  it('parses the initial address into the current entry with query and hash objects', () => {
    const { router } = setup('/blog/kopi%20susu?ref=home&page=2#comments');
    expect(router.getSnapshot().current).toEqual({
      name: 'blog-post',
      path: '/blog/kopi%20susu',
      params: { slug: 'kopi susu' },
      query: { ref: 'home', page: '2' },
      hash: { comments: '' },
      href: '/blog/kopi%20susu?ref=home&page=2#comments',
    });
  });

  it('renders the first screen from preloaded modules and loads it otherwise', async () => {
    const preloadedHome = screenModule('Preloaded home');
    const withPreload = setup('/', { preloaded: new Map([['home', preloadedHome]]) }).router;
    expect(withPreload.getSnapshot().screen).toBe(preloadedHome);

    const { router } = setup('/');
    expect(router.getSnapshot().screen).toBeUndefined();
    await router.ready();
    expect(router.getSnapshot().screen?.default).toBeTypeOf('function');
  });
});

describe('changing route', () => {
  it('loads the screen and the data in parallel, then switches', async () => {
    const chunk = deferred<ScreenModule>();
    const data = deferred<void>();
    const routes: RouteDefinition[] = routeTable().map((route) =>
      route.name === 'product' ? { ...route, screen: () => chunk.promise } : route,
    );
    const prefetch = vi.fn(() => data.promise);
    const { router, env } = setup('/', { routes, prefetch });
    const pushState = vi.spyOn(env.history, 'pushState');

    const done = router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]).toMatchObject([{ route: { name: 'product' }, params: { slug: 'kaos' } }]);
    expect(router.getSnapshot().pending?.href).toBe('/product/kaos');
    expect(router.getSnapshot().current.name).toBe('home');

    chunk.resolve(screenModule('Product'));
    await vi.advanceTimersByTimeAsync(0);
    expect(router.getSnapshot().current.name).toBe('home');

    data.resolve();
    await expect(done).resolves.toBe(true);
    expect(router.getSnapshot().current.name).toBe('product');
    expect(router.getSnapshot().pending).toBeNull();
    expect(pushState).toHaveBeenCalledWith(expect.anything(), '', '/product/kaos');
  });

  it('fires a background GET with credentials and the current page as referrer, ignoring its failure', async () => {
    const { router, fetch } = setup('/blog?x=1');
    fetch.mockImplementation(() => Promise.reject(new Error('offline')));
    await expect(router.changeRoute({ name: 'blog-post', params: { slug: 'a' } })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}/blog/a`, {
      credentials: 'include',
      referrer: `${ORIGIN}/blog?x=1`,
      method: 'GET',
    });
    expect(router.getSnapshot().current.name).toBe('blog-post');
  });

  it('emits a page view for shop routes and skips admin routes', async () => {
    const { router, onPageView } = setup('/');
    await router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    expect(onPageView).toHaveBeenCalledWith({ path: '/product/kaos', admin: false });
    onPageView.mockClear();
    await router.changeRoute({ name: 'admin-blog-preview', params: { slug: 'draft' } });
    expect(router.getSnapshot().current.name).toBe('admin-blog-preview');
    expect(onPageView).not.toHaveBeenCalled();
    await router.changeRoute('/admin/unknown/page');
    expect(router.getSnapshot().current.name).toBe('404');
    expect(onPageView).not.toHaveBeenCalled();
  });

  it('skips the page view for a route declared admin outside /admin', async () => {
    const { router, onPageView } = setup('/');
    router.addRoutes([{ name: 'staff-preview', path: '/preview/:slug', admin: true, screen: screenOf('Staff preview') }]);
    await router.changeRoute({ name: 'staff-preview', params: { slug: 'x' } });
    expect(router.getSnapshot().current.name).toBe('staff-preview');
    expect(onPageView).not.toHaveBeenCalled();
  });

  it('emits no page view when page views are disabled', async () => {
    const { router, env, onPageView } = setup('/');
    env.pageViewsEnabled = false;
    await router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    expect(onPageView).not.toHaveBeenCalled();
  });

  it('clears the selection 100 ms after the route change', async () => {
    const removeAllRanges = vi.fn();
    const { router, env } = setup('/');
    env.getSelection = () => ({ removeAllRanges });
    await router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    vi.advanceTimersByTime(99);
    expect(removeAllRanges).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(removeAllRanges).toHaveBeenCalledTimes(1);
  });

  it('does a full page load for external routes, with no in-app side effects', async () => {
    const { router, env, fetch, onPageView } = setup('/');
    const pushState = vi.spyOn(env.history, 'pushState');
    await expect(router.changeRoute({ name: 'redirect', query: { to: '/cart' } })).resolves.toBe(true);
    expect(env.assigned).toEqual(['https://toko.example/_/redirect?to=%2Fcart']);
    expect(pushState).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(onPageView).not.toHaveBeenCalled();
    expect(router.getSnapshot().current.name).toBe('home');
    await router.changeRoute('/_/redirect');
    expect(env.assigned).toHaveLength(2);
  });

  it('leaves addresses on another host, and unknown paths without a fallback, to the browser', async () => {
    const routes = routeTable().filter((route) => route.name !== '404');
    const { router, env } = setup('/', { routes });
    await router.changeRoute('https://bank.example/pay');
    await router.changeRoute('/_sys/login/sub/toko');
    expect(env.assigned).toEqual(['https://bank.example/pay', '/_sys/login/sub/toko'].map((url) => new URL(url, ORIGIN).href));
  });

  it('keeps the current screen and reports the error when the chunk fails, and retries next time', async () => {
    let attempts = 0;
    const routes = routeTable().map((route) =>
      route.name === 'product'
        ? {
            ...route,
            screen: () => {
              attempts += 1;
              return attempts === 1
                ? Promise.reject(new Error('Loading chunk product failed.'))
                : Promise.resolve(screenModule('Product'));
            },
          }
        : route,
    );
    const { router } = setup('/', { routes });
    await expect(router.changeRoute('/product/kaos')).resolves.toBe(false);
    expect(router.getSnapshot().current.name).toBe('home');
    expect(router.getSnapshot().error?.message).toBe('Loading chunk product failed.');
    await expect(router.changeRoute('/product/kaos')).resolves.toBe(true);
    expect(router.getSnapshot().error).toBeNull();
  });

  it('lets a newer navigation win over one still loading', async () => {
    const slow = deferred<ScreenModule>();
    const routes = routeTable().map((route) => (route.name === 'product' ? { ...route, screen: () => slow.promise } : route));
    const { router } = setup('/', { routes });
    const first = router.changeRoute('/product/kaos');
    const second = router.changeRoute('/blog/a');
    slow.resolve(screenModule('Product'));
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(router.getSnapshot().current.name).toBe('blog-post');
  });

  it('does not navigate to a link whose params cannot be filled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = setup('/');
    await expect(router.changeRoute({ name: 'product' })).resolves.toBe(false);
    expect(router.getSnapshot().current.name).toBe('home');
  });
});

describe('confirm before leaving', () => {
  it('asks with the route message and cancels the navigation on refusal', async () => {
    const confirm = vi.fn(() => false);
    const { router, env } = setup('/checkout/new', {}, memoryEnv('/checkout/new', { confirm }));
    const pushState = vi.spyOn(env.history, 'pushState');
    await expect(router.changeRoute('/cart')).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith('Leave checkout?');
    expect(pushState).not.toHaveBeenCalled();
    expect(router.getSnapshot().current.name).toBe('checkout-new');

    confirm.mockReturnValue(true);
    await expect(router.changeRoute('/')).resolves.toBe(true);
    expect(router.getSnapshot().current.name).toBe('home');
    expect(router.getSnapshot().exitConfirmation).toBeNull();
    confirm.mockClear();
    await router.changeRoute('/blog/a');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the same message on page unload while it is set', () => {
    const { router, env } = setup('/');
    expect(env.listenerCount('beforeunload')).toBe(0);
    router.setExitConfirmation('Unsaved changes');
    const event = { returnValue: '' as unknown, preventDefault: vi.fn() };
    env.dispatch('beforeunload', event);
    expect(event.returnValue).toBe('Unsaved changes');
    expect(event.preventDefault).toHaveBeenCalled();

    router.clearExitConfirmation();
    expect(env.listenerCount('beforeunload')).toBe(0);
    const later = { returnValue: '' as unknown, preventDefault: vi.fn() };
    env.dispatch('beforeunload', later);
    expect(later.returnValue).toBe('');
  });

  it('asks before a full page load and does not ask again on unload', async () => {
    const confirm = vi.fn(() => true);
    const { router, env } = setup('/checkout/new', {}, memoryEnv('/checkout/new', { confirm }));
    await router.changeRoute({ name: 'redirect' });
    expect(confirm).toHaveBeenCalledWith('Leave checkout?');
    expect(env.assigned).toEqual([`${ORIGIN}/_/redirect`]);
    expect(env.listenerCount('beforeunload')).toBe(0);
  });
});
