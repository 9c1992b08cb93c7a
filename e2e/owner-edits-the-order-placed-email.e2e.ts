import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffAccounts } from '../src/server/db/tables';
import { hashPassword } from '../src/server/modules/staff';
import { DEMO_OWNER_EMAIL } from '../src/server/seed/seed-demo-shop.server';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { openBrowser, watchConsole } from './support/browser';
import { emailsTo, orderNewProduct, proofPictureFile, shopperEmail } from './support/shop';

const PASSWORD = 'tenun-ikat-sumba-2026';
const SENTENCE_START = 'Pesanan nomor ';
const SENTENCE_END = ' kami kemas dengan hati-hati.';

interface OrderMail { subject: string; text: string; html: string }

/**
 * Serious and critical accessibility violations of the admin screen. The e-mail preview is left
 * out: it is the e-mail itself, in a frame sandboxed against every script (the checker's too).
 */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('an owner rewords the order-placed e-mail, and the next order’s e-mail says it', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof openBrowser>>;
  let shopper: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let problems: string[];
  const editor = () => page.getByRole('textbox', { name: /^(Isi e-mail|E-mail text) \(Bahasa Indonesia\)$/ });

  /** A shopper's bank-transfer order, and the order-placed e-mail it was sent, as it sits in the outbox. */
  async function orderAndItsEmail(): Promise<{ number: string; mail: OrderMail }> {
    const buyer = await shopper.context.newPage();
    const email = shopperEmail('pembeli');
    await orderNewProduct(buyer, server, { price: 85_000, email, method: 'Transfer bank', nextUrl: /\/guest\/order\/[^/]+$/ });
    await buyer.close();
    const mail = (await emailsTo(server, email)).find((item) => item.template === 'order_placed') as unknown as OrderMail | undefined;
    expect(mail, 'the order-placed e-mail is in the outbox').toBeDefined();
    const number = /#(\d+)/.exec(mail!.subject)?.[1];
    expect(number).toBeDefined();
    return { number: number!, mail: mail! };
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.database.db.update(staffAccounts).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(staffAccounts.email, DEMO_OWNER_EMAIL));
    owner = await openBrowser({ locale: 'id-ID' });
    shopper = await openBrowser({ locale: 'id-ID' });
    page = await owner.context.newPage();
    problems = watchConsole(page);
  });
  afterAll(async () => {
    await owner?.close();
    await shopper?.close();
    await server?.close();
  });

  it('signs in at /admin/login and opens the e-mails from the menu', async () => {
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel('E-mail').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Kata sandi').fill(PASSWORD);
    await Promise.all([page.waitForURL(/\/admin$/), page.getByRole('button', { name: 'Masuk' }).click()]);
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'E-mail', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'E-mail' }).waitFor();
    const row = page.getByRole('row', { name: /Pesanan baru · transfer bank/ });
    expect(await row.innerText()).toMatch(/Pembeli[\s\S]*Bawaan/);
    expect(await page.getByRole('row', { name: /Pemberitahuan pesanan baru untuk toko/ }).innerText()).toContain('Alamat kontak toko');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens the order-placed e-mail and writes a sentence with a placeholder put in at the caret', async () => {
    await page.getByRole('link', { name: 'Pesanan baru · transfer bank' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pesanan baru · transfer bank' }).waitFor();
    await editor().waitFor();
    expect(await page.getByRole('tab', { name: /Bahasa Indonesia/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('E-mail Bahasa Indonesia memakai kata-kata bawaan.').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The caret at the end of the thank-you line, a new paragraph, then words and a placeholder.
    await editor().getByText('Terima kasih telah berbelanja di').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(SENTENCE_START);
    await page.getByRole('button', { name: 'Sisipkan {{order.number}} ke isi e-mail' }).click();
    await page.keyboard.type(SENTENCE_END);
    await expect.poll(() => editor().innerText()).toContain(`${SENTENCE_START}{{order.number}}${SENTENCE_END}`);
    await expect.poll(() => page.getByRole('tab', { name: /Bahasa Indonesia/ }).innerText()).toContain('belum disimpan');
  });

  it('previews it: the sandboxed frame shows the sample order’s number in the sentence, and so does the text part', async () => {
    await page.getByRole('button', { name: 'Perbarui pratinjau' }).first().click();
    const frame = page.locator('iframe[title^="Pratinjau e-mail"]').first();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(() => page.frameLocator('iframe[title^="Pratinjau e-mail"]').first().locator('body').innerText(), { timeout: 10_000 })
      .toContain(`${SENTENCE_START}1024${SENTENCE_END}`);
    await page.getByText('Versi teks biasa').first().click();
    expect(await page.locator('.email-preview-text pre').first().innerText()).toContain(`${SENTENCE_START}1024${SENTENCE_END}`);
  });

  it('is told by name of a placeholder the e-mail does not know, beside the subject', async () => {
    const subject = page.getByRole('textbox', { name: /^Subjek \(Bahasa Indonesia\)/ });
    const original = await subject.inputValue();
    await subject.fill('Pesanan {{order.nomor}} sudah kami terima');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('true');
    const refusal = page.locator(`#${await subject.getAttribute('aria-describedby').then((ids) => ids!.split(' ').find((id) => id.endsWith('-error')))}`);
    await expect.poll(() => refusal.innerText()).toBe('Placeholder tidak dikenal untuk e-mail ini: {{order.nomor}}. Pakai hanya placeholder yang tercantum.');
    await subject.fill(original);
    await expect.poll(() => subject.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves, and a shopper’s next order e-mail carries the sentence with that order’s number in HTML and text', async () => {
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('status').filter({ hasText: 'Kata-kata e-mail tersimpan.' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /Bahasa Indonesia/ }).innerText()).toContain('milik toko');
    expect(await page.getByRole('tab', { name: /English/ }).innerText()).toContain('bawaan');

    const { number, mail } = await orderAndItsEmail();
    expect(mail.text).toContain(`${SENTENCE_START}${number}${SENTENCE_END}`);
    expect(mail.html).toContain(`${SENTENCE_START}${number}${SENTENCE_END}`);
    // The rest of the wording went through the editor untouched: the payment button is still there.
    expect(mail.html).toMatch(/<a [^>]*href="http[^"]*"[^>]*>Konfirmasi pembayaran<\/a>/);
    expect(mail.text).toContain('Rp85.000');
  });

  it('on a phone in English, sends a test to the owner and sees it in the mail queue', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/admin/emails/order-placed-bank-transfer?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'New order · bank transfer' }).waitFor();
    await editor().waitFor();
    expect(await page.getByText(/^The Bahasa Indonesia e-mail uses your shop’s own wording, last changed/).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const test = page.getByRole('region', { name: 'Send a test e-mail' }).first();
    expect(await test.innerText()).toContain(DEMO_OWNER_EMAIL);
    await test.getByRole('button', { name: 'Send a test to myself' }).click();
    await test.getByText(`The test e-mail to ${DEMO_OWNER_EMAIL} is in the mail queue.`).waitFor();
    await test.getByText(/^State in the queue: (waiting to be sent|sent)\.$/).waitFor();
    await expect.poll(async () => (await emailsTo(server, DEMO_OWNER_EMAIL)).filter((item) => item.template === 'test:order-placed-bank-transfer').map((item) => item.text))
      .toEqual([expect.stringContaining(`${SENTENCE_START}1024${SENTENCE_END}`)]);
  });

  it('moves between the language tabs with the arrow keys', async () => {
    await page.getByRole('tab', { name: /Bahasa Indonesia/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.getByRole('textbox', { name: 'E-mail text (English)' }).waitFor();
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: /Bahasa Indonesia/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks before leaving unsaved wording, and stays when told to', async () => {
    await page.getByRole('textbox', { name: /^Subject \(Bahasa Indonesia\)/ }).fill('Pesanan #{{order.number}} sudah kami catat');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Pages' }).click();
    await expect.poll(() => asked).toEqual(['There are unsaved changes. Leave this page and discard them?']);
    expect(new URL(page.url()).pathname).toBe('/admin/emails/order-placed-bank-transfer');
  });

  it('resets the Indonesian wording to the default, and the next order’s e-mail has the default wording again', async () => {
    await page.getByRole('button', { name: 'Back to the default wording' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Put “New order · bank transfer” (Bahasa Indonesia) back to the default wording?' }).waitFor();
    // Checked once the dialog has finished fading in: halfway, its colours are halfway too.
    await page.locator('.overlay-modal.is-open').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, use the default' }).click();
    await dialog.getByRole('heading', { name: 'The Bahasa Indonesia e-mail is back to the default wording.' }).waitFor();
    await dialog.getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('tab', { name: /Bahasa Indonesia/ }).innerText()).toContain('default');
    expect(await page.getByRole('textbox', { name: /^Subject \(Bahasa Indonesia\)/ }).inputValue()).toBe('Pesanan #{{order.number}} di {{shop.name}} telah kami terima');
    await expect.poll(() => editor().innerText()).not.toContain('kami kemas');

    const { mail } = await orderAndItsEmail();
    expect(mail.text).not.toContain('kami kemas');
    expect(mail.html).not.toContain('kami kemas');
    expect(mail.text).toContain('Terima kasih telah berbelanja di Lumbung Nusantara.');
  });

  it('writes a page with its SEO texts and a picture on a phone in English, publishes it, and the public page carries the SEO title', async () => {
    await page.goto(`${server.baseUrl}/admin/pages?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New page' }).click();
    await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
    const body = page.getByRole('textbox', { name: 'Page text (Bahasa Indonesia)' });
    await body.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: /^Title \(Bahasa Indonesia\)/ }).fill('Cara merawat kain tenun');
    await body.click();
    await page.keyboard.type('Cuci dengan tangan memakai air dingin, lalu jemur di tempat teduh.');
    // A picture through the shop's upload: stored, and shown from the shop's resized copy.
    const picture = await proofPictureFile();
    try {
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Image' });
      await dialog.getByLabel('Upload an image file').setInputFiles(picture.path);
      // The upload answers the picture's reference: its address with colour, size and alpha.
      await expect.poll(() => dialog.getByLabel('Or the image address').inputValue(), { timeout: 15_000 }).toMatch(/^\/media\/[^/~]+~[0-9a-f]{6}_120x160_0$/);
      await dialog.getByLabel('Alternative text').fill('Kain tenun dijemur');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      picture.remove();
    }
    await page.getByRole('textbox', { name: 'SEO title' }).first().fill('Merawat tenun ikat agar awet');
    await page.getByRole('textbox', { name: 'SEO description' }).first().fill('Panduan singkat mencuci dan menyimpan kain tenun ikat.');
    const snippet = page.getByRole('figure', { name: 'Preview in search results' }).first();
    await expect.poll(() => snippet.innerText()).toContain('Merawat tenun ikat agar awet | Lumbung Nusantara');
    expect(await snippet.innerText()).toContain('/page/cara-merawat-kain-tenun');
    await page.getByRole('radio', { name: /^Published/ }).check();

    // An address another page has is refused beside the slug, in words that say which.
    const slug = page.getByRole('textbox', { name: 'Slug (the page’s address)' });
    await slug.fill('tentang-kami');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    // The refusal's words may arrive a moment after the field is marked.
    await page.getByText('The slug "tentang-kami" is already used by another page of this shop.').waitFor();
    await slug.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(/\/admin\/pages\/(?!new)[^/?]+/);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Cara merawat kain tenun' }).waitFor();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Page “Cara merawat kain tenun” saved.').waitFor();
    expect(await page.getByRole('link', { name: 'View (opens in a new tab)' }).getAttribute('href')).toBe('/page/cara-merawat-kain-tenun');
    expect(await slug.inputValue()).toBe('cara-merawat-kain-tenun');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const visitor = await shopper.context.newPage();
    await visitor.goto(`${server.baseUrl}/page/cara-merawat-kain-tenun`);
    expect(await visitor.title()).toBe('Merawat tenun ikat agar awet | Lumbung Nusantara');
    expect(await visitor.locator('meta[name="description"]').getAttribute('content')).toBe('Panduan singkat mencuci dan menyimpan kain tenun ikat.');
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe('Cara merawat kain tenun');
    expect(await visitor.getByText('Cuci dengan tangan memakai air dingin, lalu jemur di tempat teduh.').count()).toBe(1);
    const image = visitor.getByRole('img', { name: 'Kain tenun dijemur' });
    expect(await image.getAttribute('src')).toMatch(/^\/media\/[^/]+\/100\.webp$/);
    // The shop's resized copies, never wider than the 120 px original.
    expect((await image.getAttribute('srcset'))?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['24w', '32w', '40w', '60w', '100w']);
    // Loaded from the widest copy there is (the browser scales a `w` candidate to the slot it fills).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toMatch(/\/100\.webp$/);
    await visitor.close();
  });

  it('deletes the page after asking, and the public no longer finds it', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Delete the page “Cara merawat kain tenun”?' }).waitFor();
    expect(await dialog.innerText()).toContain('This page is shown at /page/cara-merawat-kain-tenun');
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await dialog.getByRole('heading', { name: 'The page “Cara merawat kain tenun” was deleted.' }).waitFor();
    await dialog.getByRole('button', { name: 'Back to the pages' }).click();
    await page.waitForURL(/\/admin\/pages$/);
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Cara merawat kain tenun' }).count()).toBe(0);
    expect((await fetch(`${server.baseUrl}/page/cara-merawat-kain-tenun?after=delete`)).status).toBe(404);
  });

  it('showed no console errors', () => {
    expect(problems).toEqual([]);
  });
});
