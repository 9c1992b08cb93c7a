// The servers a bench part measures: the production server on a copy of the seeded demo shop (or
// on a PostgreSQL database), and the bare Fastify route every figure is compared with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from './measure.bench';
import { freePort, startServer, stopServer, waitForLine, waitForOk, type ServerProcess } from './server-process.bench';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_DIR = path.join(ROOT, '.tmp', 'bench-data');
const READY_LINE = 'Etalase is ready at';
export const SEED_TIMEOUT_MS = 300_000;
export const START_TIMEOUT_MS = 120_000;
/**
 * The V8 options `npm start` runs the server with (package.json's `start`), so the bench measures
 * the server as a shop runs it; the bare route gets the same, so the ratios compare like with like.
 */
export const START_NODE_OPTIONS: readonly string[] = (() => {
  const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  const match = /^exec node ((?:--[\w-]+(?:=\S+)? )*)scripts\/start\.mjs$/.exec(start);
  if (!match) throw new Error(`package.json's start script is not "exec node [--option …] scripts/start.mjs": ${start}`);
  return match[1]!.split(' ').filter(Boolean);
})();
/** The shop is chosen by Host; `localhost` is one of the demo shop's hosts. */
export const DEMO_HOST = 'localhost';

export interface AppSettings {
  dataDir: string;
  /** Run on this PostgreSQL database instead of the embedded one in `dataDir`. */
  databaseUrl?: string;
  smtpPort?: number;
}

/**
 * The app's environment, built from scratch on top of the caller's: a DATABASE_URL or
 * TRUST_PROXY from the shell would silently measure a different setup. The proxy is trusted
 * because the checkout's shoppers each come from an address of their own (X-Forwarded-For),
 * as they do behind a real proxy; requests without the header are counted by their socket.
 */
function appEnv(port: number, settings: AppSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: settings.dataDir, HOST: '127.0.0.1', TRUST_PROXY: 'true',
    // On PostgreSQL the bench writes the shops itself; the server must not add the demo.
    SEED_DEMO: settings.databaseUrl ? 'false' : 'auto',
    ...(settings.smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}` } : {}),
  };
  delete env.DATABASE_URL;
  if (!settings.smtpPort) delete env.SMTP_URL;
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
  return env;
}

/**
 * First start seeds the demo shop, which takes about a minute; it is done once and copied for
 * every run. Seeding happens in a side directory renamed only on success, so an interrupted
 * seed is never mistaken for a complete one.
 */
export async function ensureSeed(): Promise<void> {
  if (fs.existsSync(path.join(SEED_DIR, 'db'))) return;
  const partial = `${SEED_DIR}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.rmSync(SEED_DIR, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  console.log(`Seeding the demo shop into ${path.relative(ROOT, SEED_DIR)} (once; about a minute)…`);
  const startedAt = Date.now();
  const server = startServer('seed', [...START_NODE_OPTIONS, 'scripts/start.mjs'], appEnv(await freePort(), { dataDir: partial }));
  try {
    await waitForLine(server, READY_LINE, SEED_TIMEOUT_MS);
  } finally {
    await stopServer(server);
  }
  // Exit code 1 is the server's forced exit: the database may not have been closed cleanly.
  if (server.child.exitCode !== 0) throw new Error(`The seeding server exited with ${server.child.exitCode ?? server.child.signalCode}; not keeping its data.\n${server.tail()}`);
  fs.rmSync(path.join(partial, 'db', 'etalase.lock'), { force: true });
  fs.renameSync(partial, SEED_DIR);
  console.log(`Seeded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/** Per-run directories, removed on every way out, including a signal that skips `finally`. */
const tempDirs = new Set<string>();

export function removeTempDirs(): void {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bench-'));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** A fresh copy of the seeded demo shop: its embedded database, pictures and owner's note. */
export function copySeed(): string {
  const dir = tempDir();
  fs.cpSync(SEED_DIR, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'db', 'etalase.lock'), { force: true });
  return dir;
}

export interface RunningApp {
  origin: string;
  server: ServerProcess;
  target: Target;
  stop: () => Promise<void>;
}

/** Starts the production server and waits until it answers the shop at `host`. */
export async function startApp(name: string, settings: AppSettings, host = DEMO_HOST, databaseCpuMs?: () => Promise<number>): Promise<RunningApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(name, [...START_NODE_OPTIONS, 'scripts/start.mjs'], appEnv(port, settings));
  // The shop's home page answers once migrations ran and the shop is found by its host.
  await waitForOk(server, `${origin}/`, { host }, START_TIMEOUT_MS);
  return { origin, server, target: { origins: [origin], pids: [server.child.pid!], ...(databaseCpuMs ? { databaseCpuMs } : {}) }, stop: () => stopServer(server) };
}

/** Several server processes on one PostgreSQL database, as one target behind a balancer. */
export function together(apps: readonly RunningApp[]): Target {
  const databaseCpuMs = apps[0]?.target.databaseCpuMs;
  return { origins: apps.map((app) => app.origin), pids: apps.flatMap((app) => app.target.pids), ...(databaseCpuMs ? { databaseCpuMs } : {}) };
}

export interface BareServer {
  server: ServerProcess;
  target: Target;
}

/** The same Fastify with nothing of ours on top (bench/bare-server.bench.ts). */
export async function startBare(): Promise<BareServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer('bare', [...START_NODE_OPTIONS, '--import', 'tsx', 'bench/bare-server.bench.ts'], { ...process.env, NODE_ENV: 'production', PORT: String(port) });
  await waitForOk(server, `${origin}/bare`, {}, START_TIMEOUT_MS);
  return { server, target: { origins: [origin], pids: [server.child.pid!] } };
}
