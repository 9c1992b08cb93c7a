import { createHash } from 'node:crypto';
import { SharedCache } from '../graphql/public-query-cache.server';

/** A rendered page as every anonymous visitor of the same address, language and host gets it. */
export interface CachedPage {
  html: string;
  /** Weak: the page leaves compressed in whichever way the browser accepts. */
  etag: string;
  contentLanguage: string;
  contentSecurityPolicy: string;
}

/**
 * Rendered public pages, kept and cleared exactly as the shared answers they are made of
 * (docs/decisions/0049), so a visitor whose page is kept costs a lookup instead of a render.
 */
export class PageCache extends SharedCache<CachedPage> {
  static key(shopId: string, origin: string, language: string, url: string): string {
    return `${shopId}\u0000${origin}\u0000${language}\u0000${url}`;
  }

  static page(html: string, contentLanguage: string, contentSecurityPolicy: string): CachedPage {
    return { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`, contentLanguage, contentSecurityPolicy };
  }
}

/** The first moment of the next year (UTC): pages print the year the server rendered them in. */
export function nextYearStarts(now = Date.now()): number {
  return Date.UTC(new Date(now).getUTCFullYear() + 1, 0, 1);
}
