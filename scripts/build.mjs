// `npm run build`: the browser bundle (Vite, precompressed) and the compiled server (esbuild),
// each rebuilt only when its sources changed since the last build (`--force` rebuilds both).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, writeStamp } from './build-state.mjs';

export async function ensureBuild({ force = false, root = process.cwd() } = {}) {
  let built = false;
  if (force || !buildIsCurrent('client', root)) {
    const started = Date.now();
    process.stdout.write('Building the browser bundle… ');
    const { buildClient } = await import('./build-client.mjs');
    const compressed = await step(() => buildClient(root));
    writeStamp('client', root);
    console.log(`done in ${seconds(started)} (${compressed.length} precompressed copies).`);
    built = true;
  }
  if (force || !buildIsCurrent('server', root)) {
    const started = Date.now();
    process.stdout.write('Compiling the server… ');
    const { buildServer, serverEntries, SERVER_DIR } = await import('./build-server.mjs');
    const result = await step(() => buildServer(root));
    writeStamp('server', root);
    // The programs by name; the parts they load lazily are only counted.
    const programs = serverEntries(root).map((entry) => `${entry.out}.js`);
    const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')).map((file) => path.relative(SERVER_DIR, file));
    console.log(`done in ${seconds(started)} (${programs.filter((name) => outputs.includes(name)).join(', ')}, and ${outputs.length - programs.length} parts loaded when first needed).`);
    built = true;
  }
  return built;
}

/** Ends the progress line before the error is printed. */
async function step(work) {
  try {
    return await work();
  } catch (error) {
    console.log('failed.');
    throw error;
  }
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (!(await ensureBuild({ force: process.argv.includes('--force') }))) console.log('The build is current.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
