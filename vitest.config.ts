import { defineConfig } from 'vitest/config';
import { PREACT_RESOLVE_ALIASES } from './scripts/preact-aliases.mjs';

// graphql has no "exports" map: Node loads its CommonJS main, Vite would pick its ES module.
// Two copies of graphql refuse each other's schemas, so tests load the one Node loads.
const jsx = {
  oxc: { jsx: { runtime: 'automatic' as const } },
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
};

// The tests that run the server render pages as it does in production, on Preact
// (docs/decisions/0052); component tests run the same components on React itself.
const served = { ...jsx, resolve: { alias: [...jsx.resolve.alias, ...PREACT_RESOLVE_ALIASES] } };

// A time limit only guards against a hang: property tests run hundreds of cases and the bundle
// test reads the whole compiled server, which on a busy two-core machine takes seconds.
export default defineConfig({
  test: {
    projects: [
      { ...jsx, test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'test/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { ...jsx, test: { name: 'unit-web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000 } },
      { ...served, test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node', globalSetup: ['test/support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 300_000 } },
      { ...served, test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], environment: 'node', globalSetup: ['test/support/global-setup.ts'], testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false } },
    ],
  },
});
