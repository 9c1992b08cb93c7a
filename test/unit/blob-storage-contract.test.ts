import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.server';
import { LocalBlobStorage, S3BlobStorage, type BlobStorage } from '../../src/server/modules/media';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

let s3: S3TestServer;
const localRoots: string[] = [];
const s3Storages: S3BlobStorage[] = [];

beforeAll(async () => { s3 = await startS3TestServer(); });
afterAll(async () => {
  for (const storage of s3Storages) storage.close();
  await s3?.close();
  for (const root of localRoots) fs.rmSync(root, { recursive: true, force: true });
});

function localStorage(): BlobStorage {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-blobs-'));
  localRoots.push(root);
  return new LocalBlobStorage(root);
}

let deployments = 0;
function s3Storage(): BlobStorage {
  // Each suite gets a folder of its own in the one bucket, as separate deployments would.
  deployments += 1;
  const storage = new S3BlobStorage(s3.settings(`deployment-${deployments}`));
  s3Storages.push(storage);
  return storage;
}

const picture = (fill: number, size = 64 * 1024) => Buffer.alloc(size, fill);

describe.each([
  ['local disk', localStorage],
  ['S3-compatible object storage', s3Storage],
] as const)('blob storage on %s', (_name, create) => {
  let storage: BlobStorage;
  beforeAll(() => { storage = create(); });

  it('gives back the bytes it stored, and says a key exists only once stored', async () => {
    expect(await storage.exists('originals/shop-a/one.png')).toBe(false);
    await storage.put('originals/shop-a/one.png', picture(1));
    expect(await storage.exists('originals/shop-a/one.png')).toBe(true);
    expect((await storage.get('originals/shop-a/one.png'))!.equals(picture(1))).toBe(true);
  });

  it('answers null and false for a key never stored, not an error', async () => {
    expect(await storage.get('originals/shop-a/never.png')).toBeNull();
    expect(await storage.exists('originals/shop-a/never.png')).toBe(false);
    expect(await storage.get('cache/nobody/never/100.webp')).toBeNull();
  });

  it('replaces the bytes of a key written again', async () => {
    await storage.put('cache/shop-a/pic/100.webp', picture(2, 10));
    await storage.put('cache/shop-a/pic/100.webp', picture(3, 20));
    expect((await storage.get('cache/shop-a/pic/100.webp'))!.equals(picture(3, 20))).toBe(true);
  });

  it('stores one picture written by eight uploads at once, whole, with every write succeeding', async () => {
    const bytes = picture(7, 256 * 1024);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => storage.put('originals/shop-a/same.png', bytes)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await storage.get('originals/shop-a/same.png'))!.equals(bytes)).toBe(true);
    // No half-written temp files are left for anyone to list.
    expect((await storage.list('originals/shop-a/')).filter((key) => key.includes('same'))).toEqual(['originals/shop-a/same.png']);
  });

  it('lists a folder’s keys only, not a neighbour whose name starts the same', async () => {
    await storage.put('originals/shop-b/x.png', picture(4, 8));
    await storage.put('cache/shop-b/x/200.webp', picture(5, 8));
    await storage.put('cache/shop-b/x/400.webp', picture(6, 8));
    await storage.put('originals/shop-bb/y.png', picture(7, 8));
    expect((await storage.list('originals/shop-b/')).sort()).toEqual(['originals/shop-b/x.png']);
    expect((await storage.list('cache/shop-b/')).sort()).toEqual(['cache/shop-b/x/200.webp', 'cache/shop-b/x/400.webp']);
    expect(await storage.list('cache/nobody/')).toEqual([]);
  });

  it('deletes the keys asked for, leaves the rest, and takes a missing key calmly', async () => {
    await storage.delete(['originals/shop-b/x.png', 'cache/shop-b/x/200.webp', 'cache/shop-b/x/400.webp', 'originals/shop-b/gone-already.png']);
    expect(await storage.get('originals/shop-b/x.png')).toBeNull();
    expect(await storage.exists('cache/shop-b/x/400.webp')).toBe(false);
    expect(await storage.list('cache/shop-b/')).toEqual([]);
    expect((await storage.get('originals/shop-bb/y.png'))!.equals(picture(7, 8))).toBe(true);
    await storage.delete([]);
  });

  it('refuses keys that could reach outside its storage', async () => {
    for (const key of ['../escape.png', 'originals/../../etc/passwd', '/absolute.png', 'originals//double.png', 'originals/./x.png', '', 'originals/shop a/x.png']) {
      await expect(storage.put(key, picture(1, 4)), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete([key]), key).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.list('originals'), 'a folder must end in /').rejects.toThrow(/Invalid storage folder/);
    await expect(storage.list('../'), 'a folder may not climb').rejects.toThrow(/Invalid storage key/);
  });
});

describe('object storage', () => {
  it('keeps each deployment’s keys under its prefix in a shared bucket', async () => {
    const first = new S3BlobStorage(s3.settings('shop-one/prod'));
    const second = new S3BlobStorage(s3.settings('shop-two'));
    s3Storages.push(first, second);
    await first.put('originals/demo/a.png', picture(1, 8));
    expect(await second.get('originals/demo/a.png')).toBeNull();
    expect(await s3.keys('shop-one/')).toEqual(['shop-one/prod/originals/demo/a.png']);
    expect(await first.list('originals/demo/')).toEqual(['originals/demo/a.png']);
  });

  it('refuses with UNAVAILABLE, soon, when nothing listens at the endpoint', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const storage = new S3BlobStorage({ ...s3.settings(), endpoint: `http://127.0.0.1:${port}` });
    s3Storages.push(storage);
    const started = Date.now();
    const error = await storage.get('originals/demo/a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'UNAVAILABLE', messageKey: 'error.storage.unavailable' });
    // The operator's log says which bucket and why.
    expect(String((error as AppError).cause)).toMatch(new RegExp(`bucket etalase-test at http://127.0.0.1:${port}.*ECONNREFUSED`));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => { sockets.push(socket); });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const storage = new S3BlobStorage({ ...s3.settings(), endpoint: `http://127.0.0.1:${port}`, requestTimeoutMs: 300 });
    s3Storages.push(storage);
    const started = Date.now();
    try {
      await expect(storage.put('originals/demo/a.png', picture(1, 8))).rejects.toMatchObject({ kind: 'UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
