import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../src/domain/i18n/dictionaries';
import { outbox } from '../../src/server/db/tables';
import { SHOP_EMAILS } from '../../src/server/graphql/admin.schema';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, placeOrder, readyCheckout, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const KEY = 'order-placed-bank-transfer';
const ADMIN = { path: '/admin/graphql' };

const TEMPLATE_FIELDS = 'key audience description language isDefault subject document updatedAt placeholders { name token kind description }';
const GET = `query($key: String!, $language: String!) { emailTemplate(key: $key, language: $language) { ${TEMPLATE_FIELDS} } }`;
const LIST = 'query { emailTemplates { key description audience overriddenLanguages updatedAt } }';
const SAVE = `mutation($input: SaveEmailTemplateInput!) { saveEmailTemplate(input: $input) { ${TEMPLATE_FIELDS} } }`;
const RESET = `mutation($input: EmailTemplateKeyInput!) { resetEmailTemplate(input: $input) { ${TEMPLATE_FIELDS} } }`;
const PREVIEW = 'query($key: String!, $language: String!, $subject: String, $document: JSON) { emailTemplatePreview(key: $key, language: $language, subject: $subject, document: $document) { subject html text } }';
const SEND_TEST = 'mutation($input: SendTestEmailInput!) { sendTestEmail(input: $input) { to subject } }';

interface Template {
  key: string; isDefault: boolean; subject: string; updatedAt: string | null; description: string;
  document: { blocks: Array<{ key: string; text: string; type: string }>; entityMap: Record<string, unknown> };
  placeholders: Array<{ name: string; token: string; kind: string; description: string }>;
}

async function emailsTo(server: TestServer, to: string) {
  const rows = await server.database.db.select({ payload: outbox.payload }).from(outbox)
    .where(and(eq(outbox.shopId, DEMO_SHOP_ID), eq(outbox.kind, 'email'), sql`${outbox.payload}->>'to' = ${to}`));
  return rows.map((row) => row.payload as { subject: string; html: string; text: string; template: string });
}

