import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { AdminCategoryTreeQuery } from '../../graph/generated/admin-operations';
import { AdminGraphProvider } from '../../graph/admin-graph';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { createFakeFetch, jsonReply, type FakeReply } from '../../graph/graph-test-fetch';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { PageMetaProvider } from '../../meta/page-meta';
import type { RouteDefinition } from '../../router/route-definition';
import { createRouter } from '../../router/router';
import { RouteView, RouterProvider } from '../../router/router-react';
import { memoryEnv, ORIGIN, screenModule } from '../../router/router-test-fixtures';
import type { AppScreenModule, ScreenMatch } from '../../screens/screen-types';
import { createNotificationStore } from '../../ui/feedback/notification-store';
import { NotificationsProvider } from '../../ui/feedback/notifications-react';
import { OverlayLayers, OverlayProvider } from '../../ui/overlays/overlay-layers';
import * as adminCategories from './admin-categories.screen';

afterEach(() => cleanup());

type Category = AdminCategoryTreeQuery['categoryTree'][number];
const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };
const OWNER = ['catalog.read', 'catalog.manage'];

function category(id: string, name: string, parentId: string | null, position: number, overrides: Partial<Category> = {}): Category {
  return { id, slug: name.toLowerCase().replace(/\W+/g, '-'), status: 'published', position, parentId, imageId: null, ownProductCount: 2, texts: { name: { id: name, en: `${name} EN` }, description: { id: '', en: null } }, ...overrides };
}

const TREE = [category('fashion', 'Fashion', null, 0), category('batik', 'Batik', 'fashion', 0), category('food', 'Makanan', null, 1, { status: 'draft', texts: { name: { id: 'Makanan', en: null }, description: { id: '', en: null } } })];

/** The screen with its tree already in the store, as after a server render; `replies` answer what it sends. */
async function renderCategories(permissions: string[], replies: FakeReply[] = []) {
  const fake = createFakeFetch(replies);
  const client = createGraphClient({ endpoint: '/admin/graphql', fetch: fake.fetch, setTimeout, clearTimeout });
  const cache = createGraphCache();
  const routes: RouteDefinition[] = [
    { name: 'adminCategories', path: '/admin/categories', screen: () => Promise.resolve(adminCategories), ownFrame: true },
    { name: 'categoryPreview', path: '/admin/product/category/preview/:slug', screen: () => Promise.resolve(screenModule('Preview')), admin: true },
    { name: '404', path: '*', screen: () => Promise.resolve(screenModule('Not found')) },
  ];
  const router = createRouter({ routes, env: memoryEnv('/admin/categories', { confirm: () => true }) });
  await act(() => router.ready());
  const entry = router.getSnapshot().current;
  const [frame, own] = (adminCategories as AppScreenModule).queries?.({ params: entry.params, entry } as unknown as ScreenMatch) ?? [];
  cache.write(graphCacheKey(frame!.query, frame!.variables), FRAME);
  cache.write(graphCacheKey(own!.query, own!.variables), { viewer: { permissions }, categoryTree: TREE });
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id, hash: 't', warn: () => {} });
  render(
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
  return { fake };
}

const moves = (fake: { calls: Array<{ url: string; init: RequestInit }> }) => fake.calls
  .filter((call) => call.init.method === 'POST' && String(call.init.body).includes('moveCategory'))
  .map((call) => (JSON.parse(String(call.init.body)) as { variables: Record<string, unknown> }).variables);

describe('the category tree screen', () => {
  it('shows the tree nested in order, drafts and missing English marked, each with its preview', async () => {
    await renderCategories(OWNER);
    const tree = screen.getByRole('list', { name: 'Pohon kategori' });
    const top = within(tree).getAllByRole('listitem').filter((item) => item.parentElement === tree);
    expect(top.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Fashion', 'Makanan']);
    expect(within(top[0]!).getByRole('list').textContent).toContain('Batik');
    expect(within(top[1]!).getByText('Draf')).toBeTruthy();
    expect(within(top[1]!).getByText('Belum ada bahasa Inggris')).toBeTruthy();
    const preview = screen.getByRole('link', { name: 'Pratinjau: Batik' });
    expect(preview.getAttribute('href')).toBe('/admin/product/category/preview/batik');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('offers only the moves that are possible', async () => {
    await renderCategories(OWNER);
    const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(disabled('Naikkan: Fashion')).toBe(true);
    expect(disabled('Turunkan: Fashion')).toBe(false);
    expect(disabled('Keluarkan satu tingkat: Fashion')).toBe(true);
    expect(disabled('Jadikan sub-kategori dari yang di atasnya: Makanan')).toBe(false);
    expect(disabled('Keluarkan satu tingkat: Batik')).toBe(false);
    expect(disabled('Turunkan: Batik')).toBe(true);
  });

  it('moves a category from the keyboard and says where it went', async () => {
    // After the move the screen asks again for the frame and the tree: one answer serves both.
    const again = jsonReply({ data: { ...FRAME, viewer: { ...FRAME.viewer, permissions: OWNER }, categoryTree: TREE } });
    const { fake } = await renderCategories(OWNER, [jsonReply({ data: { moveCategory: { __typename: 'Category', id: 'food', parentId: 'fashion', position: 1 } } }), again, again]);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Jadikan sub-kategori dari yang di atasnya: Makanan' })); });
    expect(moves(fake)).toEqual([{ id: 'food', parentId: 'fashion', position: 1 }]);
    await waitFor(() => expect(screen.getByText('Makanan sekarang di posisi 2 dari 2 di bawah Fashion.')).toBeTruthy());
  });

  it('says why the server refused a move', async () => {
    const message = 'Kategori tidak bisa dipindahkan ke dalam dirinya sendiri atau ke dalam sub-kategorinya.';
    await renderCategories(OWNER, [jsonReply({ data: { moveCategory: { __typename: 'CategoryMoveRefused', reason: 'INTO_ITSELF', message } } })]);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Turunkan: Fashion' })); });
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  });

  it('shows a role that only reads the catalogue the tree without any way to change it', async () => {
    await renderCategories(['catalog.read']);
    expect(screen.getByText('Peran Anda hanya boleh melihat kategori.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kategori baru' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Naikkan|Ubah|Hapus)/ })).toBeNull();
    expect(document.querySelector('[draggable="true"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pratinjau: Fashion' })).toBeTruthy();
  });
});
