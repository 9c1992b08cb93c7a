// Shared set-up of the order screen tests: a sample order, the order routes with their real
// screens, and the app's providers around them with a recording fake of the graph fetch.
// Order texts show as their message keys (the test dictionary holds only the UI kit's texts),
// so tests name what they look for by key.
import { act, render } from '@testing-library/react';
import { TEXTS as FILES_TEXTS } from '../../files/files-test-fixtures';
import { createFormStore } from '../../forms/form-store';
import { FormStoreProvider } from '../../forms/form-store-react';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient, type GraphFetch } from '../../graph/graph-client';
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
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import { createNotificationStore } from '../../ui/feedback/notification-store';
import { OverlayLayers, OverlayProvider } from '../../ui/overlays/overlay-layers';
import { OVERLAY_MESSAGES_ID } from '../../ui/overlays/overlay-test-fixtures';
import * as completePayment from './complete-payment.screen';
import * as confirmPayment from './confirm-payment.screen';
import * as confirmReceived from './confirm-received.screen';
import * as guestOrder from './guest-order.screen';
import * as orderReview from './order-review.screen';
import { ACCESSIBLE_ORDERS_QUERY, ORDER_QUERY, orderVariables } from './order-query';
import * as paymentConfirm from './payment-confirm.screen';
import { createPersistence } from '../../state/persistence';
import { PersistenceProvider } from '../../state/persistence-react';
import { createMemoryStorage } from '../../state/storage-access';
import type { AccessibleOrdersQuery, OrderFieldsFragment } from '../../graph/generated/shop-operations';

type AccessibleOrderData = AccessibleOrdersQuery['accessibleOrders'][number];

export const ORDER_ID = 'ord_8f2k';
export const SHOP_NAME = 'Toko Batik Sekar';

