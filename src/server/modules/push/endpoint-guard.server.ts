import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server never sends a push message to (SECURITY.md: no request to a URL a user
 * chose may reach the server's own network): loopback, private, link-local, carrier-grade NAT,
 * unique-local and unspecified ranges, and IPv4 written inside IPv6 (checked as the IPv4 it holds:
 * a BlockList matches IPv4 against mapped IPv6 ranges, so that range cannot be listed itself).
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * `unresolved`: the host name could not be looked up. Unlike the others it may pass a moment
 * later (a DNS outage), so a send that meets it is retried rather than given up.
 */
export type EndpointRefusal = 'invalid' | 'not_https' | 'private_address' | 'unresolved';

export const MAX_ENDPOINT_LENGTH = 1000;

/**
 * Why the server must not send to this push endpoint, or null when it may. Checked when a browser
 * subscribes and again before every send (a name may point elsewhere by then). `allowPrivate`
 * comes from the configuration tests start the server with: their push service runs on loopback.
 */
export async function endpointRefusal(endpoint: string, options: { allowPrivate: boolean; resolve?: (host: string) => Promise<string[]> }): Promise<EndpointRefusal | null> {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'invalid';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) return 'not_https';
  if (options.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolve = options.resolve ?? (async (name: string) => (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return 'private_address';
  return null;
}
