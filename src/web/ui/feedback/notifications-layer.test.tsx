import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../../router/router';
import { RouterProvider } from '../../router/router-react';
import { memoryEnv, routeTable, screenModule } from '../../router/router-test-fixtures';
import { createTranslationStore } from '../../i18n/translation-store';
import { I18nProvider } from '../../i18n/i18n-react';
import { TEST_MESSAGES, withI18n } from './feedback-test-utils';
import { createNotificationStore } from './notification-store';
import type { NotificationStore } from './notification-store';
import { textRef } from './notification-types';
import type { Notification } from './notification-types';
import { NotificationsLayer } from './notifications-layer';
import { NotificationsProvider, useNotify } from './notifications-react';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderLayer(children: React.ReactNode = null) {
  const store = createNotificationStore();
  render(withI18n(<NotificationsProvider store={store}>{children}<NotificationsLayer /></NotificationsProvider>));
  return store;
}

const notify = (store: NotificationStore, notification: Notification) => act(() => void store.notify(notification));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('NotificationsLayer', () => {
  it('is a labelled region that announces ordinary toasts politely', () => {
    const store = renderLayer();
    const layer = screen.getByRole('region', { name: 'Notifikasi' });
    notify(store, { title: 'Tersimpan', content: 'Alamat baru sudah disimpan.' });
    const status = within(layer).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Tersimpan');
    expect(status.textContent).toContain('Alamat baru sudah disimpan.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces red toasts as alerts, with an icon that names the kind', () => {
    const store = renderLayer();
    notify(store, { color: 'red', title: 'Pembayaran gagal' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Pembayaran gagal');
    expect(within(alert).getByRole('img', { name: 'Kesalahan' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('translates text given as a key', () => {
    const store = renderLayer();
    notify(store, { content: textRef('order.count', { count: 3 }) });
    expect(screen.getByRole('status').textContent).toContain('Pesanan ke-3');
  });

  it('shows toasts one at a time, 800 ms apart', () => {
    const store = renderLayer();
    notify(store, { title: 'Satu' });
    notify(store, { title: 'Dua' });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Satu']);
    advance(799);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    advance(1);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Satu', 'Dua']);
  });

  it('closes a toast after 30000 ms and takes it away after the 300 ms fade', () => {
    const store = renderLayer();
    notify(store, { title: 'Tersimpan' });
    advance(29_999);
    expect(screen.getByRole('status')).toBeTruthy();
    advance(1);
    // Fading: hidden from assistive technology at once, gone from the page after the fade.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Tersimpan')).toBeTruthy();
    advance(300);
    expect(screen.queryByText('Tersimpan')).toBeNull();
  });

  it('closes a toast with its close button, named after the toast', () => {
    const store = renderLayer();
    notify(store, { title: 'Tersimpan' });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi Tersimpan' }));
    expect(screen.queryByRole('status')).toBeNull();
    advance(300);
    expect(screen.queryByText('Tersimpan')).toBeNull();
  });

  it('closes a toast on Escape and offers no close button when told not to', () => {
    const store = renderLayer();
    notify(store, { id: 'a', title: 'Bisa ditutup' });
    advance(800);
    notify(store, { id: 'b', title: 'Tanpa tombol', close: false });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.keyDown(screen.getByText('Tanpa tombol'), { key: 'Escape' });
    expect(screen.getByText('Tanpa tombol').closest('[data-phase]')?.getAttribute('data-phase')).toBe('shown');
    fireEvent.keyDown(screen.getByText('Bisa ditutup'), { key: 'Escape' });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Tanpa tombol']);
  });

  it('updates a toast added again with the same id instead of adding another', () => {
    const store = renderLayer();
    notify(store, { id: 'upload', title: 'Mengunggah 10%' });
    advance(20_000);
    notify(store, { id: 'upload', title: 'Mengunggah 90%' });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Mengunggah 90%']);
    advance(29_999);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('waits while the pointer rests on a toast', () => {
    const store = renderLayer();
    notify(store, { title: 'Tersimpan', duration: 1000 });
    fireEvent.pointerEnter(screen.getByText('Tersimpan'));
    advance(5000);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByText('Tersimpan'));
    advance(1000);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs an action’s onPress and closes the toast', () => {
    const onPress = vi.fn();
    const store = renderLayer();
    notify(store, { title: 'Dihapus', actions: [{ text: 'Batalkan', onPress }] });
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the toast, busy, while an asynchronous action runs', async () => {
    const store = renderLayer();
    notify(store, {
      title: 'Dihapus',
      actions: [{ text: 'Batalkan', onPress: () => new Promise((resolve) => setTimeout(resolve, 1000)) }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(screen.getByRole('button', { name: /Batalkan/ }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps focus in the layer when the focused toast closes, then returns it', () => {
    const store = renderLayer(<button type="button">Keranjang</button>);
    notify(store, { title: 'Satu', duration: 0 });
    advance(800);
    notify(store, { title: 'Dua', duration: 0 });
    const cart = screen.getByRole('button', { name: 'Keranjang' });
    cart.focus();
    const closeFirst = screen.getByRole('button', { name: 'Tutup notifikasi Satu' });
    closeFirst.focus();
    fireEvent.click(closeFirst);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tutup notifikasi Dua' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi Dua' }));
    expect(document.activeElement).toBe(cart);
  });
});

describe('actions with a route', () => {
  function renderWithRouter() {
    const open = vi.fn();
    const env = memoryEnv('/', { open });
    const router = createRouter({
      routes: routeTable(),
      env,
      preloaded: new Map([['home', screenModule('Home')], ['product', screenModule('Product')]]),
    });
    const store = createNotificationStore();
    render(
      <RouterProvider router={router}>
        {withI18n(
          <NotificationsProvider store={store}>
            <NotificationsLayer />
          </NotificationsProvider>,
        )}
      </RouterProvider>,
    );
    return { router, store, open };
  }
  const kopi = { name: 'product', params: { slug: 'kopi' } };

  it('navigates in the app through a real link and closes the toast', async () => {
    const { router, store } = renderWithRouter();
    notify(store, { title: 'Masuk keranjang', actions: [{ text: 'Lihat produk', route: kopi }] });
    const link = screen.getByRole('link', { name: 'Lihat produk' });
    expect(link.getAttribute('href')).toBe('/product/kopi');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.getSnapshot().current.href).toBe('/product/kopi');
    expect(router.getSnapshot().stack).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces the current entry when the route target says so', async () => {
    const { router, store } = renderWithRouter();
    notify(store, { actions: [{ text: 'Lihat produk', route: '/product/kopi', routeTarget: 'replace' }] });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Lihat produk' }));
    });
    expect(router.getSnapshot().current.href).toBe('/product/kopi');
    expect(router.getSnapshot().stack).toHaveLength(1);
  });

  it('opens a new tab when the route target says so', () => {
    const { router, store, open } = renderWithRouter();
    notify(store, { actions: [{ text: 'Lihat produk', route: kopi, routeTarget: 'new' }] });
    const link = screen.getByRole('link', { name: 'Lihat produk' });
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('https://toko.example/product/kopi', '_blank');
    expect(router.getSnapshot().current.href).toBe('/');
  });
});

describe('hooks and server rendering', () => {
  it('lets components raise and dismiss toasts with useNotify', () => {
    function Save() {
      const { notify: show, dismiss } = useNotify();
      return (
        <>
          <button type="button" onClick={() => show({ id: 'saved', title: 'Tersimpan' })}>Simpan</button>
          <button type="button" onClick={() => dismiss('saved')}>Lupakan</button>
        </>
      );
    }
    render(withI18n(<NotificationsProvider><Save /><NotificationsLayer /></NotificationsProvider>));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByRole('status').textContent).toBe('Tersimpan');
    fireEvent.click(screen.getByRole('button', { name: 'Lupakan' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders no toast on the server, so hydration starts from the same empty layer', () => {
    const store = createNotificationStore();
    store.notify({ title: 'Tersimpan' });
    const html = renderToString(withI18n(<NotificationsProvider store={store}><NotificationsLayer /></NotificationsProvider>));
    expect(html).toContain('Notifikasi');
    expect(html).not.toContain('Tersimpan');
  });

  it('has a server-rendered page embed the words of a toast that opens later', () => {
    const i18n = createTranslationStore({ language: 'id', messages: TEST_MESSAGES, hash: 't', warn: () => undefined });
    renderToString(<I18nProvider store={i18n}><NotificationsProvider store={createNotificationStore()}><NotificationsLayer /></NotificationsProvider></I18nProvider>);
    expect(i18n.collectUsedKeys()).toEqual(expect.arrayContaining(['feedback.toast.dismiss', 'feedback.toast.icon.success', 'feedback.toast.icon.error']));
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(withI18n(<NotificationsLayer />))).toThrow(/NotificationsProvider/);
  });
});
