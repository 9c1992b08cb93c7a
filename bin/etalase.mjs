#!/usr/bin/env node
// `npx etalase <command>`: the shop's command line. On a machine with the development tools
// it runs the sources (always current); in a production install, the compiled build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/server/etalase.js');

async function load() {
  const tsx = await import('tsx/esm/api').catch(() => null);
  if (tsx) {
    tsx.register();
    return import(pathToFileURL(path.join(root, 'src/server/cli/etalase.cli.ts')).href);
  }
  if (!fs.existsSync(built)) {
    console.error('error: Etalase is not built. Run `npm run build` on a machine with the development dependencies.');
    process.exit(1);
  }
  return import(pathToFileURL(built).href);
}

const { runCli } = await load();
process.exitCode = await runCli(process.argv.slice(2));
