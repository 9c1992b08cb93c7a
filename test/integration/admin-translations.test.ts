import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../src/domain/i18n/dictionaries';
import { auditEvents, products, shopDomains, shops } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startServerAt, startTestServer, type TestServer } from '../support/test-server';

const LIST = `query($kind: TranslationKind!, $missingOnly: Boolean, $first: Int!, $offset: Int) {
  translationCounts { kind totalCount missingCount }
  translations(kind: $kind, missingOnly: $missingOnly, first: $first, offset: $offset) {
    totalCount kindTotal missingCount nodes { id version lacksEnglish fields { name id en rich lacksEnglish } } } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $version: Int!, $input: ProductInput!) { updateProduct(id: $id, version: $version, input: $input) {
  __typename ... on Product { id version } ... on ProductSaveRefused { message } } }`;
const TEXT = '__typename ... on InterfaceText { key defaults { id en } shop { id en } } ... on InterfaceTextRefused { reason field message }';
const SET = `mutation($key: String!, $language: String!, $text: String!) { setInterfaceText(key: $key, language: $language, text: $text) { ${TEXT} } }`;
const CLEAR = `mutation($key: String!, $language: String!) { clearInterfaceText(key: $key, language: $language) { ${TEXT} } }`;
const SEARCH = 'query($search: String, $changedOnly: Boolean) { interfaceTexts(search: $search, changedOnly: $changedOnly, first: 10) { totalCount nodes { key defaults { id en } shop { id en } } } }';

interface Item { id: string; version: number | null; lacksEnglish: boolean; fields: Array<{ name: string; id: string; en: string; rich: boolean; lacksEnglish: boolean }> }
interface ListAnswer { translationCounts: Array<{ kind: string; totalCount: number; missingCount: number }>; translations: { totalCount: number; kindTotal: number; missingCount: number; nodes: Item[] } }

const BUTTON = 'product.addToCart.button';

/** The dictionary a page embedded for the browser, from its state script. */
function pageState(html: string): { messages: Record<string, string>; messagesHash: string } {
  const found = /<script id="etalase-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error('no page state');
  return JSON.parse(found[1]!) as { messages: Record<string, string>; messagesHash: string };
}

