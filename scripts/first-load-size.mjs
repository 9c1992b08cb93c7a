// `node scripts/first-load-size.mjs [screen…]` after `npm run build`: the JavaScript each shop
// page loads before anything lazy, as the server links it (the entry, the current screen's chunk
// and everything they import statically, each a <link rel="modulepreload">), in bytes sent
// gzip (level 9) and Brotli (the copies the server sends). With no screen named, every shopper
// screen of SCREEN_SOURCES in src/web/app/routes.ts.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { CLIENT_DIR } from './build-client.mjs';

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';

/** The manifest keys a page with this screen loads first: the entry, the screen, and their static imports. */
export function firstLoadKeys(manifest, screenSource) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(CLIENT_ENTRY);
  if (screenSource) walk(screenSource);
  return seen;
}

/** Bytes of those files as sent: each compressed on its own, as each is its own request. */
export function firstLoadBytes(manifest, screenSource, clientDir = CLIENT_DIR) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files = [...firstLoadKeys(manifest, screenSource)].map((key) => manifest[key].file);
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, gzip, brotli };
}

/** The shopper screens named in routes.ts (the admin area's sources are spread in from elsewhere). */
function shopperScreens(root) {
  const text = fs.readFileSync(path.join(root, 'src/web/app/routes.ts'), 'utf8');
  const block = text.slice(text.indexOf('export const SCREEN_SOURCES'), text.indexOf('} as const;'));
  return Object.fromEntries([...block.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [match[1], match[2]]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const manifestFile = path.join(root, CLIENT_DIR, 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error('No browser build: run `node scripts/build.mjs` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const screens = shopperScreens(root);
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(screens);
  const rows = names.map((name) => {
    if (!screens[name]) throw new Error(`No screen ${name} in SCREEN_SOURCES (${Object.keys(screens).join(', ')}).`);
    const size = firstLoadBytes(manifest, screens[name]);
    return { screen: name, files: size.files.length, raw: kb(size.raw), gzip: kb(size.gzip), brotli: kb(size.brotli) };
  });
  console.table(rows);
}
