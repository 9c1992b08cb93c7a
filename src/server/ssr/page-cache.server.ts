import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SharedCache } from '../graphql/public-query-cache.server';

/** A rendered page as every anonymous visitor of the same address, language and host gets it. */
export interface CachedPage {
  /** The page in UTF-8, as it leaves when the browser accepts no compression. */
  html: Buffer;
  /** Weak: the page leaves compressed in whichever way the browser accepts. */
  etag: string;
  contentLanguage: string;
  contentSecurityPolicy: string;
  /** The page compressed once when kept, instead of once per visitor (absent for a page too small to gain). */
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this, compression gains nothing (the threshold the server's compression uses too). */
const COMPRESS_FROM_BYTES = 1024;

/** Brotli's quality for a page compressed as it leaves: the server's own compression uses it too. */
const ON_THE_SPOT_QUALITY = 4;
/**
 * Brotli's quality for a page kept for every anonymous visitor, compressed once per keeping: a
 * 60 KB category page comes to 14.6 KB instead of 15.9 KB for about 0.3 ms more, and under
 * 14.6 KB, with its headers, a page arrives in the first round trip of a new connection (TCP's
 * first ten segments) instead of two. Above 8 the cost jumps tenfold for a few hundred bytes.
 */
const KEPT_PAGE_QUALITY = 7;

/**
 * A page compressed in one call, or null when it is too small to be worth it. On the spot at
 * the quality the server's own compression uses; in one call rather than through a stream,
 * which on a busy server cost a product page several times the compression.
 */
export function compressPage(html: Buffer, encoding: 'br' | 'gzip', quality: number = ON_THE_SPOT_QUALITY): Buffer | null {
  if (html.length < COMPRESS_FROM_BYTES) return null;
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzipSync(html);
}

/**
 * Rendered public pages, kept and cleared exactly as the shared answers they are made of
 * (docs/decisions/0049), so a visitor whose page is kept costs a lookup instead of a render.
 */
export class PageCache extends SharedCache<CachedPage> {
  static key(shopId: string, origin: string, language: string, url: string): string {
    return `${shopId}\u0000${origin}\u0000${language}\u0000${url}`;
  }

  /** A page ready to keep: its ETag, and its compressed forms when it is worth compressing. */
  static page(html: Buffer, contentLanguage: string, contentSecurityPolicy: string): CachedPage {
    const page: CachedPage = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`, contentLanguage, contentSecurityPolicy };
    const br = compressPage(html, 'br', KEPT_PAGE_QUALITY);
    if (br) {
      page.br = br;
      page.gzip = compressPage(html, 'gzip')!;
    }
    return page;
  }

  /** What a kept page weighs in memory: its text and its compressed forms. */
  static sizeOf(page: CachedPage): number {
    return page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
  }
}

/**
 * The encoding to send a kept page in, from an Accept-Encoding header: Brotli, then gzip, by
 * the browser's weights (`q=0` refuses one, `*` stands for any not named); null for none.
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** The first moment of the next year (UTC): pages print the year the server rendered them in. */
export function nextYearStarts(now = Date.now()): number {
  return Date.UTC(new Date(now).getUTCFullYear() + 1, 0, 1);
}
