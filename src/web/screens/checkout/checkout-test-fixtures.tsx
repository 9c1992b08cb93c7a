// Shared by the checkout screens' tests: a small route table, the app's providers around the
// current screen, a fake shop API answering by operation name, and sample checkouts.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { MESSAGES_ID as SHOP_TEXTS } from '../../cart/cart-test-fixtures';
import { createFormStore } from '../../forms/form-store';
import { FormStoreProvider } from '../../forms/form-store-react';
import type { GraphCache } from '../../graph/graph-cache';
import { createGraphCache } from '../../graph/graph-cache';
import type { GraphFetch } from '../../graph/graph-client';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { GraphProvider } from '../../graph/graph-react';
import type { FakeReply } from '../../graph/graph-test-fetch';
import { jsonReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import type { PageMetaData } from '../../meta/page-meta';
import { PageMetaProvider } from '../../meta/page-meta';
import type { RouteDefinition, ScreenModule } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import type { MemoryEnv } from '../../router/router-env';
import { createMemoryEnv } from '../../router/router-env';
import { RouteView, RouterProvider } from '../../router/router-react';
import type { Router } from '../../router/router-types';
import type { Persistence } from '../../state/persistence';
import { createPersistence } from '../../state/persistence';
import { PersistenceProvider } from '../../state/persistence-react';
import { createMemoryStorage } from '../../state/storage-access';
import { checkoutMessages } from '../../../domain/i18n/messages/checkout.messages';
import { OVERLAY_MESSAGES_ID as KIT_TEXTS } from '../../ui/overlays/overlay-test-fixtures';
import { CHECKOUT_QUERY, CHECKOUT_VIEWER_QUERY, PROVINCES_QUERY } from './checkout-api';
import * as recoverScreen from './checkout-recover.screen';
import * as startScreen from './checkout-start.screen';
import * as paymentReturnScreen from './payment-return.screen';
import type { CheckoutFieldsFragment, CheckoutViewerQuery, ShippingAddressFieldsFragment } from '../../graph/generated/shop-operations';

export const ORIGIN = 'https://toko.example';

/** The checkout's own texts, in Indonesian, from the dictionary shoppers read. */
const CHECKOUT_TEXTS = checkoutMessages.id;

export const MESSAGES: Readonly<Record<string, string>> = { ...SHOP_TEXTS, ...KIT_TEXTS, ...CHECKOUT_TEXTS };

const titled = (title: string): ScreenModule => ({ default: () => <h1>{title}</h1> });
const stub = (title: string) => () => Promise.resolve(titled(title));

export const ROUTES: RouteDefinition[] = [
  { name: 'home', path: '/', screen: stub('Beranda') },
  { name: 'cart', path: '/cart', screen: stub('Keranjang') },
  { name: 'login', path: '/login', screen: stub('Masuk') },
  { name: 'checkoutRecover', path: '/checkout/:hash/recover', screen: () => Promise.resolve(recoverScreen) },
  { name: 'checkoutStart', path: '/checkout/:checkoutID/start', screen: () => Promise.resolve(startScreen) },
  { name: 'checkoutSuccess', path: '/checkout/:walletProvider/:orderID', screen: () => Promise.resolve(paymentReturnScreen) },
  { name: 'guestOrder', path: '/guest/order/:orderID', screen: stub('Pesanan tamu') },
  { name: '404', path: '*', screen: stub('Tidak ditemukan') },
];

/** One request to the shop API, as the fake read it. */
export interface GraphCall {
  kind: 'query' | 'mutation';
  /** The operation name, e.g. PlaceOrder. */
  operation: string;
  variables: Record<string, unknown>;
}

export type GraphHandler = (call: GraphCall) => FakeReply | Promise<FakeReply>;

export interface GraphFake {
  fetch: GraphFetch;
  calls: GraphCall[];
  /** The calls of one operation, in order. */
  of(operation: string): GraphCall[];
}

function readCall(url: string, init: RequestInit): GraphCall {
  if (init.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
    const match = /\b(query|mutation)\s+(\w+)/.exec(body.query);
    return { kind: match?.[1] === 'mutation' ? 'mutation' : 'query', operation: match?.[2] ?? '', variables: body.variables ?? {} };
  }
  const params = new URL(url, ORIGIN).searchParams;
  const query = params.get('query') ?? '';
  const match = /\bquery\s+(\w+)/.exec(query);
  return { kind: 'query', operation: match?.[1] ?? '', variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown> };
}

/** A shop API whose answers `handler` decides per call; unanswered calls get a server error. */
export function createGraphFake(handler: GraphHandler): GraphFake {
  const calls: GraphCall[] = [];
  return {
    calls,
    of: (operation) => calls.filter((call) => call.operation === operation),
    fetch: async (url, init) => {
      const call = readCall(url, init);
      calls.push(call);
      const reply = await handler(call);
      if (reply instanceof Error) throw reply;
      if (reply === 'hang') return new Promise(() => undefined);
      return { status: reply.status ?? 200, text: () => Promise.resolve(reply.body) };
    },
  };
}

export const data = (value: unknown): FakeReply => jsonReply({ data: value });

export const fieldError = (message: string, field: string): FakeReply =>
  jsonReply({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }], data: null });

export const ADDRESS: ShippingAddressFieldsFragment = {
  name: 'Budi Santoso',
  phone: '6281234567890',
  address: 'Jl. Melati No. 5, RT 02/RW 03',
  district: 'Coblong',
  city: 'Bandung',
  province: 'Jawa Barat',
  postalCode: '40132',
};

