/**
 * Where one kind of the shop's traffic is served (spec §9: separate hosts for images, gifs,
 * files and scripts, and an API host derived from the app's domain), written as an address in
 * which `{host}` stands for the shop's host name:
 *
 *     https://img.{host}                 pictures on a sub-domain of every shop
 *     https://cdn.example.net/{host}     one CDN for every shop, the shop in the path
 *     https://static.example.net/etalase the same scripts for every shop, under a base path
 *     api.{host}                         the API beside the shop, on the page's own scheme
 *
 * Without a scheme the page's own is used. `{host}` stands for whole labels of the host name
 * or one whole segment of the path, and appears at most once, so an address can be read back
 * into the shop it belongs to.
 */

export const HOST_PLACEHOLDER = '{host}';

export interface HostPattern {
  /** Null: the scheme of the page (https for a shop on its own domain). */
  scheme: 'http' | 'https' | null;
  /** Lower-case host name, `{host}` standing for whole labels: `img.{host}`, `{host}`, `cdn.example.net`. */
  hostName: string;
  port: number | null;
  /** '' or `/a/b`, without a trailing slash; `{host}` may be one whole segment. */
  path: string;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SEGMENT = /^[A-Za-z0-9._~-]+$/;
const ADDRESS = /^(?:(https?):\/\/)?([^/:?#@\s]+)(?::(\d{1,5}))?(\/[^?#\s]*)?$/i;

/** A host name a shop may have: dotted labels (an IPv4 address too), or `localhost`. */
export function isShopHostName(host: string): boolean {
  if (host === 'localhost') return true;
  const labels = host.split('.');
  return host.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/**
 * The pattern of one setting, or the reason it is not one. `path: false` refuses a base path
 * (the API answers at the server's own paths); `subdomainOfHost` asks for `{host}` itself or
 * a sub-domain of it (`api.{host}`), where the shop's cookies can reach.
 */
export function parseHostPattern(value: string, rules: { path: boolean; subdomainOfHost?: boolean }): HostPattern | string {
  const text = value.trim();
  const match = ADDRESS.exec(text);
  if (!match) return 'must be an address such as https://img.{host} or https://cdn.example.com/path';
  const [, scheme, rawHost = '', rawPort, rawPath = ''] = match;
  const hostName = rawHost.toLowerCase();
  const labels = hostName.split('.');
  if (!labels.every((label) => label === HOST_PLACEHOLDER || LABEL.test(label))) {
    return `"${rawHost}" must be a host name, with ${HOST_PLACEHOLDER} only as whole labels (img.${HOST_PLACEHOLDER})`;
  }
  if (!labels.includes(HOST_PLACEHOLDER) && labels.length < 2 && hostName !== 'localhost') return `"${rawHost}" must be a full host name`;
  const port = rawPort === undefined ? null : Number(rawPort);
  if (port !== null && (port < 1 || port > 65_535)) return `port ${rawPort} is not a port`;
  const segments = rawPath.split('/').filter(Boolean);
  if (!segments.every((segment) => segment === HOST_PLACEHOLDER || (SEGMENT.test(segment) && segment !== '.' && segment !== '..'))) {
    return `the path "${rawPath}" must be plain segments (letters, digits, ".", "-", "_", "~"), with ${HOST_PLACEHOLDER} only as a whole segment`;
  }
  const path = segments.length ? `/${segments.join('/')}` : '';
  if (!rules.path && path) return 'must be a host without a path';
  const placeholders = labels.filter((label) => label === HOST_PLACEHOLDER).length + segments.filter((segment) => segment === HOST_PLACEHOLDER).length;
  if (placeholders > 1) return `may hold ${HOST_PLACEHOLDER} once`;
  if (rules.subdomainOfHost && labels.at(-1) !== HOST_PLACEHOLDER) {
    return `must be ${HOST_PLACEHOLDER} or a sub-domain of it, such as api.${HOST_PLACEHOLDER}, so the shop's sign-in reaches it`;
  }
  return { scheme: scheme ? (scheme.toLowerCase() as 'http' | 'https') : null, hostName, port, path };
}

/** Whether the pattern names the shop's host at all (else it is one fixed place for every shop). */
export function patternHasHost(pattern: HostPattern): boolean {
  return pattern.hostName.includes(HOST_PLACEHOLDER) || pattern.path.includes(HOST_PLACEHOLDER);
}

/** The pattern written out for one shop: `https://img.batiksari.co.id`, with the base path if any. */
export function expandHostPattern(pattern: HostPattern, host: string, pageScheme: 'http' | 'https'): string {
  const name = pattern.hostName.replace(HOST_PLACEHOLDER, host.includes(':') ? `[${host}]` : host);
  return `${pattern.scheme ?? pageScheme}://${name}${pattern.port === null ? '' : `:${pattern.port}`}${pattern.path.replace(HOST_PLACEHOLDER, host)}`;
}

/**
 * The shop host a request's host name stands for under this pattern (`img.batiksari.co.id`
 * under `img.{host}` is `batiksari.co.id`); null when the pattern's host name has no `{host}`
 * or the name does not fit it.
 */
export function shopHostOfHostName(pattern: HostPattern, hostName: string): string | null {
  const at = pattern.hostName.indexOf(HOST_PLACEHOLDER);
  if (at === -1) return null;
  const prefix = pattern.hostName.slice(0, at);
  const suffix = pattern.hostName.slice(at + HOST_PLACEHOLDER.length);
  const name = hostName.toLowerCase();
  if (name.length <= prefix.length + suffix.length || !name.startsWith(prefix) || !name.endsWith(suffix)) return null;
  const host = name.slice(prefix.length, name.length - suffix.length);
  return isShopHostName(host) ? host : null;
}

/**
 * A request path under the pattern's base path: what is left of it (`/media/…`) and the shop
 * host its `{host}` segment named, if it has one. Null when the path is not under the base
 * path, or the pattern has none (the path is then the server's own).
 */
export function underBasePath(pattern: HostPattern, path: string): { rest: string; host: string | null } | null {
  if (!pattern.path) return null;
  const wanted = pattern.path.split('/').slice(1);
  const given = path.split('/').slice(1);
  if (given.length <= wanted.length) return null;
  let host: string | null = null;
  for (const [index, segment] of wanted.entries()) {
    const actual = given[index]!;
    if (segment === HOST_PLACEHOLDER) {
      const candidate = actual.toLowerCase();
      if (!isShopHostName(candidate)) return null;
      host = candidate;
    } else if (actual !== segment) {
      return null;
    }
  }
  return { rest: `/${given.slice(wanted.length).join('/')}`, host };
}

/**
 * The bases a page's addresses start with, each kind's own: `''` keeps the kind on the shop's
 * own host (its addresses stay paths), anything else is an absolute base without a trailing
 * slash (`https://img.batiksari.co.id`, `https://cdn.example.net/batiksari.co.id`).
 */
export interface PageHosts {
  images: string;
  gifs: string;
  files: string;
  scripts: string;
  api: string;
}

/** Every kind on the shop's own host: addresses stay paths, as they are without separate hosts. */
export const OWN_HOSTS: PageHosts = Object.freeze({ images: '', gifs: '', files: '', scripts: '', api: '' });

/** A path of the shop (`/media/…`, `/_/file/…`) on its kind's host. */
export function onHost(base: string, path: string): string {
  return base && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path;
}

/**
 * A shop address written into a page or an answer, on its kind's host: a picture's
 * (`/media/…`) on the pictures' host, an uploaded file's (`/_/file/…`) on the files' host;
 * anything else as it is. A picture's type is not in its path, so a gif found this way (in a
 * rich text) goes with the pictures.
 */
export function placeOnHost(hosts: Pick<PageHosts, 'images' | 'files'>, url: string): string {
  if (url.startsWith('/media/')) return onHost(hosts.images, url);
  if (url.startsWith('/_/file/')) return onHost(hosts.files, url);
  return url;
}
