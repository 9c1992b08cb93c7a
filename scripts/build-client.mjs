// The browser bundle: Vite's build, then a Brotli and a gzip copy of every asset written next
// to it, so the server sends compressed files without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const CLIENT_DIR = 'dist/client';

/** Formats that are compressed already: a second pass only costs time. */
const ALREADY_COMPRESSED = new Set(['.br', '.gz', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.woff', '.woff2', '.zip']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function buildClient(root = process.cwd()) {
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  return precompressAssets(path.join(root, CLIENT_DIR, 'assets'));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for each asset, keeping only copies
 * smaller than the original; @fastify/static picks them by the request's Accept-Encoding.
 */
export async function precompressAssets(dir) {
  const written = [];
  if (!fs.existsSync(dir)) return written;
  const files = fs.readdirSync(dir, { recursive: true }).map(String)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile() && !ALREADY_COMPRESSED.has(path.extname(file).toLowerCase()));
  await Promise.all(files.map(async (file) => {
    const full = path.join(dir, file);
    const bytes = fs.readFileSync(full);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, compressed] of [['.br', br], ['.gz', gz]]) {
      if (compressed.length >= bytes.length) continue;
      fs.writeFileSync(full + suffix, compressed);
      written.push(file + suffix);
    }
  }));
  return written;
}
