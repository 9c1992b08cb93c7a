import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { Language } from '../../domain/i18n/language';

/**
 * The server's own small pages (sign-in links, staff sign-in, refusals): no script and no
 * outside resource, so the policy forbids both; they cannot be framed and send no Referer.
 */
export const PLAIN_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}h1{font-size:1.5rem}a{color:#0b5cad}'
  + 'button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0b5cad;color:#fff;cursor:pointer}'
  + 'input{font:inherit;padding:.55rem .6rem;width:100%;max-width:22rem;box-sizing:border-box;border:1px solid #52606d;border-radius:.4rem}'
  + 'button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}'
  + '[role=alert]{color:#b42318;font-weight:600;border-left:4px solid #b42318;padding-left:.6rem}';

/** A whole document around `body` (already escaped HTML); the title is escaped here. */
export function plainPage(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function sendPlainPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PLAIN_PAGE_POLICY).type('text/html; charset=utf-8').send(html);
}

/**
 * Lets a plugin scope read plain HTML forms, and nothing else, into URLSearchParams (no object
 * keys, so nothing like `__proto__` reaches a plain object). Scoped, so the site's other
 * parsers are untouched.
 */
export function acceptPlainForms(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
