import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './router';
import { createBrowserEnv } from './router-env';
import { SELECTION_CLEAR_DELAY_MS } from './router-constants';
import { routeTable } from './router-test-fixtures';

// jsdom draws nothing and cannot scroll; the router's scrolling is watched instead.
beforeEach(() => { vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); });

afterEach(async () => {
  // A navigation clears the selection a moment later; that moment must come while this
  // window still exists, not after the file's environment is gone.
  await new Promise((resolve) => setTimeout(resolve, SELECTION_CLEAR_DELAY_MS + 10));
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('createBrowserEnv', () => {
  it('drives the real history and location', async () => {
    window.history.replaceState(null, '', '/blog/a');
    const router = createRouter({ routes: routeTable(), env: createBrowserEnv({ win: window }) });
    const stop = router.start();
    expect(router.getSnapshot().current.name).toBe('blog-post');
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(''));
    await router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    expect(window.location.pathname).toBe('/product/kaos');
    expect(window.fetch).toHaveBeenCalledWith(`${window.location.origin}/product/kaos`, {
      credentials: 'include',
      referrer: `${window.location.origin}/blog/a`,
      method: 'GET',
    });
    stop();
  });

  it('opens a new page at its top, having taken scroll restoration over from the browser until stopped', async () => {
    window.history.replaceState(null, '', '/blog/a');
    window.history.scrollRestoration = 'auto';
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(''));
    const router = createRouter({ routes: routeTable(), env: createBrowserEnv({ win: window }) });
    const stop = router.start();
    expect(window.history.scrollRestoration).toBe('manual');
    await router.changeRoute({ name: 'product', params: { slug: 'kaos' } });
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    stop();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('listens for beforeunload on the window while a message is set', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const router = createRouter({ routes: routeTable(), env: createBrowserEnv() });
    router.setExitConfirmation('Pesanan belum disimpan');
    const registered = add.mock.calls.find(([type]) => type === 'beforeunload');
    expect(registered).toBeDefined();
    // jsdom keeps returnValue boolean, so the message is checked on an event shaped like the browser's.
    const listener = registered![1] as (event: { returnValue: unknown; preventDefault(): void }) => void;
    const fake = { returnValue: '' as unknown, preventDefault: vi.fn() };
    listener(fake);
    expect(fake.returnValue).toBe('Pesanan belum disimpan');

    const event = document.createEvent('BeforeUnloadEvent');
    event.initEvent('beforeunload', false, true);
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    router.clearExitConfirmation();
    const after = document.createEvent('BeforeUnloadEvent');
    after.initEvent('beforeunload', false, true);
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('opens new windows without an opener and reports page views through the given callback', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(''));
    const onPageView = vi.fn();
    const router = createRouter({ routes: routeTable(), env: createBrowserEnv({ onPageView }) });
    router.openInNewWindow('/cart');
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/cart`, '_blank', 'noopener');
    await router.changeRoute('/blog/b');
    expect(onPageView).toHaveBeenCalledWith({ path: '/blog/b', admin: false });
  });
});
