// Builds the browser bundle when its sources changed since the last build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, sourceHash, STAMP } from './build-state.mjs';

export async function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) return false;
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  fs.writeFileSync(path.join(process.cwd(), STAMP), sourceHash());
  console.log(`Browser build ready in ${Date.now() - started} ms.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureBuild({ force: process.argv.includes('--force') });
}
