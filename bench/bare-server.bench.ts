// Baseline for `npm run bench`: the same Fastify with nothing of ours on top, so the other
// scenarios can be read as a multiple of what the framework and this machine allow.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('bare-server: set PORT to a free port.');
  process.exit(1);
}

// Logging off: the app runs with LOG_LEVEL=warn, which logs nothing per request either.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  // Keep-alive sockets from the load generator would otherwise hold close() open.
  app.server.closeAllConnections();
  app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare server listening on http://127.0.0.1:${port}/bare`);
