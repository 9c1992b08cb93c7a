import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { engines } from '../support/test-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Every live process's parent, read from /proc (Linux, like the machines this runs on). */
function processTable(): Map<number, { ppid: number; state: string }> {
  const table = new Map<number, { ppid: number; state: string }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may itself hold spaces and parentheses.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), { ppid: Number(ppid), state: state ?? '?' });
    } catch {
      // gone while listing
    }
  }
  return table;
}

function processTree(root: number): number[] {
  const table = processTable();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, info] of table) if (info.ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

/** A zombie has finished; it only waits for its parent to read its exit status. */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A GraphQL POST whose body arrives in two halves: between them the request is in flight,
 * and the server must wait for the rest and answer it even while shutting down.
 */
function halfSentQuery(port: number, query: string): { finish: () => void; answer: Promise<{ status: number; body: string }> } {
  const body = Buffer.from(JSON.stringify({ query }));
  const half = Math.floor(body.length / 2);
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.flushHeaders();
    request.write(body.subarray(0, half));
  });
  return { finish: () => request.end(body.subarray(half)), answer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines())('`npm start` on %s, stopped the way a container is stopped', (engine) => {
  const started: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const child of started) {
      if (!child.pid || !running(child.pid)) continue;
      for (const pid of processTree(child.pid).reverse()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes the port and leaves no process behind on SIGTERM', async () => {
    let dataDir: string;
    if (engine === 'pglite') {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-process-'));
      dirs.push(dataDir);
      fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
      fs.rmSync(path.join(dataDir, 'db', 'etalase.lock'), { force: true });
    } else {
      dataDir = inject('postgresDataDir')!;
    }
    const port = await freePort();
    const output: string[] = [];
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: engine === 'postgres' ? process.env.TEST_DATABASE_URL : '',
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(npm);
    npm.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));

    const deadline = Date.now() + 180_000;
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`npm start did not serve / in time:\n${output.join('')}`);
      const home = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      if (home?.status === 200) break;
      await sleep(250);
    }

    const tree = processTree(npm.pid!);
    // The server runs inside the process npm started (through `exec`), not a grandchild of a shell.
    expect(tree.map(commandLine).some((line) => line.includes('scripts/start.mjs'))).toBe(true);
    expect(tree.map(commandLine).some((line) => line.startsWith('sh '))).toBe(false);

    const inFlight = halfSentQuery(port, '{ products(first: 2) { edges { node { id } } } }');
    await sleep(300);
    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    await sleep(1000);
    // New visitors are turned away at once, but shutting down waits for the half-sent request.
    expect(await accepts(port)).toBe(false);
    expect(tree.filter(running).length).toBeGreaterThan(0);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { data: { products: { edges: unknown[] } } }).data.products.edges).toHaveLength(2);

    let closedAfter = Infinity;
    while (Date.now() - signalledAt < 15_000) {
      if (!(await accepts(port))) {
        closedAfter = Date.now() - signalledAt;
        break;
      }
      await sleep(100);
    }
    expect(closedAfter).toBeLessThan(10_000);
    const result = await Promise.race([exited, sleep(10_000).then(() => null)]);
    expect(result, output.join('')).toEqual({ code: 0, signal: null });
    expect(output.join('')).toContain('SIGTERM: finishing requests in flight and closing the database');
    await sleep(200);
    expect(tree.filter(running)).toEqual([]);
  });
});
