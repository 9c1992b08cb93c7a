import { defineConfig } from 'vite';
import { PREACT_RESOLVE_ALIASES } from './scripts/preact-aliases.mjs';

// The browser build: one entry, one lazy chunk per screen, a manifest the server reads to
// link the right script, style and screen chunk into each server-rendered page.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  publicDir: false,
  // Addresses between the build's own files are relative (`new URL(dep, import.meta.url)`), so
  // every lazy chunk and its style sheet load from wherever the entry came from: the shop's
  // own host, a scripts host (SCRIPTS_HOST, with its base path) or a backup origin, with no
  // rebuild per deployment (docs/decisions/0051).
  base: './',
  // React's API on Preact: a sixth of React's weight in every page's first load (docs/decisions/0052).
  resolve: { alias: PREACT_RESOLVE_ALIASES },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: 'manifest.json',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { input: 'src/web/entry-client.tsx' },
  },
});
