// The server compiled ahead of time: our code from src/ (with the server-rendering entry in
// src/web) bundled by esbuild into dist/server/, every npm package left to node_modules, so
// production runs plain `node dist/server/main.js` with only the `dependencies` installed.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { PREACT_ALIASES } from './preact-aliases.mjs';

export const SERVER_DIR = 'dist/server';

/**
 * One line per program. `run` names an exported async function the program starts with
 * (main.server.ts only exports `main`, so tests can import it without starting a server);
 * without `run` the module starts itself. `optional` entries are skipped while their source
 * does not exist yet.
 */
export const SERVER_ENTRIES = [
  { source: 'src/server/main.server.ts', out: 'main', run: 'main' },
  { source: 'src/server/cli/etalase.cli.ts', out: 'etalase', optional: true },
];

/** Files the server reads at run time next to its own module (`import.meta.url`). */
const RUNTIME_FILES = [
  // migrate.server.ts reads `<its folder>/migrations/*.sql`; bundled, its folder is dist/server.
  { from: 'src/server/db/migrations', to: 'migrations', include: (name) => name.endsWith('.sql') },
];

const RUN_NAMESPACE = 'etalase-run';

/** Turns `{ run: 'main' }` into a small entry module that imports the function and calls it. */
function runWrapperPlugin(root) {
  return {
    name: 'etalase-run-wrapper',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${RUN_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(RUN_NAMESPACE.length + 1), namespace: RUN_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: RUN_NAMESPACE }, (args) => {
        const [source, name] = args.path.split('#');
        return {
          loader: 'js',
          resolveDir: root,
          contents: [
            `import { ${name} } from ${JSON.stringify(`./${source}`)};`,
            `${name}().catch((error) => {`,
            '  console.error(error instanceof Error ? error.message : error);',
            '  process.exit(1);',
            '});',
          ].join('\n'),
        };
      });
    },
  };
}

export function serverEntries(root = process.cwd()) {
  return SERVER_ENTRIES.filter((entry) => {
    if (fs.existsSync(path.join(root, entry.source))) return true;
    if (entry.optional) return false;
    throw new Error(`Server entry ${entry.source} does not exist.`);
  });
}

/** esbuild options for the server bundle; tests build with them too, in memory. */
export function serverBuildOptions(root = process.cwd()) {
  return {
    absWorkingDir: root,
    entryPoints: serverEntries(root).map((entry) => ({ in: entry.run ? `${RUN_NAMESPACE}:${entry.source}#${entry.run}` : entry.source, out: entry.out })),
    outdir: SERVER_DIR,
    bundle: true,
    // Every dynamic import() becomes a file of its own, loaded when first reached. Without it
    // the lazy parts (admin screens, the rich-text editor, the demo seed) are folded into the
    // entry and the packages they import are loaded at start (docs/decisions/0053).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // The server renders pages with the library the browser hydrates them with (docs/decisions/0052).
    alias: PREACT_ALIASES,
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [runWrapperPlugin(root)],
  };
}

/** The npm packages a bundle imports at run time (node's own modules left out). */
export function externalPackages(metafile) {
  const builtins = new Set(builtinModules);
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) {
      if (!entry.external) continue;
      const spec = entry.path;
      if (spec.startsWith('node:') || builtins.has(spec) || builtins.has(spec.split('/')[0])) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

/** Packages the bundle needs that `npm ci --omit=dev` would not install. */
export function undeclaredPackages(metafile, packageJson) {
  const declared = new Set(Object.keys(packageJson.dependencies ?? {}));
  return externalPackages(metafile).filter((name) => !declared.has(name));
}

export async function buildServer(root = process.cwd()) {
  const esbuild = await import('esbuild');
  const outdir = path.join(root, SERVER_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  // esbuild's service process would otherwise live as long as `npm start`'s server.
  const result = await esbuild.build(serverBuildOptions(root)).finally(() => esbuild.stop());
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const missing = undeclaredPackages(result.metafile, packageJson);
  if (missing.length) {
    fs.rmSync(outdir, { recursive: true, force: true });
    throw new Error(`Server code imports ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not in package.json "dependencies": a production install (npm ci --omit=dev) would lack ${missing.length === 1 ? 'it' : 'them'}.`);
  }
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  for (const files of RUNTIME_FILES) {
    const from = path.join(root, files.from);
    const to = path.join(outdir, files.to);
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) if (files.include(name)) fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
  return result;
}
