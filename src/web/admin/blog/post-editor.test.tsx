import { STAFF_PERMISSIONS } from '../../../domain/staff/staff-permissions';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Ref } from 'react';
import { useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { RichTextDocument } from '../../../domain/rich-text';
import { richTextFromParagraphs } from '../../../domain/rich-text/build';
import { toGlobalId } from '../../../domain/ids/global-id';
import { App } from '../../app/app';
import { createAppStores } from '../../app/app-stores';
import type { RichTextEditorHandle } from '../../editor';
import type { AdminPostEditorFieldsFragment } from '../../graph/generated/admin-operations';
import { createGraphCache } from '../../graph/graph-cache';
import { createGraphClient, type GraphFetch } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import { createTranslationStore } from '../../i18n/translation-store';
import { createRouter } from '../../router/router';
import { memoryEnv, ORIGIN } from '../../router/router-test-fixtures';
import { ADMIN_FRAME_QUERY } from '../frame/admin-frame-api';
import { ADMIN_POST_CHOICES_QUERY } from './blog-admin-api';
import * as editorScreen from './admin-post-editor.screen';

/** What the editor holds this instant, pending keystrokes included; its last report lags behind. */
const typed = { reported: richTextFromParagraphs(['Halo']), now: richTextFromParagraphs(['Halo, dunia']) };

// The editing framework is replaced by a stand-in with the same contract: `onChange` reports
// what was typed a moment ago, `handle.getDocument()` answers what is there now.
vi.mock('../../editor', () => ({
  RichTextEditor: ({ label, onChange, handle }: { label: string; onChange: (doc: RichTextDocument) => void; handle: Ref<RichTextEditorHandle> }) => {
    useImperativeHandle(handle, () => ({ getDocument: () => typed.now, insertText: () => undefined }));
    return <button type="button" aria-label={label} onClick={() => onChange(typed.reported)}>{label}</button>;
  },
}));

const AUTHOR_ID = toGlobalId('BlogAuthor', 'owner');
const POST_ID = toGlobalId('BlogPost', 'p1');
const FRAME = { viewer: { name: 'Sari', email: 'sari@toko.example', role: 'owner', permissions: [...STAFF_PERMISSIONS] }, shop: { name: 'Lumbung Nusantara' } };
const CHOICES = { viewer: { email: 'sari@toko.example' }, blogCategories: [], blogAuthors: [{ id: AUTHOR_ID, name: 'Sari', email: 'sari@toko.example' }] };

function storedPost(body: RichTextDocument): AdminPostEditorFieldsFragment {
  return {
    id: POST_ID, slug: 'kopi-tubruk', status: 'draft', publishedAt: null, updatedAt: '2026-11-28T03:00:00.000Z', authorName: 'Sari',
    author: { id: AUTHOR_ID },
    texts: {
      title: { id: 'Kopi tubruk', en: null }, excerpt: { id: '', en: null }, seoTitle: { id: '', en: null }, seoDescription: { id: '', en: null }, coverAlt: { id: '', en: null },
      body: { id: { document: body }, en: null },
    },
    cover: null, categories: [], linkedProducts: [],
  };
}

async function openNewPost() {
  const sent: Array<{ url: string; body: { variables: { input: { body: { id: RichTextDocument } } } } }> = [];
  const fetch: GraphFetch = (url, init) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as (typeof sent)[number]['body'];
      sent.push({ url, body });
      const answer = { data: { createBlogPost: storedPost(body.variables.input.body.id) } };
      return Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(answer)) });
    }
    const query = decodeURIComponent(url);
    const data = query.includes('query AdminFrame') ? FRAME : query.includes('query AdminPostChoices') ? CHOICES : { blogPostById: storedPost(typed.now) };
    return Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify({ data })) });
  };
  const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) };
  const adminCache = createGraphCache([{ key: graphCacheKey(ADMIN_FRAME_QUERY), data: FRAME }, { key: graphCacheKey(ADMIN_POST_CHOICES_QUERY), data: CHOICES }]);
  const adminClient = createGraphClient({ endpoint: '/admin/graphql', fetch, ...timers });
  const shopClient = createGraphClient({ fetch, ...timers });
  const shopCache = createGraphCache();
  const screen = () => Promise.resolve(editorScreen);
  const router = createRouter({
    routes: [
      { name: 'adminPosts', path: '/admin/blog', screen, ownFrame: true },
      { name: 'adminPostNew', path: '/admin/blog/new', screen, ownFrame: true },
      { name: 'adminPost', path: '/admin/blog/:postID', screen, ownFrame: true },
      { name: 'adminOverview', path: '/admin', screen, ownFrame: true },
      { name: 'adminBlogCategories', path: '/admin/blog/categories', screen, ownFrame: true },
    ],
    env: memoryEnv('/admin/blog/new'),
  });
  await router.ready();
  const i18n = createTranslationStore({ language: 'id', messages: DICTIONARIES.id as Record<string, string>, hash: 'test' });
  render(
    <App router={router} client={shopClient} cache={shopCache} adminGraph={{ client: adminClient, cache: adminCache }} i18n={i18n}
      stores={createAppStores({ client: shopClient, cache: shopCache, browser: false })} origin={ORIGIN} renderedAt={Date.now()} />,
  );
  return { sent, router };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the post editor’s save', () => {
  it('sends the body as the editor holds it at the press, not as it last reported it', async () => {
    const { sent, router } = await openNewPost();
    fireEvent.change(await screen.findByLabelText(/^Judul \(Bahasa Indonesia\)/), { target: { value: 'Kopi tubruk' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Isi tulisan (Bahasa Indonesia)' }));
    expect(screen.getByText('Ada perubahan yang belum disimpan.')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan draf' })); });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/admin/graphql?m=BlogPostInput');
    expect(sent[0]!.body.variables.input.body.id).toEqual(typed.now);
    await waitFor(() => expect(router.getSnapshot().current.href).toBe(`/admin/blog/${POST_ID}`));
    expect(router.getSnapshot().exitConfirmation).toBeNull();
  });

  it('asks before leaving while a change is unsaved', async () => {
    const { router } = await openNewPost();
    fireEvent.change(await screen.findByLabelText(/^Judul \(Bahasa Indonesia\)/), { target: { value: 'Kopi tubruk' } });
    await waitFor(() => expect(router.getSnapshot().exitConfirmation).toBe('Ada perubahan pada tulisan ini yang belum disimpan. Tetap tinggalkan halaman ini?'));
    vi.spyOn(router.env, 'confirm').mockReturnValue(false);
    expect(await router.navigate({ name: 'adminPosts' })).toBe(false);
    expect(router.getSnapshot().current.href).toBe('/admin/blog/new');
  });
});
