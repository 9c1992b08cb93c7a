import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import type { AdminCouponFieldsFragment } from '../../graph/generated/admin-operations';
import { AdminGraphProvider } from '../../graph/admin-graph';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { createFakeFetch, jsonReply, type FakeReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { PageMetaProvider } from '../../meta/page-meta';
import type { RouteDefinition, ScreenModule } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import type { AppScreenModule, ScreenMatch } from '../../screens/screen-types';
import { createNotificationStore } from '../../ui/feedback/notification-store';
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import { OverlayLayers, OverlayProvider } from '../../ui/overlays/overlay-layers';
import { adminRoutes } from '../admin-routes';
import * as adminCoupon from './admin-coupon.screen';
import * as adminCoupons from './admin-coupons.screen';
import { zoneOffsetHours } from '../../../domain/format/shop-time';

afterEach(() => cleanup());

const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };
const SCREENS: Record<string, ScreenModule> = { adminCoupons, adminCouponNew: adminCoupon, adminCoupon };
const CATEGORIES = [{ id: 'Q2F0ZWdvcnk6MQ', name: 'Batik' }, { id: 'Q2F0ZWdvcnk6Mg', name: 'Kopi' }];

function coupon(overrides: Partial<AdminCouponFieldsFragment>): AdminCouponFieldsFragment {
  return {
    id: 'Q291cG9uOjE', code: 'HEMAT10', kind: 'PERCENTAGE', value: 10, maxDiscount: 50_000, minSpend: 0, startsAt: null, endsAt: null, usageLimit: 100,
    perCustomerLimit: 1, usedCount: 3, freeShipping: false, active: true, status: 'ACTIVE', version: 1, ordersCount: 3, discountGiven: 45_000,
    products: [], categories: [], ...overrides,
  };
}

/** The coupon screens with their staff API answers in the store, as after a server render; `replies` answer what they send. */
async function renderScreen(path: string, answer: object, replies: FakeReply[] = []) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/admin/graphql', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const routes: RouteDefinition[] = [
    ...adminRoutes.map((route) => ({ ...route, screen: () => Promise.resolve(SCREENS[route.name] ?? screenModule(route.name)) })),
    { name: '404', path: '*', screen: () => Promise.resolve(screenModule('Not found')) },
  ];
  const router = createRouter({ routes, env: memoryEnv(path, { confirm: () => true }) });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const module = SCREENS[entry.name] as AppScreenModule;
  const [frame, own] = module.queries!({ route: { name: entry.name }, params: entry.params, entry } as unknown as ScreenMatch);
  cache.write(graphCacheKey(frame!.query, frame!.variables), FRAME);
  cache.write(graphCacheKey(own!.query, own!.variables), answer);
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {}, timezoneOffset: zoneOffsetHours('Asia/Jakarta') });
  const view = render(
    <PageMetaProvider collector={{ set: () => {} }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <AdminGraphProvider value={{ client, cache }}>
          <I18nProvider store={i18n}>
            <NotificationsProvider store={createNotificationStore({})}>
              <OverlayProvider animationMs={0}><RouteView /><OverlayLayers /></OverlayProvider>
            </NotificationsProvider>
          </I18nProvider>
        </AdminGraphProvider>
      </RouterProvider>
    </PageMetaProvider>,
  );
  return { ...view, fake };
}

async function seriousAxe(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('the coupon screens', () => {
  it('list each coupon with its discount, state and uses under the Marketing menu', async () => {
    const { container } = await renderScreen('/admin/marketing/coupon', {
      coupons: [
        coupon({}),
        coupon({ id: 'Q291cG9uOjI', code: 'ONGKIR', kind: 'FIXED', value: 0, maxDiscount: null, freeShipping: true, usageLimit: null, status: 'SCHEDULED', usedCount: 0, discountGiven: 0, categories: [CATEGORIES[0]!] }),
      ],
    });
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toBe('HEMAT1010%, maks. Rp50.000Berlaku3 dari 100Rp45.000');
    expect(rows[1]).toBe('ONGKIRGratis ongkirProduk/kategori tertentuTerjadwal0 (tanpa batas)Rp0');
    const menu = screen.getByRole('navigation', { name: 'Menu admin' });
    expect(within(within(menu).getByRole('list', { name: 'Pemasaran' })).getByRole('link', { name: 'Kupon' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxe(container)).toEqual([]);
  });

  it('shows each refusal beside its field, with the focus on the first, and sends the WIB start as an instant', async () => {
    const refused = { __typename: 'CouponSaveRefused', reason: 'INVALID', message: 'Kupon belum disimpan: perbaiki isian yang ditandai.', coupon: null,
      fieldErrors: [{ field: 'value', message: 'Persen potongan 1 sampai 100 (0 hanya untuk kupon gratis ongkir).' }, { field: 'code', message: 'Kode HEMAT10 sudah dipakai kupon lain.' }] };
    const { container, fake } = await renderScreen('/admin/marketing/coupon/new', { viewer: { permissions: ['marketing.manage'] }, categoryOptions: CATEGORIES },
      [jsonReply({ data: { createCoupon: refused } })]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Kode' }), { target: { value: 'hemat10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Persen potongan' }), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Mulai'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Batik' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });

    const sent = fake.calls.filter((call) => call.init.method === 'POST').map((call) => (JSON.parse(String(call.init.body)) as { variables: { input: Record<string, unknown> } }).variables.input);
    expect(sent).toEqual([expect.objectContaining({ code: 'hemat10', kind: 'PERCENTAGE', value: 150, startsAt: '2026-12-01T09:00:00+07:00', categoryIds: [CATEGORIES[0]!.id] })]);
    expect(screen.getByRole('alert').textContent).toBe('Kupon belum disimpan: perbaiki isian yang ditandai.');
    const code = screen.getByRole('textbox', { name: 'Kode' });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe('Kode HEMAT10 sudah dipakai kupon lain.');
    expect(screen.getByText('Persen potongan 1 sampai 100 (0 hanya untuk kupon gratis ongkir).')).toBeTruthy();
    expect(await seriousAxe(container)).toEqual([]);
  });
});