export function sampleOrder(overrides: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment {
  return {
    id: ORDER_ID,
    number: 10001,
    status: 'awaiting_payment',
    placedAt: '2024-05-01T03:00:00.000Z',
    expiresAt: '2024-05-02T03:00:00.000Z',
    email: 'sari@example.id',
    phone: '6281234567890',
    shippingAddress: {
      name: 'Sari Wulandari',
      phone: '6281234567890',
      address: 'Jl. Malioboro 12',
      district: 'Gedongtengen',
      city: 'Yogyakarta',
      province: 'DI Yogyakarta',
      postalCode: '55271',
    },
    shippingCourier: 'JNE',
    shippingService: 'REG',
    pickupNote: '',
    lines: [
      {
        productId: 'UHJvZHVjdDox',
        name: 'Kain Batik Parang',
        variationLabel: 'Biru',
        sku: 'KBP-B',
        unitPrice: 65000,
        count: 2,
        lineTotal: 130000,
        downPaymentUnit: null,
        product: { id: 'UHJvZHVjdDox', slug: 'kain-batik-parang', name: 'Kain Batik Parang', image: null },
        review: null,
      },
    ],
    subtotal: 130000,
    discount: 0,
    bundleDiscount: 0,
    bundles: [],
    couponCode: '',
    shippingFee: 20000,
    total: 150000,
    firstPaymentAmount: 150000,
    paidAmount: 0,
    balanceDue: 150000,
    amountDueNow: 150000,
    paymentMethod: 'BANK_TRANSFER',
    paymentMethods: ['BANK_TRANSFER', 'CARD', 'WALLET'],
    wallets: [],
    payments: [
      { id: 'pay_1', method: 'BANK_TRANSFER', purpose: 'first', amount: 150000, status: 'pending', failureReason: null, createdAt: '2024-05-01T03:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: null },
    ],
    bankAccounts: [{ bank: 'BCA', accountNumber: '8730-1122-33', accountHolder: 'CV Sekar Jagad' }],
    bankTransferInstructions: 'Tulis nomor pesanan pada berita transfer.',
    trackingCourier: null,
    trackingNumber: null,
    shipment: null,
    customFields: {},
    note: '',
    events: [{ kind: 'placed', toStatus: 'awaiting_payment', createdAt: '2024-05-01T03:00:00.000Z' }],
    canPay: true,
    canConfirmReceived: false,
    canReview: false,
    ...overrides,
  };
}

export function accessibleOrder(order: OrderFieldsFragment): AccessibleOrderData {
  const { id, number, status, placedAt, expiresAt, amountDueNow, canPay, paymentMethod } = order;
  return { id, number, status, placedAt, expiresAt, amountDueNow, canPay, paymentMethod };
}

const SCREENS: Record<string, ScreenModule> = {
  paymentConfirm,
  orderReview,
  orderCompletePayment: completePayment,
  order: guestOrder,
  orderConfirmPayment: confirmPayment,
  orderConfirmReceived: confirmReceived,
  guestOrder,
  guestOrderConfirmPayment: confirmPayment,
  guestOrderConfirmReceived: confirmReceived,
};

/** The order routes as the app declares them, plus the places their links lead. */
function routes(): RouteDefinition[] {
  const screen = (name: string) => () => Promise.resolve(SCREENS[name] ?? screenModule(name));
  return [
    { name: 'home', path: '/', screen: screen('Home') },
    { name: 'product', path: '/product/:slug', screen: screen('Product') },
    { name: 'paymentConfirm', path: '/payment/confirm', screen: screen('paymentConfirm') },
    { name: 'orderReview', path: '/order/review/:orderID', screen: screen('orderReview') },
    { name: 'orderCompletePayment', path: '/order/payment/complete/:orderID', screen: screen('orderCompletePayment') },
    { name: 'order', path: '/order/:orderID', screen: screen('order'), signIn: true },
    { name: 'orderConfirmPayment', path: '/order/:orderID/payment/confirm', screen: screen('orderConfirmPayment'), signIn: true },
    { name: 'orderConfirmReceived', path: '/order/:orderID/confirm/received', screen: screen('orderConfirmReceived') },
    { name: 'guestOrder', path: '/guest/order/:orderID', screen: screen('guestOrder') },
    { name: 'guestOrderConfirmPayment', path: '/guest/order/:orderID/confirm/payment', screen: screen('guestOrderConfirmPayment') },
    { name: 'guestOrderConfirmReceived', path: '/guest/order/:orderID/confirm/received', screen: screen('guestOrderConfirmReceived') },
    { name: '404', path: '*', screen: screen('Not found') },
  ];
}

export interface RenderOrderScreenOptions {
  /** The address opened, e.g. `/guest/order/ord_8f2k`. */
  path: string;
  /** The order the server answers with; null when this browser holds no grant for it. */
  order?: OrderFieldsFragment | null;
  /** Orders of `accessibleOrders`. */
  accessible?: OrderFieldsFragment[];
  /** Answers to the requests the screen sends, in order (mutations, refetches). */
  replies?: FakeReply[];
  /** Requests are recorded at once but answered only after this settles. */
  holdAnswers?: Promise<unknown>;
}

/** Renders the screen of `path` with its data already loaded, as after a server render. */
export async function renderOrderScreen(options: RenderOrderScreenOptions) {
  const fake = createFakeFetch(options.replies ?? []);
  const hold = options.holdAnswers;
  const fetch: GraphFetch = (url, init) => {
    const answer = fake.fetch(url, init);
    return hold ? hold.then(() => answer) : answer;
  };
  const client = createGraphClient({ endpoint: '/_/graph', fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const order = options.order === undefined ? sampleOrder() : options.order;
  cache.write(graphCacheKey(ORDER_QUERY, orderVariables(order?.id ?? ORDER_ID)), { order, shop: { name: SHOP_NAME } });
  cache.write(graphCacheKey(ACCESSIBLE_ORDERS_QUERY), {
    accessibleOrders: (options.accessible ?? []).map(accessibleOrder),
    shop: { name: SHOP_NAME },
  });
  const env = memoryEnv(options.path);
  const router = createRouter({ routes: routes(), env });
  await act(() => router.ready());
  const i18n = createTranslationStore({ language: 'id', messages: { ...OVERLAY_MESSAGES_ID, ...FILES_TEXTS }, hash: 't', warn: () => {} });
  const metas: PageMetaData[] = [];
  const view = render(
    <PageMetaProvider collector={{ set: (meta) => metas.push(meta) }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <FormStoreProvider store={createFormStore()}>
              <PersistenceProvider persistence={createPersistence({ storage: createMemoryStorage({}), onUnload: () => () => undefined })}>
                <NotificationsProvider store={createNotificationStore({})}>
                  <OverlayProvider animationMs={0}>
                    <main>
                      <RouteView />
                    </main>
                    <OverlayLayers />
                  </OverlayProvider>
                </NotificationsProvider>
              </PersistenceProvider>
            </FormStoreProvider>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, fake, cache, router, env, metas, lastMeta: () => metas[metas.length - 1] };
}

/** The mutation requests sent so far, by input type name (the `m` parameter). */
export function mutationCalls(fake: { calls: Array<{ url: string; init: RequestInit }> }, inputType: string) {
  return fake.calls.filter((call) => call.init.method === 'POST' && new URL(call.url, ORIGIN).searchParams.get('m') === inputType);
}

/** The JSON body of a mutation sent without files. */
export function jsonBody(call: { init: RequestInit }): { query: string; variables: { input: Record<string, unknown> } } {
  return JSON.parse(String(call.init.body)) as { query: string; variables: { input: Record<string, unknown> } };
}
