import { defineConfig } from 'vitest/config';

// graphql has no "exports" map: Node loads its CommonJS main, Vite would pick its ES module.
// Two copies of graphql refuse each other's schemas, so tests load the one Node loads.
const jsx = {
  oxc: { jsx: { runtime: 'automatic' as const } },
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
};

export default defineConfig({
  test: {
    projects: [
      { ...jsx, test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'test/unit/**/*.test.ts'], environment: 'node' } },
      { ...jsx, test: { name: 'unit-web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000 } },
      { ...jsx, test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node', globalSetup: ['test/support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 300_000 } },
      { ...jsx, test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], environment: 'node', globalSetup: ['test/support/global-setup.ts'], testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false } },
    ],
  },
});