describe.each(engines())('e-mails written as content on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    // Its own database on PostgreSQL: a changed order e-mail must not reach other files' orders.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  async function orderEmail(): Promise<{ subject: string; html: string; text: string; template: string }> {
    const product = await createTestProduct(server, { price: 50_000, stock: 5 });
    const shopper = new Browser(server);
    const email = `buyer-${randomUUID()}@example.com`;
    const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }], { email });
    const placed = await placeOrder(shopper, checkout.id);
    expect(placed.__typename).toBe('OrderPlaced');
    const mails = await emailsTo(server, email);
    expect(mails.map((m) => m.template)).toEqual(['order_placed']);
    return mails[0]!;
  }

  it('answers only signed-in staff', async () => {
    const stranger = new Browser(server);
    const listed = await stranger.graph(LIST, {}, ADMIN);
    expect(listed.status).toBeGreaterThanOrEqual(400);
    expect(listed.data?.emailTemplates).toBeUndefined();
    const saved = await stranger.graph(SAVE, { input: { key: KEY, language: 'id', subject: 'x', document: { blocks: [{ text: 'x' }] } } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(saved.status).toBeGreaterThanOrEqual(400);
    // The shop's own API has no such fields at all.
    const shop = await stranger.graph(LIST);
    expect(shop.errors?.[0]?.message).toMatch(/emailTemplates/);
  });

  it('lists every e-mail the shop sends and shows one with the placeholders it may use', async () => {
    const list = await owner.graph<{ emailTemplates: Array<{ key: string; description: string; overriddenLanguages: string[] }> }>(LIST, {}, ADMIN);
    expect(list.errors).toBeUndefined();
    const keys = list.data.emailTemplates.map((e) => e.key);
    expect(keys).toEqual(expect.arrayContaining([KEY, 'order-shipped', 'payment-rejected', 'checkout-recovery', 'owner-new-order', 'customer-password-reset', 'customer-email-change-notice']));
    expect(list.data.emailTemplates.every((e) => e.description.length > 10 && e.overriddenLanguages.length === 0)).toBe(true);

    const one = await owner.graph<{ emailTemplate: Template }>(GET, { key: KEY, language: 'id' }, ADMIN);
    expect(one.data.emailTemplate.isDefault).toBe(true);
    expect(one.data.emailTemplate.subject).toBe('Pesanan #{{order.number}} di {{shop.name}} telah kami terima');
    expect(one.data.emailTemplate.placeholders).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'order.lines', token: '{{order.lines}}', kind: 'BLOCK', description: expect.stringContaining('Tabel barang') }),
      expect.objectContaining({ name: 'links.confirmPayment', kind: 'LINK' }),
    ]));
    const missing = await owner.graph<{ emailTemplate: Template | null }>(GET, { key: 'no-such-email', language: 'id' }, ADMIN);
    expect(missing.errors).toBeUndefined();
    expect(missing.data.emailTemplate).toBeNull();
  });

  it('names every e-mail in the e-mail list in both languages, a new one included', () => {
    const unnamed = SHOP_EMAILS.map((spec) => spec.key).filter((key) => !DICTIONARIES.id[`adminContent.emails.name.${key}`] || !DICTIONARIES.en[`adminContent.emails.name.${key}`]);
    expect(unnamed).toEqual([]);
  });

  it('refuses unknown placeholders and misplaced ones with a clear message naming them', async () => {
    const base = (await owner.graph<{ emailTemplate: Template }>(GET, { key: KEY, language: 'en' }, ADMIN)).data.emailTemplate;
    const unknown = await owner.graph(SAVE, { input: { key: KEY, language: 'en', subject: 'Order {{order.nomor}}', document: base.document } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subject' });
    expect(unknown.errors?.[0]?.message).toContain('{{order.nomor}}');
    const inline = await owner.graph(SAVE, { input: { key: KEY, language: 'en', subject: 'Order', document: { blocks: [{ text: 'See {{order.lines}} here' }], entityMap: {} } } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(inline.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'document' });
    expect(inline.errors?.[0]?.message).toContain('{{order.lines}}');
    const language = await owner.graph(SAVE, { input: { key: KEY, language: 'fr', subject: 'x', document: base.document } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(language.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    const huge = await owner.graph(SAVE, { input: { key: KEY, language: 'en', subject: 'x', document: { blocks: [{ text: 'x'.repeat(150_000) }] } } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await owner.graph<{ emailTemplate: Template }>(GET, { key: KEY, language: 'en' }, ADMIN)).data.emailTemplate.isDefault).toBe(true);
  });

  it('sends the owner’s wording with the next order, and the default again after a reset', async () => {
    const before = await orderEmail();
    expect(before.subject).toMatch(/^Pesanan #\d+ di .+ telah kami terima$/);

    const base = (await owner.graph<{ emailTemplate: Template }>(GET, { key: KEY, language: 'id' }, ADMIN)).data.emailTemplate;
    const document = { ...base.document, blocks: [...base.document.blocks.slice(0, 2), { key: 'salam', text: 'Salam hangat dari tim gudang {{shop.name}}, pesanan #{{order.number}} segera kami siapkan.', type: 'unstyled', depth: 0, inlineStyleRanges: [{ offset: 0, length: 12, style: 'BOLD' }], entityRanges: [], data: {} }, ...base.document.blocks.slice(2)] };
    const saved = await owner.graph<{ saveEmailTemplate: Template }>(SAVE, { input: { key: KEY, language: 'id', subject: 'Pesanan #{{order.number}} siap dibayar', document } }, { ...ADMIN, m: 'SaveEmailTemplateInput' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveEmailTemplate).toMatchObject({ isDefault: false, subject: 'Pesanan #{{order.number}} siap dibayar' });
    const list = await owner.graph<{ emailTemplates: Array<{ key: string; overriddenLanguages: string[]; updatedAt: string | null }> }>(LIST, {}, ADMIN);
    expect(list.data.emailTemplates.find((e) => e.key === KEY)).toMatchObject({ overriddenLanguages: ['id'], updatedAt: expect.any(String) });

    const changed = await orderEmail();
    expect(changed.subject).toMatch(/^Pesanan #\d+ siap dibayar$/);
    const number = /#(\d+)/.exec(changed.subject)![1];
    expect(changed.html).toContain(`<strong>Salam hangat</strong> dari tim gudang Lumbung Nusantara, pesanan #${number} segera kami siapkan.`);
    expect(changed.text).toContain(`Salam hangat dari tim gudang Lumbung Nusantara, pesanan #${number} segera kami siapkan.`);
    // The generated parts and links are still there.
    expect(changed.text).toMatch(/Konfirmasi pembayaran: http:\/\/localhost:\d+\/o\//);

    const reset = await owner.graph<{ resetEmailTemplate: Template }>(RESET, { input: { key: KEY, language: 'id' } }, { ...ADMIN, m: 'EmailTemplateKeyInput' });
    expect(reset.data.resetEmailTemplate).toMatchObject({ isDefault: true, subject: base.subject });
    const after = await orderEmail();
    expect(after.subject).toMatch(/^Pesanan #\d+ di .+ telah kami terima$/);
    expect(after.text).not.toContain('Salam hangat');
  });

  it('previews with a sample order, the saved wording or a draft, and never with a script address', async () => {
    const current = await owner.graph<{ emailTemplatePreview: { subject: string; html: string; text: string } }>(PREVIEW, { key: KEY, language: 'en' }, ADMIN);
    expect(current.data.emailTemplatePreview.subject).toBe('We received your order #1024 at Lumbung Nusantara');
    expect(current.data.emailTemplatePreview.text).toContain('Kopi Gayo (250 g) × 2');
    expect(current.data.emailTemplatePreview.html).toContain('BCA 1234567890');

    const draft = {
      blocks: [
        { key: 'a', text: 'Klik di sini', type: 'unstyled', entityRanges: [{ offset: 0, length: 12, key: '0' }] },
        { key: 'b', text: '{{order.lines}}', type: 'unstyled' },
        { key: 'c', text: '<script>alert(1)</script>', type: 'unstyled' },
      ],
      entityMap: { 0: { type: 'LINK', data: { url: 'javascript:alert(1)' } } },
    };
    const previewed = await owner.graph<{ emailTemplatePreview: { subject: string; html: string } }>(PREVIEW, { key: KEY, language: 'id', subject: 'Coba #{{order.number}}', document: draft }, ADMIN);
    expect(previewed.errors).toBeUndefined();
    expect(previewed.data.emailTemplatePreview.subject).toBe('Coba #1024');
    expect(previewed.data.emailTemplatePreview.html).not.toMatch(/javascript:|<script/i);
    expect(previewed.data.emailTemplatePreview.html).toContain('&lt;script&gt;');
    expect(previewed.data.emailTemplatePreview.html).toContain('Kopi Gayo (250 g) × 2');

    const refused = await owner.graph(PREVIEW, { key: KEY, language: 'id', subject: '{{nope}}', document: draft }, ADMIN);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sends a test to the signed-in staff member through the outbox, shown in the mail queue', async () => {
    const sent = await owner.graph<{ sendTestEmail: { to: string; subject: string } }>(SEND_TEST, { input: { key: 'order-shipped', language: 'en' } }, { ...ADMIN, m: 'SendTestEmailInput' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTestEmail).toEqual({ to: DEMO_OWNER_EMAIL, subject: 'Order #1024 is on its way' });
    const queued = (await emailsTo(server, DEMO_OWNER_EMAIL)).filter((m) => m.template === 'test:order-shipped');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.text).toContain('Tracking number: JN0012345678');
    const queue = await owner.graph<{ mailQueue: { emails: Array<{ to: string; subject: string; template: string; state: string }> } }>(
      'query { mailQueue { emails(first: 20) { to subject template state } } }', {}, ADMIN,
    );
    expect(queue.data.mailQueue.emails).toEqual(expect.arrayContaining([expect.objectContaining({ to: DEMO_OWNER_EMAIL, subject: 'Order #1024 is on its way', template: 'test:order-shipped' })]));
  });
});
