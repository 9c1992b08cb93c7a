import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { shopEmailByKey } from '../outbox';
import { emailLinkByToken, subscriberByEmail, type EmailLink } from './marketing-email.service';
import { confirmationAllowed, markUnsubscribed, startSubscription } from './subscriptions.service';
import { emailSubscribers, type SubscriberState } from './subscriptions.tables';

/** What a link of a marketing e-mail sees of its subscription: its own address only. */
export interface EmailLinkView {
  email: string;
  language: Language;
  state: SubscriberState | null;
}

/** The link and the subscription it belongs to; null for an id that is not this shop's. */
export async function emailLinkView(ctx: RequestContext, token: string): Promise<EmailLinkView | null> {
  const link = await emailLinkByToken(ctx.db, ctx.shop.id, token);
  if (!link) return null;
  const row = await subscriberByEmail(ctx.db, ctx.shop.id, link.email);
  return { email: link.email, language: row?.language ?? link.language, state: row?.state ?? null };
}

export type ConfirmOutcome = 'confirmed' | 'already' | 'unsubscribed' | 'not_found';

/**
 * The double opt-in link: a pending address becomes subscribed. Opening it again changes
 * nothing; after an unsubscribe an old confirmation link no longer subscribes (a new subscribe
 * sends a new one).
 */
export async function confirmSubscription(ctx: RequestContext, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const link = await emailLinkByToken(ctx.db, ctx.shop.id, token);
  if (!link || link.purpose !== 'confirm') return 'not_found';
  return inTransaction(ctx.db, async (tx) => {
    const row = await subscriberByEmail(tx, ctx.shop.id, link.email, { forUpdate: true });
    if (!row) return 'not_found';
    if (row.state === 'subscribed') return 'already';
    if (row.state === 'unsubscribed') return 'unsubscribed';
    await tx.update(emailSubscribers).set({ state: 'subscribed', confirmedAt: now, updatedAt: now })
      .where(and(eq(emailSubscribers.shopId, ctx.shop.id), eq(emailSubscribers.id, row.id)));
    return 'confirmed';
  });
}

/** One click (or RFC 8058's one POST): the address gets no more marketing e-mail from the shop. */
export async function unsubscribeByLink(ctx: RequestContext, token: string): Promise<EmailLink | null> {
  const link = await emailLinkByToken(ctx.db, ctx.shop.id, token);
  if (!link) return null;
  await inTransaction(ctx.db, (tx) => markUnsubscribed(tx, ctx.shop.id, link.email, 'subscriber', link.language));
  return link;
}

/** From the preferences page: subscribe again, which sends a new confirmation e-mail. */
export async function resubscribeByLink(ctx: RequestContext, token: string): Promise<SubscriberState | null> {
  const link = await emailLinkByToken(ctx.db, ctx.shop.id, token);
  if (!link) return null;
  const row = await subscriberByEmail(ctx.db, ctx.shop.id, link.email);
  const language = row?.language ?? link.language;
  const sendConfirmation = await confirmationAllowed(ctx, link.email);
  return inTransaction(ctx.db, (tx) => startSubscription(tx, ctx, { email: link.email, source: 'email', language, sendConfirmation }));
}

/**
 * The e-mail a link came in, to read in the browser: only the shop's own e-mail written for
 * the link and addressed to the link's address.
 */
export async function emailOfLink(ctx: RequestContext, token: string): Promise<{ html: string; subject: string } | null> {
  const link = await emailLinkByToken(ctx.db, ctx.shop.id, token);
  if (!link) return null;
  const sent = await shopEmailByKey(ctx.db, ctx.shop.id, link.outboxKey);
  if (!sent || sent.to.trim().toLowerCase() !== link.email) return null;
  return { html: sent.html, subject: sent.subject };
}
