import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_PLACEHOLDER } from './route-matcher';
import { createRouter } from './router';
import { Link, RouteView, RouterProvider, useRoute } from './router-react';
import type { Router } from './router-types';
import { BACK_ROUTE } from './router-types';
import { memoryEnv, ORIGIN, routeTable, screenModule } from './router-test-fixtures';

function renderApp(path = '/', links: React.ReactNode = null) {
  const env = memoryEnv(path);
  const router = createRouter({
    routes: routeTable(),
    env,
    preloaded: new Map([
      ['home', screenModule('Home')],
      ['product', screenModule('Product')],
    ]),
  });
  router.start();
  render(
    <RouterProvider router={router}>
      <nav aria-label="Main">{links}</nav>
      <RouteView fallback={<p>Loading screen</p>} />
    </RouterProvider>,
  );
  return { router, env };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteView', () => {
  it('renders the current screen and switches after navigation', async () => {
    const { router } = renderApp('/', <Link to={{ name: 'blog-post', params: { slug: 'kopi' } }}>Kopi post</Link>);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Kopi post' }));
    expect(await screen.findByRole('heading', { name: 'Blog post' })).toBeTruthy();
    expect(screen.getByText('{"slug":"kopi"}')).toBeTruthy();
    expect(router.getSnapshot().current.href).toBe('/blog/kopi');
  });

  it('shows the fallback until a screen that was not preloaded is loaded', async () => {
    const { router } = renderApp('/cart-nope');
    expect(screen.getByText('Loading screen')).toBeTruthy();
    await act(() => router.ready());
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});

describe('useRoute', () => {
  it('gives the current entry and its screen module', async () => {
    const seen: ReturnType<typeof useRoute>[] = [];
    function Probe() {
      seen.push(useRoute());
      return null;
    }
    const router = createRouter({ routes: routeTable(), env: memoryEnv('/product/kaos?size=L'), preloaded: new Map([['product', screenModule('Product')]]) });
    render(
      <RouterProvider router={router}>
        <Probe />
      </RouterProvider>,
    );
    expect(seen.at(-1)).toMatchObject({ name: 'product', params: { slug: 'kaos' }, query: { size: 'L' }, pending: false });
    expect(seen.at(-1)?.screen).toBe(router.getSnapshot().screen);
  });

  it('needs a RouterProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useRoute();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/RouterProvider/);
  });
});

describe('Link', () => {
  const product = { name: 'product', params: { slug: 'kaos polos' } };

  it('is a real anchor with the route address', () => {
    renderApp('/', <Link to={{ ...product, query: { color: 'navy' }, hash: 'reviews' }}>Kaos</Link>);
    const link = screen.getByRole('link', { name: 'Kaos' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/product/kaos%20polos?color=navy#reviews');
  });

  it('navigates in-app on a plain left click', async () => {
    const { router } = renderApp('/', <Link to={product}>Kaos</Link>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Kaos' }));
    expect(notPrevented).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(router.getSnapshot().stack).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Kaos' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
  ])('leaves a %s click to the browser', (_label, init) => {
    const { router } = renderApp('/', <Link to={product}>Kaos</Link>);
    const navigate = vi.spyOn(router, 'navigate');
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Kaos' }), init);
    expect(notPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens target "new" in a new tab without an opener', () => {
    const { router } = renderApp('/', <Link to={{ ...product, target: 'new' }}>Kaos in new tab</Link>);
    const link = screen.getByRole('link', { name: 'Kaos in new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(fireEvent.click(link)).toBe(true);
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('replaces the history entry for target "replace"', async () => {
    const { router, env } = renderApp('/', <Link to={{ ...product, target: 'replace' }}>Replace</Link>);
    const replaceState = vi.spyOn(env.history, 'replaceState');
    fireEvent.click(screen.getByRole('link', { name: 'Replace' }));
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(replaceState).toHaveBeenCalledWith(expect.anything(), '', '/product/kaos%20polos');
    expect(router.getSnapshot().stack).toHaveLength(1);
  });

  it('marks links to another host noopener noreferrer and lets the browser follow them', () => {
    const { router } = renderApp('/', <Link to="https://kurir.example/lacak?resi=1" rel="external">Track parcel</Link>);
    const link = screen.getByRole('link', { name: 'Track parcel' });
    expect(link.getAttribute('rel')).toBe('external noopener noreferrer');
    const navigate = vi.spyOn(router, 'navigate');
    expect(fireEvent.click(link)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('pops the history through the back route', async () => {
    const { router } = renderApp('/', <Link to={{ name: BACK_ROUTE }}>Back</Link>);
    await act(() => router.changeRoute(product));
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/');
    fireEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.getSnapshot().stack).toHaveLength(1);
  });

  it('does a full page load for an external route', () => {
    const { env } = renderApp('/', <Link to={{ name: 'redirect', query: { to: '/cart' } }}>Continue</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(env.assigned).toEqual([`${ORIGIN}/_/redirect?to=%2Fcart`]);
  });

  it('renders no href while a param is loading', () => {
    renderApp('/', <Link to={{ name: 'product', params: { slug: LOADING_PLACEHOLDER } }}>Loading product</Link>);
    expect(screen.queryByRole('link', { name: 'Loading product' })).toBeNull();
    const anchor = screen.getByText('Loading product');
    expect(anchor.tagName).toBe('A');
    expect(anchor.hasAttribute('href')).toBe(false);
  });

  it('warns and renders an empty link when params cannot be filled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/', <Link to={{ name: 'order-review' }}>Review</Link>);
    // Testing Library's role lookup skips an empty href, though browsers expose it as a link.
    const link = screen.getByText('Review');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('');
    expect(warn.mock.calls[0]?.[0]).toMatch(/"order-review".*"orderID"/);
    const navigate = vi.spyOn(router, 'navigate');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(router.getSnapshot().current.name).toBe('home');
  });

  it('can be reached and followed from the keyboard', () => {
    renderApp('/', <Link to={product}>Kaos</Link>);
    const link = screen.getByRole('link', { name: 'Kaos' });
    link.focus();
    expect(document.activeElement).toBe(link);
  });

  it('runs the caller onClick first and respects its preventDefault', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { router } = renderApp('/', <Link to={product} onClick={onClick}>Kaos</Link>);
    const navigate = vi.spyOn(router as Router, 'navigate');
    fireEvent.click(screen.getByRole('link', { name: 'Kaos' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
