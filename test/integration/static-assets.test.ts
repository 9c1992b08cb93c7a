import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const CLIENT_DIR = path.resolve('dist/client');

function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(engines())('built browser assets on %s', (engine) => {
  let server: TestServer;
  let entry: string;
  beforeAll(async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    entry = manifest['src/web/entry-client.tsx']!.file;
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it('are sent Brotli-compressed from the build, cached for a year, and decode to the script itself', async () => {
    const plain = fs.readFileSync(path.join(CLIENT_DIR, entry));
    const answer = await get(`${server.baseUrl}/${entry}`, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(plain.length / 2);
    expect(zlib.brotliDecompressSync(answer.body).equals(plain)).toBe(true);
  });

  it('are sent gzip-compressed to a browser without Brotli, and plain to one that takes neither', async () => {
    const plain = fs.readFileSync(path.join(CLIENT_DIR, entry));
    const gz = await get(`${server.baseUrl}/${entry}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain)).toBe(true);
    const raw = await get(`${server.baseUrl}/${entry}`);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.equals(plain)).toBe(true);
    expect(raw.headers['cache-control']).toMatch(/immutable/);
  });
});
