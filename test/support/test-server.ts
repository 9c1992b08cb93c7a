import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/server/app.server';
import { openDatabase, type Database } from '../../src/server/db/database.server';
import type { AppConfig } from '../../src/server/config.server';
import { testConfig } from './test-template';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer {
  engine: Engine;
  app: App;
  database: Database;
  baseUrl: string;
  dataDir: string;
  /** fetch against the server with a Host header (defaults to the demo shop's localhost). */
  request(pathAndQuery: string, init?: RequestInit & { host?: string }): Promise<Response>;
  close(): Promise<void>;
}

function requestWithHost(url: string, host: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), host };
    // Options rather than a URL string: the path goes out exactly as written (`\\`, `//`).
    const { hostname, port } = new URL(url);
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const req = http.request({ hostname, port, path, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve(new Response(body.length ? body : null, { status: res.statusCode ?? 0, headers: responseHeaders }));
      });
    });
    req.on('error', reject);
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
}

/** A real server on a loopback port, on a private copy of the seeded database. */
export async function startTestServer(engine: Engine, overrides: Partial<AppConfig> = {}, appOptions: AppOptions = {}): Promise<TestServer> {
  let dataDir: string;
  let databaseUrl: string | undefined;
  if (engine === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-'));
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
  } else {
    const shared = inject('postgresDataDir');
    if (!shared || !process.env.TEST_DATABASE_URL) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
    dataDir = shared;
    databaseUrl = process.env.TEST_DATABASE_URL;
  }
  const config = { ...testConfig(dataDir, databaseUrl), ...overrides };
  const database = await openDatabase({ dataDir, databaseUrl, poolSize: 5 });
  const app = await createApp(config, database, appOptions);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The demo shop's own origin is localhost on the port it listens on: payment providers send
  // the shopper back there, so the browser must hold its cookies for that name.
  const baseUrl = `http://localhost:${port}`;
  return {
    engine,
    app,
    database,
    baseUrl,
    dataDir,
    request(pathAndQuery, init = {}) {
      const { host, ...rest } = init;
      // fetch will not send a Host header of our choosing; plain http will.
      if (host) return requestWithHost(`${baseUrl}${pathAndQuery}`, host, rest);
      return fetch(`${baseUrl}${pathAndQuery}`, rest);
    },
    async close() {
      await app.server.close();
      await database.close();
      if (engine === 'pglite') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
