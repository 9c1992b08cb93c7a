import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../router/router';
import { createMemoryEnv } from '../router/router-env';
import { RouterProvider } from '../router/router-react';
import { PageMetaLayer } from './page-meta-layer';

const Screen = () => null;
const routes = [
  { name: 'home', path: '/', screen: async () => ({ default: Screen }) },
  { name: 'page', path: '/page/:id', screen: async () => ({ default: Screen }) },
];

afterEach(() => vi.useRealTimers());

describe('PageMetaLayer', () => {
  it('announces the new title after in-app navigation, not on the first page', async () => {
    vi.useFakeTimers();
    const router = createRouter({ routes, env: createMemoryEnv({ url: 'http://shop.test/' }), preloaded: new Map([['home', { default: Screen }]]) });
    document.title = 'Beranda';
    render(<RouterProvider router={router}><PageMetaLayer /></RouterProvider>);
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => { await router.navigate('/page/tentang-kami'); });
    document.title = 'Tentang Kami';
    await act(async () => { await vi.advanceTimersByTimeAsync(60); });
    expect(screen.getByRole('status').textContent).toBe('Tentang Kami');
  });
});
