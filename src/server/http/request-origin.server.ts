import type { FastifyRequest } from 'fastify';
import { normaliseHost } from '../modules/shop';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** A developer's own machine: the one place addresses follow the Host header, port included. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const host = normaliseHost(request.headers.host);
  return host !== null && LOCAL_HOSTS.has(host);
}

/**
 * The origin for canonical addresses, sitemaps and structured data: the shop's primary domain
 * over HTTPS, never something a request header made up. On localhost it is the address the
 * developer typed, so links keep working on any port.
 */
export function requestOrigin(request: FastifyRequest): string {
  if (isLocalRequest(request)) {
    const host = normaliseHost(request.headers.host)!;
    const port = /:(\d{1,5})$/.exec(request.headers.host ?? '')?.[1];
    const validPort = port && Number(port) > 0 && Number(port) <= 65_535 ? `:${Number(port)}` : '';
    return `${request.protocol === 'https' ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}${validPort}`;
  }
  return `https://${request.shop.primaryHost}`;
}
