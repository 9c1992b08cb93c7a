import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseHost, type ShopDirectory } from '../modules/shop';
import type { AssetHosts } from './asset-hosts.server';

export interface ApiHostDeps {
  hosts: AssetHosts;
  shops: ShopDirectory;
  /** The shop API's paths. */
  paths: readonly string[];
}

/** What the shop's pages send the API (src/web/graph/graph-request.ts): no more is allowed. */
const ALLOWED_METHODS = ['GET', 'POST'];
const ALLOWED_HEADERS = 'accept, content-type, graphql-preflight';
/** A browser asks again after ten minutes, so a changed setting is felt soon. */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

function appendVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim()).filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase() || part === '*')) reply.header('vary', [...names, name].join(', '));
}

/**
 * The shop API on a host of its own (API_HOST, spec §9: derived from the page's host, such as
 * `api.{host}`). The shop's pages call it across origins with their cookies, so it answers
 * exactly the shop's own page origins, with credentials allowed and the origin named back
 * (never `*`, which browsers refuse with credentials and which would let any site read
 * answers); every other origin gets no CORS headers at all. Answers vary by Origin, so no
 * cache hands one origin's answer to another.
 */
export function registerApiHostRoutes(server: FastifyInstance, deps: ApiHostDeps): void {
  if (!deps.hosts.api) return;
  const decided = new WeakMap<FastifyRequest, Promise<string | null>>();

  const allowedOrigin = (request: FastifyRequest): Promise<string | null> => {
    let decision = decided.get(request);
    if (!decision) {
      decision = (async () => {
        const origin = request.headers.origin;
        if (!origin || !request.shop) return null;
        let host: string | null;
        try {
          host = normaliseHost(new URL(origin).host);
        } catch {
          return null;
        }
        const shop = host ? await deps.shops.byHost(host) : null;
        return deps.hosts.apiAllows(origin, request.headers.host, () => shop?.id === request.shop.id);
      })();
      decided.set(request, decision);
    }
    return decision;
  };
  const isApiPath = (request: FastifyRequest) => deps.paths.includes(request.url.split('?', 1)[0]!);

  server.addHook('onSend', async (request, reply, payload) => {
    if (!request.shop || !isApiPath(request)) return payload;
    appendVary(reply, 'Origin');
    const allowed = await allowedOrigin(request);
    if (allowed) reply.header('access-control-allow-origin', allowed).header('access-control-allow-credentials', 'true');
    return payload;
  });

  for (const path of deps.paths) {
    server.options(path, async (request, reply) => {
      const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
      const allowed = await allowedOrigin(request);
      reply.header('cache-control', 'no-store');
      if (!allowed || !ALLOWED_METHODS.includes(method)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Only the shop\'s own pages may call this API from another origin.');
      }
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS.join(', '))
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        .send();
    });
  }
}
