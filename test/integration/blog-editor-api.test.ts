import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/domain/ids/global-id';
import { parseImageRef } from '../../src/domain/media/image-ref';
import { richTextFromParagraphs } from '../../src/domain/rich-text/build';
import { staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { DEMO_OWNER_EMAIL, DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { Browser, createTestProduct, staffBrowser } from '../support/shop-flow';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Text = { id: string; en: string | null };
interface Edited {
  id: string;
  slug: string;
  title: string;
  authorName: string;
  author: { id: string; name: string; email: string } | null;
  cover: { id: string; alt: string | null } | null;
  texts: { title: Text; excerpt: Text; seoTitle: Text; seoDescription: Text; coverAlt: Text; body: { id: { text: string }; en: { text: string } | null } };
  linkedProducts: Array<{ slug: string }>;
}

const EDITED = `id slug title authorName author { id name email } cover { id alt }
  texts { title { id en } excerpt { id en } seoTitle { id en } seoDescription { id en } coverAlt { id en } body { id { text } en { text } } }
  linkedProducts { slug }`;
const CREATE = `mutation($input: BlogPostInput!) { createBlogPost(input: $input) { ${EDITED} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { ${EDITED} } }`;

describe.each(engines())('the blog editor’s staff API on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  // The PostgreSQL database is shared by every test file: each run writes words of its own.
  const run = randomUUID().replace(/-/g, '').slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T>(query: string, variables: Record<string, unknown> = {}, m = 'BlogPostInput') => owner.graph<T>(query, variables, { m, path: '/admin/graphql' });
  const create = async (input: Record<string, unknown>) => {
    const answer = await admin<{ createBlogPost: Edited }>(CREATE, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data.createBlogPost;
  };
  const listTitles = async (args: Record<string, unknown>) => {
    const answer = await admin<{ blogPosts: { totalCount: number; edges: Array<{ node: { title: string } }> } }>(
      'query($status: BlogPostStatus, $search: String, $categoryId: ID) { blogPosts(first: 50, status: $status, search: $search, categoryId: $categoryId) { totalCount edges { node { title } } } }', args);
    expect(answer.errors).toBeUndefined();
    return answer.data.blogPosts.edges.map((edge) => edge.node.title);
  };

  it('gives each text in both languages as written, whatever the reader’s language', async () => {
    const post = await create({
      title: { id: `Kopi tubruk ${run}`, en: `Tubruk coffee ${run}` },
      excerpt: { id: 'Cara menyeduh kopi tubruk.' },
      seoTitle: { en: 'Tubruk, the Javanese way' },
      body: { id: richTextFromParagraphs(['Seduh dengan air mendidih.']), en: richTextFromParagraphs(['Brew with boiling water.']) },
    });
    expect(post.texts).toEqual({
      title: { id: `Kopi tubruk ${run}`, en: `Tubruk coffee ${run}` },
      excerpt: { id: 'Cara menyeduh kopi tubruk.', en: null },
      // No fallbacks here: an editor must see what is missing.
      seoTitle: { id: '', en: 'Tubruk, the Javanese way' },
      seoDescription: { id: '', en: null },
      coverAlt: { id: '', en: null },
      body: { id: { text: 'Seduh dengan air mendidih.' }, en: { text: 'Brew with boiling water.' } },
    });
    const inEnglish = await owner.fetch(`/admin/graphql?${new URLSearchParams({ query: `{ blogPostById(id: "${post.id}") { title texts { title { id en } } } }`, lang: 'en' })}`);
    const body = (await inEnglish.json()) as { data: { blogPostById: { title: string; texts: { title: Text } } } };
    expect(body.data.blogPostById.title).toBe(`Tubruk coffee ${run}`);
    expect(body.data.blogPostById.texts.title).toEqual({ id: `Kopi tubruk ${run}`, en: `Tubruk coffee ${run}` });
  });

  it('gives a category’s texts in both languages and counts its posts of every status', async () => {
    const made = await admin<{ createBlogCategory: { id: string } }>('mutation($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id } }',
      { input: { name: { id: `Resep ${run}`, en: `Recipes ${run}` }, description: { id: 'Masakan rumahan' } } }, 'BlogCategoryInput');
    expect(made.errors).toBeUndefined();
    const categoryId = made.data.createBlogCategory.id;
    await create({ title: { id: `Draf resep ${run}` }, categoryIds: [categoryId] });
    const read = await admin<{ blogCategories: Array<{ id: string; postCount: number; totalPostCount: number; texts: { name: Text; description: Text } }> }>(
      '{ blogCategories { id postCount totalPostCount texts { name { id en } description { id en } } } }');
    const category = read.data.blogCategories.find((c) => c.id === categoryId)!;
    expect(category).toMatchObject({ postCount: 0, totalPostCount: 1, texts: { name: { id: `Resep ${run}`, en: `Recipes ${run}` }, description: { id: 'Masakan rumahan', en: null } } });
  });

  it('finds posts by every word of their title in either language, within a status and a category', async () => {
    const made = await admin<{ createBlogCategory: { id: string } }>('mutation($input: BlogCategoryInput!) { createBlogCategory(input: $input) { id } }',
      { input: { name: { id: `Saring ${run}` } } }, 'BlogCategoryInput');
    const categoryId = made.data.createBlogCategory.id;
    const batik = await create({ title: { id: `Batik Tulis Lasem ${run}`, en: `Hand-drawn batik ${run}` }, categoryIds: [categoryId] });
    await create({ title: { id: `Batik cap ${run}` } });
    await create({ title: { id: `Diskon 100%_${run}` } });
    await admin('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: batik.id }, 'ID');

    expect(await listTitles({ search: `BATIK ${run}` })).toEqual(expect.arrayContaining([`Batik Tulis Lasem ${run}`, `Batik cap ${run}`]));
    expect(await listTitles({ search: `lasem batik ${run}` })).toEqual([`Batik Tulis Lasem ${run}`]);
    expect(await listTitles({ search: `hand-drawn ${run}` })).toEqual([`Batik Tulis Lasem ${run}`]);
    expect(await listTitles({ search: `batik ${run}`, status: 'draft' })).toEqual([`Batik cap ${run}`]);
    expect(await listTitles({ search: `batik ${run}`, status: 'published' })).toEqual([`Batik Tulis Lasem ${run}`]);
    expect(await listTitles({ categoryId })).toEqual([`Batik Tulis Lasem ${run}`]);
    // LIKE's wildcards are plain characters in a search.
    expect(await listTitles({ search: `100%_${run}` })).toEqual([`Diskon 100%_${run}`]);
    expect(await listTitles({ search: `1%0 ${run}` })).toEqual([]);
    const tooLong = await admin('query($s: String) { blogPosts(first: 5, search: $s) { totalCount } }', { s: 'x'.repeat(201) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
  });

  it('signs a post with its writer, or another staff member, or a name of the owner’s choosing', async () => {
    const colleagueId = newId();
    const colleagueEmail = `penulis-${run}@example.com`;
    await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: colleagueId, email: colleagueEmail, name: `Dewi ${run}`, role: 'administrator' });
    const authors = await admin<{ blogAuthors: Array<{ id: string; name: string; email: string }> }>('{ blogAuthors { id name email } }');
    const writer = authors.data.blogAuthors.find((a) => a.email === DEMO_OWNER_EMAIL)!;
    const colleague = authors.data.blogAuthors.find((a) => a.email === colleagueEmail)!;
    expect(colleague).toEqual({ id: toGlobalId('BlogAuthor', colleagueId), name: `Dewi ${run}`, email: colleagueEmail });

    const post = await create({ title: { id: `Siapa penulisnya ${run}` } });
    expect(post.author).toEqual(writer);
    expect(post.authorName).toBe(writer.name);

    const byColleague = await admin<{ updateBlogPost: Edited }>(UPDATE, { id: post.id, input: { authorId: colleague.id } });
    expect(byColleague.data.updateBlogPost).toMatchObject({ author: colleague, authorName: `Dewi ${run}` });
    const penName = await admin<{ updateBlogPost: Edited }>(UPDATE, { id: post.id, input: { authorName: '  Tim Dapur Lumbung ' } });
    expect(penName.data.updateBlogPost).toMatchObject({ author: colleague, authorName: 'Tim Dapur Lumbung' });
    // An edit that says nothing of the author keeps them, whoever saves it.
    const edited = await admin<{ updateBlogPost: Edited }>(UPDATE, { id: post.id, input: { excerpt: { id: 'Diubah pemilik' } } });
    expect(edited.data.updateBlogPost).toMatchObject({ author: colleague, authorName: 'Tim Dapur Lumbung' });
    const back = await admin<{ updateBlogPost: Edited }>(UPDATE, { id: post.id, input: { authorName: '' } });
    expect(back.data.updateBlogPost.authorName).toBe(`Dewi ${run}`);

    const stranger = await admin(UPDATE, { id: post.id, input: { authorId: toGlobalId('BlogAuthor', newId()) } });
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'authorId' });
    expect(stranger.errors?.[0]?.message).toContain('Pilih penulis lain');
    const tooLong = await admin(UPDATE, { id: post.id, input: { authorName: 'x'.repeat(81) } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'authorName' });
  });

  it('takes a cover uploaded through the upload protocol by the id in its reference, with alt text readers get', async () => {
    const png = await sharp({ create: { width: 320 + Math.floor(Math.random() * 200), height: 180, channels: 3, background: '#2a6f4e' } }).png().toBuffer();
    const token = await owner.fetch(`/_/upload/token/img?v=1&type=png&size=${png.length}`);
    expect(token.status).toBe(200);
    const host = new URL(((await token.json()) as string[])[0]!);
    const form = new FormData();
    form.set('img', new Blob([new Uint8Array(png)]), 'sampul.png');
    const uploaded = await owner.fetch(`${host.pathname}${host.search}`, { method: 'POST', body: form });
    const reference = parseImageRef(await uploaded.text());
    expect(reference).not.toBeNull();
    const imageId = reference!.path.split('/').pop()!;

    const post = await create({ title: { id: `Bersampul ${run}` }, coverImageId: imageId, coverAlt: { id: 'Daun hijau di meja kayu', en: 'Green leaves on a wooden table' } });
    expect(post.cover?.id).toBe(imageId);
    expect(post.texts.coverAlt).toEqual({ id: 'Daun hijau di meja kayu', en: 'Green leaves on a wooden table' });
    await admin('mutation($id: ID!) { publishBlogPost(id: $id) { id } }', { id: post.id }, 'ID');
    const reader = new Browser(server);
    const publicCover = await reader.graph<{ blogPost: { cover: { id: string; alt: string } } }>(`query($slug: String!) { blogPost(slug: $slug) { cover { id alt } } } # ${run}`, { slug: post.slug });
    expect(publicCover.data.blogPost.cover).toEqual({ id: imageId, alt: 'Daun hijau di meja kayu' });
    expect(await (await reader.fetch(`/blog/${post.slug}`)).text()).toContain('alt="Daun hijau di meja kayu"');

    const unknown = await admin(UPDATE, { id: post.id, input: { coverImageId: `tidak-ada-${run}` } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'coverImageId' });
    const removed = await admin<{ updateBlogPost: Edited }>(UPDATE, { id: post.id, input: { coverImageId: null } });
    expect(removed.data.updateBlogPost.cover).toBeNull();
    expect(removed.data.updateBlogPost.texts.coverAlt).toEqual({ id: '', en: null });
  });

  it('gives the products a post links in the writer’s order, drafts included', async () => {
    const first = await createTestProduct(server, { status: 'draft' });
    const second = await createTestProduct(server);
    const post = await create({ title: { id: `Bertaut ${run}` }, productIds: [second.globalId, first.globalId] });
    expect(post.linkedProducts.map((p) => p.slug)).toEqual([second.slug, first.slug]);
    const none = await create({ title: { id: `Tanpa tautan kemeja ${run}` } });
    // What readers get as related (title words) is not what the writer linked.
    expect(none.linkedProducts).toEqual([]);
  });

  it('answers none of it outside the staff API', async () => {
    const answer = await new Browser(server).graph('{ blogPosts(first: 1) { edges { node { texts { title { id } } } } } }');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.errors)).toContain('texts');
    const authors = await new Browser(server).graph('{ blogAuthors { name } }');
    expect(authors.status).toBe(400);
  });
});
