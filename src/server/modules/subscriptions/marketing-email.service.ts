import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { withMarketingFooter, type MarketingReason, type RenderedEmail } from '../mail';
import { enqueueEmail } from '../outbox';
import { emailLinks, emailSubscribers } from './subscriptions.tables';

export type Subscriber = typeof emailSubscribers.$inferSelect;

/**
 * What a marketing e-mail is, for the one check every sender makes:
 * - `newsletter`: news and offers, only to confirmed subscribers;
 * - `followUp`: a reminder about the shopper's own unfinished purchase (the abandoned checkout
 *   e-mail), to anyone who left an address, unless they unsubscribed;
 * - `confirmation`: the double opt-in e-mail, only to an address waiting for it.
 */
export type MarketingKind = 'newsletter' | 'followUp' | 'confirmation';

/** What the footer tells the reader about why the e-mail came. */
export const FOOTER_REASON: Readonly<Record<MarketingKind, MarketingReason>> = { newsletter: 'subscribed', followUp: 'startedCheckout', confirmation: 'askedToSubscribe' };

/** The links every marketing e-mail carries; all lead through `/_/email/{token}/{action}`. */
export interface MarketingLinks {
  confirm: string;
  unsubscribe: string;
  preferences: string;
  view: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The link id: 256 random bits, URL-safe; only its SHA-256 is stored. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function subscriberByEmail(db: Db, shopId: string, email: string, options: { forUpdate?: boolean } = {}): Promise<Subscriber | null> {
  const query = db.select().from(emailSubscribers).where(and(eq(emailSubscribers.shopId, shopId), eq(emailSubscribers.email, normaliseEmail(email)))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The unsubscribe-from-everything guarantee, in one place: whether the shop may send a
 * marketing e-mail of this kind to this address now. An unsubscribed address gets none.
 */
export async function mayReceiveMarketing(db: Db, shopId: string, email: string, kind: MarketingKind): Promise<boolean> {
  const row = await subscriberByEmail(db, shopId, email);
  return stateMayReceive(row?.state, kind);
}

/** The rule of `mayReceiveMarketing` for an address in `state` (undefined: not known to the shop). */
export function stateMayReceive(state: Subscriber['state'] | undefined, kind: MarketingKind): boolean {
  if (state === 'unsubscribed') return false;
  if (kind === 'newsletter') return state === 'subscribed';
  if (kind === 'confirmation') return state === 'pending';
  return true;
}

/**
 * True when the address has unsubscribed from the shop, as SQL for another module's query to
 * leave it out (the recovery job's due list): one probe of the unique key per row.
 */
export function unsubscribedAddress(shopId: SQLWrapper, email: SQLWrapper): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${emailSubscribers} WHERE ${emailSubscribers.shopId} = ${shopId} AND ${emailSubscribers.email} = lower(trim(${email})) AND ${emailSubscribers.state} = 'unsubscribed')`;
}

/**
 * Writes one marketing e-mail to the outbox in the caller's transaction, if the address may
 * receive it (`mayReceiveMarketing`): with its own link id, the unsubscribe and manage links
 * in its footer, and the `List-Unsubscribe` headers of RFC 2369 and RFC 8058. Returns whether
 * it was written. Every sender of marketing mail goes through here.
 */
export async function enqueueMarketingEmail(
  tx: Db,
  ctx: Pick<RequestContext, 'shop' | 'origin'>,
  input: { to: string; language: Language; kind: MarketingKind; template: string; dedupeKey: string; render: (links: MarketingLinks) => Promise<RenderedEmail> },
): Promise<boolean> {
  const email = normaliseEmail(input.to);
  if (!(await mayReceiveMarketing(tx, ctx.shop.id, email, input.kind))) return false;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailLinks).values({
    shopId: ctx.shop.id,
    tokenHash: hashEmailToken(token),
    email,
    language: input.language,
    purpose: input.kind === 'confirmation' ? 'confirm' : 'marketing',
    outboxKey: input.dedupeKey,
  });
  const base = `${ctx.origin}/_/email/${token}`;
  const links: MarketingLinks = { confirm: `${base}/confirm`, unsubscribe: `${base}/unsubscribe`, preferences: `${base}/preferences`, view: `${base}/view` };
  const rendered = withMarketingFooter(await input.render(links), input.language, FOOTER_REASON[input.kind], links);
  await enqueueEmail(tx, {
    shopId: ctx.shop.id,
    dedupeKey: input.dedupeKey,
    template: input.template,
    message: {
      to: input.to.trim(),
      ...rendered,
      headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  });
  return true;
}

export type EmailLink = typeof emailLinks.$inferSelect;

/** The sent e-mail a link id names in this shop, or null for a malformed, forged or foreign id. */
export async function emailLinkByToken(db: Db, shopId: string, token: string): Promise<EmailLink | null> {
  if (!EMAIL_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select().from(emailLinks)
    .where(and(eq(emailLinks.shopId, shopId), eq(emailLinks.tokenHash, hashEmailToken(token)))).limit(1);
  return row ?? null;
}
