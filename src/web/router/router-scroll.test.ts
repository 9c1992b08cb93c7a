import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from './router';
import type { RouterScroll, ScrollPosition } from './router-env';
import { memoryEnv, routeTable } from './router-test-fixtures';

/** A window that remembers where it is scrolled and where the router sent it. */
function fakeWindow() {
  let at: ScrollPosition = { x: 0, y: 0 };
  const fragments: string[] = [];
  let managed = false;
  const scroll: RouterScroll = {
    position: () => at,
    to: (position) => { at = position; },
    toFragment: (id) => { fragments.push(id); at = { x: 0, y: 480 }; },
    takeOver: () => {
      managed = true;
      return () => { managed = false; };
    },
  };
  return {
    scroll,
    scrollBy: (y: number) => { at = { x: 0, y: at.y + y }; },
    get y() { return at.y; },
    get managed() { return managed; },
    fragments,
  };
}

function setup(path = '/') {
  const window = fakeWindow();
  const env = memoryEnv(path, { scroll: window.scroll });
  const router = createRouter({ routes: routeTable(), env });
  const stop = router.start();
  return { router, env, window, stop };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('scrolling as the shopper moves through the shop', () => {
  it('opens a product chosen far down the home page at the product page\'s top', async () => {
    const { router, window } = setup('/');
    window.scrollBy(1200);
    await router.navigate('/product/kopi-gayo');
    expect(window.y).toBe(0);
  });

  it('brings the shopper back to where they left the list when they go back', async () => {
    const { router, env, window } = setup('/');
    window.scrollBy(1200);
    await router.navigate('/product/kopi-gayo');
    window.scrollBy(300);
    env.history.back();
    await vi.advanceTimersByTimeAsync(0);
    expect(router.getSnapshot().current.href).toBe('/');
    expect(window.y).toBe(1200);
  });

  it('keeps the place when only the list\'s sort or filters change', async () => {
    const { router, window } = setup('/blog/search?q=kopi');
    window.scrollBy(640);
    await router.navigate({ name: 'blog-search', query: { q: 'kopi', sort: 'newest' } });
    expect(window.y).toBe(640);
  });

  it('opens an address with a fragment at the element it names', async () => {
    const { router, window } = setup('/');
    window.scrollBy(900);
    await router.navigate('/blog/merawat-batik#cara%20mencuci');
    expect(window.fragments).toEqual(['cara mencuci']);
  });

  it('takes scroll restoration over while it runs, and gives it back when stopped', () => {
    const { window, stop } = setup('/');
    expect(window.managed).toBe(true);
    stop();
    expect(window.managed).toBe(false);
  });
});
