import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LIMITS } from '../../src/domain/content/home-sections';
import { auditEvents } from '../../src/server/db/tables';
import { translate } from '../../src/server/errors.server';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole, uploadedPicture } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const LAYOUT = `version arranged sections { kind imageId link categoryIds source categoryId count heading { id en } title { id en } products { id name } }`;
const READ = `query { homeLayout { ${LAYOUT} } }`;
const SAVE = `mutation($input: HomeLayoutInput!) { saveHomeLayout(input: $input) { __typename
  ... on HomeLayout { ${LAYOUT} } ... on HomeLayoutSaveRefused { reason message fieldErrors { field message } layout { version } } } }`;
const PAGE = (name: string) => `query ${name} { homePage { arranged sections { __typename
  ... on HomeBanner { key heading text buttonLabel link image { id } }
  ... on HomeCategories { key title categories { id name } }
  ... on HomeProducts { key title source moreLink products { id name } }
  ... on HomeTextBlock { key heading body } } } }`;

interface Layout { __typename?: 'HomeLayout'; version: number; arranged: boolean; sections: Array<Record<string, unknown>> }
interface Refused { __typename: 'HomeLayoutSaveRefused'; reason: string; message: string; fieldErrors: Array<{ field: string; message: string }>; layout: { version: number } | null }
type Shown = { __typename: string; key: string; title?: string | null; heading?: string; source?: string; products?: Array<{ id: string; name: string }>; categories?: Array<{ id: string; name: string }> };

