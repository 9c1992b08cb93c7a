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

/**
 * True when the browser says the request was sent by another site's page (its `Origin` header
 * names another host, or is not an address at all): forms that sign in, spend a link, change a
 * subscription or fill the error reports refuse those. No `Origin` (an e-mail client's one-click
 * unsubscribe, an old browser) or the opaque `null` is not taken as another site.
 */
export function fromOtherSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
