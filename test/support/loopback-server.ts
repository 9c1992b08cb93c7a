import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a stand-in's server on 127.0.0.1 at a random port; its socket does not keep the test
 * process alive, and `stop` ends open connections before closing.
 */
export async function listenOnLoopback(server: http.Server): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