describe.each(engines())('the home page the owner arranges on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let categories: Array<{ id: string; slug: string; name: string }>;
  let products: Array<{ id: string; name: string }>;

  beforeAll(async () => {
    // Own database on PostgreSQL: the home page is shop-wide, and other files read the demo shop's.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
    const shop = await new Browser(server).graph<{ categories: { edges: Array<{ node: { id: string; slug: string; name: string } }> }; products: { edges: Array<{ node: { id: string; name: string } }> } }>(
      'query { categories(first: 50, topLevelOnly: false) { edges { node { id slug name } } } products(first: 50) { edges { node { id name } } } }');
    categories = shop.data.categories.edges.map((edge) => edge.node);
    products = shop.data.products.edges.map((edge) => edge.node);
    expect(categories.length).toBeGreaterThan(3);
    expect(products.length).toBeGreaterThan(20);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T = Record<string, unknown>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
    browser.graph<T>(query, variables, { m: query.includes('HomeLayoutInput') ? 'HomeLayoutInput' : 'ID', path: '/admin/graphql' });
  const current = async (): Promise<Layout> => (await admin<{ homeLayout: Layout }>(owner, READ)).data.homeLayout;
  const save = async (sections: Array<Record<string, unknown>>, browser = owner): Promise<Layout | Refused> => {
    const answer = await admin<{ saveHomeLayout: Layout | Refused }>(browser, SAVE, { input: { version: (await current()).version, sections } });
    expect(answer.errors).toBeUndefined();
    return answer.data.saveHomeLayout;
  };
  /** The shop's home page through the public API, by GET (so through its shared answers). */
  const shown = async (_lang: 'id' = 'id', name = 'HomeSections'): Promise<{ arranged: boolean; sections: Shown[] }> => {
    const answer = await new Browser(server).graph<{ homePage: { arranged: boolean; sections: Shown[] } }>(PAGE(name), {}, { path: '/_/graph' });
    expect(answer.errors).toBeUndefined();
    return answer.data.homePage;
  };
  const shownIn = async (lang: 'id' | 'en') => {
    const answer = await new Browser(server).fetch(`/_/graph?${new URLSearchParams({ query: PAGE(`HomeIn${lang}`), variables: '{}', lang })}`, { headers: { 'accept-language': lang } });
    return ((await answer.json()) as { data: { homePage: { sections: Shown[] } } }).data.homePage;
  };
  const productIdsOf = (sections: Shown[]) => sections.flatMap((section) => section.products?.map((product) => product.id) ?? []);

  it('opens with the demo shop’s arrangement, and shows the default one, with no product twice, once the owner empties it', async () => {
    const seeded = await current();
    expect(seeded).toMatchObject({ version: 1, arranged: true });
    expect(seeded.sections.map((section) => section.source ?? section.kind)).toEqual(['banner', 'categories', 'featured', 'sale', 'newest']);
    const demo = await shown('id', 'Seeded');
    expect(demo.sections.map((section) => section.__typename)).toEqual(['HomeBanner', 'HomeCategories', 'HomeProducts', 'HomeProducts', 'HomeProducts']);
    expect(new Set(productIdsOf(demo.sections)).size).toBe(productIdsOf(demo.sections).length);
    expect(demo.sections.slice(2).map((section) => section.products?.length)).toEqual([6, 6, 12]);

    expect(await save([])).toMatchObject({ arranged: false, sections: [], version: 2 });
    const page = await shown('id', 'Default');
    expect(page.arranged).toBe(false);
    expect(page.sections.map((section) => section.__typename)).toEqual(['HomeCategories', 'HomeProducts', 'HomeProducts']);
    expect(page.sections.map((section) => section.source ?? null)).toEqual([null, 'featured', 'newest']);
    const ids = productIdsOf(page.sections);
    expect(new Set(ids).size).toBe(ids.length);
    // The newest collection still shows eight: it fills up past the featured products above it.
    expect(page.sections[2]?.products).toHaveLength(8);
  });

  it('refuses a bad arrangement, each problem on its field, and saves nothing', async () => {
    const before = await current();
    const picture = await uploadedPicture(server, { r: 120, g: 60, b: 30 });
    const refused = await save([
      { kind: 'banner', imageId: picture, heading: { id: 'Promo' }, buttonLabel: { id: 'Lihat' }, link: 'javascript:alert(1)' },
      { kind: 'banner', imageId: picture, heading: { id: 'Promo' }, buttonLabel: { id: 'Lihat' }, link: 'https://evil.example/product/x' },
      { kind: 'categories', categoryIds: [categories[0]!.id, 'Q2F0ZWdvcnk6dGlkYWstYWRh'] },
      { kind: 'products', source: 'category', categoryId: products[0]!.id, count: 8 },
      { kind: 'products', source: 'picked', productIds: [products[0]!.id], count: 40 },
      { kind: 'banner', imageId: 'tidak-ada', heading: { id: 'x' }, buttonLabel: { id: 'y' }, link: '/search' },
    ]) as Refused;
    expect(refused).toMatchObject({ __typename: 'HomeLayoutSaveRefused', reason: 'INVALID', message: translate('id', 'error.homeLayout.invalid') });
    expect(Object.fromEntries(refused.fieldErrors.map((error) => [error.field, error.message]))).toEqual({
      'sections.0.link': translate('id', 'error.homeLayout.link'),
      'sections.1.link': translate('id', 'error.homeLayout.link'),
      'sections.4.count': translate('id', 'error.homeLayout.count', { min: HOME_LIMITS.minCount, max: HOME_LIMITS.maxCount }),
    });
    // What exists is checked once the shape is right: an unknown category, a product's id given as a category, a picture not uploaded.
    const unknown = await save([
      { kind: 'categories', categoryIds: [categories[0]!.id, 'Q2F0ZWdvcnk6dGlkYWstYWRh'] },
      { kind: 'products', source: 'category', categoryId: products[0]!.id, count: 8 },
      { kind: 'banner', imageId: 'tidak-ada', heading: { id: 'x' }, buttonLabel: { id: 'y' }, link: '/search' },
    ]) as Refused;
    expect(Object.fromEntries(unknown.fieldErrors.map((error) => [error.field, error.message]))).toEqual({
      'sections.0.categoryIds': translate('id', 'error.homeLayout.unknownCategory'),
      'sections.1.categoryId': translate('id', 'error.homeLayout.unknownCategory'),
      'sections.2.imageId': translate('id', 'error.homeLayout.imageMissing'),
    });
    const tooMany = await save(Array.from({ length: HOME_LIMITS.sections + 1 }, () => ({ kind: 'products', source: 'newest', count: 4 }))) as Refused;
    expect(tooMany.fieldErrors).toEqual([{ field: 'sections', message: translate('id', 'error.homeLayout.tooMany', { max: HOME_LIMITS.sections }) }]);
    expect(await current()).toEqual(before);
  });

  it('saves sections in order, shows them to shoppers at once, in both languages, with no product repeated', async () => {
    const before = await shown('id', 'BeforeSave');
    expect(before.arranged).toBe(false);
    // The rendered page before the save, so the one after it shows that rendered pages are cleared too.
    expect(await (await new Browser(server).fetch('/')).text()).not.toContain('Diskon akhir tahun');
    const picture = await uploadedPicture(server, { r: 30, g: 90, b: 140 });
    const picked = products.slice(0, 4).map((product) => product.id);
    const saved = await save([
      { kind: 'banner', imageId: picture, heading: { id: 'Diskon akhir tahun', en: 'Year-end sale' }, text: { id: 'Hemat sampai 30%' }, buttonLabel: { id: 'Belanja', en: 'Shop now' }, link: `/product/category/${categories[0]!.slug}` },
      { kind: 'products', title: { id: 'Pilihan pemilik', en: 'Owner’s picks' }, source: 'picked', productIds: picked, count: 4 },
      { kind: 'categories', title: { id: 'Kategori unggulan' }, categoryIds: [categories[2]!.id, categories[1]!.id] },
      { kind: 'products', source: 'newest', count: 8 },
      { kind: 'text', heading: { id: 'Tentang kami' }, body: { id: 'Toko kecil dari Bandung.' } },
    ]) as Layout;
    expect(saved).toMatchObject({ __typename: 'HomeLayout', version: 3, arranged: true });
    expect(saved.sections.map((section) => section.kind)).toEqual(['banner', 'products', 'categories', 'products', 'text']);
    expect(saved.sections[1]).toMatchObject({ source: 'picked', products: products.slice(0, 4).map((p) => ({ id: p.id, name: p.name })) });
    expect(saved.sections[2]).toMatchObject({ categoryIds: [categories[2]!.id, categories[1]!.id], title: { id: 'Kategori unggulan', en: null } });

    // The same query by GET as before the save: its shared answer was cleared by the save.
    const page = await shown('id', 'BeforeSave');
    expect(page.arranged).toBe(true);
    expect(page.sections.map((section) => section.__typename)).toEqual(['HomeBanner', 'HomeProducts', 'HomeCategories', 'HomeProducts', 'HomeTextBlock']);
    expect(page.sections[0]).toMatchObject({ heading: 'Diskon akhir tahun', buttonLabel: 'Belanja', link: `/product/category/${categories[0]!.slug}` });
    expect(page.sections[1]?.products?.map((product) => product.id)).toEqual(picked);
    expect(page.sections[2]?.categories?.map((category) => category.id)).toEqual([categories[2]!.id, categories[1]!.id]);
    // Newest skips the hand-picked products above it and still shows eight.
    const newest = page.sections[3]?.products?.map((product) => product.id) ?? [];
    expect(newest).toHaveLength(8);
    expect(newest.filter((id) => picked.includes(id))).toEqual([]);

    const english = await shownIn('en');
    expect(english.sections[0]).toMatchObject({ heading: 'Year-end sale', buttonLabel: 'Shop now', text: 'Hemat sampai 30%' });
    expect(english.sections[1]).toMatchObject({ title: 'Owner’s picks' });
    // English left empty falls back to Indonesian.
    expect(english.sections[2]).toMatchObject({ title: 'Kategori unggulan' });
    expect(english.sections[4]).toMatchObject({ heading: 'Tentang kami' });

    const [event] = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'saveHomeLayout')));
    expect(event).toMatchObject({ entityType: 'homeLayout' });

    // The server-rendered page shows the banner with its picture fetched first: loaded at once
    // and at high priority (the page's scripts are asked for only after it is drawn).
    const html = await (await new Browser(server).fetch('/')).text();
    expect(html).toContain('Diskon akhir tahun');
    const banner = new RegExp(`<img[^>]*src="/media/${picture}/[^>]*>`).exec(html)?.[0] ?? '';
    expect(banner).toContain('loading="eager"');
    expect(banner).toMatch(/fetchpriority="high"/i);
  });

  it('never shows hidden products or categories, and fills up from the source instead', async () => {
    const hidden = products[1]!;
    const draftCategory = categories[2]!;
    const categoryStatus = (status: string) => admin(owner, 'mutation($id: ID!, $status: CategoryStatus!) { updateCategory(id: $id, input: { status: $status }) { id } }', { id: draftCategory.id, status });
    const unpublished = await admin(owner, 'mutation($ids: [ID!]!) { unpublishProducts(ids: $ids) }', { ids: [hidden.id] });
    expect(unpublished.errors).toBeUndefined();
    expect((await categoryStatus('draft')).errors).toBeUndefined();
    try {
      const page = await shown('id', 'AfterUnpublish');
      const ids = productIdsOf(page.sections);
      expect(ids).not.toContain(hidden.id);
      expect(page.sections[1]?.products).toHaveLength(3);
      expect(page.sections[3]?.products).toHaveLength(8);
      expect(page.sections[2]?.categories?.map((category) => category.id)).toEqual([categories[1]!.id]);
    } finally {
      await admin(owner, 'mutation($ids: [ID!]!) { publishProducts(ids: $ids) }', { ids: [hidden.id] });
      await categoryStatus('published');
    }
    expect((await shown('id', 'AfterRepublish')).sections[2]?.categories).toHaveLength(2);
  });

  it('keeps the number of SQL statements flat as sections are added', async () => {
    const statements = async (name: string) => {
      const read = async () => Number(/^etalase_db_queries_total (\d+)/m.exec(await (await server.request('/metrics')).text())?.[1]);
      const start = await read();
      await shown('id', name);
      return (await read()) - start;
    };
    const few = [{ kind: 'products', source: 'newest', count: 4 }];
    const many = [
      { kind: 'products', source: 'featured', count: 4 }, { kind: 'products', source: 'newest', count: 4 }, { kind: 'products', source: 'sale', count: 4 },
      { kind: 'products', source: 'category', categoryId: categories[0]!.id, count: 4 }, { kind: 'products', source: 'picked', productIds: products.slice(5, 9).map((p) => p.id), count: 4 },
      { kind: 'categories', categoryIds: categories.slice(0, 3).map((c) => c.id) }, { kind: 'products', source: 'newest', count: 8 },
    ];
    expect((await save(few)).__typename).toBe('HomeLayout');
    const small = Math.min(await statements('FewA'), await statements('FewB'), await statements('FewC'));
    expect((await save(many)).__typename).toBe('HomeLayout');
    const large = Math.min(await statements('ManyA'), await statements('ManyB'), await statements('ManyC'));
    const page = await shown('id', 'ManyD');
    expect(new Set(productIdsOf(page.sections)).size).toBe(productIdsOf(page.sections).length);
    expect(small).toBeGreaterThan(0);
    // Seven sections, five kinds of source: one more statement at most (the running campaigns), not one per section.
    expect(large - small).toBeLessThanOrEqual(2);
  });

  it('refuses a save over a newer one and goes back to the default arrangement on an empty list', async () => {
    const opened = await current();
    const first = await admin<{ saveHomeLayout: Layout }>(owner, SAVE, { input: { version: opened.version, sections: [{ kind: 'products', source: 'featured', count: 4 }] } });
    expect(first.data.saveHomeLayout).toMatchObject({ version: opened.version + 1 });
    const stale = await admin<{ saveHomeLayout: Refused }>(owner, SAVE, { input: { version: opened.version, sections: [] } });
    expect(stale.data.saveHomeLayout).toMatchObject({ reason: 'CHANGED_MEANWHILE', message: translate('id', 'error.homeLayout.changedMeanwhile'), layout: { version: opened.version + 1 } });
    expect(await save([])).toMatchObject({ arranged: false, sections: [] });
    expect((await shown('id', 'AfterEmpty')).arranged).toBe(false);
  });

  it('opens to roles managing content and refuses order handlers', async () => {
    const editor = await staffWithRole(server, 'content_editor');
    expect((await admin<{ homeLayout: Layout }>(editor, READ)).data.homeLayout.version).toBeGreaterThan(0);
    expect((await editor.fetch('/admin/content/home')).status).toBe(200);
    const handler = await staffWithRole(server, 'order_handler');
    expect((await admin(handler, READ)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const refused = await admin(handler, SAVE, { input: { version: 0, sections: [] } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await admin(handler, 'query { homeProductChoices(search: "kopi") { id } }')).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await handler.fetch('/admin/content/home')).status).toBe(403);
  });
});
