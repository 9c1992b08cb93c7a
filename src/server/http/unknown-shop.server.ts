import { createHash } from 'node:crypto';
import { escapeHtml } from '../../domain/rich-text/escape';

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2933}h1{font-size:1.5rem}';

/**
 * The page has no script, no picture, no form and one inline style: everything else is refused,
 * and no other site may frame it (the host name it shows is the visitor's own input).
 */
export const UNKNOWN_SHOP_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
};

/** The page for a host no shop owns: plain, in both languages, with no shop data at all. */
export function unknownShopPage(host: string | undefined): string {
  const name = escapeHtml((host ?? '').slice(0, 100));
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Toko tidak ditemukan · Shop not found</title><style>${STYLE}</style></head><body><main><h1>Toko tidak ditemukan</h1><p>Tidak ada toko di alamat <strong>${name}</strong>. Periksa kembali alamatnya.</p><h2 lang="en">Shop not found</h2><p lang="en">There is no shop at <strong>${name}</strong>. Please check the address.</p></main></body></html>`;
}
