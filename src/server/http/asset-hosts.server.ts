import type { FastifyRequest } from 'fastify';
import {
  expandHostPattern, HOST_PLACEHOLDER, OWN_HOSTS, shopHostOfHostName, underBasePath, type HostPattern, type PageHosts,
} from '../../domain/shop/host-pattern';
import type { AssetHostSettings } from '../config.server';
import { isLocalHostName, normaliseHost } from '../modules/shop';

export type AssetKind = 'images' | 'gifs' | 'files' | 'scripts';
const ASSET_KINDS: readonly AssetKind[] = ['images', 'gifs', 'files', 'scripts'];

/** The paths each kind's host answers; anything else on a derived host belongs to no shop. */
const KIND_PATHS: Readonly<Record<AssetKind, RegExp>> = {
  images: /^\/media\/[^/]+\/[^/]+$/,
  gifs: /^\/media\/[^/]+\/[^/]+$/,
  files: /^\/_\/file\/[^/]+$/,
  scripts: /^\/assets\//,
};
/** The shop API's paths (spec §7 names both), the only ones its own host answers. */
const API_PATHS = /^\/(?:graphql|_\/graph)$/;

export { OWN_HOSTS };

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function originOf(base: string): string {
  return new URL(base).origin;
}

/**
 * The separate hosts of spec §9 as this server reads and writes them (docs/decisions/0051):
 * which base each kind's addresses start with on a page, and, the other way round, which shop a
 * request that arrives on one of those hosts belongs to.
 */
export class AssetHosts {
  readonly configured: boolean;

  constructor(private readonly settings: AssetHostSettings) {
    this.configured = Object.values(settings).some(Boolean);
  }

  get api(): HostPattern | undefined {
    return this.settings.api;
  }

  /**
   * For Fastify's `rewriteUrl`: a kind's path under its base path (`/etalase/assets/e.js`,
   * `/batiksari.co.id/media/…`) becomes the server's own (`/assets/e.js`, `/media/…`), so a
   * CDN that passes the whole path on reaches the right route.
   */
  rewrite(url: string): string {
    const [path, search] = splitUrl(url);
    for (const kind of ASSET_KINDS) {
      const pattern = this.settings[kind];
      const under = pattern ? underBasePath(pattern, path) : null;
      if (under && KIND_PATHS[kind].test(under.rest)) return `${under.rest}${search}`;
    }
    return url;
  }

  /**
   * The shop host a request on one of these hosts names, for that kind's paths only: the
   * `{host}` segment of its base path (which wins: it is what the page wrote), else its host name
   * read back through a pattern (`img.{host}`, `api.{host}`). `api` says the API's pattern read it.
   * Null when neither names a shop: the Host itself must then be one of the shop's.
   */
  shopHostOf(hostHeader: string | undefined, originalUrl: string, fromPathOnly = false): { host: string; api: boolean } | null {
    const [path] = splitUrl(originalUrl);
    const hostName = normaliseHost(hostHeader) ?? '';
    for (const kind of ASSET_KINDS) {
      const pattern = this.settings[kind];
      if (!pattern) continue;
      const under = underBasePath(pattern, path);
      const rest = under ? under.rest : pattern.path ? null : path;
      if (rest === null || !KIND_PATHS[kind].test(rest)) continue;
      if (under?.host) return { host: under.host, api: false };
      const derived = fromPathOnly ? null : shopHostOfHostName(pattern, hostName);
      if (derived) return { host: derived, api: false };
    }
    const api = this.settings.api;
    if (!fromPathOnly && api && API_PATHS.test(path)) {
      const derived = shopHostOfHostName(api, hostName);
      if (derived) return { host: derived, api: true };
    }
    return null;
  }

