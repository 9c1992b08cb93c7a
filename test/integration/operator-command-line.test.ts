import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runCli } from '../../src/server/cli/etalase.cli';
import { openDatabase } from '../../src/server/db/database.server';
import { listMigrations, migrate, rowsOf } from '../../src/server/db/migrate.server';
import { demoSeedWanted } from '../../src/server/seed/seed-demo-shop.server';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import { graphGet, graphPost } from '../support/graphql-client';
import { engines, startServerAt, type Engine, type TestServer } from '../support/test-server';

interface Place { dataDir: string; databaseUrl: string | undefined; env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }

/** An empty database of the engine, with its own data directory for files. */
async function emptyPlace(engine: Engine): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-cli-'));
  if (engine === 'pglite') {
    return { dataDir, databaseUrl: undefined, env: { NODE_ENV: 'test', DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await freshPostgresDatabase();
  return {
    dataDir,
    databaseUrl: database.url,
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url },
    cleanup: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(/,(?=\s*\w+=)/).map((c) => c.split(';')[0]!.trim()).filter(Boolean).join('; ');
}

/** Rows each table holds for one shop (tables without a shop column are left out). */
async function rowsPerShopTable(server: TestServer, shopId: string): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(await server.database.db.execute(sql`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'shop_id' ORDER BY table_name`));
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ n: number }>(await server.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE shop_id = '${shopId}'`)));
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe.each(engines())('an operator on %s', (engine) => {
  const places: Place[] = [];
  const servers: TestServer[] = [];
  const place = async () => {
    const created = await emptyPlace(engine);
    places.push(created);
    return created;
  };
  const serve = async (at: Place) => {
    const server = await startServerAt(engine, { dataDir: at.dataDir, databaseUrl: at.databaseUrl, removeDataDir: false });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.close().catch(() => undefined);
    for (const created of places) await created.cleanup();
  });

  it('creates an empty shop and its owner from the command line; the owner signs in once with the printed link and sets a password', async () => {
    const at = await place();
    expect((await cli(at.env, 'migrate')).out).toMatch(new RegExp(`Applied ${listMigrations().length} migrations`));
    const created = await cli(at.env, 'shop', 'create', '--name', 'Toko Batik Sari', '--domain', 'batiksari.example', '--email', 'halo@batiksari.example');
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Created shop "Toko Batik Sari" (id toko-batik-sari) at batiksari.example');
    const owner = await cli(at.env, 'staff', 'create', 'batiksari.example', '--email', 'Sari@BatikSari.example', '--name', 'Sari', '--role', 'owner');
    expect(owner.code).toBe(0);
    const link = /https:\/\/batiksari\.example(\/admin\/sign-in\/[A-Za-z0-9_-]+)/.exec(owner.out)?.[1];
    expect(link, owner.out).toBeTruthy();

    const server = await serve(at);
    const host = 'batiksari.example';
    // An empty shop: no products, its own name, nothing of the demo.
    const shop = await graphGet<{ shop: { name: string }; products: { totalCount: number } }>(server, '{ shop { name } products(first: 5) { totalCount } }', undefined, { host });
    expect(shop.body.data).toEqual({ shop: { name: 'Toko Batik Sari' }, products: { totalCount: 0 } });
    expect((await server.request('/', { host: 'localhost' })).status).toBe(404);

    const opened = await server.request(link!, { host });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Masuk ke Toko Batik Sari');
    const used = await server.request(link!, { host, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(used.status).toBe(200);
    expect(await used.text()).toContain('sari@batiksari.example');
    const cookie = cookieOf(used);
    const viewer = await graphGet<{ viewer: { email: string; role: string } }>(server, '{ viewer { email role } }', undefined, { host, path: '/admin/graphql', headers: { cookie } });
    expect(viewer.body.data?.viewer).toEqual({ email: 'sari@batiksari.example', role: 'owner' });

    const again = await server.request(link!, { host, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Tautan masuk ini tidak berlaku lagi');

    const tooShort = await server.request('/admin/sign-in/password', { host, method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'newPassword=pendek' });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain('Kata sandi minimal 10 karakter.');
    const saved = await server.request('/admin/sign-in/password', { host, method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: 'newPassword=kain-batik-parang-2026' });
    expect(saved.status).toBe(200);
    const signIn = await graphPost<{ staffSignIn: { __typename: string } }>(server, {
      query: 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { __typename } }',
      variables: { i: { email: 'sari@batiksari.example', password: 'kain-batik-parang-2026' } },
    }, { host, m: 'StaffSignInInput' });
    expect(signIn.body.data?.staffSignIn.__typename).toBe('StaffSignInSuccess');
  });

  it('refuses each mistake with one line that says what to fix, never a stack trace', async () => {
    const at = await place();
    const cases: Array<[string[], RegExp]> = [
      [['shop', 'create', '--name', 'A', '--domain', 'not a host', '--email', 'a@b.example'], /"not a host" is not a host name/],
      [['shop', 'create', '--name', 'A', '--domain', 'a.example', '--email', 'nope'], /--email "nope" is not an e-mail address/],
      [['shop', 'create', '--name', 'A', '--domain', 'a.example', '--email', 'a@b.example', '--currency', 'XYZ'], /--currency must be one of USD, IDR/],
      [['staff', 'create', 'missing.example', '--email', 'a@b.example', '--name', 'A'], /No shop has the id or host name "missing.example"/],
      [['staff', 'create', 'missing.example', '--email', 'a@b.example', '--name', 'A', '--role', 'packer'], /--role must be one of owner, administrator, order_handler, content_editor, not "packer"/],
      [['shop', 'delete', 'missing'], /No shop has the id or host name "missing"/],
      [['restore', at.dataDir], /holds no Etalase backup/],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(at.env, ...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.err).toMatch(message);
      expect(result.err.split('\n')).toHaveLength(1);
      expect(result.err).not.toMatch(/\n\s+at /);
    }
    expect((await cli(at.env, 'shop', 'create', '--name', 'A', '--domain', 'a.example', '--email', 'a@b.example')).code).toBe(0);
    const taken = await cli(at.env, 'shop', 'create', '--name', 'B', '--domain', 'A.example', '--email', 'b@b.example');
    expect(taken.err).toBe('error: The host name a.example already belongs to shop "a".');
    expect((await cli(at.env, 'nonsense')).code).toBe(2);
  });

  it('backs up the demo shop, restores it into an empty database, and the restored shop serves the same products and pictures', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-backup-source-'));
    fs.cpSync(inject('pgliteTemplate'), source, { recursive: true });
    fs.rmSync(path.join(source, 'db', 'etalase.lock'), { force: true });
    const backupDir = path.join(os.tmpdir(), `etalase-backup-${Date.now()}-${engine}`);
    try {
      const backup = await cli({ NODE_ENV: 'test', DATA_DIR: source }, 'backup', backupDir);
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toMatch(/Backed up \d+ rows of \d+ tables/);
    } finally {
      fs.rmSync(source, { recursive: true, force: true });
    }
    const at = await place();
    const restored = await cli(at.env, 'restore', backupDir);
    expect(restored.code, restored.err).toBe(0);
    expect((await cli(at.env, 'restore', backupDir)).err).toMatch(/already (holds a database|holds shops)/);
    fs.rmSync(backupDir, { recursive: true, force: true });

    const server = await serve(at);
    const products = await graphGet<{ shop: { name: string }; products: { totalCount: number; edges: Array<{ node: { slug: string; price: { amount: number }; images: Array<{ url: string }> } }> } }>(server,
      '{ shop { name } products(first: 3, sort: PRICE_ASC) { totalCount edges { node { slug price { amount } images { url } } } } }');
    expect(products.body.data?.shop.name).toBe('Lumbung Nusantara');
    expect(products.body.data?.products.totalCount).toBeGreaterThan(60);
    const picture = products.body.data!.products.edges[0]!.node.images[0]!.url;
    const image = await server.request(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // Order numbers and outbox ids continue after the restored rows instead of colliding.
    const ids = rowsOf<{ next: number }>(await server.database.db.execute(sql`SELECT nextval(pg_get_serial_sequence('outbox', 'id'))::int AS next`));
    const max = rowsOf<{ max: number | null }>(await server.database.db.execute(sql`SELECT max(id)::int AS max FROM outbox`));
    expect(ids[0]!.next).toBeGreaterThan(max[0]!.max ?? 0);
  });

  it('deletes a shop with all its rows; the next start neither fails nor brings the demo back', async () => {
    const at = await place();
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-backup-source-'));
    fs.cpSync(inject('pgliteTemplate'), source, { recursive: true });
    fs.rmSync(path.join(source, 'db', 'etalase.lock'), { force: true });
    const backupDir = path.join(os.tmpdir(), `etalase-backup-del-${Date.now()}-${engine}`);
    expect((await cli({ NODE_ENV: 'test', DATA_DIR: source }, 'backup', backupDir)).code).toBe(0);
    fs.rmSync(source, { recursive: true, force: true });
    expect((await cli(at.env, 'restore', backupDir)).code).toBe(0);
    fs.rmSync(backupDir, { recursive: true, force: true });

    expect((await cli(at.env, 'shop', 'delete', 'localhost')).err).toMatch(/Run again with --yes/);
    const deleted = await cli(at.env, 'shop', 'delete', 'localhost', '--yes');
    expect(deleted.code, deleted.err).toBe(0);
    expect(deleted.out).toMatch(/Deleted shop "Lumbung Nusantara" \(demo\) and \d{2,} stored files/);
    expect(fs.existsSync(path.join(at.dataDir, 'uploads', 'originals', 'demo'))).toBe(false);

    const server = await serve(at);
    const counts = await rowsPerShopTable(server, 'demo');
    expect(Object.keys(counts).length).toBeGreaterThan(15);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    expect(await demoSeedWanted(server.database.db, 'auto', engine)).toBe(false);
    expect((await server.request('/')).status).toBe(404);
    if (engine === 'pglite') {
      // One process at a time owns an embedded database: the command says so instead of corrupting it.
      expect((await cli(at.env, 'shop', 'list')).err).toMatch(/is in use by process \d+\. Stop it first/);
      await server.close();
      servers.splice(servers.indexOf(server), 1);
    }
    expect((await cli(at.env, 'shop', 'list')).out).toContain('No shops yet');
  });
});

describe.runIf(engines().includes('postgres'))('processes started at once on an empty PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => { await drop?.(); });
  beforeAll(() => undefined);

  it('migrates once: the others wait for the first and find nothing left to do', async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    const dataDir = os.tmpdir();
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url, dataDir, poolSize: 2 })));
    try {
      const applied = await Promise.all(databases.map((database) => migrate(database)));
      expect(applied.map((names) => names.length).sort()).toEqual([0, 0, listMigrations().length]);
      const recorded = rowsOf<{ n: number }>(await databases[0]!.db.execute(sql`SELECT count(*)::int AS n FROM etalase_migrations`));
      expect(recorded[0]!.n).toBe(listMigrations().length);
    } finally {
      for (const database of databases) await database.close();
    }
  });
});
