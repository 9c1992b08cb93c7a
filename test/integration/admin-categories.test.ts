import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, categories, images, products } from '../../src/server/db/tables';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'id slug name status position parentId imageId texts { name { id en } description { id en } }';
const CREATE = `mutation($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`;
const MOVE = `mutation($id: ID!, $parentId: ID, $position: Int!) { moveCategory(id: $id, parentId: $parentId, position: $position) {
  __typename ... on Category { id parentId position } ... on CategoryMoveRefused { reason message } } }`;
const DELETE = 'mutation($id: ID!) { deleteCategory(id: $id) }';
const TREE = `query { categoryTree { ${FIELDS} } }`;

interface Category { id: string; slug: string; name: string; status: string; position: number; parentId: string | null; imageId: string | null; texts: { name: { id: string; en: string | null } } }

describe.each(engines())('the category tree API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  let shopper: Browser;
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
    shopper = new Browser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = (browser: Browser, query: string, variables: Record<string, unknown>, m = 'CategoryInput') => browser.graph<Record<string, unknown>>(query, variables, { m, path: '/admin/graphql' });
  const create = async (input: Record<string, unknown>): Promise<Category> => {
    const answer = await admin(owner, CREATE, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data.createCategory as Category;
  };
  const tree = async (): Promise<Category[]> => (await admin(owner, TREE, {})).data.categoryTree as Category[];

  const idOf = async (slug: string) => {
    const [row] = await server.database.db.select({ id: categories.id }).from(categories).where(and(eq(categories.shopId, DEMO_SHOP_ID), eq(categories.slug, slug)));
    return row!.id;
  };

  it('creates a draft category that shoppers do not see until it is published, then shows its new name at once', async () => {
    const created = await create({ name: { id: `Tenun Ikat ${run}`, en: `Ikat Weaving ${run}` }, description: { id: 'Kain tenun dari Nusa Tenggara.' } });
    expect(created).toMatchObject({ slug: `tenun-ikat-${run}`, status: 'draft', parentId: null, texts: { name: { id: `Tenun Ikat ${run}`, en: `Ikat Weaving ${run}` } } });
    expect((await tree()).map((category) => category.slug)).toContain(created.slug);
    expect((await shopper.fetch(`/product/category/${created.slug}`)).status).toBe(404);
    expect((await owner.fetch(`/admin/product/category/preview/${created.slug}`)).status).toBe(200);

    expect((await admin(owner, UPDATE, { id: created.id, input: { status: 'published' } })).errors).toBeUndefined();
    const page = await shopper.fetch(`/product/category/${created.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Tenun Ikat ${run}`);

    // The shopper's visit filled the shared answer cache; the save must not leave it stale.
    const renamed = await admin(owner, UPDATE, { id: created.id, input: { name: { id: `Tenun Sumba ${run}`, en: `Sumba Weaving ${run}` } } });
    expect(renamed.errors).toBeUndefined();
    const again = await (await shopper.fetch(`/product/category/${created.slug}`)).text();
    expect(again).toContain(`Tenun Sumba ${run}`);
    expect(again).not.toContain(`Tenun Ikat ${run}`);

    // Each save is in the audit log with only what it changed, before and after.
    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityType, 'category'), eq(auditEvents.entityId, await idOf(created.slug))))
      .orderBy(auditEvents.at);
    expect(events.map((event) => event.action)).toEqual(['createCategory', 'updateCategory', 'updateCategory']);
    expect(events[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(events[2]).toMatchObject({ before: { name: { id: `Tenun Ikat ${run}` } }, after: { name: { id: `Tenun Sumba ${run}` } } });
    expect(Object.keys(events[2]!.after as object)).toEqual(['name']);
  });


  it('gives a category an uploaded picture, shown on the shop\'s category list, and takes it away again', async () => {
    const [picture] = await server.database.db.select({ id: images.id }).from(images).where(eq(images.shopId, DEMO_SHOP_ID)).limit(1);
    const created = await create({ name: { id: `Bergambar ${run}` }, status: 'published', imageId: picture!.id });
    expect(created.imageId).toBe(picture!.id);
    const list = async () => (await shopper.fetch('/product/category/')).text();
    const shown = (html: string) => new RegExp(`/media/${picture!.id}/[^"]*"[^>]*>(?:(?!</li>)[\\s\\S])*Bergambar ${run}`).test(html);
    expect(shown(await list())).toBe(true);
    expect((await admin(owner, UPDATE, { id: created.id, input: { imageId: '' } })).data.updateCategory).toMatchObject({ imageId: null });
    expect(shown(await list())).toBe(false);
    expect(await list()).toContain(`Bergambar ${run}`);
    const missing = await admin(owner, UPDATE, { id: created.id, input: { imageId: 'tidak-ada' } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageId' });
  });

  it('refuses a slug another category holds, and a missing Indonesian name, on their fields', async () => {
    const first = await create({ name: { id: `Batik Tulis ${run}` } });
    const taken = await admin(owner, CREATE, { input: { name: { id: 'Lain' }, slug: first.slug } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'slug' });
    expect(taken.errors?.[0]?.message).toContain(first.slug);
    const nameless = await admin(owner, CREATE, { input: { name: { id: ' ', en: 'Only English' } } });
    expect(nameless.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'categoryName.id' });
  });

  it('moves and reorders categories in the tree, and refuses to put one inside its own sub-category', async () => {
    const parent = await create({ name: { id: `Induk ${run}` } });
    const a = await create({ name: { id: `Anak A ${run}` }, parentId: parent.id });
    const b = await create({ name: { id: `Anak B ${run}` }, parentId: parent.id });
    expect([a.position, b.position]).toEqual([0, 1]);

    const moved = await admin(owner, MOVE, { id: b.id, parentId: parent.id, position: 0 }, 'ID');
    expect(moved.data.moveCategory).toMatchObject({ __typename: 'Category', parentId: parent.id, position: 0 });
    const children = (await tree()).filter((category) => category.parentId === parent.id).sort((x, y) => x.position - y.position);
    expect(children.map((category) => category.id)).toEqual([b.id, a.id]);

    // The parent under its own grandchild-to-be: a cycle, refused in the owner's language, nothing changed.
    const refused = await admin(owner, MOVE, { id: parent.id, parentId: a.id, position: 0 }, 'ID');
    expect(refused.errors).toBeUndefined();
    expect(refused.data.moveCategory).toMatchObject({ __typename: 'CategoryMoveRefused', reason: 'INTO_ITSELF' });
    expect((refused.data.moveCategory as { message: string }).message).toContain('sub-kategori');
    expect((await tree()).find((category) => category.id === parent.id)?.parentId).toBeNull();
    const self = await admin(owner, MOVE, { id: a.id, parentId: a.id, position: 0 }, 'ID');
    expect(self.data.moveCategory).toMatchObject({ reason: 'INTO_ITSELF' });

    // The move is in the audit log; the refusals, which changed nothing, are not.
    const events = await server.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.action, 'moveCategory'), eq(auditEvents.entityId, await idOf(b.slug))));
    expect(events.map((event) => [event.before, event.after])).toEqual([[{ parentId: await idOf(parent.slug), position: 1 }, { parentId: await idOf(parent.slug), position: 0 }]]);
    expect(await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.shopId, DEMO_SHOP_ID), eq(auditEvents.entityId, await idOf(parent.slug)), eq(auditEvents.action, 'moveCategory')))).toEqual([]);
  });

  it('deletes a category: its sub-categories move up and its products stay without it', async () => {
    const parent = await create({ name: { id: `Hapus ${run}` }, status: 'published' });
    const child = await create({ name: { id: `Tetap ${run}` }, parentId: parent.id });
    const product = await createTestProduct(server);
    await server.database.db.update(products).set({ categoryId: await idOf(parent.slug) }).where(and(eq(products.shopId, DEMO_SHOP_ID), eq(products.id, product.id)));
    const answer = await admin(owner, DELETE, { id: parent.id }, 'ID');
    expect(answer.errors).toBeUndefined();
    const after = await tree();
    expect(after.find((category) => category.id === parent.id)).toBeUndefined();
    expect(after.find((category) => category.id === child.id)?.parentId).toBeNull();
    expect((await shopper.fetch(`/product/${product.slug}`)).status).toBe(200);
  });

  it('lets an order handler and a content editor read the tree but not change it', async () => {
    const target = await create({ name: { id: `Peran ${run}` } });
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await admin(staff, TREE, {})).errors).toBeUndefined();
      for (const [query, variables, m] of [
        [CREATE, { input: { name: { id: `Tidak ${role}` } } }, 'CategoryInput'],
        [UPDATE, { id: target.id, input: { status: 'published' } }, 'CategoryInput'],
        [MOVE, { id: target.id, parentId: null, position: 0 }, 'ID'],
        [DELETE, { id: target.id }, 'ID'],
      ] as const) {
        const refused = await admin(staff, query, variables, m);
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect((await tree()).find((category) => category.id === target.id)?.status).toBe('draft');
  });

  it('draws the tree and the export for a role that only reads the catalogue, without ways to change them', async () => {
    await create({ name: { id: `Lihat Saja ${run}` } });
    // The owner's page has them, drawn on the server.
    const ownerHtml = await (await owner.fetch('/admin/categories')).text();
    expect(ownerHtml).toMatch(/<button[^>]*>(<[^>]+>)*Kategori baru/);
    expect(ownerHtml).toContain('data-move=');
    expect(await (await owner.fetch('/admin/products/import')).text()).toMatch(/<button[^>]*>(<[^>]+>)*Periksa berkas/);
    const handler = await staffWithRole(server, 'order_handler');
    const page = await handler.fetch('/admin/categories');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Lihat Saja ${run}`);
    expect(html).toContain('Peran Anda hanya boleh melihat kategori.');
    // No button to create, edit, delete or move (the words may still travel in the page's dictionary).
    expect(html).not.toMatch(/<button[^>]*>(<[^>]+>)*(Kategori baru|Ubah|Hapus)/);
    expect(html).not.toContain('data-move=');
    const importPage = await (await handler.fetch('/admin/products/import')).text();
    expect(importPage).toContain('Unduh semua produk (CSV)');
    expect(importPage).toContain('Peran Anda boleh mengekspor produk, tetapi tidak mengimpor.');
    expect(importPage).not.toMatch(/<button[^>]*>(<[^>]+>)*(Periksa berkas|Impor sekarang)/);
    expect(importPage).not.toContain('type="file"');
  });
});
