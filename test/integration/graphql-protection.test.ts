import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphGet, graphPost } from '../support/graphql-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Malformed and abusive requests get a 4xx with a GraphQL error, never a 500 or a stack trace. */
describe.each(engines())('GraphQL request handling on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(engine); });
  afterAll(async () => { await server?.close(); });

  const expectClientError = (res: { status: number; body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } }, status: number, code?: string) => {
    expect(res.status).toBe(status);
    expect(res.body.errors?.length).toBeGreaterThan(0);
    if (code) expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
  };

  it('refuses a request with no query', async () => {
    expectClientError(await graphPost(server, { variables: {} }), 400, 'BAD_REQUEST');
    const res = await server.request('/graphql');
    expect(res.status).toBe(400);
  });

  it('refuses JSON it cannot read and batched arrays', async () => {
    const broken = await server.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(broken.status).toBe(400);
    const body = (await broken.json()) as { errors?: unknown[] };
    expect(body.errors).toBeDefined();
    expectClientError(await graphPost(server, [{ query: '{ shop { name } }' }]), 400, 'BAD_REQUEST');
  });

  it('refuses a syntax error, an unknown field and variables that do not fit', async () => {
    expectClientError(await graphGet(server, '{ shop { name '), 400, 'GRAPHQL_PARSE_FAILED');
    expectClientError(await graphGet(server, '{ shop { nmae } }'), 400, 'GRAPHQL_VALIDATION_FAILED');
    expectClientError(await graphGet(server, 'query($s: String!) { product(slug: $s) { id } }', { s: 42 }), 400, 'BAD_USER_INPUT');
    const badJson = await server.request(`/graphql?query=${encodeURIComponent('{ shop { name } }')}&variables=%7Bnot-json`);
    expect(badJson.status).toBe(400);
  });

  it('refuses documents that are too deep, use too many aliases or are too long, before running them', async () => {
    const before = server.database.stats.count;
    const deep = '{ products(first: 1) { edges { node { category { parent { parent { parent { parent { parent { parent { parent { parent { name } } } } } } } } } } } } }';
    expectClientError(await graphGet(server, deep), 400, 'QUERY_LIMIT_EXCEEDED');
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: shop { name }`).join(' ')} }`;
    expectClientError(await graphPost(server, { query: aliases }), 400, 'QUERY_LIMIT_EXCEEDED');
    const long = `{ shop { name } } # ${'x'.repeat(25_000)}`;
    expectClientError(await graphPost(server, { query: long }), 413, 'QUERY_LIMIT_EXCEEDED');
    expect(server.database.stats.count).toBe(before);
  });

  it('sends mutations only by POST with the m parameter naming the input type', async () => {
    const mutation = 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }';
    const variables = { input: { email: 'x@example.com', password: 'wrong password' } };
    expectClientError(await graphGet(server, mutation, variables), 405, 'METHOD_NOT_ALLOWED');
    expectClientError(await graphPost(server, { query: mutation, variables }), 400, 'BAD_REQUEST');
    expectClientError(await graphPost(server, { query: mutation, variables }, { m: 'SomethingElse' }), 400, 'BAD_REQUEST');
    const ok = await graphPost<{ staffSignIn: { __typename: string } }>(server, { query: mutation, variables }, { m: 'StaffSignInInput' });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.staffSignIn.__typename).toBe('InvalidCredentialsError');
  });

  it('refuses ids and cursors it cannot read with a clear message', async () => {
    const node = await graphGet(server, '{ node(id: "not-an-id") { id } }');
    expect(node.body.errors?.[0]?.message).toMatch(/not a valid id/);
    expect(node.status).toBe(200);
    const cursor = await graphGet(server, '{ products(first: 2, after: "bogus") { totalCount } }');
    expect(cursor.body.errors?.[0]?.message).toMatch(/cursor is not valid/);
    const search = await graphGet(server, `{ search(query: "${'a'.repeat(300)}") { query } }`);
    expect(search.body.errors?.[0]?.message).toMatch(/paling banyak 200 karakter/);
  });

  it('refuses unsupported content types', async () => {
    const text = await server.request('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ shop { name } }' });
    expect(text.status).toBe(415);
  });
});

describe.each(engines())('GraphQL abuse resistance on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(engine); });
  afterAll(async () => { await server?.close(); });

  it('refuses nested lists that would multiply into thousands of database queries', async () => {
    // On a database other test files write to, a change of the shop's row makes a request read
    // it again: the least of a few tries is what the refused query itself cost.
    const statements: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await graphGet(server, '{ shop { name } }');
      const before = server.database.stats.count;
      const res = await graphGet(server, '{ products(first: 100) { edges { node { category { products(first: 100) { edges { node { name } } } } } } } }');
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
      expect(res.body.errors?.[0]?.message).toMatch(/would cost \d+/);
      statements.push(server.database.stats.count - before);
    }
    expect(Math.min(...statements)).toBe(0);
    const viaVariable = await graphGet(server, 'query($n: Int) { products(first: $n) { edges { node { category { products(first: $n) { edges { node { name } } } } } } } }', { n: 100 });
    expect(viaVariable.status).toBe(400);
  });

  it('keeps the answers of two operations in one document apart', async () => {
    const document = 'query A { shop { name } } query B { pages { slug } }';
    const a = await server.request(`/graphql?${new URLSearchParams({ query: document, operationName: 'A' })}`);
    const b = await server.request(`/graphql?${new URLSearchParams({ query: document, operationName: 'B' })}`);
    expect(Object.keys(((await a.json()) as { data: object }).data)).toEqual(['shop']);
    expect(Object.keys(((await b.json()) as { data: object }).data)).toEqual(['pages']);
  });

  it('refuses NUL characters with a 400, in literals and in variables', async () => {
    expect((await graphGet(server, '{ product(slug: "a\\u0000b") { id } }')).status).toBe(400);
    const res = await graphGet(server, 'query($s: String!) { product(slug: $s) { id } }', { s: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/NUL/);
  });

  it('refuses an id that names something other than a node type', async () => {
    const foreign = Buffer.from('Staff:1').toString('base64url');
    const res = await graphGet(server, `{ node(id: "${foreign}") { id } }`);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads no file without a staff session; the shop API takes files only with a preflight header and for its own mutations', async () => {
    const form = () => {
      const body = new FormData();
      body.set('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadImage(input: { file: $f }) { id } }', variables: { f: null } }));
      body.set('map', JSON.stringify({ 0: ['variables.f'] }));
      body.set('0', new Blob([new Uint8Array(1024)]), 'x.png');
      return body;
    };
    const admin = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: form(), headers: { 'graphql-preflight': '1' } });
    expect(admin.status).toBe(401);
    const shop = await server.request('/graphql?m=UploadImageInput', { method: 'POST', body: form(), headers: { 'graphql-preflight': '1' } });
    expect(shop.status).toBe(400);
    expect(await shop.text()).toMatch(/uploadImage/);
    // A form posted from another site cannot add the header, so it is refused before anything is read.
    const crossSite = await server.request('/graphql?m=UploadImageInput', { method: 'POST', body: form() });
    expect(crossSite.status).toBe(400);
    expect(await crossSite.text()).toMatch(/CSRF_PREVENTED/);
  });

  it('answers HEAD like GET, other methods with 405, and undecodable addresses with 400', async () => {
    const head = await server.request(`/graphql?query=${encodeURIComponent('{ shop { name } }')}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const put = await server.request('/graphql', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('POST');
    expect((await server.request('/%')).status).toBe(400);
  });
});
