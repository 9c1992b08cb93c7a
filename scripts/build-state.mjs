// Decides whether each part of the build is current: a hash of everything that goes into it,
// kept next to the output. The browser bundle and the compiled server are judged apart, so a
// change to server code alone recompiles the server in a second and leaves the bundle alone.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SHARED = ['src/domain', 'package-lock.json'];

export const PARTS = {
  client: {
    inputs: ['src/web', ...SHARED, 'vite.config.ts', 'scripts/build-client.mjs'],
    stamp: 'dist/client/.build-hash',
  },
  // The server bundle includes the server-rendering entry, hence src/web.
  server: {
    inputs: ['src/server', 'src/web', ...SHARED, 'tsconfig.json', 'scripts/build-server.mjs'],
    stamp: 'dist/server/.build-hash',
  },
};

function walk(target, files) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    files.push(target);
    return;
  }
  for (const name of fs.readdirSync(target).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    walk(path.join(target, name), files);
  }
}

export function sourceHash(part, root = process.cwd()) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of PARTS[part].inputs) walk(path.join(root, input), files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(part, root = process.cwd()) {
  const stamp = path.join(root, PARTS[part].stamp);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(part, root);
}

export function writeStamp(part, root = process.cwd()) {
  fs.writeFileSync(path.join(root, PARTS[part].stamp), sourceHash(part, root));
}
