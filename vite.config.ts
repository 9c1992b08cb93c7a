import { defineConfig } from 'vite';

// The browser build: one entry, one lazy chunk per screen, a manifest the server reads to
// link the right script, style and screen chunk into each server-rendered page.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  publicDir: false,
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
