import type { Db } from '../../db/database.server';
import { postWebhook, type EmailMessage, type OutboxHandlers } from '../outbox';
import { shopMailIdentity } from '../shop';
import type { MailTransport } from './mail-transport.server';

const SENDER_CACHE_MS = 60_000;

/**
 * `"Name" <address>` with the name quoted, so a shop called `Toko "Ibu", Ltd` stays one
 * address. Control characters are dropped: they could only break the header.
 */
export function formatSender(name: string, address: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  if (!clean) return address;
  return `"${clean.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** The sender when none is configured: the shop's name at no-reply@ its primary host. */
export async function defaultSender(db: Db, shopId: string): Promise<string> {
  const shop = await shopMailIdentity(db, shopId);
  if (!shop) throw new Error(`shop ${shopId} does not exist`);
  // An IPv6 literal is no mail domain; a shop known only by one is a development shop.
  const host = shop.host && !shop.host.includes(':') ? shop.host : 'localhost';
  return formatSender(shop.name, `no-reply@${host}`);
}

/**
 * The outbox's e-mail handler: finds the sender at send time (so a renamed shop or a new
 * primary domain applies to mail still waiting) and hands the message to the transport.
 */
export function createEmailHandler(deps: { db: Db; transport: MailTransport; mailFrom?: string | undefined }): NonNullable<OutboxHandlers['email']> {
  const senders = new Map<string, { from: string; expires: number }>();
  const senderFor = async (shopId: string): Promise<string> => {
    if (deps.mailFrom) return deps.mailFrom;
    const cached = senders.get(shopId);
    if (cached && cached.expires > Date.now()) return cached.from;
    const from = await defaultSender(deps.db, shopId);
    if (senders.size > 10_000) senders.clear();
    senders.set(shopId, { from, expires: Date.now() + SENDER_CACHE_MS });
    return from;
  };
  return async (message: EmailMessage & { shopId: string }) => {
    const from = await senderFor(message.shopId);
    await deps.transport.send({ from, to: message.to, subject: message.subject, html: message.html, text: message.text, ...(message.headers ? { headers: message.headers } : {}) });
  };
}

/**
 * E-mail through the given transport, webhooks by HTTPS POST: what the server delivers with.
 * Without a transport e-mails are left queued while webhooks still go out.
 */
export function createOutboxHandlers(deps: { db: Db; transport: MailTransport | null; mailFrom?: string | undefined }): OutboxHandlers {
  const { transport } = deps;
  return { email: transport ? createEmailHandler({ ...deps, transport }) : null, webhook: (request) => postWebhook(request) };
}
