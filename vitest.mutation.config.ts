import { defineConfig } from 'vitest/config';

// Mutation runs (npm run test:mutation): only the domain's unit tests, in Node.
export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts'],
    exclude: ['src/domain/**/*.fuzz.test.ts', 'node_modules/**'],
    environment: 'node',
  },
});
