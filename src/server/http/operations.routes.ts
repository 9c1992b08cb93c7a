import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.server';
import { checkReadiness } from '../db/readiness.server';
import type { AppMetrics } from './metrics.server';

export interface OperationsRouteDeps {
  db: Db;
  /** Names of the migrations this code expects to be applied. */
  migrations: readonly string[];
  metrics: AppMetrics;
  /** Lets a scraper from another machine read /metrics; without it only loopback may. */
  metricsToken: string | undefined;
}

/** These routes answer whatever the Host, without a shop: probes and scrapers name no shop. */
const WITHOUT_SHOP = { withoutShop: true } as const;

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/** Loopback always; another address only with the configured token. Checked on the client address (behind a trusted proxy, the forwarded one). */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopbackAddress(request.ip)) return true;
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && sameSecret(match[1]!, token);
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * `/healthz`: the process answers. `/readyz`: the database answers and has every migration, so
 * a load balancer may send traffic. `/metrics`: Prometheus text.
 */
export function registerOperationsRoutes(server: FastifyInstance, deps: OperationsRouteDeps): void {
  server.get('/healthz', { config: WITHOUT_SHOP }, async (_request, reply) => {
    return noStore(reply).send({ status: 'ok' });
  });

  server.get('/readyz', { config: WITHOUT_SHOP }, async (_request, reply) => {
    const readiness = await checkReadiness(deps.db, deps.migrations);
    if (readiness.ready) return noStore(reply).send({ status: 'ready' });
    const { ready: _, ...reason } = readiness;
    return noStore(reply).code(503).send({ status: 'not ready', ...reason });
  });

  server.get('/metrics', { config: WITHOUT_SHOP }, async (request, reply) => {
    // Elsewhere the address does not exist, so it reveals nothing to a stranger.
    if (!mayReadMetrics(request, deps.metricsToken)) return noStore(reply).code(404).type('text/plain; charset=utf-8').send('Not found.');
    const text = await deps.metrics.registry.metrics();
    return noStore(reply).type(deps.metrics.registry.contentType).send(text);
  });
}
