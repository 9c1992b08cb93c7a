import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.server';
import { openDatabase, type Database } from '../../src/server/db/database.server';
import { listMigrations, migrate } from '../../src/server/db/migrate.server';
import { images, outbox, payments, sandboxSessions } from '../../src/server/db/tables';
import { testConfig } from '../support/test-template';
import { engines, startTestServer, type Engine, type TestServer } from '../support/test-server';
import { Browser, createTestProduct, PLACE_ORDER, readyCheckout, staffBrowser, type PlaceOrderAnswer } from '../support/shop-flow';

const METRICS_TOKEN = `metrics-${randomBytes(16).toString('hex')}`;

interface RawAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A plain HTTP request with exactly the headers given (fetch adds Accept-Encoding and decodes). */
function raw(server: TestServer, pathAndQuery: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathAndQuery, method, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Log lines the app wrote, parsed. */
class LogCapture extends Writable {
  readonly text: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text.push(chunk.toString('utf8'));
    done();
  }
  all(): string {
    return this.text.join('');
  }
  lines(): Array<Record<string, unknown>> {
    return this.all().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

describe.each(engines())('operating the shop on %s', (engine) => {
  let server: TestServer;
  const logs = new LogCapture();
  beforeAll(async () => {
    server = await startTestServer(engine, { trustProxy: true, metricsToken: METRICS_TOKEN, logLevel: 'info' }, { app: { logStream: logs } });
  });
  afterAll(async () => { await server?.close(); });

  describe('probes', () => {
    it('answers /healthz and /readyz for any Host, with no shop, never cached', async () => {
      for (const host of ['nowhere.example', 'localhost', '203.0.113.9:8080']) {
        const health = await server.request('/healthz', { host });
        expect(health.status).toBe(200);
        expect(health.headers.get('cache-control')).toBe('no-store');
        expect(await health.json()).toEqual({ status: 'ok' });
        const ready = await server.request('/readyz', { host });
        expect(ready.status).toBe(200);
        expect(ready.headers.get('cache-control')).toBe('no-store');
        expect(await ready.json()).toEqual({ status: 'ready' });
      }
      // The same unknown host still gets the unknown-shop page everywhere else.
      expect((await server.request('/', { host: 'nowhere.example' })).status).toBe(404);
    });
  });

  describe('metrics', () => {
    it('counts requests by route pattern, never by address, and shows the outbox depth', async () => {
      const secretId = `img${randomBytes(6).toString('hex')}`;
      expect((await server.request(`/media/${secretId}/7.webp`)).status).toBe(400);
      const named = await server.request(`/graphql?query=${encodeURIComponent('query ShopNameForMetrics { shop { name } }')}`);
      expect(named.status).toBe(200);
      const wrong = await server.request(`/graphql?query=${encodeURIComponent('{ shop { nameThatIsNot } }')}`);
      expect(wrong.status).toBe(400);

      const res = await server.request('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(/etalase_http_request_duration_seconds_count\{method="GET",route="\/media\/:imageId\/:file",status_class="4xx"\} [1-9]/);
      expect(text).not.toContain(secretId);
      expect(text).toMatch(/etalase_graphql_operations_total\{api="shop",type="query",name="ShopNameForMetrics"\} 1/);
      expect(text).toMatch(/etalase_graphql_errors_total\{api="shop",code="GRAPHQL_VALIDATION_FAILED"\} [1-9]/);
      expect(text).toMatch(/etalase_outbox_rows\{status="pending"\} \d+/);
      expect(text).toMatch(/etalase_outbox_rows\{status="failed"\} \d+/);
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      // Serving the requests above took statements; the counter only rises.
      const queries = Number(/^etalase_db_queries_total (\d+)/m.exec(text)?.[1]);
      expect(queries).toBeGreaterThan(0);
      const again = await (await server.request('/metrics')).text();
      expect(Number(/^etalase_db_queries_total (\d+)/m.exec(again)?.[1])).toBeGreaterThanOrEqual(queries);
      if (engine === 'postgres') expect(text).toMatch(/etalase_db_pool_clients\{state="total"\} [1-9]/);
      else expect(text).not.toContain('etalase_db_pool_clients{');
    });

    it('moves the outbox gauge when an e-mail waits to be sent', async () => {
      const gauge = async () => Number(/etalase_outbox_rows\{status="pending"\} (\d+)/.exec(await (await server.request('/metrics')).text())?.[1]);
      const before = await gauge();
      await server.database.db.insert(outbox).values({
        shopId: 'demo', kind: 'email', dedupeKey: `metrics-${randomUUID()}`,
        payload: { to: 'gauge@example.test', subject: 's', html: 'h', text: 't' }, nextAttemptAt: new Date(Date.now() + 3600_000),
      });
      expect(await gauge()).toBe(before + 1);
    });

    it('refuses /metrics to other addresses unless they bring the token', async () => {
      const stranger = { 'x-forwarded-for': '203.0.113.7' };
      const refused = await server.request('/metrics', { headers: stranger });
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('etalase_');
      expect((await server.request('/metrics', { headers: { ...stranger, authorization: 'Bearer not-the-token-at-all' } })).status).toBe(404);
      const allowed = await server.request('/metrics', { headers: { ...stranger, authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('etalase_http_request_duration_seconds');
      // Forwarded loopback is a loopback client.
      expect((await server.request('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    });
  });

  describe('logs', () => {
    it('carry the request id on every request line and never a guest secret, credential or cookie', async () => {
      const orderSecret = randomBytes(16).toString('base64url');
      const token = `tok${randomBytes(12).toString('hex')}`;
      const cookieValue = `c${randomBytes(12).toString('hex')}`;
      const password = `p${randomBytes(12).toString('hex')}`;
      const requestId = `edge-${randomUUID()}`;

      const link = await server.request(`/o/ord_${randomBytes(8).toString('hex')}/${orderSecret}?next=review`, { headers: { 'x-request-id': requestId, cookie: `etalase_orders=${cookieValue}`, authorization: `Bearer ${password}` } });
      expect(link.headers.get('x-request-id')).toBe(requestId);
      await link.arrayBuffer();
      const page = await server.request(`/search?q=kopi&access_token=${token}&resetKey=${token}`);
      await page.arrayBuffer();
      const pageId = page.headers.get('x-request-id');
      expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
      // "request completed" is written once the answer has left.
      for (let waited = 0; waited < 2000 && !logs.lines().some((line) => line.reqId === pageId && line.msg === 'request completed'); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // An error that names a guest link, as a failing route would log it.
      server.app.server.log.error({ err: new Error(`could not open /o/ord_1/${orderSecret}`) }, `failed at /o/ord_1/${orderSecret}?signature=${token}`);

      const written = logs.all();
      expect(written).not.toContain(orderSecret);
      expect(written).not.toContain(token);
      expect(written).not.toContain(cookieValue);
      expect(written).not.toContain(password);
      const lines = logs.lines();
      const ofLink = lines.filter((line) => line.reqId === requestId);
      expect(ofLink.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(JSON.stringify(ofLink)).toContain('/o/ord_');
      expect(JSON.stringify(ofLink)).toContain('[REDACTED]');
      expect(lines.filter((line) => line.reqId === pageId).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(lines.every((line) => !('req' in line) || typeof line.reqId === 'string')).toBe(true);
    });
  });

  describe('compression', () => {
    it('sends a product page brotli-compressed when asked, and plain otherwise', async () => {
      const product = await createTestProduct(server);
      const plain = await raw(server, `/product/${product.slug}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Each render stamps its time; the rest of the page is the same for everyone.
      const unstamped = (page: string) => page.replace(/"renderedAt":\d+/, '"renderedAt":0');
      const html = unstamped(plain.body.toString('utf8'));
      expect(html).toContain(product.slug);
      expect(plain.body.length).toBeGreaterThan(1024);

      const br = await raw(server, `/product/${product.slug}`, { 'accept-encoding': 'br, gzip' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(unstamped(zlib.brotliDecompressSync(br.body).toString('utf8'))).toBe(html);
      expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);

      const gzip = await raw(server, `/product/${product.slug}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(unstamped(zlib.gunzipSync(gzip.body).toString('utf8'))).toBe(html);

      // A shopper holding an order's grant gets a page of their own, never kept: compressed too.
      const personal = { cookie: 'etalase_orders=compressOrder01.compressSecretNeverGranted0' };
      const own = await raw(server, `/product/${product.slug}`, { ...personal, 'accept-encoding': 'br, gzip' });
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toMatch(/^private/);
      expect(own.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(own.body).toString('utf8')).toContain(product.slug);
      const ownPlain = await raw(server, `/product/${product.slug}`, personal);
      expect(ownPlain.headers['content-encoding']).toBeUndefined();
      expect(ownPlain.body.toString('utf8')).toContain(product.slug);
    });

    it('keeps ETag and 304 of public GraphQL answers, and leaves pictures alone', async () => {
      const query = `/graphql?query=${encodeURIComponent('{ products(first: 20) { edges { node { id name slug } } } }')}`;
      const first = await raw(server, query, { 'accept-encoding': 'gzip' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\//);
      expect(JSON.parse(zlib.gunzipSync(first.body).toString('utf8')).data.products.edges.length).toBeGreaterThan(0);
      const again = await raw(server, query, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      const [image] = await server.database.db.select({ id: images.id }).from(images).where(eq(images.shopId, 'demo')).limit(1);
      const picture = await raw(server, `/media/${image!.id}/400.webp`, { 'accept-encoding': 'br, gzip' });
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
      expect(picture.headers['content-encoding']).toBeUndefined();
      expect(picture.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    });
  });

  describe('security defects', () => {
    it('gives the wallet notification and return address of the shop itself, whatever port the Host header names', async () => {
      const port = new URL(server.baseUrl).port;
      const product = await createTestProduct(server);
      const shopper = new Browser(server);
      const email = `port-${randomUUID()}@example.test`;
      const checkout = await readyCheckout(shopper, [{ productId: product.globalId, count: 1 }], { email });
      // The order is placed through a Host naming a port the caller chose.
      const placed = await server.request('/_/graph?m=PlaceOrderInput', {
        host: '127.0.0.1:1',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: shopper.cookieHeader() },
        body: JSON.stringify({ query: PLACE_ORDER, variables: { input: { checkoutId: checkout.id, clientKey: randomUUID(), paymentMethod: 'WALLET' } } }),
      });
      const answer = (await placed.json()) as { data: { placeOrder: PlaceOrderAnswer } };
      const order = answer.data.placeOrder.order!;
      const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      const [session] = await server.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, payment!.providerRef!));
      expect(session!.notifyUrl).toBe(`http://localhost:${port}/_/payments/sandbox-wallet/notify`);
      expect(session!.returnUrl).toBe(`http://localhost:${port}/checkout/sandbox-wallet/${order.id}`);

      // The order e-mail's private link leads to the shop too, and that link sends no referrer.
      const [mail] = await server.database.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`);
      const orderLink = new RegExp(`https?://[^/\\s]+/o/${order.id}/[A-Za-z0-9_-]+`).exec(String(mail!.payload.text))?.[0];
      expect(orderLink).toMatch(new RegExp(`^http://localhost:${port}/o/`));
      const opened = await raw(server, new URL(orderLink!).pathname);
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe(`/guest/order/${order.id}`);
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
    });

    it('keeps no-referrer on a guest link that leads nowhere, and the site-wide policy elsewhere', async () => {
      const wrong = await raw(server, `/o/ord_${randomBytes(8).toString('hex')}/${randomBytes(16).toString('base64url')}`);
      expect(wrong.status).toBe(404);
      expect(wrong.headers['content-type']).toMatch(/^text\/html/);
      expect(wrong.headers['referrer-policy']).toBe('no-referrer');
      expect((await raw(server, '/')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('serves the unknown-shop page with a strict Content-Security-Policy that still allows its own style', async () => {
      const res = await server.request('/', { host: 'nowhere.example' });
      expect(res.status).toBe(404);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src|unsafe-inline/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const style = /<style>([^<]*)<\/style>/.exec(await res.text())?.[1] ?? '';
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    });

    it('keeps introspection open outside production', async () => {
      const res = await server.request(`/graphql?query=${encodeURIComponent('{ __schema { queryType { name } } }')}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    });
  });
});

describe.each(engines())('in production on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(engine, { env: 'production' }); });
  afterAll(async () => { await server?.close(); });

  it('refuses introspection to anyone but signed-in staff', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Shop") { name } }', 'query Sneaky { shop { name } a: __schema { queryType { name } } }']) {
      const res = await server.request(`/graphql?query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const body = (await res.json()) as { data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.data).toBeUndefined();
      expect(body.errors[0]!.extensions.code).toBe('FORBIDDEN');
      expect(body.errors[0]!.message).toMatch(/staff/);
    }
    const byPost = await server.request('/_/graph', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
    expect(byPost.status).toBe(403);
    // __typename is not introspection: clients ask for it all the time.
    const typename = await server.request(`/graphql?query=${encodeURIComponent('{ shop { __typename name } }')}`);
    expect(typename.status).toBe(200);

    const staff = await staffBrowser(server);
    const answer = await staff.graph<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }', {}, { path: '/graphql' });
    expect(answer.status).toBe(200);
    expect(answer.data.__schema.queryType.name).toBe('Query');
  });

  it('ignores a request id sent without a trusted proxy and makes its own', async () => {
    const res = await server.request('/healthz', { headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** An app on a database of its own, migrated but holding no shop at all. */
async function startBareApp(engine: Engine): Promise<{ app: App; database: Database; baseUrl: string; admin?: pg.Client; dbName?: string; dataDir: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-ready-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  let dbName: string | undefined;
  if (engine === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    dbName = `${url.pathname.slice(1)}_ready_${randomBytes(4).toString('hex')}`;
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.href });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }
  const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
  await migrate(database);
  const app = await createApp(testConfig(dataDir, databaseUrl), database);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const baseUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  let closed = false;
  return {
    app, database, baseUrl, admin, dbName, dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await app.server.close();
      await database.close().catch(() => undefined);
      if (admin && dbName) {
        await admin.query(`ALTER DATABASE "${dbName}" ALLOW_CONNECTIONS true`).catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(engines())('readiness on %s', (engine) => {
  let bare: Awaited<ReturnType<typeof startBareApp>>;
  beforeAll(async () => { bare = await startBareApp(engine); });
  afterAll(async () => { await bare?.close(); });

  const probe = async (name: string) => {
    const res = await fetch(`${bare.baseUrl}${name}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, cacheControl: res.headers.get('cache-control') };
  };

  it('is ready with every migration applied even when no shop exists', async () => {
    expect((await fetch(`${bare.baseUrl}/`)).status).toBe(404);
    expect(await probe('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' });
  });

  it('is not ready while a migration is missing, and ready again once it is applied', async () => {
    const newest = listMigrations().at(-1)!.name;
    await bare.database.db.execute(sql`DELETE FROM etalase_migrations WHERE name = ${newest}`);
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'migrations pending', pending: [newest] }, cacheControl: 'no-store' });
    expect((await probe('/healthz')).status).toBe(200);
    await bare.database.db.execute(sql`INSERT INTO etalase_migrations (name) VALUES (${newest})`);
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('answers within about two seconds when the database does not', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let holding: Promise<unknown>;
    if (engine === 'postgres') {
      // Both pool clients busy: the ping waits for a client that does not come.
      const clients = await Promise.all([bare.database.pool!.connect(), bare.database.pool!.connect()]);
      holding = held.then(() => clients.forEach((client) => client.release()));
    } else {
      // The embedded database runs one transaction at a time.
      holding = bare.database.db.transaction(async () => { await held; });
    }
    const started = Date.now();
    const answer = await probe('/readyz');
    const took = Date.now() - started;
    release();
    await holding;
    expect(answer).toMatchObject({ status: 503, body: { status: 'not ready', reason: expect.stringMatching(/did not answer/) } });
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(5000);
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('is not ready while the database is unreachable, counts the failing jobs, and recovers', async () => {
    if (engine === 'postgres') {
      await bare.admin!.query(`ALTER DATABASE "${bare.dbName}" ALLOW_CONNECTIONS false`);
      await bare.admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [bare.dbName]);
    } else {
      await bare.database.close();
    }
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'database unreachable' } });
    expect((await probe('/healthz')).status).toBe(200);
    await bare.app.jobs.tick();
    const metrics = await (await fetch(`${bare.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/etalase_job_failures_total\{job="expire"\} 1/);
    // Without the database the queue depth is unknown rather than stale.
    expect(metrics).not.toContain('etalase_outbox_rows{');
    if (engine === 'postgres') {
      await bare.admin!.query(`ALTER DATABASE "${bare.dbName}" ALLOW_CONNECTIONS true`);
      expect((await probe('/readyz')).status).toBe(200);
    }
  });
});
