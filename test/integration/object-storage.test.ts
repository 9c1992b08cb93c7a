import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.server';
import type { AppConfig } from '../../src/server/config.server';
import { openDatabase, type Database } from '../../src/server/db/database.server';
import { staffAccounts } from '../../src/server/db/tables';
import { newId } from '../../src/server/ids.server';
import { deleteShopFiles, LocalBlobStorage } from '../../src/server/modules/media';
import { hashPassword } from '../../src/server/modules/staff';
import { DEMO_SHOP_ID } from '../../src/server/seed/seed-demo-shop.server';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { testConfig } from '../support/test-template';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Uploaded { id: string; url: string }
type UploadAnswer = { status: number; body: { data?: { uploadImage: Uploaded } | null; errors?: Array<{ message: string; extensions: { code: string } }> } };

/** An owner account of its own, so tests sharing one PostgreSQL database never change each other's passwords. */
async function signInOwner(server: TestServer): Promise<string> {
  const email = `pictures-${randomUUID()}@example.com`;
  const password = `pictures-${randomUUID()}`;
  await server.database.db.insert(staffAccounts).values({ shopId: DEMO_SHOP_ID, id: newId(), email, name: 'Pemilik Uji', role: 'owner', passwordHash: await hashPassword(password) });
  const res = await server.request('/graphql?m=StaffSignInInput', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: StaffSignInInput!) { staffSignIn(input: $input) { __typename } }', variables: { input: { email, password } } }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/etalase_staff=/);
  return cookie.split(';')[0]!;
}

/** A picture no other test uploads: its colour and size are random. */
function uniquePicture(height = 200): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({ create: { width: 300 + Math.floor(Math.random() * 200), height, channels: 3, background: { r: channel(), g: channel(), b: channel() } } }).png().toBuffer();
}

/** Uploads a picture the way the admin does: a GraphQL multipart request. */
async function uploadPicture(server: TestServer, cookie: string, png: Buffer): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation($input: UploadImageInput!) { uploadImage(input: $input) { id url(width: 100) } }', variables: { input: { file: null } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'gambar.png');
  const res = await server.request('/admin/graphql?m=UploadImageInput', { method: 'POST', body: form, headers: { cookie, 'graphql-preflight': '1' } });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

