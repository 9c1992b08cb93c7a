import type { FastifyRequest } from 'fastify';
import { isLocalHostName, normaliseHost } from '../modules/shop';

/** A developer's own machine: the one place addresses follow the Host header, port included. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const host = normaliseHost(request.headers.host);
  return isLocalHostName(host);
}

/**
 * The origin for canonical addresses, sitemaps and structured data of the page being read: the
 * shop's primary domain over HTTPS, never something a request header made up. On localhost it
 * is the address the developer typed, so links keep working on any port. Addresses that leave
 * the process (payment providers, e-mails) use the shop's own origin instead (`shopOrigin`).
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
