import { sql, type SQL } from 'drizzle-orm';
import { withSubcategories } from '../../domain/catalog/category-tree';
import type { NewsletterAudience } from '../../domain/marketing/newsletter';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { rowsOf } from '../db/migrate.server';
import { allCategories, categoryParents, productsInCategories, showDraftCategories } from '../modules/catalog';
import {
  newsletterById, newsletterOfDedupeKey, queueNewsletterBatches, recordNewsletterClick, recordNewsletterOpen, startSendingNewsletter,
  type NewsletterEmail, type NewsletterRefused, type NewsletterRow,
} from '../modules/newsletters';
import { buyersOf } from '../modules/orders';
import { emailLinkTarget, enqueueMarketingEmails, subscribedAddresses } from '../modules/subscriptions';
import type { ShopRecord } from '../modules/shop';

/** Every category of the shop, drafts too: an audience may name one before it is published. */
export async function knownCategories(ctx: RequestContext): Promise<Set<string>> {
  showDraftCategories(ctx);
  return new Set((await allCategories(ctx)).map((category) => category.id));
}

/**
 * The addresses an audience holds, as one subquery: confirmed subscribers (in one language, if
 * chosen) who, when categories are chosen, bought from one of them or their sub-categories.
 * Built before any transaction: the category tree is read through `db`.
 */
async function audienceQuery(db: Db, shopId: string, audience: NewsletterAudience): Promise<SQL> {
  const subscribed = subscribedAddresses(shopId, audience.language);
  if (audience.categoryIds.length === 0) return subscribed;
  // Categories the shop no longer has cover nothing: such an audience holds nobody, never everybody.
  const categories = [...withSubcategories(audience.categoryIds, await categoryParents(db, shopId))];
  return sql`SELECT subscribed.email FROM (${subscribed}) AS subscribed WHERE subscribed.email IN (${buyersOf(shopId, productsInCategories(shopId, categories))})`;
}

export async function audienceSize(ctx: RequestContext, audience: NewsletterAudience): Promise<number> {
  const query = await audienceQuery(ctx.db, ctx.shop.id, audience);
  const [row] = rowsOf<{ count: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS count FROM (${query}) AS audience`));
  return row?.count ?? 0;
}

/** Starts sending a draft to its audience as it is this instant. */
export async function sendNewsletter(ctx: RequestContext, id: string, version: number): Promise<NewsletterRow | NewsletterRefused> {
  const row = await newsletterById(ctx, id);
  const audience = await audienceQuery(ctx.db, ctx.shop.id, row?.audience ?? { language: null, categoryIds: [] });
  return startSendingNewsletter(ctx, id, version, { audience, audienceVersion: row?.version ?? -1, shopName: ctx.shop.name, origin: ctx.origin });
}

/**
 * The job's newsletter step: the next batch of each newsletter going out, written as marketing
 * e-mails (each with its own link secret, unsubscribe links and headers, and only to an address
 * still subscribed this instant).
 */
export function queueNewsletters(db: Db, shopOf: (shopId: string) => Promise<{ shop: ShopRecord; origin: string }>): Promise<number> {
  return queueNewsletterBatches(db, {
    shopOf,
    writeEmails: (tx, shop, language, emails: readonly NewsletterEmail[]) => enqueueMarketingEmails(tx, shop, emails.map((email) => ({
      to: email.email,
      language,
      kind: 'newsletter',
      template: 'newsletter',
      dedupeKey: email.dedupeKey,
      subject: email.subject,
      render: (linkBase: string) => email.render(linkBase),
    }))),
  });
}

/**
 * A newsletter's own actions on `/_/email/{secret}/{action}`: `open` (its picture was shown)
 * and `click` (a counted link; answers the address to go to). Null when the secret is not a
 * newsletter's e-mail of this shop, or the link number is not one of its links.
 */
export async function newsletterEmailAction(ctx: RequestContext, token: string, action: 'open' | 'click', linkIndex?: number): Promise<string | null> {
  const target = await emailLinkTarget(ctx.db, ctx.shop.id, token);
  const newsletter = target ? newsletterOfDedupeKey(target.outboxKey) : null;
  if (!newsletter) return null;
  if (action === 'open') {
    await recordNewsletterOpen(ctx.db, ctx.shop.id, newsletter.newsletterId, newsletter.email);
    return 'opened';
  }
  return recordNewsletterClick(ctx.db, ctx.shop.id, newsletter.newsletterId, newsletter.email, linkIndex ?? -1);
}
