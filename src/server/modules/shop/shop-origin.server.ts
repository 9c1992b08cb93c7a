import type { ShopRecord } from '../../context.server';

/** Host names of a developer's own machine; the demo shop answers on them. */
export const LOCAL_HOST_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1']);

export function isLocalHostName(host: string | null | undefined): boolean {
  return typeof host === 'string' && LOCAL_HOST_NAMES.has(host);
}

/**
 * The shop's own origin, for every address that leaves the process: payment providers'
 * notification and return addresses, links in e-mails. It never follows a request's Host or
 * forwarding headers: a shop on its domain is `https://{primary host}`, and a shop on a
 * developer's machine is `http://localhost:{the port this process listens on}`, whatever port
 * a caller wrote in its Host header.
 */
export function shopOrigin(shop: Pick<ShopRecord, 'primaryHost'>, localPort: number): string {
  return isLocalHostName(shop.primaryHost) ? `http://localhost:${localPort}` : `https://${shop.primaryHost}`;
}
