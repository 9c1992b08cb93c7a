import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../src/domain/rich-text';
import { blogPosts, staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, seriousAxeViolations, watchConsole } from './support/browser';

const TITLE = 'Merawat songket Palembang agar benangnya tetap berkilau';
const ENGLISH_TITLE = 'Caring for Palembang songket so its threads keep their shine';
const BUTTON_URL = 'https://wa.me/6281234567890';
const VIDEO = 'https://youtu.be/aqz-KE-bpKQ';

type Browser = Awaited<ReturnType<typeof openBrowser>>;
interface Sent { variables: { input: { body: { id: RichTextDocument } } } }

/** A picture drawn here, so the journey uploads a real PNG through the shop's upload protocol. */
function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

const links = (doc: RichTextDocument) => Object.values(doc.entityMap).filter((entity) => entity.type === 'LINK').map((entity) => entity.data);

describe('an owner writes a post with every kind of content, previews and publishes it, and a shopper finds and reads it', () => {
  let server: TestServer;
  let owner: Browser;
  let page: Page;
  let problems: string[];
  let postUrl = '';
  let slug = '';

  const texts = () => page.getByRole('tabpanel', { name: 'Bahasa Indonesia' });
  const body = () => texts().getByRole('textbox', { name: 'Isi tulisan (Bahasa Indonesia)' });
  const tool = (name: string) => texts().getByRole('button', { name, exact: true });
  const toast = (text: string) => page.getByRole('region', { name: 'Notifikasi' }).getByText(text);
  const caretIn = (text: string) => page.evaluate((wanted) => {
    const anchor = document.getSelection()?.anchorNode;
    return anchor?.nodeType === Node.TEXT_NODE && (anchor.textContent ?? '').includes(wanted);
  }, text);
  /**
   * Puts the caret at the end of a line as a person would (click, then End); the editor reads
   * the selection a moment after each key. Right after a picture is inserted the first click
   * leaves no caret in the text, so, like a person, it clicks again.
   */
  const caretAtEndOf = async (text: string) => {
    for (let attempt = 0; attempt < 2 && !(await caretIn(text)); attempt++) {
      await body().getByText(text).first().click();
      await page.waitForTimeout(150);
    }
    expect(await caretIn(text), `the caret is in “${text}”`).toBe(true);
    await page.keyboard.press('End');
    await page.waitForTimeout(150);
  };
  const typeLine = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const storedBody = async () => (await server.database.db.select({ body: blogPosts.body }).from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.body.id;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword('songket-palembang-2026') }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    // The video player is someone else's; the journey answers for it.
    await owner.context.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Video</title>' }));
    page = await owner.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await owner?.close();
    await server?.close();
  });

  it('signs in through the staff sign-in page, which leads to the blog’s posts, and starts a new post', async () => {
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent('/admin/blog')}`);
    await page.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Kata sandi').fill('songket-palembang-2026');
    await Promise.all([page.waitForURL(/\/admin\/blog$/), page.getByRole('button', { name: 'Masuk' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Tulisan blog' }).waitFor();
    await page.getByText('4 tulisan').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Tulis tulisan baru' }).click();
    await page.waitForURL(/\/admin\/blog\/new$/);
    await body().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('writes a heading, lists with an indented item, a quote and a code block', async () => {
    await texts().getByLabel('Judul (Bahasa Indonesia)').fill(TITLE);
    await texts().getByLabel('Ringkasan (Bahasa Indonesia)').fill('Songket menyimpan benang emas: begini cara menyimpan dan mencucinya.');
    await body().click();
    await typeLine('Songket adalah kain tenun istimewa dari Palembang.');
    await typeLine('Cara menyimpan');
    await caretAtEndOf('Cara menyimpan');
    await texts().getByLabel('Jenis paragraf').selectOption('header-two');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await tool('Daftar berpoin').click();
    await typeLine('Gulung, jangan dilipat');
    await tool('Masuk ke dalam').click();
    await page.keyboard.type('Pakai kertas bebas asam');
    // Enter on an empty item steps out one level at a time, then leaves the list.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    await tool('Daftar bernomor').click();
    await typeLine('Angin-anginkan sebulan sekali');
    await page.keyboard.type('Simpan jauh dari kapur barus');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Enter');
    await page.keyboard.type('Kain yang dirawat akan bertahan turun-temurun.');
    await tool('Kutipan').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('suhu=20-25C; lembap=50%');
    await tool('Blok kode').click();
    await expect.poll(() => body().locator('h2').textContent()).toBe('Cara menyimpan');
    expect(await body().locator('ul ul li').textContent()).toBe('Pakai kertas bebas asam');
    expect(await body().locator('ol li').count()).toBe(2);
    expect(await body().locator('blockquote').textContent()).toBe('Kain yang dirawat akan bertahan turun-temurun.');
  });

  it('adds a table with a filled cell, a YouTube video, an uploaded picture and a separator', async () => {
    await caretAtEndOf('Cara menyimpan');
    await tool('Garis pemisah').click();
    await caretAtEndOf('Cara menyimpan');
    await tool('Tabel').click();
    await dialog('Tabel').getByLabel('Baris').fill('2');
    await dialog('Tabel').getByLabel('Kolom').fill('2');
    await dialog('Tabel').getByRole('button', { name: 'Simpan' }).click();
    await dialog('Tabel').waitFor({ state: 'detached' });
    await texts().getByRole('textbox', { name: 'Sel baris 1 kolom 1' }).fill('Suhu ruang');
    await caretAtEndOf('Cara menyimpan');
    await tool('Video').click();
    await dialog('Video').getByLabel('Alamat video YouTube atau Vimeo').fill(VIDEO);
    await dialog('Video').getByRole('button', { name: 'Simpan' }).click();
    await dialog('Video').waitFor({ state: 'detached' });
    await caretAtEndOf('Cara menyimpan');
    await tool('Gambar').click();
    const picture = dialog('Gambar');
    await picture.getByLabel('Unggah berkas gambar').setInputFiles({ name: 'songket.png', mimeType: 'image/png', buffer: await png(1200, 800, '#8a3b12') });
    await expect.poll(() => picture.getByLabel('Atau alamat gambar').inputValue(), { timeout: 15_000 }).toMatch(/^\/media\/[\w-]+~8a3b12_1200x800_0$/);
    await picture.getByLabel('Teks alternatif', { exact: true }).fill('Songket merah dengan motif emas');
    await picture.getByRole('button', { name: 'Simpan' }).click();
    await picture.waitFor({ state: 'detached' });
    await expect.poll(() => body().locator('img[alt="Songket merah dengan motif emas"]').count()).toBe(1);
    expect(await body().locator('iframe[src*="youtube-nocookie.com/embed/aqz-KE-bpKQ"]').count()).toBe(1);
  });

  it('centres the first paragraph and colours it, on a background, larger and bold', async () => {
    await caretAtEndOf('Songket adalah kain tenun istimewa');
    await tool('Rata tengah').click();
    await page.keyboard.press('Shift+Home');
    await page.waitForTimeout(150);
    await texts().getByLabel('Warna teks').selectOption('red');
    await texts().getByLabel('Warna latar').selectOption('yellow');
    await texts().getByLabel('Ukuran huruf').selectOption('150');
    await texts().getByLabel('Ketebalan huruf').selectOption('bold');
    await expect.poll(() => body().locator('p', { hasText: 'Songket adalah kain tenun istimewa' }).first().evaluate((p) => p.outerHTML))
      .toMatch(/^<p[^>]*text-align: center.*color: rgb\(244, 67, 54\); background-color: rgb\(255, 235, 59\); font-size: 150%; font-weight: 700;/);
  });

  it('chooses a category and a cover picture, and writes the English version in the other tab, reached by keyboard', async () => {
    await page.getByRole('checkbox', { name: 'Tips perawatan' }).check();
    await page.getByLabel('Unggah gambar sampul').setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: await png(1600, 900, '#1e6b34') });
    await page.getByRole('img', { name: 'Gambar sampul saat ini' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Teks alternatif (Bahasa Indonesia)').fill('Selembar songket terbentang di meja kayu');
    await page.getByRole('tab', { name: 'Bahasa Indonesia' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    const english = page.getByRole('tabpanel', { name: /English/ });
    await english.getByLabel('Judul (English)').fill(ENGLISH_TITLE);
    await english.getByRole('textbox', { name: 'Isi tulisan (English)' }).click();
    await page.keyboard.type('Songket is a woven cloth with gold threads.');
    await page.getByRole('tab', { name: /English/ }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Bahasa Indonesia' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('makes a button link with Ctrl+K, types on at once and saves the draft: the link is in the editor, in what was sent and in what was stored', async () => {
    await caretAtEndOf('Kain yang dirawat akan bertahan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pesan lewat WhatsApp');
    await page.keyboard.press('Shift+Home');
    await page.waitForTimeout(150);
    await page.keyboard.press('Control+k');
    await dialog('Tautan').waitFor();
    await page.keyboard.type(BUTTON_URL);
    await dialog('Tautan').getByLabel('Tampilkan sebagai tombol').check();
    await dialog('Tautan').getByLabel('Alamat tautan').press('Enter');
    await dialog('Tautan').waitFor({ state: 'detached' });
    await expect.poll(() => body().evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type(' atau datang ke toko kami.');
    // Straight on to saving, as an owner would: nothing typed or linked just before may be lost.
    const sent = page.waitForRequest((request: Request) => request.method() === 'POST' && request.url().includes('/admin/graphql?m=BlogPostInput'));
    const inEditor = await body().locator(`a[href="${BUTTON_URL}"]`).count();
    await page.getByRole('button', { name: 'Simpan draf' }).click();
    expect(inEditor, 'the link is in the editor before the press').toBe(1);
    const sentDocument = (JSON.parse((await sent).postData()!) as Sent).variables.input.body.id;
    expect(links(sentDocument), 'the document read at the press holds the link').toEqual([{ url: BUTTON_URL, newTab: false, design: 1 }]);
    expect(sentDocument.blocks.find((block) => block.text.startsWith('Pesan lewat'))?.text).toBe('Pesan lewat WhatsApp atau datang ke toko kami.');
    await page.waitForURL(/\/admin\/blog\/(?!new)[\w-]+$/);
    await toast('Tulisan tersimpan').waitFor();
    postUrl = page.url();
    slug = (await page.getByLabel('Slug').inputValue());
    expect(slug).toBe('merawat-songket-palembang-agar-benangnya-tetap-berkilau');
    expect(links(await storedBody()), 'the stored document holds the link').toEqual([{ url: BUTTON_URL, newTab: false, design: 1 }]);
    const types = (await storedBody()).blocks.map((block) => block.type);
    expect(types).toEqual(expect.arrayContaining(['header-two', 'unordered-list-item', 'ordered-list-item', 'blockquote', 'code-block', 'atomic']));
    expect(Object.values((await storedBody()).entityMap).map((entity) => entity.type).sort()).toEqual(['IMAGE', 'LINK', 'SEPARATOR', 'TABLE', 'VIDEO']);
    // The editor opened again from what was stored, the link included.
    await expect.poll(() => body().locator(`a[href="${BUTTON_URL}"]`).count()).toBe(1);
    expect(await page.getByText('Semua perubahan sudah tersimpan.').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('previews the draft in a new tab, saving a change first: a staff-only page with every piece', async () => {
    const excerpt = texts().getByLabel('Ringkasan (Bahasa Indonesia)');
    await excerpt.fill('Benang emas songket perlu dirawat: begini caranya.');
    await page.getByText('Ada perubahan yang belum disimpan.').waitFor();
    const [preview] = await Promise.all([owner.context.waitForEvent('page'), page.getByRole('button', { name: /^Pratinjau/ }).click()]);
    const previewProblems = watchConsole(preview);
    await preview.waitForURL(`${server.baseUrl}/admin/blog/preview/${slug}`);
    await preview.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await preview.getByRole('note').textContent()).toBe('Pratinjau untuk staf: draf. Pengunjung belum bisa melihat tulisan ini.');
    expect(await preview.locator('meta[name="description"]').getAttribute('content')).toBe('Benang emas songket perlu dirawat: begini caranya.');
    const article = preview.locator('.blog-post-body');
    expect(await article.locator('h2').textContent()).toBe('Cara menyimpan');
    expect(await article.locator('ul > li > ul > li').textContent()).toBe('Pakai kertas bebas asam');
    expect(await article.locator('ol > li').allTextContents()).toEqual(['Angin-anginkan sebulan sekali', 'Simpan jauh dari kapur barus']);
    expect(await article.locator('blockquote').textContent()).toBe('Kain yang dirawat akan bertahan turun-temurun.');
    expect(await article.locator('pre code').textContent()).toBe('suhu=20-25C; lembap=50%');
    expect(await article.locator('table th, table td').first().textContent()).toBe('Suhu ruang');
    expect(await article.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(await article.locator('img[alt="Songket merah dengan motif emas"]').getAttribute('src')).toMatch(/^\/media\/[\w-]+\/800\.webp$/);
    expect(await article.locator('a.rt-button').getAttribute('href')).toBe(BUTTON_URL);
    expect(await article.locator('hr').count()).toBe(1);
    expect(await seriousAxeViolations(preview)).toEqual([]);
    expect(previewProblems).toEqual([]);
    await preview.close();
    await page.getByText('Semua perubahan sudah tersimpan.').waitFor();
  });

  it('publishes the post, and asks before an unsaved change is left behind', async () => {
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await toast('Tulisan sudah terbit di blog').waitFor();
    await page.locator('.admin-publish-status').getByText('Terbit').waitFor();
    await texts().getByLabel('Judul SEO').fill('Belum disimpan');
    let asked = '';
    page.once('dialog', (prompt) => { asked = prompt.message(); void prompt.dismiss(); });
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Tulisan blog' }).click();
    await expect.poll(() => asked).toBe('Ada perubahan pada tulisan ini yang belum disimpan. Tetap tinggalkan halaman ini?');
    expect(page.url()).toBe(postUrl);
    await texts().getByLabel('Judul SEO').fill('');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await page.getByText('Semua perubahan sudah tersimpan.').waitFor();
    await toast('Tulisan tersimpan').waitFor();
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Tulisan blog' }).click();
    await page.waitForURL(/\/admin\/blog$/);
  });

  it('finds it in the list by status and title words, the filters kept in the address through back and reload', async () => {
    await page.getByRole('navigation', { name: 'Saring menurut status' }).getByRole('link', { name: 'Terbit' }).click();
    await page.waitForURL(/\/admin\/blog\?status=published$/);
    await page.getByLabel('Kata di judul').fill('songket');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL(/\?status=published&q=songket$/);
    await page.getByText('1 tulisan').waitFor();
    const row = page.locator('.admin-post-row');
    expect(await row.getByRole('link').first().textContent()).toBe(TITLE);
    expect(await row.locator('.admin-status').textContent()).toMatch(/^Terbit · \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/);
    expect(await row.getByText('Tips perawatan').isVisible()).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/admin\/blog\?status=published$/);
    await page.getByText('5 tulisan').waitFor();
    await page.reload();
    expect(await page.getByRole('link', { name: 'Terbit', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.goto(`${server.baseUrl}/admin/blog/categories`);
    await page.getByRole('heading', { level: 1, name: 'Kategori blog' }).waitFor();
    expect(await page.locator('.admin-category-row', { hasText: 'Tips perawatan' }).getByText('2 terbit · 2 tulisan').isVisible()).toBe(true);
    // A click that lands before the page's script has taken it over does nothing: press again
    // until the form opens.
    const form = page.getByRole('heading', { level: 2, name: 'Kategori baru' });
    await expect.poll(async () => {
      if (!(await form.isVisible())) await page.getByRole('button', { name: 'Kategori baru' }).click();
      return form.isVisible();
    }, { timeout: 30_000, interval: 1_000 }).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the list as cards on a phone, in English', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin/blog?lang=en&q=songket`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor();
    expect(await page.locator('.admin-post-row').getByRole('link').first().textContent()).toBe(ENGLISH_TITLE);
    expect(await page.locator('.admin-post-head').isVisible()).toBe(false);
    // A card names each of its parts, which the wide list leaves to its column heads.
    expect(await page.locator('.admin-post-row .admin-post-label').first().isVisible()).toBe(true);
    expect(await page.locator('.admin-post-row .admin-post-label').allTextContents()).toEqual(['Status', 'Categories', 'Last changed']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  describe('a shopper, in a browser of their own', () => {
    let shopper: Browser;
    let reader: Page;
    let readerProblems: string[];
    const heading = () => reader.getByRole('heading', { level: 1 }).textContent();
    const cardTitles = () => reader.locator('.post-card-title').allTextContents();

    beforeAll(async () => {
      shopper = await openBrowser({ locale: 'id-ID' });
      await shopper.context.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Video</title>' }));
      reader = await shopper.context.newPage();
      readerProblems = watchConsole(reader);
    });
    afterAll(async () => { await shopper?.close(); });

    it('finds the post first on the blog and on its category’s page', async () => {
      await reader.goto(`${server.baseUrl}/blog`, { waitUntil: 'networkidle' });
      expect((await cardTitles())[0]).toBe(TITLE);
      await reader.getByRole('navigation', { name: 'Kategori blog' }).getByRole('link', { name: 'Tips perawatan' }).click();
      await expect.poll(heading).toBe('Tips perawatan');
      expect((await cardTitles())[0]).toBe(TITLE);
    });

    it('finds it by searching, also with one wrong letter in “songket”', async () => {
      for (const words of ['songket', 'songkat']) {
        const box = reader.getByRole('searchbox', { name: 'Cari di blog' });
        await box.fill(words);
        await box.press('Enter');
        await expect.poll(heading).toBe(`Tulisan tentang “${words}”`);
        expect(await cardTitles()).toContain(TITLE);
      }
    });

    it('reads it: table, video, picture, button link and colours as written', async () => {
      await reader.locator('.post-card-title', { hasText: TITLE }).getByRole('link').click();
      await expect.poll(heading).toBe(TITLE);
      expect(new URL(reader.url()).pathname).toBe(`/blog/${slug}`);
      const article = reader.locator('.blog-post-body');
      expect(await article.locator('table.rt-table').locator('th, td').first().textContent()).toBe('Suhu ruang');
      expect(await article.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
      const image = article.locator('img[alt="Songket merah dengan motif emas"]');
      expect(await image.getAttribute('src')).toMatch(/^\/media\/[\w-]+\/800\.webp$/);
      // The shop's resized copies of the 1200 px upload, none wider than the original.
      const srcset = (await image.getAttribute('srcset')) ?? '';
      expect(srcset).toMatch(/^(\/media\/[\w-]+\/\d+\.webp \d+w(, )?)+$/);
      expect(srcset.split(', ').map((entry) => entry.split(' ')[1]).slice(-3)).toEqual(['800w', '1000w', '1200w']);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const button = article.locator('a.rt-button');
      expect(await button.getAttribute('href')).toBe(BUTTON_URL);
      expect(await button.textContent()).toBe('Pesan lewat WhatsApp');
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(138, 59, 18)');
      const styled = article.locator('p', { hasText: 'Songket adalah kain tenun istimewa' });
      expect(await styled.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
      const look = await styled.locator('span').first().evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, background: style.backgroundColor, weight: style.fontWeight };
      });
      expect(look).toEqual({ color: 'rgb(244, 67, 54)', background: 'rgb(255, 235, 59)', weight: '700' });
      expect(await styled.locator('span').first().getAttribute('style')).toContain('font-size:150%');
      expect(await reader.locator('.blog-post-cover img').getAttribute('alt')).toBe('Selembar songket terbentang di meja kayu');
      expect(await seriousAxeViolations(reader)).toEqual([]);
    });

    it('reads it in English on a phone', async () => {
      await reader.setViewportSize({ width: 390, height: 844 });
      await reader.goto(`${server.baseUrl}/blog/${slug}?lang=en`, { waitUntil: 'networkidle' });
      await expect.poll(heading).toBe(ENGLISH_TITLE);
      expect(await reader.locator('.blog-post-body').textContent()).toContain('Songket is a woven cloth with gold threads.');
      expect(await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeViolations(reader)).toEqual([]);
      expect(readerProblems).toEqual([]);
    });
  });
});