async function widthOf(response: Response): Promise<number | undefined> {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

/** A second PGlite instance on a data directory the first one has let go of. */
async function reopen(dataDir: string, overrides: Partial<AppConfig>): Promise<{ app: App; database: Database; baseUrl: string }> {
  const database = await openDatabase({ dataDir });
  const app = await createApp({ ...testConfig(dataDir), ...overrides }, database);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address() as net.AddressInfo;
  return { app, database, baseUrl: `http://127.0.0.1:${address.port}` };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String).filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(engines())('pictures in S3-compatible object storage on %s', (engine) => {
  let s3: S3TestServer;
  const prefix = `etalase-${engine}`;
  const tempDirs: string[] = [];
  const privateDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-instance-'));
    tempDirs.push(dir);
    return dir;
  };
  // On PostgreSQL the test data directory is shared; a server of these tests gets its own.
  const ownUploads = (): Partial<AppConfig> => (engine === 'postgres' ? { dataDir: privateDir() } : {});

  beforeAll(async () => { s3 = await startS3TestServer(); });
  afterAll(async () => {
    await s3?.close();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a picture uploaded through one server from another server that never saw it', async () => {
    const s3Settings = { s3: s3.settings(prefix) };
    const png = await uniquePicture();
    if (engine === 'postgres') {
      // Two servers at once on one database, each with a data directory of its own.
      const first = await startTestServer('postgres', { ...s3Settings, dataDir: privateDir() });
      const second = await startTestServer('postgres', { ...s3Settings, dataDir: privateDir() });
      try {
        const uploaded = await uploadPicture(first, await signInOwner(first), png);
        expect(uploaded.body.errors).toBeUndefined();
        const { id, url } = uploaded.body.data!.uploadImage;
        expect(await s3.keys(`${prefix}/originals/${DEMO_SHOP_ID}/`)).toContain(`${prefix}/originals/${DEMO_SHOP_ID}/${id}.png`);
        expect(filesUnder(path.join(first.dataDir, 'uploads'))).toEqual([]);

        const served = await second.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(await widthOf(served)).toBe(100);
        // The resized copy is shared too: the first server finds it in the bucket.
        expect(await s3.keys(`${prefix}/cache/${DEMO_SHOP_ID}/${id}/`)).toEqual([`${prefix}/cache/${DEMO_SHOP_ID}/${id}/100.webp`]);
        expect((await first.request(url)).status).toBe(200);
      } finally {
        await first.close();
        await second.close();
      }
      return;
    }
    // PGlite holds one process per data directory: the second server comes after the first,
    // on the same database, with the first one's local uploads gone.
    const first = await startTestServer('pglite', s3Settings);
    let second: Awaited<ReturnType<typeof reopen>> | undefined;
    try {
      const uploaded = await uploadPicture(first, await signInOwner(first), png);
      expect(uploaded.body.errors).toBeUndefined();
      const { id, url } = uploaded.body.data!.uploadImage;
      expect(await s3.keys(`${prefix}/originals/${DEMO_SHOP_ID}/`)).toContain(`${prefix}/originals/${DEMO_SHOP_ID}/${id}.png`);
      expect(fs.existsSync(path.join(first.dataDir, 'uploads', 'originals', DEMO_SHOP_ID, `${id}.png`))).toBe(false);
      await first.app.server.close();
      await first.database.close();
      fs.rmSync(path.join(first.dataDir, 'uploads'), { recursive: true, force: true });

      second = await reopen(first.dataDir, s3Settings);
      const served = await fetch(`${second.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await widthOf(served)).toBe(100);
      expect(await s3.keys(`${prefix}/cache/${DEMO_SHOP_ID}/${id}/`)).toEqual([`${prefix}/cache/${DEMO_SHOP_ID}/${id}/100.webp`]);
      expect(fs.existsSync(path.join(first.dataDir, 'uploads'))).toBe(false);
    } finally {
      if (second) {
        await second.app.server.close();
        await second.database.close();
      } else {
        await first.app.server.close().catch(() => undefined);
        await first.database.close().catch(() => undefined);
      }
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('removes every original and resized copy of one shop from the bucket, and nothing of another shop', async () => {
    const shopPrefix = `${prefix}-deletion`;
    const server = await startTestServer(engine, { s3: s3.settings(shopPrefix), ...ownUploads() });
    try {
      const cookie = await signInOwner(server);
      const ids: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const uploaded = await uploadPicture(server, cookie, await uniquePicture());
        const { id, url } = uploaded.body.data!.uploadImage;
        ids.push(id);
        expect((await server.request(url)).status).toBe(200);
        expect((await server.request(url.replace('/100.webp', '/200.webp'))).status).toBe(200);
      }
      await server.app.media.storage.put('originals/another-shop/kept.png', await uniquePicture());
      await server.app.media.storage.put('cache/another-shop/kept/100.webp', Buffer.from('webp'));
      const shopKeys = [...await s3.keys(`${shopPrefix}/originals/${DEMO_SHOP_ID}/`), ...await s3.keys(`${shopPrefix}/cache/${DEMO_SHOP_ID}/`)];
      expect(shopKeys).toHaveLength(6); // two originals, each resized to two widths

      expect(await deleteShopFiles(server.database.db, server.app.media.storage, DEMO_SHOP_ID)).toBe(6);

      expect(await s3.keys(`${shopPrefix}/`)).toEqual([`${shopPrefix}/cache/another-shop/kept/100.webp`, `${shopPrefix}/originals/another-shop/kept.png`]);
      // The shop's rows still name the picture, but its bytes are gone.
      expect((await server.request(`/media/${ids[0]}/300.webp`)).status).toBe(404);
      expect(await deleteShopFiles(server.database.db, server.app.media.storage, DEMO_SHOP_ID)).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('answers 503 with a plain message, not a fault, when the bucket cannot be reached', async () => {
    const server = await startTestServer(engine, { s3: { ...s3.settings(prefix), endpoint: `http://127.0.0.1:${await closedPort()}` }, ...ownUploads() });
    try {
      const picture = await server.request('/media/AbCdEfGhIjKlMnOpQrStUvWx/100.webp');
      expect(picture.status).toBe(503);
      expect(picture.headers.get('retry-after')).toBe('5');
      expect(picture.headers.get('cache-control')).toBe('no-store');
      expect(await picture.text()).toBe('Gambar dan berkas toko sedang tidak dapat diakses sebentar. Silakan coba lagi sesaat lagi.');

      const upload = await uploadPicture(server, await signInOwner(server), await uniquePicture());
      expect(upload.body.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(upload.body.errors?.[0]?.message).toBe('Gambar dan berkas toko sedang tidak dapat diakses sebentar. Silakan coba lagi sesaat lagi.');
    } finally {
      await server.close();
    }
  });
});

describe.each(engines())('pictures on local disk on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(engine); });
  afterAll(async () => { await server?.close(); });

  it('takes the same picture uploaded eight times at once, every upload answered without error', async () => {
    const cookie = await signInOwner(server);
    // A small picture is measured quickly, so the uploads reach storage within the same
    // millisecond: temp names made from the time used to collide and fail the rename.
    const png = await uniquePicture(8);
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadPicture(server, cookie, png)));
    for (const answer of answers) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.status).toBe(200);
    }
    const ids = new Set(answers.map((answer) => answer.body.data!.uploadImage.id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    const stored = fs.readFileSync(path.join(server.dataDir, 'uploads', 'originals', DEMO_SHOP_ID, `${id}.png`));
    expect(stored.equals(png)).toBe(true);
    expect((await server.request(answers[0]!.body.data!.uploadImage.url)).status).toBe(200);
  });

  it('removes a shop’s files from disk, the seeded pictures and their resized copies', async () => {
    // A private copy of the seeded shop's uploads, taken from the template nobody writes to.
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-uploads-'));
    try {
      fs.cpSync(path.join(inject('pgliteTemplate'), 'uploads'), uploads, { recursive: true });
      const storage = new LocalBlobStorage(uploads);
      await storage.put(`cache/${DEMO_SHOP_ID}/some-picture/100.webp`, Buffer.from('webp'));
      await storage.put('originals/another-shop/kept.png', Buffer.from('png'));
      const shopFiles = [...filesUnder(path.join(uploads, 'originals', DEMO_SHOP_ID)), ...filesUnder(path.join(uploads, 'cache', DEMO_SHOP_ID))];
      expect(shopFiles.length).toBeGreaterThan(1);

      expect(await deleteShopFiles(server.database.db, storage, DEMO_SHOP_ID)).toBe(shopFiles.length);
      expect(fs.existsSync(path.join(uploads, 'originals', DEMO_SHOP_ID))).toBe(false);
      expect(fs.existsSync(path.join(uploads, 'cache', DEMO_SHOP_ID))).toBe(false);
      expect(fs.readFileSync(path.join(uploads, 'originals', 'another-shop', 'kept.png'), 'utf8')).toBe('png');
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});
