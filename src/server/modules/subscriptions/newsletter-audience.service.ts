import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { withMarketingFooter } from '../mail';
import { enqueueEmails, type QueuedEmail } from '../outbox';
import { emailLinkByToken, FOOTER_REASON, hashEmailToken, normaliseEmail, stateMayReceive, type MarketingKind, type MarketingLinks } from './marketing-email.service';
import { emailLinks, emailSubscribers } from './subscriptions.tables';

/**
 * The addresses of confirmed subscribers (reading `language`, if given), as a subquery with
 * one `email` column for another module's query: a newsletter's audience. Served by the
 * shop's unique (shop_id, email) index.
 */
export function subscribedAddresses(shopId: string, language: Language | null): SQL {
  const s = emailSubscribers;
  return sql`SELECT ${s.email} AS email FROM ${s} WHERE ${s.shopId} = ${shopId} AND ${s.state} = 'subscribed'${language ? sql` AND ${s.language} = ${language}` : sql``}`;
}

export interface MarketingEmailInBatch {
  to: string;
  language: Language;
  kind: MarketingKind;
  template: string;
  dedupeKey: string;
  subject: string;
  /** The HTML and text with `linkBase` (`{origin}/_/email/{secret}`) where the e-mail's own links go. */
  render: (linkBase: string) => { html: string; text: string };
}

/**
 * `enqueueMarketingEmail` for a batch (a newsletter's next 500): the same check of every
 * address (`mayReceiveMarketing`, read for all at once in the batch's transaction), the same
 * link secret, footer and headers for each, written in three statements however many there
 * are. Returns the addresses written.
 */
export async function enqueueMarketingEmails(tx: Db, ctx: Pick<RequestContext, 'shop' | 'origin'>, inputs: readonly MarketingEmailInBatch[]): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const emails = [...new Set(inputs.map((input) => normaliseEmail(input.to)))];
  const rows = await tx.select({ email: emailSubscribers.email, state: emailSubscribers.state }).from(emailSubscribers)
    .where(and(eq(emailSubscribers.shopId, ctx.shop.id), inArray(emailSubscribers.email, emails)));
  const states = new Map(rows.map((row) => [row.email, row.state]));
  const allowed = inputs.filter((input) => stateMayReceive(states.get(normaliseEmail(input.to)), input.kind));
  if (allowed.length === 0) return new Set();
  const links: Array<typeof emailLinks.$inferInsert> = [];
  const queued: QueuedEmail[] = allowed.map((input) => {
    const token = randomBytes(32).toString('base64url');
    const email = normaliseEmail(input.to);
    links.push({ shopId: ctx.shop.id, tokenHash: hashEmailToken(token), email, language: input.language, purpose: input.kind === 'confirmation' ? 'confirm' : 'marketing', outboxKey: input.dedupeKey });
    const base = `${ctx.origin}/_/email/${token}`;
    const marketingLinks: MarketingLinks = { confirm: `${base}/confirm`, unsubscribe: `${base}/unsubscribe`, preferences: `${base}/preferences`, view: `${base}/view` };
    const body = input.render(base);
    const rendered = withMarketingFooter({ subject: input.subject, ...body }, input.language, FOOTER_REASON[input.kind], marketingLinks);
    return {
      shopId: ctx.shop.id,
      dedupeKey: input.dedupeKey,
      template: input.template,
      message: { to: input.to.trim(), ...rendered, headers: { 'List-Unsubscribe': `<${marketingLinks.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
    };
  });
  await tx.insert(emailLinks).values(links);
  await enqueueEmails(tx, queued);
  return new Set(allowed.map((input) => normaliseEmail(input.to)));
}

/** The outbox key of the marketing e-mail a link secret names in this shop, or null. */
export async function emailLinkTarget(db: Db, shopId: string, token: string): Promise<{ email: string; outboxKey: string } | null> {
  const link = await emailLinkByToken(db, shopId, token);
  return link ? { email: link.email, outboxKey: link.outboxKey } : null;
}
