import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { Db } from '../db/database.server';
import { listShopEmails, shopEmailById, type ShopEmailSummary } from '../modules/outbox';

/**
 * Nothing here may run script or load anything from elsewhere: the e-mail bodies shown are
 * HTML the shop produced from shopper-controlled text. The frame for a message is a srcdoc
 * document, which inherits this policy as well as its own sandbox.
 */
export const DEV_MAIL_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:";

const LIST_LIMIT = 200;
const MAX_ROW_ID = 2_147_483_647;

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#1f2933;background:#f4f5f7}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
p.lead{margin:0 0 1.25rem;color:#52606d}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:.55rem .75rem;border-bottom:1px solid #e4e7eb;vertical-align:top;font-size:.9rem}
th{background:#eef1f4;font-weight:600}
td.when{white-space:nowrap;color:#52606d}
.status{display:inline-block;padding:.1rem .5rem;border-radius:999px;font-size:.8rem;font-weight:600}
.status-sent{background:#d1fae5;color:#065f46}
.status-pending{background:#fef3c7;color:#92400e}
.status-failed{background:#fee2e2;color:#991b1b}
.error{color:#991b1b;font-size:.8rem;margin-top:.25rem;word-break:break-word}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;background:#fff;padding:1rem;border-radius:8px;margin:0 0 1.25rem}
dt{font-weight:600}
dd{margin:0;word-break:break-word}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
iframe{width:100%;height:44rem;border:1px solid #d9dee3;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:1rem;border-radius:8px;border:1px solid #d9dee3;font-size:.85rem}
a{color:#0f766e}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', DEV_MAIL_CONTENT_SECURITY_POLICY)
    .send(html);
}

function when(date: Date | null): string {
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '-';
}

function statusBadge(email: ShopEmailSummary): string {
  return `<span class="status status-${escapeHtml(email.status)}">${escapeHtml(email.status)}</span>`;
}

/**
 * Plain text with its http(s) addresses made clickable, everything else escaped. The links
 * carry private order secrets, hence no Referer when they are followed.
 */
function linkifiedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}" rel="noreferrer">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function notFoundPage(reply: FastifyReply): FastifyReply {
  return send(reply, 404, page('E-mail not found', '<h1>E-mail not found</h1><p class="lead">This shop has no e-mail with that number.</p><p><a href="/_dev/mail">All e-mails</a></p>'));
}

/**
 * The development mailbox: every e-mail the request's shop has queued, whether or not an SMTP
 * server delivered it. Only for development and tests: the caller registers it outside
 * production, where `/_dev/*` answers with the not-found page instead.
 */
export function registerDevMailRoutes(server: FastifyInstance, deps: { db: Db }): void {
  server.get('/_dev/mail', async (request, reply) => {
    const emails = await listShopEmails(deps.db, request.shop.id, { limit: LIST_LIMIT });
    const rows = emails
      .map((email) => {
        const error = email.lastError ? `<div class="error">${escapeHtml(email.lastError)}</div>` : '';
        return `<tr><td class="when">${escapeHtml(when(email.createdAt))}</td><td>${escapeHtml(email.to)}</td><td><a href="/_dev/mail/${email.id}">${escapeHtml(email.subject || '(no subject)')}</a></td><td>${escapeHtml(email.template)}</td><td>${statusBadge(email)}</td><td>${email.attempts}${error}</td></tr>`;
      })
      .join('');
    const table = emails.length
      ? `<table><thead><tr><th scope="col">Queued</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No e-mails yet.</p>';
    const lead = `E-mails of ${escapeHtml(request.shop.name)}, newest first (at most ${LIST_LIMIT}). Without SMTP_URL they are delivered here only.`;
    return send(reply, 200, page('Mail', `<h1>Mail</h1><p class="lead">${lead}</p>${table}`));
  });

  server.get<{ Params: { id: string } }>('/_dev/mail/:id', async (request, reply) => {
    const raw = request.params.id;
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ROW_ID) return notFoundPage(reply);
    const email = await shopEmailById(deps.db, request.shop.id, Number(raw));
    if (!email) return notFoundPage(reply);
    const details = [
      ['Subject', escapeHtml(email.subject)],
      ['To', escapeHtml(email.to)],
      ['Template', escapeHtml(email.template)],
      ['Status', `${statusBadge(email)}${email.lastError ? `<div class="error">${escapeHtml(email.lastError)}</div>` : ''}`],
      ['Attempts', String(email.attempts)],
      ['Queued', escapeHtml(when(email.createdAt))],
      ['Sent', escapeHtml(when(email.sentAt))],
    ].map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('');
    // An empty sandbox: the message's HTML gets no script, no forms, no same-origin access.
    const frame = `<iframe sandbox srcdoc="${escapeHtml(email.html)}" title="${escapeHtml(`HTML version of ${email.subject}`)}" referrerpolicy="no-referrer"></iframe>`;
    const body = `<p><a href="/_dev/mail">← All e-mails</a></p><h1>${escapeHtml(email.subject || '(no subject)')}</h1><dl>${details}</dl><h2>HTML</h2>${frame}<h2>Plain text</h2><pre>${linkifiedText(email.text)}</pre>`;
    return send(reply, 200, page(email.subject || 'E-mail', body));
  });
}
