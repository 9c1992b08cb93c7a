// Import directions of docs/architecture: domain ← server, domain ← web; web never reaches server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'url', 'stream', 'child_process'];

const screenPatterns = [
  { group: ['**/app/**'], message: 'screens never import the app shell (shared → screens → app).' },
  { group: ['**/server/**'], message: 'web never imports server code.' },
  { group: nodeBuiltins, message: 'web code runs in the browser: no Node APIs.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**', '.stryker-tmp/**', 'reports/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/ssr/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/web/**', '../web', '../../web'], message: 'The server reaches web code only through src/server/ssr (the SSR entry).' }],
      }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**', '**/web/**', '../server', '../web'], message: 'domain imports nothing of ours outside domain.' },
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*', ...nodeBuiltins], message: 'domain is pure: no React, no Node APIs.' },
        ],
      }],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**', '**/*.server', '**/*.server.ts'], message: 'web never imports server code.' },
          { group: nodeBuiltins, message: 'web code runs in the browser: no Node APIs.' },
        ],
      }],
    },
  },
  {
    files: ['src/web/ui/**', 'src/web/router/**', 'src/web/graph/**', 'src/web/i18n/**', 'src/web/editor/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/screens/**', '**/app/**'], message: 'shared web code never imports screens or the app shell (shared → screens → app).' },
          { group: ['**/server/**'], message: 'web never imports server code.' },
          { group: nodeBuiltins, message: 'web code runs in the browser: no Node APIs.' },
        ],
      }],
    },
  },
  {
    files: ['src/web/screens/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: screenPatterns }] },
  },
  {
    // Inside a screen folder, `../x/…` is another screen folder.
    files: ['src/web/screens/*/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...screenPatterns,
          { regex: '^\\.\\./[^./][^/]*/', message: 'a screen folder never imports another screen folder: shared pieces live in src/web/ui.' },
        ],
      }],
    },
  },
);
