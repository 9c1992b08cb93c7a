// Shared set-up of the product screen tests: sample products, the product routes with their
// real screens, and the app's providers with the staff API's client on a recording fake fetch.
// Texts are the real Indonesian dictionary, so tests read what an owner reads.
import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import { act, render } from '@testing-library/react';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import type { AdminProductQuery, AdminProductsQuery } from '../../graph/generated/admin-operations';
import { AdminGraphProvider } from '../../graph/admin-graph';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { createFakeFetch, type FakeReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { PageMetaProvider, type PageMetaData } from '../../meta/page-meta';
import type { RouteDefinition, ScreenModule } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import type { AppScreenModule, ScreenMatch } from '../../screens/screen-types';
import { createNotificationStore } from '../../ui/feedback/notification-store';
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import { OverlayLayers, OverlayProvider } from '../../ui/overlays/overlay-layers';
import * as adminProduct from './admin-product.screen';
import * as adminProducts from './admin-products.screen';

export type EditedProductData = NonNullable<AdminProductQuery['productById']>;

export type ListedProduct = AdminProductsQuery['products']['edges'][number]['node'];

const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };

export function editedProduct(overrides: Partial<EditedProductData> = {}): EditedProductData {
  return {
    id: 'UHJvZHVjdDox',
    slug: 'kain-ikat-sumba',
    status: 'published',
    name: 'Kain Ikat Sumba',
    sku: 'TNN-SMB-004',
    stock: 7,
    version: 3,
    untranslatedTexts: [],
    price: { amount: 1_250_000, formatted: 'Rp1.250.000' },
    compareAtPrice: null,
    downPaymentPercent: null,
    weightGrams: 400,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    lowStockThreshold: 5,
    stockLevel: 'in',
    category: null,
    image: { id: 'img1', width: 800, height: 800, dominantColor: '#7a4b2a', alt: null },
    images: [{ id: 'img1', width: 800, height: 800, dominantColor: '#7a4b2a', alt: null }],
    optionTexts: [],
    variations: [],
    seoTitle: { id: '', en: null },
    seoDescription: { id: '', en: null },
    texts: {
      name: { id: 'Kain Ikat Sumba', en: 'Sumba Ikat Cloth' },
      summary: { id: 'Ditenun tangan.', en: 'Hand-woven.' },
      description: { id: { document: richTextFromParagraphs(['Kain ikat dari Sumba Timur.']) }, en: { document: richTextFromParagraphs(['Ikat cloth from East Sumba.']) } },
    },
    ...overrides,
  };
}

export function listedProduct(overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id: 'UHJvZHVjdDox', slug: 'kain-ikat-sumba', name: 'Kain Ikat Sumba', sku: 'TNN-SMB-004', status: 'published', stock: 7, stockLevel: 'in', lowStockThreshold: 5,
    untranslatedTexts: [], price: { formatted: 'Rp1.250.000' }, image: null, ...overrides,
  };
}

const SCREENS: Record<string, ScreenModule> = { adminProducts, adminProduct };

function routes(): RouteDefinition[] {
  const screen = (name: string) => () => Promise.resolve(SCREENS[name] ?? screenModule(name));
  return [
    { name: 'adminOverview', path: '/admin', screen: screen('Overview'), ownFrame: true },
    { name: 'adminProducts', path: '/admin/products', screen: screen('adminProducts'), ownFrame: true },
    { name: 'adminProduct', path: '/admin/products/:productID', screen: screen('adminProduct'), ownFrame: true },
    { name: 'productPreview', path: '/admin/product/preview/:slug', screen: screen('Preview'), admin: true },
    { name: 'product', path: '/product/:slug', screen: screen('Product') },
    { name: '404', path: '*', screen: screen('Not found') },
  ];
}

/**
 * Renders the screen of `path` with its staff API answers already in the store, as after a
 * server render: `answer` is the data of the screen's own query; `replies` answer what it sends.
 */
export async function renderProductScreen(path: string, answer: unknown, replies: FakeReply[] = [], options: { confirm?: (message: string) => boolean; permissions?: string[] } = {}) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/admin/graphql', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const env = memoryEnv(path, { confirm: options.confirm ?? (() => true) });
  const router = createRouter({ routes: routes(), env });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const module = SCREENS[entry.name] as AppScreenModule;
  const [frame, own, history] = module.queries?.({ params: entry.params, entry } as unknown as ScreenMatch) ?? [];
  cache.write(graphCacheKey(frame!.query, frame!.variables), FRAME);
  // The signed-in role may manage the catalogue unless the test says otherwise; the shop has no categories.
  cache.write(graphCacheKey(own!.query, own!.variables), { viewer: { permissions: options.permissions ?? ['catalog.read', 'catalog.manage'] }, categoryOptions: [], ...(answer as object) });
  if (history) cache.write(graphCacheKey(history.query, history.variables), { productById: { id: 'UHJvZHVjdDox', stock: 7, waitingStockAlerts: 0, variations: [], stockMovements: [] } });
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} });
  const notifications = createNotificationStore({});
  const metas: PageMetaData[] = [];
  const view = render(
    <PageMetaProvider collector={{ set: (meta) => metas.push(meta) }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <AdminGraphProvider value={{ client, cache }}>
          <I18nProvider store={i18n}>
            <NotificationsProvider store={notifications}>
              <OverlayProvider>
                <RouteView />
                <OverlayLayers />
              </OverlayProvider>
            </NotificationsProvider>
          </I18nProvider>
        </AdminGraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, fake, cache, router, env, metas, notifications };
}

/** The mutations sent with `m` naming `inputType`, with their variables. */
export function sentMutations(fake: { calls: Array<{ url: string; init: RequestInit }> }, inputType: string): Array<Record<string, unknown>> {
  return fake.calls
    .filter((call) => call.init.method === 'POST' && new URL(call.url, ORIGIN).searchParams.get('m') === inputType)
    .map((call) => (JSON.parse(String(call.init.body)) as { variables: Record<string, unknown> }).variables);
}
