// Decides whether the browser build is current: a hash of everything that goes into it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];
export const STAMP = 'dist/client/.build-hash';

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

export function sourceHash(root = process.cwd()) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(root);
}
