// `npm start`: runs the compiled server (dist/server/main.js) in this very process, so the
// signals npm forwards (SIGTERM, SIGINT) reach the server itself. With dev dependencies
// installed it builds first when the build is missing or stale; a production install
// (`npm ci --omit=dev`) runs the build it was given.
import fs from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { pathToFileURL } from 'node:url';

const SERVER = path.resolve('dist/server/main.js');

function canBuild() {
  try {
    import.meta.resolve('vite');
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

/**
 * Under npm, npm forwards signals to the script it runs; but a shell that did not `exec` us,
 * or an npm killed outright, leaves this process with a new parent and nobody would ever
 * stop the server, so it stops itself as if told to.
 */
function stopWhenOrphaned() {
  if (process.env.npm_lifecycle_event !== 'start') return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  timer.unref();
}

process.env.NODE_ENV ??= 'production';
if (canBuild()) {
  const { ensureBuild } = await import('./build.mjs');
  try {
    await ensureBuild();
  } catch (error) {
    console.error(`The build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
} else if (!fs.existsSync(SERVER)) {
  console.error('No build in dist/: run `npm run build` on a machine with dev dependencies (npm ci), then start again.');
  process.exit(1);
}
stopWhenOrphaned();
await import(pathToFileURL(SERVER).href);
