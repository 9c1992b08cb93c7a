// Providers for tests of the cart and checkout screens: the real Indonesian texts, a graph client
// over a fake fetch, a memory router, toasts and a persistence store over memory storage.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { bundleMessages } from '../../domain/i18n/messages/bundles.messages';
import { reviewMessages } from '../../domain/i18n/messages/reviews.messages';
import { cartMessages } from '../../domain/i18n/messages/cart.messages';
import { feedbackMessages } from '../../domain/i18n/messages/feedback.messages';
import { formsMessages } from '../../domain/i18n/messages/forms.messages';
import { sessionMessages } from '../../domain/i18n/messages/session.messages';
import { stockAlertMessages } from '../../domain/i18n/messages/stock-alerts.messages';
import { messagesId } from '../../domain/i18n/messages/id.messages';
import { createGraphCache } from '../graph/graph-cache';
import { createGraphClient } from '../graph/graph-client';
import { GraphProvider } from '../graph/graph-react';
import type { FakeFetch } from '../graph/graph-test-fetch';
import { createFakeFetch } from '../graph/graph-test-fetch';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import type { RouteDefinition } from '../router/route-definition';
import { createRouter } from '../router/router';
import { RouterProvider } from '../router/router-react';
import { memoryEnv, screenOf } from '../router/router-test-fixtures';
import { createPersistence } from '../state/persistence';
import { PersistenceProvider } from '../state/persistence-react';
import { createMemoryStorage } from '../state/storage-access';
import { createNotificationStore } from '../ui/feedback/notification-store';
import { NotificationsProvider } from '../ui/feedback/notifications-react';

export const MESSAGES_ID: Readonly<Record<string, string>> = { ...messagesId, ...feedbackMessages.id, ...cartMessages.id, ...bundleMessages.id, ...reviewMessages.id, ...formsMessages.id, ...stockAlertMessages.id, 'session.serverMessage': sessionMessages.id['session.serverMessage'] ?? '' };

/** The shop routes the cart screens link to or move on to. */
export function cartRouteTable(): RouteDefinition[] {
  return [
    { name: 'home', path: '/', screen: screenOf('Home') },
    { name: 'categoryList', path: '/product/category/', screen: screenOf('Categories') },
    { name: 'product', path: '/product/:slug', screen: screenOf('Product') },
    { name: 'cart', path: '/cart', screen: screenOf('Cart') },
    { name: 'checkoutNew', path: '/checkout/new', screen: screenOf('Checkout new') },
    { name: 'checkoutStart', path: '/checkout/:checkoutID/start', screen: screenOf('Checkout start') },
    { name: '404', path: '*', screen: screenOf('Not found') },
  ];
}

export interface ShopRenderOptions {
  path: string;
  /** Local storage at page load. */
  stored?: Record<string, string>;
  fetch?: FakeFetch;
  /** The shop's time zone, hours from UTC, as the server would embed it. */
  timezoneOffset?: number;
}

export function renderInShop(ui: ReactElement, options: ShopRenderOptions) {
  const fake = options.fetch ?? createFakeFetch();
  const storage = createMemoryStorage(options.stored ?? {});
  const persistence = createPersistence({ storage, onUnload: () => () => undefined });
  const client = createGraphClient({
    fetch: fake.fetch,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const cache = createGraphCache();
  const router = createRouter({ routes: cartRouteTable(), env: memoryEnv(options.path) });
  const i18n = createTranslationStore({ language: 'id', messages: MESSAGES_ID, hash: 'test', warn: () => undefined, timezoneOffset: options.timezoneOffset });
  const notifications = createNotificationStore();
  const view = render(
    <StrictMode>
      <RouterProvider router={router}>
        <GraphProvider client={client} cache={cache}>
          <I18nProvider store={i18n}>
            <PersistenceProvider persistence={persistence}>
              <NotificationsProvider store={notifications}>{ui}</NotificationsProvider>
            </PersistenceProvider>
          </I18nProvider>
        </GraphProvider>
      </RouterProvider>
    </StrictMode>,
  );
  return { ...view, fake, storage, persistence, router, notifications };
}

/** The graph variables a recorded GET query or POST mutation carried. */
export function sentVariables(call: { url: string; init: RequestInit }): Record<string, unknown> {
  if (typeof call.init.body === 'string') return (JSON.parse(call.init.body) as { variables: Record<string, unknown> }).variables;
  const variables = new URL(call.url, 'https://toko.example').searchParams.get('variables');
  return variables ? (JSON.parse(variables) as Record<string, unknown>) : {};
}
