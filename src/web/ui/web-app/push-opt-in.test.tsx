import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackMessages } from '../../../domain/i18n/messages/feedback.messages';
import { pushMessages } from '../../../domain/i18n/messages/push.messages';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { GraphProvider } from '../../graph/graph-react';
import { createFakeFetch, jsonReply, type FakeFetch, type FakeReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { createPersistence } from '../../state/persistence';
import { PersistenceProvider } from '../../state/persistence-react';
import { createMemoryStorage } from '../../state/storage-access';
import { PushOptIn } from './push-opt-in';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

interface FakeSubscription { endpoint: string; toJSON(): PushSubscriptionJSON; unsubscribe: ReturnType<typeof vi.fn> }

function browserSubscription(name: string): FakeSubscription {
  const json = { endpoint: `https://push.example/${name}`, expirationTime: null, keys: { p256dh: `p256dh-${name}`, auth: `auth-${name}` } };
  return { endpoint: json.endpoint, toJSON: () => json, unsubscribe: vi.fn(async () => true) };
}

/** The browser's push side: a service worker registration whose push manager holds `current`. */
function fakeBrowser(start: FakeSubscription | null, next: FakeSubscription) {
  const browser = { current: start, made: [] as FakeSubscription[] };
  const pushManager = {
    getSubscription: async () => browser.current,
    subscribe: async () => {
      browser.current = next;
      browser.made.push(next);
      return next;
    },
  };
  for (const subscription of [start, next]) {
    subscription?.unsubscribe.mockImplementation(async () => {
      if (browser.current === subscription) browser.current = null;
      return true;
    });
  }
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: { permission: 'granted', requestPermission: async () => 'granted' } });
  return browser;
}

function renderOptIn(options: { stored?: Record<string, string>; replies: FakeReply[]; variant?: 'order' | 'account' }) {
  const fake: FakeFetch = createFakeFetch(options.replies);
  const storage = createMemoryStorage(options.stored ?? {});
  const unload = new Set<() => void>();
  const persistence = createPersistence({ storage, onUnload: (listener) => { unload.add(listener); return () => unload.delete(listener); } });
  const client = createGraphClient({ fetch: fake.fetch, setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) });
  const i18n = createTranslationStore({ language: 'id', messages: { ...feedbackMessages.id, ...pushMessages.id }, hash: 'test', warn: () => undefined });
  render(
    <GraphProvider client={client} cache={createGraphCache()}>
      <I18nProvider store={i18n}>
        <PersistenceProvider persistence={persistence}>
          <PushOptIn orderId={options.variant === 'account' ? undefined : 'order-1'} variant={options.variant ?? 'order'} />
        </PersistenceProvider>
      </I18nProvider>
    </GraphProvider>,
  );
  /** What local storage holds once the page goes away. */
  const storedAfterLeaving = () => {
    for (const listener of unload) listener();
    return storage.snapshot();
  };
  return { fake, storedAfterLeaving };
}

/** The variables of the recorded mutations (POSTs), in order. */
const mutations = (fake: FakeFetch) => fake.calls.filter((call) => typeof call.init.body === 'string')
  .map((call) => JSON.parse(call.init.body as string) as { query: string; variables: { input: Record<string, unknown> } });

