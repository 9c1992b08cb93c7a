// The pages run on Preact's React-compatible layer instead of React (docs/decisions/0052): the
// components keep importing `react` and `react-dom`, and every build that renders them for a
// shopper (the browser bundle, the compiled server, the tests that run the server) points those
// names here. Server rendering and hydration then use one library, so `useId` values and the
// markup agree on both sides.

/** Import name → the package that answers it, for esbuild's `alias`. */
export const PREACT_ALIASES = {
  'react-dom/server': 'preact-render-to-string',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  react: 'preact/compat',
};

/** The same for Vite and Vitest: exact names only, so `react-dom/server` is not read as `react-dom` + `/server`. */
export const PREACT_RESOLVE_ALIASES = Object.entries(PREACT_ALIASES).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replace(/[/-]/g, (c) => `\\${c}`)}$`),
  replacement,
}));
