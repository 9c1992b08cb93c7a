import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Settles when the child has exited, whatever the reason. */
  exited: Promise<void>;
  /** The last lines the child printed, for error messages when it fails to start. */
  tail: () => string;
}

/** Every child started by this process, so an abort or a crash can still end each one by pid. */
const running = new Set<ServerProcess>();

/**
 * Asks the OS for a free port. The port is released before the child binds it, so another
 * process could take it in between; on a bench machine that race is not worth more code.
 */
/** Whether `port` on the loopback address can be listened on now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports handed out from BENCH_PORTS in this run, so two servers starting together never get the same one. */
const handedOut = new Set<number>();

/**
 * A port for a server to listen on: any the system gives, or on a machine shared with other
 * work, the first free one of BENCH_PORTS (`4700-4729`).
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) {
      if (!handedOut.has(port) && (await portFree(port))) {
        handedOut.add(port);
        return port;
      }
    }
    throw new Error(`No port of BENCH_PORTS ${process.env.BENCH_PORTS} is free.`);
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port was assigned.'))));
    });
  });
}

/**
 * Starts `node <args>` with exactly `env` (not merged), so the caller decides what leaks in; in
 * `cwd` when another application's files must land in its own folder rather than this one.
 */
export function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null, prefix: string) => {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 40) lines.shift();
        // Warnings and errors from a server under load matter for reading the numbers.
        if (prefix === 'stderr' && line.trim()) console.error(`[${name}] ${line}`);
      }
    });
  };
  collect(child.stdout, 'stdout');
  collect(child.stderr, 'stderr');

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    // A spawn failure emits 'error' without 'exit'.
    child.once('error', () => resolve());
  });
  const server: ServerProcess = { name, child, exited, tail: () => lines.join('\n') };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

function hasExited(server: ServerProcess): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/** SIGTERM by pid, then SIGKILL if the child has not exited within `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 15_000): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined || hasExited(server)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const gone = await Promise.race([server.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!gone && !hasExited(server)) {
    console.error(`[${server.name}] did not exit ${graceMs} ms after SIGTERM; sending SIGKILL to pid ${pid}.`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Exited between the check and the signal.
    }
    await Promise.race([server.exited, sleep(5_000)]);
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => stopServer(server)));
}

/**
 * Last resort from a synchronous `exit` handler, where nothing can be awaited: the children
 * get SIGTERM and finish their own shutdown after this process is gone.
 */
export function signalAllSync(): void {
  for (const server of running) {
    const pid = server.child.pid;
    if (pid === undefined || hasExited(server)) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Resolves when `line` appears in the child's output; rejects if the child exits or time runs out. */
export function waitForLine(server: ServerProcess, needle: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      server.child.stdout?.off('data', onData);
      if (error) reject(error);
      else resolve();
    };
    let seen = '';
    const onData = (chunk: string) => {
      // Only a short overlap is kept so a needle split across chunks is still found.
      seen = (seen + chunk).slice(-(needle.length + 4096));
      if (seen.includes(needle)) finish();
    };
    const timer = setTimeout(() => finish(new Error(`${server.name} did not print "${needle}" within ${timeoutMs / 1000} s.\n${server.tail()}`)), timeoutMs);
    server.child.stdout?.on('data', onData);
    void server.exited.then(() => finish(new Error(`${server.name} exited (code ${server.child.exitCode ?? server.child.signalCode}) before printing "${needle}".\n${server.tail()}`)));
  });
}

/** Polls `url` until it answers 200; rejects if the child exits or time runs out. */
export async function waitForOk(server: ServerProcess, url: string, headers: Record<string, string>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited(server)) throw new Error(`${server.name} exited (code ${server.child.exitCode ?? server.child.signalCode}) while starting.\n${server.tail()}`);
    try {
      // undici rather than fetch: fetch may drop or rewrite a custom Host header.
      const response = await request(url, { headers, headersTimeout: 5_000, bodyTimeout: 5_000 });
      await response.body.text();
      if (response.statusCode === 200) return;
      last = `status ${response.statusCode}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${server.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s (last: ${last}).\n${server.tail()}`);
}