  /**
   * The bases of one page's addresses. `pageHost` is the host name the visitor is on (for a call
   * on the API host, the one it was derived from): the API is derived from it, so the browser's
   * cookies for it reach the API. Pictures, files and scripts are derived from the shop's primary
   * host (the page's own on a developer's machine), so every domain of a shop, and every answer
   * the shared cache keeps for it, names the same places.
   */
  pageHosts(pageHost: string, primaryHost: string, scheme: 'http' | 'https'): PageHosts {
    if (!this.configured) return OWN_HOSTS;
    const assetHost = isLocalHostName(pageHost) || isLocalHostName(primaryHost) ? pageHost : primaryHost;
    const base = (pattern: HostPattern | undefined, host: string) => (pattern ? expandHostPattern(pattern, host, scheme) : '');
    return {
      images: base(this.settings.images, assetHost),
      gifs: base(this.settings.gifs, assetHost),
      files: base(this.settings.files, assetHost),
      scripts: base(this.settings.scripts, assetHost),
      api: base(this.settings.api, pageHost),
    };
  }

  /**
   * The host a browser on `pageHost` must give the shop's cookies to: the page's own when the
   * API is a sub-domain of it (`api.{host}`), so a session started on either reaches the other.
   * Undefined (host-only cookies, as without an API host) for a developer's machine and IP
   * addresses, where cookies of a parent domain do not exist, and when the API shares the host.
   */
  cookieDomain(pageHost: string): string | undefined {
    const api = this.settings.api;
    if (!api || api.hostName === HOST_PLACEHOLDER) return undefined;
    if (isLocalHostName(pageHost) || /^[\d.]+$/.test(pageHost) || pageHost.includes(':')) return undefined;
    return pageHost;
  }

  /**
   * Whether `origin` (a request's Origin) is a page of the shop this API host serves: its host
   * belongs to the shop (`sameShop`), it is https (or a developer's machine), and the API host
   * derived from it is the one the request came to. Only then does the API answer it across
   * origins, with credentials.
   */
  apiAllows(origin: string | undefined, requestHost: string | undefined, sameShop: (host: string) => boolean): string | null {
    const api = this.settings.api;
    if (!api || !origin) return null;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    const host = normaliseHost(url.host);
    if (!host || !sameShop(host)) return null;
    const local = isLocalHostName(host);
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return null;
    const derived = new URL(expandHostPattern(api, host, url.protocol === 'https:' ? 'https' : 'http'));
    return normaliseHost(derived.host) === normaliseHost(requestHost) ? url.origin : null;
  }

  /**
   * `Cross-Origin-Resource-Policy` of an uploaded SVG or file: `same-site` while its kind is
   * served from the shop's host or a sub-domain of it (`img.{host}`), `cross-origin` when it is
   * served from elsewhere (`https://cdn.example.net/{host}`), where same-site would stop the
   * shop's own pages from showing it.
   */
  resourcePolicy(kind: 'images' | 'files'): 'same-site' | 'cross-origin' {
    const pattern = this.settings[kind];
    return !pattern || pattern.hostName === HOST_PLACEHOLDER || pattern.hostName.endsWith(`.${HOST_PLACEHOLDER}`) ? 'same-site' : 'cross-origin';
  }

  /** The page's Content-Security-Policy sources each directive gains: exactly the configured hosts' origins. */
  cspSources(hosts: PageHosts): { script: string[]; style: string[]; img: string[]; connect: string[] } {
    const origins = (...bases: string[]) => [...new Set(bases.filter(Boolean).map(originOf))];
    const scripts = origins(hosts.scripts);
    return {
      script: scripts,
      // The build's style sheets (the entry's, and each lazy screen's) come with its scripts.
      style: scripts,
      // A file that is a picture may be shown in a page's text.
      img: origins(hosts.images, hosts.gifs, hosts.files),
      connect: origins(hosts.api),
    };
  }
}

/** What of a page's hosts shows in a GraphQL answer (pictures, gifs, files): the shared answer cache keeps those apart. */
export function answerAddresses(hosts: PageHosts | null | undefined): string {
  return hosts && (hosts.images || hosts.gifs || hosts.files) ? `${hosts.images} ${hosts.gifs} ${hosts.files}` : '';
}

/** The page's scheme: https for a shop on its domain, the one typed on a developer's machine. */
export function pageScheme(request: FastifyRequest, pageHost: string): 'http' | 'https' {
  return isLocalHostName(pageHost) && request.protocol !== 'https' ? 'http' : 'https';
}
