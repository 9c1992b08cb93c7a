import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { engines, type Engine } from '../support/test-server';
import { builtServerPort } from '../support/built-server-port';

// docs/decisions/0053: a server loads a package for an optional service (Redis, object storage,
// a mail server, web push), for picture processing, for the embedded database when it runs on
// PostgreSQL, or for the staff's editor only when that is configured or first used. Which
// modules the built server loaded is read from outside it (test/support/module-log.mjs).

const OPTIONAL_PACKAGES = ['ioredis', '@aws-sdk/client-s3', 'nodemailer', 'web-push', 'sharp', 'lexical', '@lexical/react'];

interface RunningServer { child: ChildProcess; origin: string; packages: () => Set<string> }

const started: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  })));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The npm packages among the modules the process loaded. */
function packagesIn(logFile: string): Set<string> {
  const names = new Set<string>();
  for (const url of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const at = url.lastIndexOf('/node_modules/');
    if (at < 0) continue;
    const parts = url.slice(at + '/node_modules/'.length).split('/');
    names.add(parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return names;
}

/** `node dist/server/main.js` as the container runs it, on a copy of the seeded data. */
async function startBuiltServer(engine: Engine, env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-modules-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'data');
  if (engine === 'pglite') {
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
  } else {
    fs.mkdirSync(dataDir);
  }
  const logFile = path.join(dir, 'modules.log');
  const child = spawn(process.execPath, ['--import', path.resolve('test/support/module-log.mjs'), path.resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: engine === 'postgres' ? process.env.TEST_DATABASE_URL! : '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      MODULE_LOG: logFile,
      REDIS_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const port = await builtServerPort(child);
  return { child, origin: `http://127.0.0.1:${port}`, packages: () => packagesIn(logFile) };
}

/** What a shopper's first visit asks for: the home page, a product's page and the product list. */
async function browse(origin: string): Promise<void> {
  const list = await fetch(`${origin}/graphql?${new URLSearchParams({ query: '{ products(first: 20) { edges { node { slug name } } } }' })}`);
  expect(list.status).toBe(200);
  const { data } = (await list.json()) as { data: { products: { edges: Array<{ node: { slug: string } }> } } };
  const slug = data.products.edges[0]!.node.slug;
  expect((await fetch(`${origin}/`)).status).toBe(200);
  expect((await fetch(`${origin}/product/${slug}`)).status).toBe(200);
}

describe.each(engines())('the built server on %s', (engine) => {
  it('serves shoppers without loading the packages of what is not configured or not yet used', async () => {
    const server = await startBuiltServer(engine);
    await browse(server.origin);
    const loaded = server.packages();
    // The log itself works: what every start needs is in it.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('graphql');
    // Pages are rendered on Preact (docs/decisions/0052): React itself never loads.
    expect(loaded).toContain('preact-render-to-string');
    expect(loaded).not.toContain('react-dom');
    expect(OPTIONAL_PACKAGES.filter((name) => loaded.has(name))).toEqual([]);
    if (engine === 'postgres') expect(loaded).not.toContain('@electric-sql/pglite');
  });

  if (engine === 'postgres') it('loads the Redis client when REDIS_URL names a Redis, reachable or not', async () => {
    const server = await startBuiltServer(engine, { REDIS_URL: 'redis://127.0.0.1:9' });
    // Loaded as the rate limiter is made at start, without holding the start up.
    const deadline = Date.now() + 10_000;
    while (!server.packages().has('ioredis') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.packages()).toContain('ioredis');
  });
});