export const PROVINCES = ['Aceh', 'Bali', 'DKI Jakarta', 'Jawa Barat', 'Jawa Tengah'];

export const CHECKOUT_ID = 'Chk0123456789abcdefXY';

export function checkoutData(overrides: Partial<CheckoutFieldsFragment> = {}): CheckoutFieldsFragment {
  return {
    id: CHECKOUT_ID,
    status: 'open',
    orderId: null,
    email: '',
    phone: '',
    shippingAddress: null,
    shippingMethodId: null,
    couponCode: '',
    couponProblem: null,
    couponMinSpend: null,
    customFields: {},
    note: '',
    fields: [],
    shippingOptions: [],
    paymentMethods: ['BANK_TRANSFER', 'CARD', 'WALLET'],
    wallets: [],
    totals: { subtotal: 150_000, discount: 0, bundleDiscount: 0, bundles: [], shippingFee: 0, total: 150_000, firstPayment: 150_000 },
    lines: [
      {
        productId: 'UHJvZHVjdDox',
        variationId: null,
        count: 2,
        name: 'Kopi Gayo 250 g',
        variationLabel: '',
        unitPrice: 75_000,
        lineTotal: 150_000,
        availableStock: 10,
        problem: null,
        downPayment: false,
        downPaymentUnit: null,
      },
    ],
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const SHIPPING_OPTIONS = [
  { id: 'ship-jne-reg', courier: 'JNE', service: 'REG', fee: 18_000, fullFee: 18_000, free: false, pickup: false, note: '', etaDaysMin: 2, etaDaysMax: 3 },
  { id: 'ship-sicepat-best', courier: 'SiCepat', service: 'BEST', fee: 25_000, fullFee: 25_000, free: false, pickup: false, note: '', etaDaysMin: 1, etaDaysMax: 1 },
];

/** Everything filled in and saved on the server; only the payment method is left to choose. */
export function filledCheckout(overrides: Partial<CheckoutFieldsFragment> = {}): CheckoutFieldsFragment {
  return checkoutData({
    email: 'budi@example.com',
    phone: '6281234567890',
    shippingAddress: ADDRESS,
    shippingMethodId: 'ship-jne-reg',
    shippingOptions: SHIPPING_OPTIONS,
    totals: { subtotal: 150_000, discount: 0, bundleDiscount: 0, bundles: [], shippingFee: 18_000, total: 168_000, firstPayment: 168_000 },
    ...overrides,
  });
}

export interface Rendered {
  router: Router;
  env: MemoryEnv;
  cache: GraphCache;
  persistence: Persistence;
  storage: ReturnType<typeof createMemoryStorage>;
  meta: () => PageMetaData | null;
}

export interface RenderOptions {
  /** Query results the page starts with, as a server render embeds them. */
  seed?: Array<{ query: string; variables?: Record<string, unknown>; data: unknown }>;
  /** Local storage at page load. */
  storage?: Record<string, string>;
  strict?: boolean;
}

/** The page's server-run queries; a guest unless `viewer` says who is signed in. */
export function checkoutSeed(checkout: CheckoutFieldsFragment | null, id = CHECKOUT_ID, viewer: CheckoutViewerQuery['viewerCustomer'] = null): NonNullable<RenderOptions['seed']> {
  return [
    { query: CHECKOUT_QUERY, variables: { id }, data: { checkout } },
    { query: PROVINCES_QUERY, data: { shippingProvinces: PROVINCES } },
    { query: CHECKOUT_VIEWER_QUERY, data: { viewerCustomer: viewer } },
  ];
}

export interface App extends Rendered {
  tree: ReactNode;
}

/** The app's providers around the screen of `path`, with the fake API behind the graph client. */
export async function buildApp(path: string, fake: GraphFake, options: RenderOptions & { server?: boolean } = {}): Promise<App> {
  const client = createGraphClient({
    fetch: fake.fetch,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const cache = createGraphCache((options.seed ?? []).map((entry) => ({ key: graphCacheKey(entry.query, entry.variables), data: entry.data })));
  const env = createMemoryEnv({ url: `${ORIGIN}${path}` });
  const router = createRouter({ routes: ROUTES, env });
  await router.ready();
  if (!options.server) router.start();
  const i18n = createTranslationStore({ language: 'id', messages: MESSAGES, hash: 'test', warn: () => undefined });
  const storage = createMemoryStorage(options.storage ?? {});
  const persistence = createPersistence({ storage: options.server ? null : storage, onUnload: () => () => undefined });
  let meta: PageMetaData | null = null;
  const app: ReactNode = (
    <PageMetaProvider collector={{ set: (value) => { meta = value; } }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <PersistenceProvider persistence={persistence}>
              <FormStoreProvider store={createFormStore()}>
                <main>
                  <RouteView />
                </main>
              </FormStoreProvider>
            </PersistenceProvider>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>
  );
  const tree = options.strict ? <StrictMode>{app}</StrictMode> : app;
  return { tree, router, env, cache, persistence, storage, meta: () => meta };
}

/** Renders the app at `path` in the document. */
export async function renderAt(path: string, fake: GraphFake, options: RenderOptions = {}): Promise<Rendered> {
  const { tree, ...handles } = await buildApp(path, fake, options);
  render(tree);
  return handles;
}
