import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/server/app.server';
import { openDatabase, type Database } from '../../src/server/db/database.server';
import type { AppConfig } from '../../src/server/config.server';
import { testConfig } from './test-template';
import { freshPostgresDatabase } from './fresh-postgres';
import { restoreBackup } from '../../src/server/db/backup.server';

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
  /** The PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** fetch against the server with a Host header (defaults to the demo shop's localhost). */
  request(pathAndQuery: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** `keepData` leaves the data (a PGlite directory, or an own PostgreSQL database) for a later server (a restart). */
  close(options?: { keepData?: boolean }): Promise<void>;
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

/**
 * A real server on a loopback port, on a private copy of the seeded database; `restartOn`
 * starts it on the data of an earlier server instead (closed with `keepData`). On PostgreSQL the
 * seeded database is shared by every test file, unless `ownDatabase` asks for a private one
 * (restored from a backup of the seeded template): for tests whose background work must not
 * meet another file's rows, or the reverse.
 */
export async function startTestServer(engine: Engine, overrides: Partial<AppConfig> = {}, options: { restartOn?: TestServer; ownDatabase?: boolean; app?: AppOptions } = {}): Promise<TestServer> {
  const appOptions = options.app ?? {};
  if (options.restartOn) {
    const earlier = options.restartOn;
    return startServerAt(engine, { dataDir: earlier.dataDir, databaseUrl: earlier.databaseUrl, removeDataDir: engine === 'pglite' || privateDatabases.has(earlier.dataDir) }, overrides, appOptions);
  }
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-'));
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
    return startServerAt(engine, { dataDir, databaseUrl: undefined, removeDataDir: true }, overrides, appOptions);
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  if (options.ownDatabase) {
    const fresh = await freshPostgresDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-test-pg-'));
    const database = await openDatabase({ dataDir, databaseUrl: fresh.url, poolSize: 2 });
    try {
      await restoreBackup(database, { dir: inject('templateBackup'), uploadsDir: path.join(dataDir, 'uploads') });
    } finally {
      await database.close();
    }
    privateDatabases.set(dataDir, fresh.drop);
    return startServerAt(engine, { dataDir, databaseUrl: fresh.url, removeDataDir: true }, overrides, appOptions);
  }
  const shared = inject('postgresDataDir');
  if (!shared) throw new Error('PostgreSQL tests need TEST_DATABASE_URL.');
  return startServerAt(engine, { dataDir: shared, databaseUrl: process.env.TEST_DATABASE_URL, removeDataDir: false }, overrides, appOptions);
}

/** Own PostgreSQL databases by their data directory, dropped when their last server closes. */
const privateDatabases = new Map<string, () => Promise<void>>();

/** A real server on a loopback port over the database and data directory given, as they are. */
export async function startServerAt(
  engine: Engine,
  place: { dataDir: string; databaseUrl: string | undefined; removeDataDir: boolean },
  overrides: Partial<AppConfig> = {},
  appOptions: AppOptions = {},
): Promise<TestServer> {
  const { dataDir, databaseUrl } = place;
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
    // Where this server keeps its files (a test may give it a directory of its own).
    dataDir: config.dataDir,
    databaseUrl,
    request(pathAndQuery, init = {}) {
      const { host, ...rest } = init;
      // fetch will not send a Host header of our choosing; plain http will.
      if (host) return requestWithHost(`${baseUrl}${pathAndQuery}`, host, rest);
      return fetch(`${baseUrl}${pathAndQuery}`, rest);
    },
    async close(closeOptions = {}) {
      await app.server.close();
      await database.close();
      if (closeOptions.keepData) return;
      if (place.removeDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      const drop = privateDatabases.get(dataDir);
      privateDatabases.delete(dataDir);
      await drop?.();
    },
  };
}
