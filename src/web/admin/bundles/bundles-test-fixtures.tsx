// Shared set-up of the bundle screen tests: sample products and bundles, the bundle routes with
// their real screens, and the app's providers with the staff API's client on a recording fake
// fetch. Texts are the real dictionaries, so tests read what an owner reads.
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { Language } from '../../../domain/i18n/language';
import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import type { AdminBundleFieldsFragment, AdminBundleProductFieldsFragment } from '../../graph/generated/admin-operations';
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
import { adminRoutes } from '../admin-routes';
import * as adminBundle from './admin-bundle.screen';
import * as adminBundles from './admin-bundles.screen';

export type Bundle = AdminBundleFieldsFragment;
export type Product = AdminBundleProductFieldsFragment;

export const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };
export const OWNER = ['catalog.read', 'catalog.manage'];

export const KOPI: Product = { id: 'UHJvZHVjdDox', name: 'Kopi Gayo', status: 'published', stock: 12, price: { amount: 95_000 }, variations: [] };
export const GULA: Product = { id: 'UHJvZHVjdDoy', name: 'Gula Aren', status: 'published', stock: 30, price: { amount: 25_000 }, variations: [] };
export const KAOS: Product = {
  id: 'UHJvZHVjdDoz', name: 'Kaos Batik', status: 'draft', stock: 5, price: { amount: 120_000 },
  variations: [
    { id: 'UHJvZHVjdFZhcmlhdGlvbjox', optionValues: ['Merah', 'L'], stock: 3, price: { amount: 120_000 } },
    { id: 'UHJvZHVjdFZhcmlhdGlvbjoy', optionValues: ['Biru', 'L'], stock: 2, price: { amount: 130_000 } },
  ],
};

/** Kopi Gayo and two Gula Aren for Rp130.000: Rp145.000 apart, so shoppers save Rp15.000. */
export function bundle(overrides: Partial<Bundle> = {}): Bundle {
  return {
    id: 'UHJvZHVjdEJ1bmRsZTox',
    name: 'Paket Kopi Pagi',
    status: 'published',
    version: 4,
    updatedAt: '2025-05-01T03:00:00.000Z',
    nameTexts: { id: 'Paket Kopi Pagi', en: 'Morning Coffee Set' },
    price: { amount: 130_000 },
    itemsTotal: { amount: 145_000 },
    saving: { amount: 15_000 },
    items: [
      { count: 1, stock: 12, unitPrice: { amount: 95_000 }, product: KOPI, variation: null },
      { count: 2, stock: 30, unitPrice: { amount: 25_000 }, product: GULA, variation: null },
    ],
    ...overrides,
  };
}

/** The bundle routes' real screens; the rest of the admin area stands in as named placeholders. */
const SCREENS: Record<string, ScreenModule> = { adminBundles, adminBundleNew: adminBundle, adminBundle };

/** The admin route table itself, so its order (`new` before a bundle's id) is what is tested. */
function routes(): RouteDefinition[] {
  return [
    ...adminRoutes.map((route) => ({ ...route, screen: () => Promise.resolve(SCREENS[route.name] ?? screenModule(route.name)) })),
    { name: '404', path: '*', screen: () => Promise.resolve(screenModule('Not found')) },
  ];
}

export interface RenderOptions {
  permissions?: string[];
  language?: Language;
  confirm?: (message: string) => boolean;
  /** The shop's currency code in the frame's answer; without it the answer names none, as before. */
  currency?: string;
}

/**
 * Renders the screen of `path` with its staff API answers already in the store, as after a
 * server render: `answer` is the data of the screen's own query (the role's permissions are
 * added); `replies` answer what the screen sends.
 */
export async function renderBundleScreen(path: string, answer: object, replies: FakeReply[] = [], options: RenderOptions = {}) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/admin/graphql', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const env = memoryEnv(path, { confirm: options.confirm ?? (() => true) });
  const router = createRouter({ routes: routes(), env });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const module = SCREENS[entry.name] as AppScreenModule | undefined;
  const [frame, own] = module?.queries?.({ route: { name: entry.name }, params: entry.params, entry } as unknown as ScreenMatch) ?? [];
  const shop = options.currency ? { ...FRAME.shop, currency: { code: options.currency } } : FRAME.shop;
  if (frame) cache.write(graphCacheKey(frame.query, frame.variables), { ...FRAME, shop });
  if (own) cache.write(graphCacheKey(own.query, own.variables), { viewer: { permissions: options.permissions ?? OWNER }, ...answer });
  const language = options.language ?? 'id';
  const i18n = createTranslationStore({ language, messages: DICTIONARIES[language], hash: 't', warn: () => {} });
  const notifications = createNotificationStore({});
  const metas: PageMetaData[] = [];
  const view = render(
    <PageMetaProvider collector={{ set: (meta) => metas.push(meta) }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <AdminGraphProvider value={{ client, cache }}>
          <I18nProvider store={i18n}>
            <NotificationsProvider store={notifications}>
              <OverlayProvider animationMs={0}>
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

/** The variables of the mutations sent with `m` naming `inputType`. */
export function sentMutations(fake: { calls: Array<{ url: string; init: RequestInit }> }, inputType: string): Array<Record<string, unknown>> {
  return fake.calls
    .filter((call) => call.init.method === 'POST' && new URL(call.url, ORIGIN).searchParams.get('m') === inputType)
    .map((call) => (JSON.parse(String(call.init.body)) as { variables: Record<string, unknown> }).variables);
}

/**
 * Serious and critical axe findings (jsdom lays nothing out, so contrast is the browser's to
 * check); `mustPass` names rules that must have found something to check and passed.
 */
export async function axeProblems(container: HTMLElement, mustPass: readonly string[] = []): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining([...mustPass]));
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
