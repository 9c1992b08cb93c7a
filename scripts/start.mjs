// `npm start`: builds the browser bundle if needed, then runs the server in this process.
import { register } from 'tsx/esm/api';
import { ensureBuild } from './build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
register();
const { main } = await import('../src/server/main.server.ts');
await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
