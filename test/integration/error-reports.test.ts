import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { auditEvents, errorReports } from '../../src/server/db/tables';
import { MAX_ERROR_REPORT_GROUPS, recordErrorReport } from '../../src/server/modules/error-reports';
import { createShop } from '../../src/server/modules/shop';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const LIST = `query($first: Int!, $status: String, $search: String) {
  errorReports(first: $first, status: $status, search: $search) { totalCount nodes { id type message lastRoute browser count firstSeen lastSeen resolvedAt sampleStack } } }`;
const RESOLVE = 'mutation($id: ID!) { resolveErrorReport(id: $id) { id resolvedAt count } }';

interface Group { id: string; type: string; message: string; lastRoute: string; browser: string; count: number; firstSeen: string; lastSeen: string; resolvedAt: string | null; sampleStack: string }

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LIMIT = 10;

describe.each(engines())('browser error reports on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer(engine, { rateLimits: { keyPrefix: `errors-${run}-`, rules: { errorReport: { limit: LIMIT, windowSeconds: 600 } } } });
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const report = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/_/error`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME, ...headers }, body: new URLSearchParams(fields) });
  const list = async (browser: Browser, variables: Record<string, unknown>) => browser.graph<{ errorReports: { totalCount: number; nodes: Group[] } }>(LIST, { first: 20, ...variables }, { path: '/admin/graphql' });

  it('groups the same problem from different visits, cuts long fields and refuses malformed or foreign reports', async () => {
    // The same error twice, with a different line, number and cache-busting query: one group of two.
    const first = await report({ m: `Cannot read properties of undefined (reading 'price') ${run} item 17`, t: 'error', s: `TypeError: x\n    at priceOf (http://shop.test/assets/product-AbCd1234.js?v=1:10:5)\n    at render (http://shop.test/assets/app-XyZw9876.js:3:9)`, r: `/product/kemeja-${run}?utm_source=mail` });
    expect(first.status).toBe(204);
    expect((await report({ m: `Cannot read properties of undefined (reading 'price') ${run} item 99`, t: 'error', s: `TypeError: x\n    at priceOf (http://shop.test/assets/product-QwEr5678.js?v=2:11:7)\n    at render (http://shop.test/assets/app-ZzZz0000.js:4:1)`, r: '/product/batik' })).status).toBe(204);
    // Another kind is its own group.
    expect((await report({ m: `Loading chunk cart failed. ${run}`, t: 'chunk', s: '', r: '/cart' })).status).toBe(204);

    const refusedType = await report({ m: 'x', t: 'panic' });
    expect(refusedType.status).toBe(400);
    expect(await refusedType.text()).toBe('Field t must be one of error, rejection, chunk, script.');
    const refusedMessage = await report({ m: '  ', t: 'error' });
    expect(refusedMessage.status).toBe(400);
    expect(await refusedMessage.text()).toContain('Field m');
    expect((await report({ m: 'x', t: 'error' }, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await report({ m: 'x', t: 'error' }, { origin: 'bukan alamat' })).status).toBe(403);

    const { data } = await list(owner, { search: run });
    expect(data.errorReports.totalCount).toBe(2);
    const [chunk, price] = data.errorReports.nodes;
    expect(chunk).toMatchObject({ type: 'chunk', count: 1, lastRoute: '/cart' });
    expect(price).toMatchObject({ type: 'error', count: 2, lastRoute: '/product/batik', browser: 'Chrome 131', resolvedAt: null });
    expect(price!.message).toContain('item 99');
    expect(Date.parse(price!.lastSeen)).toBeGreaterThanOrEqual(Date.parse(price!.firstSeen));

    // Long fields are cut, not refused.
    expect((await report({ m: `${run} long ${'m'.repeat(5000)}`, t: 'rejection', s: 's'.repeat(20_000), r: `/${'r'.repeat(2000)}` })).status).toBe(204);
    const long = (await list(owner, { search: `${run} long` })).data.errorReports.nodes[0]!;
    expect(long.message.length).toBe(1000);
    expect(long.sampleStack.length).toBe(8000);
    expect(long.lastRoute.length).toBe(500);

  });

  it('lets the owner and administrators read and resolve reports, and no one else', async () => {
    const { data } = await list(owner, { search: run });
    const price = data.errorReports.nodes.find((group) => group.type === 'error' && group.message.includes('price'))!;

    const editor = await staffWithRole(server, 'content_editor', 'Penulis');
    const refused = await list(editor, { search: run });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const editorResolve = await editor.graph(RESOLVE, { id: price.id }, { m: 'ID', path: '/admin/graphql' });
    expect(editorResolve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guest = await list(new Browser(server), { search: run });
    expect(guest.status).toBe(401);

    const administrator = await staffWithRole(server, 'administrator', 'Admin');
    expect((await list(administrator, { search: run })).data.errorReports.totalCount).toBeGreaterThanOrEqual(2);

    const missing = await owner.graph(RESOLVE, { id: 'nope' }, { m: 'ID', path: '/admin/graphql' });
    expect(missing.errors?.[0]?.message).toBe('Laporan masalah ini tidak ada di toko ini.');
  });

  it('a resolved problem leaves the open list and reopens when it happens again', async () => {
    const open = async () => (await list(owner, { search: `${run} item` })).data.errorReports.nodes;
    const [price] = await open();
    const resolved = await owner.graph<{ resolveErrorReport: Group }>(RESOLVE, { id: price!.id }, { m: 'ID', path: '/admin/graphql' });
    expect(resolved.data.resolveErrorReport.resolvedAt).not.toBeNull();
    expect(await open()).toHaveLength(0);
    expect((await list(owner, { search: `${run} item`, status: 'resolved' })).data.errorReports.nodes.map((g) => g.id)).toEqual([price!.id]);
    const logged = await server.database.db.select().from(auditEvents);
    expect(logged.some((event) => event.action === 'resolveErrorReport' && event.entityId === price!.id)).toBe(true);

    expect((await report({ m: `Cannot read properties of undefined (reading 'price') ${run} item 3`, t: 'error', s: `TypeError: x\n    at priceOf (http://shop.test/assets/product-Neww1234.js:12:1)\n    at render (http://shop.test/assets/app-Neww9876.js:5:5)`, r: '/product/kaos' })).status).toBe(204);
    const [reopened] = await open();
    expect(reopened).toMatchObject({ id: price!.id, count: 3, resolvedAt: null, lastRoute: '/product/kaos' });
  });

  it('limits each address: past the limit a report is refused with a quiet 429', async () => {
    // Five counted so far; the limit refuses the rest of the window with a quiet 429.
    const answers: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) answers.push((await report({ m: `${run} storm`, t: 'error', r: '/' })).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(LIMIT - 5);
    const refused = await report({ m: `${run} storm`, t: 'error', r: '/' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toBe('');
    const storm = (await list(owner, { search: `${run} storm` })).data.errorReports.nodes[0]!;
    expect(storm.count).toBe(LIMIT - 5);
  });

  it('keeps the most recently seen groups per shop: a new group past the limit forgets the oldest, a known one counted again forgets nothing', async () => {
    const db = server.database.db;
    const shopId = `errors-${run}`;
    await createShop(db, { id: shopId, name: 'Toko Galat', tagline: { id: '', en: '' }, currency: 2, defaultLanguage: 'id', email: 'halo@galat.example', phone: '', address: '', city: '' });
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n));
    // Numbers in a message do not make a new group (they vary between visits): letters do.
    const name = (n: number) => `Masalah ${n.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
    const problem = (n: number) => ({ type: 'error' as const, message: name(n), stack: '', route: '/', browser: 'Chrome 131' });
    for (let n = 0; n < MAX_ERROR_REPORT_GROUPS; n += 1) await recordErrorReport(db, shopId, problem(n), at(n));
    const groups = async () => (await db.select({ n: count() }).from(errorReports).where(eq(errorReports.shopId, shopId)))[0]!.n;
    const oldest = async () => (await db.select({ message: errorReports.message }).from(errorReports).where(eq(errorReports.shopId, shopId)).orderBy(asc(errorReports.lastSeen)).limit(1))[0]!.message;
    expect(await groups()).toBe(MAX_ERROR_REPORT_GROUPS);
    // The oldest happens again: still every group, and it is now the newest.
    await recordErrorReport(db, shopId, problem(0), at(MAX_ERROR_REPORT_GROUPS));
    expect(await groups()).toBe(MAX_ERROR_REPORT_GROUPS);
    expect(await oldest()).toBe(name(1));
    // A new problem: the one not seen for longest is forgotten.
    await recordErrorReport(db, shopId, problem(MAX_ERROR_REPORT_GROUPS), at(MAX_ERROR_REPORT_GROUPS + 1));
    expect(await groups()).toBe(MAX_ERROR_REPORT_GROUPS);
    expect(await oldest()).toBe(name(2));
    const [again] = await db.select({ count: errorReports.count }).from(errorReports).where(and(eq(errorReports.shopId, shopId), eq(errorReports.message, name(0))));
    expect(again!.count).toBe(2);
  }, 60_000);

  it('refuses a status it does not know with a sentence', async () => {
    const answer = await list(owner, { status: 'closed' });
    expect(answer.errors?.[0]?.message).toBe('Status harus open, resolved, atau all.');
  });
});