describe.each(engines())('translations on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);
  const otherHost = `lain-${run}.example`;

  beforeAll(async () => {
    // Own database on PostgreSQL: these changes are shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
    const otherShop = `lain-${run}`;
    await server.database.db.insert(shops).values({ id: otherShop, name: 'Toko Lain', tagline: { id: 'Toko kedua' }, email: 'lain@example.com' });
    await server.database.db.insert(shopDomains).values({ host: otherHost, shopId: otherShop, primary: true });
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T = Record<string, unknown>>(browser: Browser, query: string, variables: Record<string, unknown>, m = 'String') =>
    browser.graph<T>(query, variables, { m, path: '/admin/graphql' });
  const list = async (missingOnly: boolean, offset = 0) => (await admin<ListAnswer>(owner, LIST, { kind: 'product', missingOnly, first: 50, offset })).data;

  it('counts products lacking English, lists them alone when asked, and an English name saved here shows on the English shop and API', async () => {
    const product = await createTestProduct(server);
    await server.database.db.update(products).set({ name: { id: `Syal tenun ${run}` }, summary: { id: `Lembut dan ringan ${run}` } })
      .where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    const before = await list(false);
    const count = before.translationCounts.find((entry) => entry.kind === 'product')!;
    expect(count).toEqual({ kind: 'product', totalCount: before.translations.kindTotal, missingCount: before.translations.missingCount });
    expect(before.translations.missingCount).toBeGreaterThan(0);
    const missing = await list(true);
    expect(missing.translations.totalCount).toBe(before.translations.missingCount);
    expect(missing.translations.nodes.every((node) => node.lacksEnglish)).toBe(true);

    let offset = 0;
    let item: Item | undefined;
    while (!item && offset < missing.translations.totalCount) {
      item = (await list(true, offset)).translations.nodes.find((node) => node.id === product.globalId);
      offset += 50;
    }
    expect(item).toBeDefined();
    expect(item!.fields.find((field) => field.name === 'name')).toMatchObject({ en: '', lacksEnglish: true, rich: false });
    expect(item!.fields.find((field) => field.name === 'description')).toMatchObject({ rich: true });

    const saved = await admin<{ updateProduct: { __typename: string; version: number } }>(owner, UPDATE_PRODUCT,
      { id: product.globalId, version: item!.version, input: { name: { id: `Syal tenun ${run}`, en: `Woven scarf ${run}` }, summary: { id: `Lembut dan ringan ${run}`, en: `Soft and light ${run}` } } }, 'ProductInput');
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProduct.__typename).toBe('Product');
    // A save naming the version the screen opened, after another save, is refused with a message.
    const stale = await admin<{ updateProduct: { __typename: string; message: string } }>(owner, UPDATE_PRODUCT,
      { id: product.globalId, version: item!.version, input: { name: { id: 'Basi', en: 'Stale' } } }, 'ProductInput');
    expect(stale.data.updateProduct).toMatchObject({ __typename: 'ProductSaveRefused', message: expect.any(String) });

    const english = await new Browser(server).graph<{ product: { name: string; summary: string } }>('query($slug: String!) { product(slug: $slug) { name summary } }', { slug: product.slug }, {});
    const englishApi = await server.request(`/_/graph?${new URLSearchParams({ query: 'query($slug: String!) { product(slug: $slug) { name summary } }', variables: JSON.stringify({ slug: product.slug }) })}`, { headers: { 'accept-language': 'en' } });
    expect(english.data.product.name).not.toBe(`Woven scarf ${run}`);
    expect(((await englishApi.json()) as { data: { product: { name: string; summary: string } } }).data.product).toEqual({ name: `Woven scarf ${run}`, summary: `Soft and light ${run}` });
    const page = await (await server.request(`/product/${product.slug}?lang=en`)).text();
    expect(page).toContain(`Woven scarf ${run}`);
    expect(page).toContain(`Soft and light ${run}`);

    const after = await list(false);
    const translated = [];
    for (let at = 0; at < after.translations.kindTotal && !translated.length; at += 50) {
      translated.push(...(await list(false, at)).translations.nodes.filter((node) => node.id === product.globalId));
    }
    expect(translated[0]!.fields.find((field) => field.name === 'name')).toMatchObject({ en: `Woven scarf ${run}`, lacksEnglish: false });
  });

  it('shows a shop its own interface text on the per-key and set endpoints and its pages, while another shop keeps the default', async () => {
    const product = await createTestProduct(server);
    const defaultHash = pageState(await (await server.request(`/product/${product.slug}`)).text()).messagesHash;
    const defaultEnglishHash = pageState(await (await server.request(`/product/${product.slug}?lang=en`)).text()).messagesHash;
    const set = await admin<{ setInterfaceText: { __typename: string; shop: { id: string | null } } }>(owner, SET, { key: BUTTON, language: 'id', text: `Beli sekarang ${run}` });
    expect(set.data.setInterfaceText).toMatchObject({ __typename: 'InterfaceText', shop: { id: `Beli sekarang ${run}` } });

    const perKey = await server.request(`/_/i81n/id?q=${BUTTON},cart.title`);
    expect(await perKey.json()).toEqual([`Beli sekarang ${run}`, DICTIONARIES.id['cart.title']]);
    const sets = await server.request(`/_/i81n/id/sets?s=${BUTTON}`);
    expect(await sets.json()).toEqual({ [BUTTON]: `Beli sekarang ${run}` });
    const html = await (await server.request(`/product/${product.slug}`)).text();
    expect(pageState(html).messages[BUTTON]).toBe(`Beli sekarang ${run}`);
    // Its own version, so a browser never keeps one shop's words under another's.
    expect(pageState(html).messagesHash).not.toBe(defaultHash);
    const otherPage = pageState(await (await server.request('/', { host: otherHost })).text());
    expect(otherPage.messagesHash).toBe(defaultHash);
    // The English words keep their texts but not their version: a browser that switches language
    // asks for them under the version of the page it has.
    const englishPage = pageState(await (await server.request(`/product/${product.slug}?lang=en`)).text());
    expect(englishPage.messages[BUTTON]).toBe(DICTIONARIES.en[BUTTON]);
    expect(englishPage.messagesHash).not.toBe(defaultEnglishHash);

    // English and the other shop are untouched.
    expect(await (await server.request(`/_/i81n/en?q=${BUTTON}`)).json()).toEqual([DICTIONARIES.en[BUTTON]]);
    expect(await (await server.request(`/_/i81n/id?q=${BUTTON}`, { host: otherHost })).json()).toEqual([DICTIONARIES.id[BUTTON]]);
    expect(await (await server.request(`/_/i81n/id/sets?s=${BUTTON}`, { host: otherHost })).json()).toEqual({ [BUTTON]: DICTIONARIES.id[BUTTON] });

    const found = await admin<{ interfaceTexts: { totalCount: number; nodes: Array<{ key: string; shop: { id: string | null } }> } }>(owner, SEARCH, { search: `sekarang ${run}`, changedOnly: true });
    expect(found.data.interfaceTexts.nodes).toEqual([expect.objectContaining({ key: BUTTON, shop: { id: `Beli sekarang ${run}`, en: null } })]);

    const cleared = await admin<{ clearInterfaceText: { shop: { id: string | null } } }>(owner, CLEAR, { key: BUTTON, language: 'id' });
    expect(cleared.data.clearInterfaceText.shop.id).toBeNull();
    expect(await (await server.request(`/_/i81n/id?q=${BUTTON}`)).json()).toEqual([DICTIONARIES.id[BUTTON]]);

    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'interfaceText')));
    const mine = events.filter((event) => event.entityId === `id:${BUTTON}`).map((event) => event.action);
    expect(mine.slice(-2)).toEqual(['setInterfaceText', 'clearInterfaceText']);
  });

  it('words the server\'s refusals in the shop\'s own text, in the language it was set for', async () => {
    const key = 'error.orderList.date';
    const list = async (language = 'id'): Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> => {
      const query = 'query($first: Int!, $filter: OrderListFilter) { orderList(first: $first, filter: $filter) { totalCount } }';
      const variables = JSON.stringify({ first: 5, filter: { placedFrom: '2026-02-30' } });
      return (await owner.fetch(`/admin/graphql?${new URLSearchParams({ query, variables, lang: language })}`)).json() as Promise<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
    };
    const wording = `Tanggalnya keliru, coba lagi ${run}`;
    const set = await admin<{ setInterfaceText: { __typename: string } }>(owner, SET, { key, language: 'id', text: wording });
    expect(set.data.setInterfaceText.__typename).toBe('InterfaceText');
    try {
      expect((await list()).errors?.[0]).toMatchObject({ message: wording, extensions: { code: 'BAD_USER_INPUT', field: 'filter.placedFrom' } });
      expect((await list('en')).errors?.[0]?.message).toBe(DICTIONARIES.en[key]);
    } finally {
      await admin(owner, CLEAR, { key, language: 'id' });
    }
    expect((await list()).errors?.[0]?.message).toBe(DICTIONARIES.id[key]);
  });

  // Only PostgreSQL is shared by several processes; the embedded database belongs to one.
  if (engine === 'postgres') it('clears a shop\'s texts in another process sharing the database once one process saves', async () => {
    const second = await startServerAt(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-pg-')), databaseUrl: server.databaseUrl, removeDataDir: true });
    try {
      const ask = async () => (await second.request(`/_/i81n/id?q=${BUTTON}`)).json();
      // The second process has read (and keeps) the shop's texts before the change.
      expect(await ask()).toEqual([DICTIONARIES.id[BUTTON]]);
      await admin(owner, SET, { key: BUTTON, language: 'id', text: `Ambil ${run}` });
      const deadline = Date.now() + 5000;
      let seen = await ask();
      while (JSON.stringify(seen) !== JSON.stringify([`Ambil ${run}`]) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await ask();
      }
      expect(seen).toEqual([`Ambil ${run}`]);
    } finally {
      await admin(owner, CLEAR, { key: BUTTON, language: 'id' });
      await second.close();
    }
  });

  it('refuses a text that drops or invents a placeholder, an unknown key and a bad language, and changes nothing', async () => {
    const key = 'reviews.more';
    expect(DICTIONARIES.id[key]).toContain('{count}');
    const dropped = await admin<{ setInterfaceText: { __typename: string; reason: string; field: string; message: string } }>(owner, SET, { key, language: 'id', text: 'Ulasan lainnya' });
    expect(dropped.data.setInterfaceText).toMatchObject({ __typename: 'InterfaceTextRefused', reason: 'missing', field: 'text', message: expect.stringContaining('{count}') });
    const invented = await admin<{ setInterfaceText: { reason: string; message: string } }>(owner, SET, { key, language: 'en', text: 'Show {count} more for {name}' });
    expect(invented.data.setInterfaceText).toMatchObject({ reason: 'invented', message: expect.stringContaining('{name}') });
    const plural = await admin<{ setInterfaceText: { __typename: string } }>(owner, SET, { key, language: 'en', text: '{count, plural, one {# more review} other {# more reviews}}' });
    expect(plural.data.setInterfaceText.__typename).toBe('InterfaceText');
    await admin(owner, CLEAR, { key, language: 'en' });
    const unknown = await admin<{ setInterfaceText: { reason: string; field: string } }>(owner, SET, { key: 'no.such.key', language: 'id', text: 'x' });
    expect(unknown.data.setInterfaceText).toMatchObject({ reason: 'unknownKey', field: 'key' });
    const language = await admin(owner, SET, { key, language: 'fr', text: 'x' });
    expect(language.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await (await server.request(`/_/i81n/id?q=${key}`)).json()).toEqual([DICTIONARIES.id[key]]);
  });

  it('opens translations to those who manage content and refuses an order handler', async () => {
    const editor = await staffWithRole(server, 'content_editor');
    const handler = await staffWithRole(server, 'order_handler');
    expect((await admin<ListAnswer>(editor, LIST, { kind: 'page', first: 5 })).errors).toBeUndefined();
    const refused = await admin(handler, LIST, { kind: 'page', first: 5 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const set = await admin(handler, SET, { key: BUTTON, language: 'id', text: 'Beli' });
    expect(set.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await (await server.request(`/_/i81n/id?q=${BUTTON}`)).json()).toEqual([DICTIONARIES.id[BUTTON]]);
    const page = await server.request('/admin/translations', { headers: { cookie: handler.cookieHeader() } });
    expect(page.status).toBe(403);
  });

  it('counts an e-mail the shop reworded in Indonesian only as lacking English, until it has English wording too', async () => {
    const key = 'order-placed-bank-transfer';
    const emails = async () => (await admin<ListAnswer>(owner, LIST, { kind: 'email', first: 50 })).data.translations;
    // The e-mail starts with the defaults in both languages, whatever an earlier run on this database left.
    const RESET = 'mutation($input: EmailTemplateKeyInput!) { resetEmailTemplate(input: $input) { key } }';
    for (const language of ['id', 'en']) expect((await admin(owner, RESET, { input: { key, language } }, 'EmailTemplateKeyInput')).errors).toBeUndefined();
    const before = await emails();
    expect(before.nodes.find((node) => node.id === key)).toMatchObject({ lacksEnglish: false, fields: [expect.objectContaining({ name: 'subject', rich: true }), expect.objectContaining({ name: 'body', rich: true })] });
    const GET = 'query($key: String!, $language: String!) { emailTemplate(key: $key, language: $language) { document } }';
    const SAVE = 'mutation($input: SaveEmailTemplateInput!) { saveEmailTemplate(input: $input) { key } }';
    const document = (await admin<{ emailTemplate: { document: unknown } }>(owner, GET, { key, language: 'id' })).data.emailTemplate.document;
    const saved = await admin(owner, SAVE, { input: { key, language: 'id', subject: `Pesanan #{{order.number}} siap dibayar ${run}`, document } }, 'SaveEmailTemplateInput');
    expect(saved.errors).toBeUndefined();
    const after = await emails();
    expect(after.missingCount).toBe(before.missingCount + 1);
    expect(after.nodes.find((node) => node.id === key)).toMatchObject({ lacksEnglish: true, fields: [expect.objectContaining({ id: `Pesanan #{{order.number}} siap dibayar ${run}`, en: '', lacksEnglish: true }), expect.anything()] });
    await admin(owner, SAVE, { input: { key, language: 'en', subject: `Order #{{order.number}} awaits payment ${run}`, document } }, 'SaveEmailTemplateInput');
    expect((await emails()).missingCount).toBe(before.missingCount);
  });

  it('saves a category\'s and a page\'s English through their own editors\' saves, changing only the fields sent', async () => {
    const first = async (kind: string) => (await admin<ListAnswer>(owner, LIST, { kind, first: 1 })).data.translations.nodes[0]!;
    const category = await first('category');
    const categoryName = category.fields.find((field) => field.name === 'name')!;
    const savedCategory = await admin(owner, 'mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }',
      { id: category.id, input: { name: { id: categoryName.id, en: `Fabrics ${run}` } } }, 'CategoryInput');
    expect(savedCategory.errors).toBeUndefined();
    const afterCategory = await first('category');
    expect(afterCategory.fields.find((field) => field.name === 'name')).toMatchObject({ id: categoryName.id, en: `Fabrics ${run}` });
    expect(afterCategory.fields.find((field) => field.name === 'description')).toEqual(category.fields.find((field) => field.name === 'description'));

    const page = await first('page');
    const title = page.fields.find((field) => field.name === 'title')!;
    const savedPage = await admin(owner, 'mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id } }',
      { id: page.id, input: { title: { id: title.id, en: `About us ${run}` } } }, 'PageInput');
    expect(savedPage.errors).toBeUndefined();
    const afterPage = await first('page');
    expect(afterPage.fields.find((field) => field.name === 'title')).toMatchObject({ id: title.id, en: `About us ${run}` });
    expect(afterPage.fields.find((field) => field.name === 'body')).toEqual(page.fields.find((field) => field.name === 'body'));
  });

  it('lists every kind, a product carrying its description as a rich field', async () => {
    const answer = await admin<ListAnswer>(owner, LIST, { kind: 'category', first: 5 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.translationCounts.map((entry) => entry.kind)).toEqual(['product', 'category', 'page', 'post', 'email']);
    for (const kind of ['page', 'post']) expect((await admin<ListAnswer>(owner, LIST, { kind, first: 5 })).errors).toBeUndefined();
    const bad = await admin(owner, LIST, { kind: 'product', first: 500 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
