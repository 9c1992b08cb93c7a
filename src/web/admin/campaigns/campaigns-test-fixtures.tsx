// Shared set-up of the campaign screen tests: sample campaigns, the admin routes with the
// campaign screens real and the rest as placeholders, and the app's providers with the staff
// API's client on a recording fake fetch. Texts are the real dictionaries.
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import type { AdminCampaignFieldsFragment } from '../../graph/generated/admin-operations';
import { AdminGraphProvider } from '../../graph/admin-graph';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { createFakeFetch, type FakeReply } from '../../graph/graph-test-fetch';
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
import * as adminCampaign from './admin-campaign.screen';
import * as adminCampaigns from './admin-campaigns.screen';
import { zoneOffsetHours } from '../../../domain/format/shop-time';

const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };

/** 20 % off Kopi Gayo, 12 December 2031 00:00 to 13 December 00:00 WIB. */
export function campaign(overrides: Partial<AdminCampaignFieldsFragment> = {}): AdminCampaignFieldsFragment {
  return {
    id: 'Q2FtcGFpZ246MQ', name: 'Harbolnas 12.12', startsAt: '2031-12-11T17:00:00.000Z', endsAt: '2031-12-12T17:00:00.000Z', status: 'scheduled',
    discountKind: 'percent', discountValue: 20, active: true, version: 2, productCount: 3, categoryIds: ['Q2F0ZWdvcnk6MQ'],
    products: [{ id: 'UHJvZHVjdDox', name: 'Kopi Gayo', status: 'published', price: { amount: 95_000 } }],
    ...overrides,
  };
}

export const CATEGORIES = [{ id: 'Q2F0ZWdvcnk6MQ', name: 'Minuman' }, { id: 'Q2F0ZWdvcnk6Mg', name: 'Makanan' }];

const SCREENS: Record<string, ScreenModule> = { adminCampaigns, adminCampaignNew: adminCampaign, adminCampaign };

function routes(): RouteDefinition[] {
  return [
    ...adminRoutes.map((route) => ({ ...route, screen: () => Promise.resolve(SCREENS[route.name] ?? screenModule(route.name)) })),
    { name: '404', path: '*', screen: () => Promise.resolve(screenModule('Not found')) },
  ];
}

/** Renders the screen of `path` with its own query's `answer` already in the store; `replies` answer what it sends. */
export async function renderCampaignScreen(path: string, answer: object, replies: FakeReply[] = []) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/admin/graphql', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const router = createRouter({ routes: routes(), env: memoryEnv(path, { confirm: () => true }) });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const module = SCREENS[entry.name] as AppScreenModule | undefined;
  const [frame, own] = module?.queries?.({ route: { name: entry.name }, params: entry.params, entry } as unknown as ScreenMatch) ?? [];
  if (frame) cache.write(graphCacheKey(frame.query, frame.variables), FRAME);
  if (own) cache.write(graphCacheKey(own.query, own.variables), answer);
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {}, timezoneOffset: zoneOffsetHours('Asia/Jakarta') });
  const view = render(
    <PageMetaProvider collector={{ set: () => {} }} origin={ORIGIN}>
      <RouterProvider router={router}>
        <AdminGraphProvider value={{ client, cache }}>
          <I18nProvider store={i18n}>
            <NotificationsProvider store={createNotificationStore({})}>
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
  return { ...view, fake, router };
}

/** Serious and critical axe findings (jsdom lays nothing out, so contrast is the browser's to check). */
export async function axeProblems(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
