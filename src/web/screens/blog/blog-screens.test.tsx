import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonReply } from '../../graph/graph-test-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, card, detail, renderBlogScreen, SHOP_NAME } from './blog-test-fixtures';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  vi.unstubAllGlobals();
});

const shop = { name: SHOP_NAME };

describe('blog list', () => {
  it('shows each post with its cover, title, excerpt, date, author and categories, and pages on', async () => {
    const posts = { totalCount: 12, edges: [{ node: card() }] };
    const { lastMeta } = await renderBlogScreen('/blog', [{ shop, blogCategories: CATEGORIES, blogPosts: posts }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    const post = screen.getByRole('article');
    expect(within(post).getByRole('heading', { level: 2, name: 'Cara merawat kemeja batik' })).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Cara merawat kemeja batik' }).getAttribute('href')).toBe('/blog/cara-merawat-kemeja-batik');
    expect(within(post).getByText('Lima kebiasaan sederhana agar kemejanya tetap cerah.')).toBeTruthy();
    expect(within(post).getByText('Terbit 20 Nov 2026').getAttribute('datetime')).toBe('2026-11-20T03:00:00.000Z');
    expect(within(post).getByText('oleh Sari')).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Tips perawatan' }).getAttribute('href')).toBe('/blog/category/tips-perawatan');
    expect(post.querySelector('img')?.getAttribute('src')).toContain('/media/img1/');
    expect(screen.getByRole('navigation', { name: 'Halaman' }).textContent).toContain('Halaman 1 dari 2');
    expect(screen.getByRole('link', { name: 'Berikutnya' }).getAttribute('href')).toBe('/blog?page=2');
    expect(screen.getByRole('link', { name: 'Cerita perajin' }).getAttribute('href')).toBe('/blog/category/cerita-perajin');
    expect(lastMeta()).toMatchObject({ title: `Blog | ${SHOP_NAME}`, canonicalPath: '/blog' });
  });

  it('says so when there are no posts yet', async () => {
    await renderBlogScreen('/blog', [{ shop, blogCategories: [], blogPosts: { totalCount: 0, edges: [] } }]);
    expect(screen.getByText('Belum ada tulisan di sini.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('blog category', () => {
  it('shows the category with its posts, breadcrumbs and the current category marked', async () => {
    const category = { id: CATEGORIES[0]!.id, slug: 'tips-perawatan', name: 'Tips perawatan', description: 'Cara merawat kain.', posts: { totalCount: 1, edges: [{ node: card() }] } };
    const { lastMeta } = await renderBlogScreen('/blog/category/tips-perawatan', [{ shop, blogCategories: CATEGORIES, blogCategory: category }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tips perawatan');
    expect(screen.getByText('1 tulisan')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Jejak navigasi' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    const aside = screen.getByRole('navigation', { name: 'Kategori blog' });
    expect(within(aside).getByRole('link', { name: 'Tips perawatan' }).getAttribute('aria-current')).toBe('page');
    expect(lastMeta()).toMatchObject({ canonicalPath: '/blog/category/tips-perawatan', description: 'Cara merawat kain.' });
  });

  it('answers an unknown category with the not-found page', async () => {
    const { lastMeta } = await renderBlogScreen('/blog/category/tidak-ada', [{ shop, blogCategories: CATEGORIES, blogCategory: null }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Halaman tidak ditemukan');
    expect(lastMeta()).toMatchObject({ status: 404, noindex: true });
  });
});

describe('blog search', () => {
  it('announces how many posts were found', async () => {
    await renderBlogScreen('/blog/search?q=kemeja', [{ shop, blogCategories: CATEGORIES, blogSearch: { totalCount: 1, edges: [{ node: card() }] } }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tulisan tentang “kemeja”');
    const live = screen.getByText('1 tulisan ditemukan').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('searchbox', { name: 'Cari di blog' })).toHaveProperty('value', 'kemeja');
  });

  it('says nothing matched and offers every post instead', async () => {
    const { lastMeta } = await renderBlogScreen('/blog/search?q=zzz', [{ shop, blogCategories: CATEGORIES, blogSearch: { totalCount: 0, edges: [] } }]);
    expect(screen.getByText(/Tidak ada tulisan yang cocok dengan “zzz”/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Semua tulisan' })[0]!.getAttribute('href')).toBe('/blog');
    expect(lastMeta()).toMatchObject({ noindex: true });
  });

  it('searches again from its form without reloading the page', async () => {
    const found = jsonReply({ data: { shop, blogCategories: CATEGORIES, blogSearch: { totalCount: 1, edges: [{ node: card({ title: 'Menyeduh teh melati' }) }] } } });
    const { router, fake } = await renderBlogScreen('/blog/search', [{ shop, blogCategories: CATEGORIES, blogSearch: { totalCount: 0, edges: [] } }], [found]);
    expect(screen.getByText('Ketik kata yang ingin Anda cari di tulisan kami.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari di blog' }), { target: { value: ' teh melati ' } });
    await act(async () => { fireEvent.submit(screen.getByRole('search', { name: 'Cari di blog' })); });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tulisan tentang “teh melati”'));
    expect(router.getSnapshot().current.href).toBe('/blog/search?q=teh%20melati');
    expect(fake.calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Menyeduh teh melati' })).toBeTruthy();
  });
});

describe('blog post', () => {
  function stubObserver() {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) { observers.push(callback); }
      observe() {}
      disconnect() {}
    });
    return { reachEnd: (seen = true) => act(() => observers.forEach((callback) => callback([{ isIntersecting: seen }]))) };
  }

  it('shows the post with Article and breadcrumb data, related products and posts', async () => {
    const { container, lastMeta } = await renderBlogScreen('/blog/cara-merawat-kemeja-batik', [{ shop, blogPost: detail() }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cara merawat kemeja batik');
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('<p>Rendam dulu dalam air dingin.</p>');
    expect(screen.getByRole('heading', { level: 2, name: 'Produk di tulisan ini' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kemeja Batik Parang' }).getAttribute('href')).toBe('/product/kemeja-batik-parang');
    expect(screen.getByRole('heading', { level: 3, name: 'Mengenal kopi Gayo' })).toBeTruthy();
    const meta = lastMeta()!;
    expect(meta).toMatchObject({ type: 'article', canonicalPath: '/blog/cara-merawat-kemeja-batik', noindex: false });
    expect(meta.jsonLd?.[0]).toMatchObject({ '@type': 'Article', headline: 'Cara merawat kemeja batik', author: { name: 'Sari' }, datePublished: '2026-11-20T03:00:00.000Z', inLanguage: 'id' });
    expect(meta.jsonLd?.[1]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Blog' }, { name: 'Tips perawatan' }, { name: 'Cara merawat kemeja batik' }] });
  });

  it('reports reading to the end once, however often the reader scrolls back', async () => {
    const { reachEnd } = stubObserver();
    await renderBlogScreen('/blog/cara-merawat-kemeja-batik', [{ shop, blogPost: detail() }]);
    await reachEnd(false);
    expect(window.dataLayer).toBeUndefined();
    await reachEnd();
    await reachEnd();
    const events = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'blog_read_completion');
    expect(events).toEqual([{ event: 'blog_read_completion', event_id: expect.stringMatching(/^blog_read_completion-/), content_name: 'Cara merawat kemeja batik', completion: 100, path: '/blog/cara-merawat-kemeja-batik' }]);
  });

  it('says when the post is not yet written in the reader’s language', async () => {
    await renderBlogScreen('/blog/cara-merawat-kemeja-batik', [{ shop, blogPost: detail({ translated: false }) }]);
    expect(screen.getByText('Tulisan ini belum tersedia dalam bahasa Inggris; berikut versi bahasa Indonesianya.')).toBeTruthy();
  });

  it('answers a post that is not public with the not-found page', async () => {
    const { lastMeta } = await renderBlogScreen('/blog/draf-rahasia', [{ shop, blogPost: null }]);
    expect(lastMeta()).toMatchObject({ status: 404 });
  });
});

describe('blog preview', () => {
  it('shows a draft exactly as its page, with a staff banner, unindexed and without read tracking', async () => {
    const observe = vi.fn();
    vi.stubGlobal('IntersectionObserver', class { observe = observe; disconnect() {} });
    const { lastMeta } = await renderBlogScreen('/admin/blog/preview/cara-merawat-kemeja-batik', [{ shop, blogPostPreview: detail({ status: 'draft', publishedAt: null }) }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cara merawat kemeja batik');
    expect(screen.getByRole('note').textContent).toBe('Pratinjau untuk staf: draf. Pengunjung belum bisa melihat tulisan ini.');
    expect(lastMeta()).toMatchObject({ noindex: true, canonicalPath: '/blog/cara-merawat-kemeja-batik' });
    expect(observe).not.toHaveBeenCalled();
  });

  it('tells staff when a scheduled post will appear, in the shop\'s time', async () => {
    await renderBlogScreen('/admin/blog/preview/cara-merawat-kemeja-batik', [{ shop, blogPostPreview: detail({ status: 'scheduled', publishedAt: '2026-12-01T02:00:00.000Z' }) }]);
    expect(screen.getByRole('note').textContent).toContain('dijadwalkan terbit 1 Des 2026, 09.00 WIB');
  });

  it('tells staff a published post is already seen by visitors', async () => {
    await renderBlogScreen('/admin/blog/preview/cara-merawat-kemeja-batik', [{ shop, blogPostPreview: detail({ status: 'published' }) }]);
    expect(screen.getByRole('note').textContent).toBe('Pratinjau untuk staf: tulisan ini sudah terbit dan terlihat oleh pengunjung.');
  });
});
