// Shared set-up of the account screen tests: a sample customer and orders, the account routes
// with their real screens, and the app's providers around them with a recording fake of the
// graph fetch. Texts are the real Indonesian dictionary, so tests read what a shopper reads.
import { act, render } from '@testing-library/react';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { createFormStore } from '../../forms/form-store';
import { FormStoreProvider } from '../../forms/form-store-react';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { GraphProvider } from '../../graph/graph-react';
import type { FakeReply } from '../../graph/graph-test-fetch';
import { createFakeFetch } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import type { PageMetaData } from '../../meta/page-meta';
import { PageMetaProvider } from '../../meta/page-meta';
import type { RouteDefinition, ScreenModule } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import { createPersistence } from '../../state/persistence';
import { PersistenceProvider } from '../../state/persistence-react';
import { createMemoryStorage } from '../../state/storage-access';
import { createNotificationStore } from '../../ui/feedback/notification-store';
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import { OverlayLayers, OverlayProvider } from '../../ui/overlays/overlay-layers';
import * as account from './account.screen';
import { ACCOUNT_ORDERS_QUERY, ACCOUNT_QUERY, ordersVariables } from './account-api';
import * as changeEmail from './change-email.screen';
import * as changePassword from './change-password.screen';
import type { AccountOrdersQuery, AccountQuery } from '../../graph/generated/shop-operations';

export type Customer = NonNullable<AccountQuery['viewerCustomer']>;
export type OrderPage = AccountOrdersQuery['viewerOrders'];
export type Order = OrderPage['edges'][number]['node'];

export const PROVINCES = ['DI Yogyakarta', 'Jawa Tengah', 'Jawa Timur'];

export const ADDRESS = {
  name: 'Sari Wulandari',
  phone: '6281234567890',
  address: 'Jl. Malioboro 12',
  district: 'Gedongtengen',
  city: 'Yogyakarta',
  province: 'DI Yogyakarta',
  postalCode: '55271',
};

export function sampleCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cus_1',
    name: 'Sari Wulandari',
    email: 'sari@example.id',
    phone: '6281234567890',
    verified: true,
    addressLimit: 10,
    addresses: [],
    ...overrides,
  };
}

export function sampleOrder(number: number, overrides: Partial<Order> = {}): Order {
  return {
    id: `ord_${number}`,
    number,
    status: 'awaiting_payment',
    placedAt: '2024-05-01T03:00:00.000Z',
    total: 150000,
    lines: [
      { productId: 'UHJvZHVjdDox', variationId: null, name: 'Kain Batik Parang', variationLabel: '', count: 2, downPaymentUnit: null },
      { productId: 'UHJvZHVjdDoy', variationId: 'UHJvZHVjdFZhcmlhdGlvbjoz', name: 'Kaos Lurik', variationLabel: 'M', count: 1, downPaymentUnit: null },
    ],
    ...overrides,
  };
}

export function orderPage(orders: Order[], options: { total?: number; next?: string | null } = {}): OrderPage {
  return {
    totalCount: options.total ?? orders.length,
    pageInfo: { hasNextPage: Boolean(options.next), endCursor: options.next ?? null },
    edges: orders.map((node) => ({ node })),
  };
}

const SCREENS: Record<string, ScreenModule> = { account, changePassword, changeEmail };

function routes(): RouteDefinition[] {
  const screen = (name: string) => () => Promise.resolve(SCREENS[name] ?? screenModule(name));
  return [
    { name: 'home', path: '/', screen: screen('Home') },
    { name: 'login', path: '/login', screen: screen('Login') },
    { name: 'signup', path: '/signup', screen: screen('Signup') },
    { name: 'cart', path: '/cart', screen: screen('Cart') },
    { name: 'account', path: '/account', screen: screen('account'), signIn: true },
    { name: 'affiliate', path: '/account/affiliate', screen: screen('Affiliate'), signIn: true },
    { name: 'changePassword', path: '/account/password/change', screen: screen('changePassword'), signIn: true },
    { name: 'changeEmail', path: '/account/email/change', screen: screen('changeEmail'), signIn: true },
    { name: 'order', path: '/order/:orderID', screen: screen('Order'), signIn: true },
    { name: '404', path: '*', screen: screen('Not found') },
  ];
}

export interface RenderAccountOptions {
  path: string;
  /** The signed-in customer; null for a visitor who is not signed in. */
  customer?: Customer | null;
  orders?: OrderPage;
  /** The account address's subscription to the shop's e-mail (null: never asked). */
  emailSubscription?: AccountQuery['myEmailSubscription'];
  replies?: FakeReply[];
  /** Local storage at page load (the cart). */
  stored?: Record<string, string>;
}

/** Renders the screen of `path` with its data already loaded, as after a server render. */
export async function renderAccountScreen(options: RenderAccountOptions) {
  const fake = createFakeFetch(options.replies ?? []);
  const client = createGraphClient({ endpoint: '/_/graph', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const customer = options.customer === undefined ? sampleCustomer() : options.customer;
  cache.write(graphCacheKey(ACCOUNT_QUERY), { viewerCustomer: customer, shippingProvinces: PROVINCES, myEmailSubscription: options.emailSubscription ?? null });
  cache.write(graphCacheKey(ACCOUNT_ORDERS_QUERY, ordersVariables(null)), { viewerOrders: options.orders ?? orderPage([]) });
  const env = memoryEnv(options.path);
  const router = createRouter({ routes: routes(), env });
  await act(() => router.ready());
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} });
  const storage = createMemoryStorage(options.stored ?? {});
  const persistence = createPersistence({ storage, onUnload: () => () => undefined });
  const notifications = createNotificationStore({});
  const metas: PageMetaData[] = [];
  const view = render(
    <PageMetaProvider collector={{ set: (meta) => metas.push(meta) }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <PersistenceProvider persistence={persistence}>
              <FormStoreProvider store={createFormStore()}>
                <NotificationsProvider store={notifications}>
                  <OverlayProvider animationMs={0}>
                    <main>
                      <RouteView />
                    </main>
                    <OverlayLayers />
                  </OverlayProvider>
                </NotificationsProvider>
              </FormStoreProvider>
            </PersistenceProvider>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, fake, cache, router, env, metas, persistence, storage, notifications };
}

/** The requests sent by POST with `m` naming `inputType`. */
export function mutationCalls(fake: { calls: Array<{ url: string; init: RequestInit }> }, inputType: string) {
  return fake.calls.filter((call) => call.init.method === 'POST' && new URL(call.url, ORIGIN).searchParams.get('m') === inputType);
}

export function sentBody(call: { init: RequestInit }): { query: string; variables: Record<string, unknown> } {
  return JSON.parse(String(call.init.body)) as { query: string; variables: Record<string, unknown> };
}
