// Shared set-up of the blog screen tests: sample posts, the blog routes with their real screens,
// and the app's providers with the real Indonesian dictionary, so tests read what a visitor reads.
import { act, render } from '@testing-library/react';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { BlogPostCardFieldsFragment, BlogPostDetailFieldsFragment, ProductCardFieldsFragment } from '../../graph/generated/shop-operations';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { GraphProvider } from '../../graph/graph-react';
import { createFakeFetch, type FakeReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { PageMetaProvider, type PageMetaData } from '../../meta/page-meta';
import type { RouteDefinition, ScreenModule } from '../../router/route-definition';
import type { AppScreenModule, ScreenMatch } from '../screen-types';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import * as blogCategory from './blog-category.screen';
import * as blogList from './blog-list.screen';
import * as blogPost from './blog-post.screen';
import * as blogPreview from './blog-preview.screen';
import * as blogSearch from './blog-search.screen';
import { zoneOffsetHours } from '../../../domain/format/shop-time';

export const SHOP_NAME = 'Lumbung Nusantara';

const image = (id: string) => ({ id, width: 1200, height: 1200, dominantColor: '#7a4b2a', alt: null, gif: false });

export const CATEGORIES = [
  { id: 'QmxvZ0NhdGVnb3J5OjE', slug: 'tips-perawatan', name: 'Tips perawatan', postCount: 1 },
  { id: 'QmxvZ0NhdGVnb3J5OjI', slug: 'cerita-perajin', name: 'Cerita perajin', postCount: 1 },
];

export function card(overrides: Partial<BlogPostCardFieldsFragment> = {}): BlogPostCardFieldsFragment {
  return {
    id: 'QmxvZ1Bvc3Q6MQ',
    slug: 'cara-merawat-kemeja-batik',
    title: 'Cara merawat kemeja batik',
    excerpt: 'Lima kebiasaan sederhana agar kemejanya tetap cerah.',
    authorName: 'Sari',
    publishedAt: '2026-11-20T03:00:00.000Z',
    cover: image('img1'),
    categories: [{ id: CATEGORIES[0]!.id, slug: 'tips-perawatan', name: 'Tips perawatan' }],
    ...overrides,
  };
}

const product: ProductCardFieldsFragment = {
  id: 'UHJvZHVjdDox', slug: 'kemeja-batik-parang', name: 'Kemeja Batik Parang', inStock: true,
  price: { amount: 289000, currency: 'IDR', formatted: 'Rp289.000' }, compareAtPrice: null, discountPercent: null, image: null,
} as ProductCardFieldsFragment;

export function detail(overrides: Partial<BlogPostDetailFieldsFragment> = {}): BlogPostDetailFieldsFragment {
  return {
    ...card(),
    seoTitle: 'Cara merawat kemeja batik',
    seoDescription: 'Lima kebiasaan sederhana agar kemejanya tetap cerah.',
    updatedAt: '2026-11-21T03:00:00.000Z',
    status: 'published',
    translated: true,
    body: { html: '<p>Rendam dulu dalam air dingin.</p>' },
    relatedPosts: [card({ id: 'QmxvZ1Bvc3Q6Mg', slug: 'mengenal-kopi-gayo', title: 'Mengenal kopi Gayo' })],
    relatedProducts: [product],
    ...overrides,
  };
}

const SCREENS: Record<string, ScreenModule> = { blog: blogList, blogCategory, blogSearch, blogPost, blogPreview };

function routes(): RouteDefinition[] {
  const screen = (name: string) => () => Promise.resolve(SCREENS[name] ?? screenModule(name));
  return [
    { name: 'home', path: '/', screen: screen('Home') },
    { name: 'blog', path: '/blog', screen: screen('blog') },
    { name: 'blogSearch', path: '/blog/search', screen: screen('blogSearch') },
    { name: 'blogCategory', path: '/blog/category/:slug', screen: screen('blogCategory') },
    { name: 'blogPost', path: '/blog/:slug', screen: screen('blogPost') },
    { name: 'blogPreview', path: '/admin/blog/preview/:slug', screen: screen('blogPreview'), admin: true },
    { name: 'product', path: '/product/:slug', screen: screen('Product') },
    { name: '404', path: '*', screen: screen('Not found') },
  ];
}

/**
 * Renders the screen of `path` with the answers of its queries already in the store, as after a
 * server render: `answers` gives the data of each query the screen declares, in order;
 * `replies` answer what the screen fetches afterwards.
 */
export async function renderBlogScreen(path: string, answers: unknown[], replies: FakeReply[] = []) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/_/graph', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const env = memoryEnv(path);
  const router = createRouter({ routes: routes(), env });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const module = SCREENS[entry.name] as AppScreenModule;
  const queries = module.queries?.({ params: entry.params, entry } as unknown as ScreenMatch) ?? [];
  queries.forEach((q, index) => cache.write(graphCacheKey(q.query, q.variables), answers[index]));
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {}, timezoneOffset: zoneOffsetHours('Asia/Jakarta') });
  const metas: PageMetaData[] = [];
  const view = render(
    <PageMetaProvider collector={{ set: (meta) => metas.push(meta) }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <main><RouteView /></main>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, fake, router, env, lastMeta: () => metas[metas.length - 1] };
}
