import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isValidEmail } from '../../../domain/checkout/contact';
import type { Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { shopEmail } from '../mail';
import { addressKey, enforceRateLimit } from '../platform';
import { enqueueMarketingEmail, normaliseEmail, subscriberByEmail } from './marketing-email.service';
import { SUBSCRIPTION_CONFIRM_EMAIL } from './subscription-emails.templates';
import { emailSubscribers, type SubscriberState, type SubscriptionSource } from './subscriptions.tables';

/** The one answer to every subscribe form: it never tells whether the address was known. */
export type SubscribeAccepted = { __typename: 'EmailSubscriptionAccepted'; message: string };

/** The address as stored, or a refusal naming the field the visitor can correct. */
export function subscriptionEmailOrRefuse(input: string, field = 'email'): string {
  const email = normaliseEmail(input);
  if (!email || !isValidEmail(email)) throw badInput('error.subscription.email', {}, field);
  return email;
}

/** The resend limit counts per shop and mailbox, keyed by a hash so no address sits in the counters. */
function confirmationKey(shopId: string, email: string): string {
  return `${shopId}:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
}

type SubscribeContext = Pick<RequestContext, 'shop' | 'origin' | 'language'>;

/**
 * Whether a confirmation e-mail may go to this address now: at most one per window of the
 * `subscriptionConfirmation` limit. Counted before the transaction, since the counters may
 * live in the same database; a refused resend is silent, the answer the same.
 */
export async function confirmationAllowed(ctx: Pick<RequestContext, 'shop' | 'limits'>, email: string): Promise<boolean> {
  const decision = await ctx.limits.consume([{ rule: 'subscriptionConfirmation', key: confirmationKey(ctx.shop.id, normaliseEmail(email)) }]);
  return decision.allowed;
}

/**
 * Starts (or restarts) a subscription inside the caller's transaction: a new or unsubscribed
 * address becomes pending and is sent the confirmation e-mail when `sendConfirmation` (see
 * `confirmationAllowed`); a subscribed one is left as it is. Returns the state afterwards.
 */
export async function startSubscription(
  tx: Db,
  ctx: SubscribeContext,
  input: { email: string; source: SubscriptionSource; language?: Language; sendConfirmation: boolean },
  now = new Date(),
): Promise<SubscriberState> {
  const email = subscriptionEmailOrRefuse(input.email);
  const language = input.language ?? ctx.language;
  const shopId = ctx.shop.id;
  await tx.insert(emailSubscribers)
    .values({ shopId, id: newId(), email, state: 'pending', language, source: input.source, consentedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [emailSubscribers.shopId, emailSubscribers.email] });
  const row = await subscriberByEmail(tx, shopId, email, { forUpdate: true });
  if (!row) throw new Error('subscriber row vanished');
  if (row.state === 'subscribed') return 'subscribed';
  if (row.state === 'unsubscribed') {
    // A new consent: a new confirmation round, with the source and language of this form.
    await tx.update(emailSubscribers)
      .set({ state: 'pending', source: input.source, language, consentedAt: now, confirmedAt: null, unsubscribedAt: null, unsubscribedBy: null, updatedAt: now })
      .where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.id, row.id)));
  } else if (row.consentedAt?.getTime() !== now.getTime()) {
    await tx.update(emailSubscribers).set({ language, consentedAt: now, updatedAt: now })
      .where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.id, row.id)));
  }
  if (!input.sendConfirmation) return 'pending';
  const sent = await enqueueMarketingEmail(tx, ctx, {
    to: email,
    language,
    kind: 'confirmation',
    template: 'subscription_confirm',
    dedupeKey: `subscription-confirm:${row.id}:${now.getTime()}`,
    render: (links) => shopEmail(tx, ctx, SUBSCRIPTION_CONFIRM_EMAIL, { language, shopName: ctx.shop.name, url: links.confirm }),
  });
  if (sent) {
    await tx.update(emailSubscribers).set({ confirmationSentAt: now })
      .where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.id, row.id)));
  }
  return 'pending';
}

/** The footer's and the account's subscribe: limited per client address, answered the same way always. */
export async function subscribeToEmail(ctx: RequestContext, input: { email: string; source: 'footer' | 'account' }): Promise<SubscribeAccepted> {
  const email = subscriptionEmailOrRefuse(input.email);
  await enforceRateLimit(ctx.limits, [{ rule: 'emailSubscribe', key: addressKey(ctx.clientAddress) }]);
  const sendConfirmation = await confirmationAllowed(ctx, email);
  await inTransaction(ctx.db, (tx) => startSubscription(tx, ctx, { email, source: input.source, sendConfirmation }));
  return { __typename: 'EmailSubscriptionAccepted', message: say(ctx, 'subscription.accepted', { email }) };
}

/** Marks an address unsubscribed, creating its row when the shop knew it only from an e-mail. */
export async function markUnsubscribed(tx: Db, shopId: string, email: string, by: 'subscriber' | 'owner', language: Language, now = new Date()): Promise<{ id: string; before: SubscriberState | null }> {
  const existing = await subscriberByEmail(tx, shopId, email, { forUpdate: true });
  if (existing) {
    if (existing.state !== 'unsubscribed') {
      await tx.update(emailSubscribers).set({ state: 'unsubscribed', unsubscribedAt: now, unsubscribedBy: by, updatedAt: now })
        .where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.id, existing.id)));
    }
    return { id: existing.id, before: existing.state };
  }
  const id = newId();
  await tx.insert(emailSubscribers)
    .values({ shopId, id, email, state: 'unsubscribed', language, source: 'email', consentedAt: null, unsubscribedAt: now, unsubscribedBy: by, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [emailSubscribers.shopId, emailSubscribers.email] });
  return { id, before: null };
}

/** The signed-in customer's subscription state for their account's address; null when none. */
export async function viewerSubscription(ctx: RequestContext): Promise<SubscriberState | null> {
  if (!ctx.customer) return null;
  ctx.personal = true;
  const row = await subscriberByEmail(ctx.db, ctx.shop.id, normaliseEmail(ctx.customer.email));
  return row?.state ?? null;
}

/** The account page's switch: on asks for a confirmation e-mail, off unsubscribes at once. */
export async function setViewerSubscription(ctx: RequestContext, on: boolean): Promise<SubscriberState | null> {
  if (!ctx.customer) return null;
  ctx.personal = true;
  const email = normaliseEmail(ctx.customer.email);
  if (on) {
    await enforceRateLimit(ctx.limits, [{ rule: 'emailSubscribe', key: addressKey(ctx.clientAddress) }]);
    const sendConfirmation = await confirmationAllowed(ctx, email);
    return inTransaction(ctx.db, (tx) => startSubscription(tx, ctx, { email, source: 'account', sendConfirmation }));
  }
  await inTransaction(ctx.db, (tx) => markUnsubscribed(tx, ctx.shop.id, email, 'subscriber', ctx.language));
  return 'unsubscribed';
}