const stored = (subscription: FakeSubscription) => ({ pushSubscription: JSON.stringify(subscription.toJSON()) });

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('turning notifications on', () => {
  it('keeps the subscription only once the shop accepted it, and says why it was refused', async () => {
    const next = browserSubscription('new');
    const browser = fakeBrowser(null, next);
    const { fake, storedAfterLeaving } = renderOptIn({
      replies: [
        jsonReply({ data: { webPushPublicKey: KEY } }),
        jsonReply({ data: null, errors: [{ message: 'Alamat langganan notifikasi harus memakai https.', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kabari saya lewat notifikasi' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Notifikasi belum bisa diaktifkan: Alamat langganan notifikasi harus memakai https.');
    expect(mutations(fake)).toHaveLength(1);
    // Nothing half on: the browser drops what the shop refused, and nothing is remembered.
    expect(next.unsubscribe).toHaveBeenCalled();
    expect(browser.current).toBeNull();
    expect(storedAfterLeaving()).toEqual({});
    expect(screen.getByRole('button', { name: 'Kabari saya lewat notifikasi' })).toBeTruthy();
  });

  it('tells the shopper in words when the shop cannot be reached', async () => {
    fakeBrowser(null, browserSubscription('new'));
    const offline = new TypeError('Failed to fetch');
    renderOptIn({ replies: [jsonReply({ data: { webPushPublicKey: KEY } }), offline, offline, offline] });
    fireEvent.click(await screen.findByRole('button', { name: 'Kabari saya lewat notifikasi' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Notifikasi belum bisa diaktifkan: toko tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.');
  });

  it('remembers the accepted subscription in local storage and names the one it replaces with its secret', async () => {
    const old = browserSubscription('old');
    const next = browserSubscription('new');
    const browser = fakeBrowser(old, next);
    const { fake, storedAfterLeaving } = renderOptIn({
      stored: stored(old),
      replies: [jsonReply({ data: { webPushPublicKey: KEY } }), jsonReply({ data: { subscribeToPush: { endpoint: next.endpoint, orderId: 'order-1' } } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kabari saya lewat notifikasi' }));
    expect((await screen.findByText('Notifikasi aktif: Anda akan dikabari saat status pesanan berubah.')).getAttribute('role')).toBe('status');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.current).toBe(next);
    expect(mutations(fake).map((m) => m.variables.input)).toEqual([{
      endpoint: next.endpoint, keys: { p256dh: 'p256dh-new', auth: 'auth-new' }, orderId: 'order-1', replaces: old.endpoint, replacesAuth: 'auth-old',
    }]);
    expect(JSON.parse(storedAfterLeaving().pushSubscription ?? 'null')).toEqual(next.toJSON());
  });
});

describe('a browser that is already subscribed', () => {
  it('shows notifications are on from the kept subscription, and turns them off', async () => {
    const current = browserSubscription('current');
    const browser = fakeBrowser(current, browserSubscription('unused'));
    const { fake, storedAfterLeaving } = renderOptIn({ variant: 'account', stored: stored(current), replies: [jsonReply({ data: { unsubscribeFromPush: true } })] });
    expect(await screen.findByText('Notifikasi aktif di peramban ini: Anda dikabari saat status pesanan Anda berubah.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kabari saya lewat notifikasi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Matikan notifikasi' }));
    expect(await screen.findByText('Notifikasi dimatikan di peramban ini.')).toBeTruthy();
    expect(mutations(fake).map((m) => m.variables.input)).toEqual([{ endpoint: current.endpoint, auth: 'auth-current' }]);
    expect(browser.current).toBeNull();
    expect(storedAfterLeaving()).toEqual({});
    expect(screen.getByRole('button', { name: 'Kabari saya lewat notifikasi' })).toBeTruthy();
  });

  it('is not taken for on when the browser no longer holds the kept subscription', async () => {
    fakeBrowser(null, browserSubscription('unused'));
    const { fake } = renderOptIn({ variant: 'account', stored: stored(browserSubscription('dropped')), replies: [] });
    expect(await screen.findByRole('button', { name: 'Kabari saya lewat notifikasi' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Notifikasi aktif/)).toBeNull());
    expect(fake.calls).toEqual([]);
  });

  it('tells the shop when the browser hands out a new subscription, naming the kept one it replaces', async () => {
    const kept = browserSubscription('kept');
    const renewed = browserSubscription('renewed');
    fakeBrowser(renewed, browserSubscription('unused'));
    const { fake, storedAfterLeaving } = renderOptIn({ variant: 'account', stored: stored(kept), replies: [jsonReply({ data: { subscribeToPush: { endpoint: renewed.endpoint, orderId: null } } })] });
    expect(await screen.findByText('Notifikasi aktif di peramban ini: Anda dikabari saat status pesanan Anda berubah.')).toBeTruthy();
    expect(mutations(fake).map((m) => m.variables.input)).toEqual([{
      endpoint: renewed.endpoint, keys: { p256dh: 'p256dh-renewed', auth: 'auth-renewed' }, orderId: null, replaces: kept.endpoint, replacesAuth: 'auth-kept',
    }]);
    expect(JSON.parse(storedAfterLeaving().pushSubscription ?? 'null')).toEqual(renewed.toJSON());
  });
});
