import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { countedLinks, NEWSLETTER_QUEUE_BATCH, newsletterAfter } from '../../../domain/marketing/newsletter';
import type { Language } from '../../../domain/i18n/language';
import { loaderFor, type RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { rowsOf } from '../../db/migrate.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { recordAudit } from '../audit';
import { renderEmailContent, type RenderedEmail } from '../mail';
import { emailDeliveryOf } from '../outbox';
import { newsletterRefused, sendingProblems, type NewsletterRefused, type NewsletterRow } from './newsletters.service';
import { newsletterRecipients, newsletters } from './newsletters.tables';

/**
 * Stands for where each e-mail's own link address begins (`{origin}/_/email/{secret}`) in
 * what is rendered once for everyone; replaced per address when its e-mail is written. The
 * owner's text cannot produce it: the renderer escapes every `<`.
 */
const LINK_BASE_IN_HTML = '&lt;email-link&gt;';

/** The dedupe key of one address's e-mail of one newsletter: written at most once. */
export function newsletterDedupeKey(newsletterId: string, email: string): string {
  return `newsletter:${newsletterId}:${email}`;
}

/** The newsletter and address an outbox key names, or null for another e-mail's key. */
export function newsletterOfDedupeKey(key: string): { newsletterId: string; email: string } | null {
  const match = /^newsletter:([A-Za-z0-9_-]+):(.+)$/.exec(key);
  return match ? { newsletterId: match[1]!, email: match[2]! } : null;
}

export interface RenderedNewsletter extends RenderedEmail {
  /** The addresses its counted links lead to, by number. */
  links: string[];
}

/**
 * The newsletter as every recipient gets it, its owner's links counted and an open-counting
 * picture at the end, with a marker where each e-mail's link address goes (see
 * `personaliseNewsletter`). Without counting (a test to the owner) links stay as written.
 * Used for the preview, the test and the real thing, so what the owner checks is what goes out.
 */
export function renderNewsletter(row: Pick<NewsletterRow, 'language' | 'subject' | 'document'>, shopName: string, origin: string, options: { counted: boolean }): RenderedNewsletter {
  const language = row.language === 'en' ? 'en' : 'id';
  const rendered = renderEmailContent({ placeholders: [] }, language, { subject: row.subject, document: row.document }, {}, { shopName, origin });
  if (!options.counted) return { ...rendered, links: [] };
  const counted = countedLinks(rendered.html, (index) => `${LINK_BASE_IN_HTML}/click?l=${index}`);
  // Counts an open when the reader's mail program shows pictures; clicks count as opens too.
  const pixel = `<img src="${LINK_BASE_IN_HTML}/open" width="1" height="1" alt="" style="display:block;border:0">`;
  // First in the body, so the layout's end (where the marketing footer goes) stays untouched.
  return { ...rendered, html: counted.html.replace(/<body[^>]*>/, (body) => `${body}${pixel}`), links: counted.links };
}

/** One recipient's copy: `linkBase` is `{origin}/_/email/{secret}` of its own e-mail. */
export function personaliseNewsletter(html: string, linkBase: string): string {
  return html.replaceAll(LINK_BASE_IN_HTML, linkBase);
}

export interface SendingStart {
  /**
   * The addresses the draft's audience holds now, `email` per row, each once (a subquery),
   * built from the draft as it was at `audienceVersion`: a draft saved since is not sent.
   */
  audience: SQL;
  audienceVersion: number;
  shopName: string;
  origin: string;
}

/**
 * Starts sending a draft: fixes what is sent, takes the audience as it is this instant and
 * hands it to the job, which writes the e-mails batch by batch. Nothing goes to an empty
 * audience. One statement copies the audience, however large.
 */
export async function startSendingNewsletter(ctx: RequestContext, id: string, version: number, start: SendingStart): Promise<NewsletterRow | NewsletterRefused> {
  return inTransactionOr<NewsletterRow, NewsletterRefused>(ctx.db, async (tx) => {
    const [row] = await tx.select().from(newsletters).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).for('update');
    if (!row) throw new Rollback(newsletterRefused(ctx, 'CHANGED_MEANWHILE'));
    if (!newsletterAfter(row.state, 'send')) throw new Rollback(newsletterRefused(ctx, 'NOT_A_DRAFT'));
    if (row.version !== version || row.version !== start.audienceVersion) throw new Rollback(newsletterRefused(ctx, 'CHANGED_MEANWHILE'));
    const problems = sendingProblems(row);
    if (problems.length > 0) throw new Rollback(newsletterRefused(ctx, 'INVALID', problems));
    const rendered = renderNewsletter(row, start.shopName, start.origin, { counted: true });
    const [inserted] = rowsOf<{ count: number }>(await tx.execute(sql`
      WITH inserted AS (
        INSERT INTO ${newsletterRecipients} (shop_id, newsletter_id, email)
        SELECT ${ctx.shop.id}, ${id}, audience.email
        FROM (${start.audience}) AS audience
        ON CONFLICT DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS count FROM inserted`));
    const count = Number(inserted?.count ?? 0);
    if (count === 0) throw new Rollback(newsletterRefused(ctx, 'NO_RECIPIENTS'));
    const now = new Date();
    const [sending] = await tx.update(newsletters).set({
      state: 'sending', links: rendered.links, subject: rendered.subject, sentHtml: rendered.html, sentText: rendered.text,
      recipientCount: count, sendingStartedAt: now, updatedAt: now, version: row.version + 1,
    }).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).returning();
    await recordAudit(ctx, tx, { action: 'sendNewsletter', entityType: 'newsletter', entityId: id, before: { state: 'draft' }, after: { state: 'sending', recipients: count, audience: row.audience } });
    return sending!;
  });
}

/** Stops a newsletter still going out: addresses not yet handed to the outbox get nothing. */
export async function stopSendingNewsletter(ctx: RequestContext, id: string): Promise<NewsletterRow | NewsletterRefused> {
  return inTransactionOr<NewsletterRow, NewsletterRefused>(ctx.db, async (tx) => {
    const [row] = await tx.select().from(newsletters).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).for('update');
    if (!row || !newsletterAfter(row.state, 'stop')) throw new Rollback(newsletterRefused(ctx, 'NOT_A_DRAFT'));
    const now = new Date();
    await tx.update(newsletterRecipients).set({ skippedAt: now })
      .where(and(eq(newsletterRecipients.shopId, ctx.shop.id), eq(newsletterRecipients.newsletterId, id), isNull(newsletterRecipients.queuedAt), isNull(newsletterRecipients.skippedAt)));
    const [stopped] = await tx.update(newsletters).set({ state: 'stopped', finishedAt: now, updatedAt: now })
      .where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).returning();
    await recordAudit(ctx, tx, { action: 'stopNewsletter', entityType: 'newsletter', entityId: id, before: { state: 'sending' }, after: { state: 'stopped' } });
    return stopped!;
  });
}

/** One newsletter's e-mail to one address, to be written with its own link secret. */
export interface NewsletterEmail {
  email: string;
  dedupeKey: string;
  subject: string;
  /** The HTML and plain text with the e-mail's link address in place. */
  render: (linkBase: string) => { html: string; text: string };
}

export interface QueueingDeps<S> {
  /** What writing a shop's e-mails needs (its record and address), read before the batch's transaction. */
  shopOf: (shopId: string) => Promise<S>;
  /**
   * Writes the e-mails of a batch to the outbox in the batch's transaction, each only if its
   * address may still receive a newsletter (unsubscribe-from-everything), and returns the
   * addresses written. It must read and write through `tx` only.
   */
  writeEmails: (tx: Db, shop: S, language: Language, emails: readonly NewsletterEmail[]) => Promise<Set<string>>;
}

/**
 * One pass of the job: for each newsletter going out, the next batch of its addresses is
 * handed to the outbox (in one transaction with marking them queued, so an address is written
 * once however many processes run the job), addresses that unsubscribed meanwhile are skipped,
 * and a newsletter with none left is sent. Returns the e-mails written.
 */
export async function queueNewsletterBatches<S>(db: Db, deps: QueueingDeps<S>, batch = NEWSLETTER_QUEUE_BATCH): Promise<number> {
  const going = await db.select({ shopId: newsletters.shopId, id: newsletters.id }).from(newsletters).where(eq(newsletters.state, 'sending')).limit(100);
  let written = 0;
  for (const { shopId, id } of going) {
    // Outside the transaction: the embedded database has one connection, which it holds.
    const shop = await deps.shopOf(shopId);
    written += await db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletters).where(and(eq(newsletters.shopId, shopId), eq(newsletters.id, id), eq(newsletters.state, 'sending')));
      if (!row?.sentHtml || row.sentText === null) return 0;
      const r = newsletterRecipients;
      const waitingHere = and(eq(r.shopId, shopId), eq(r.newsletterId, id), isNull(r.queuedAt), isNull(r.skippedAt));
      const waiting = await tx.select({ email: r.email }).from(r).where(waitingHere).orderBy(asc(r.email)).limit(batch).for('update', { skipLocked: true });
      let queued: string[] = [];
      if (waiting.length > 0) {
        const { sentHtml: html, sentText: text } = row;
        const emails: NewsletterEmail[] = waiting.map(({ email }) => ({
          email,
          dedupeKey: newsletterDedupeKey(id, email),
          subject: row.subject,
          render: (linkBase) => ({ html: personaliseNewsletter(html, linkBase), text }),
        }));
        const sent = await deps.writeEmails(tx as unknown as Db, shop, row.language === 'en' ? 'en' : 'id', emails);
        const now = new Date();
        queued = waiting.filter(({ email }) => sent.has(email)).map(({ email }) => email);
        const skipped = waiting.filter(({ email }) => !sent.has(email)).map(({ email }) => email);
        if (queued.length > 0) await tx.update(r).set({ queuedAt: now }).where(and(eq(r.shopId, shopId), eq(r.newsletterId, id), inArray(r.email, queued)));
        if (skipped.length > 0) await tx.update(r).set({ skippedAt: now }).where(and(eq(r.shopId, shopId), eq(r.newsletterId, id), inArray(r.email, skipped)));
      }
      // A short batch may have been the last: with nothing left waiting (another process's
      // locked rows still count), the newsletter is sent in this same pass.
      if (waiting.length < batch) {
        const [left] = await tx.select({ count: sql<number>`count(*)::int` }).from(r).where(waitingHere);
        if (Number(left?.count ?? 0) === 0) {
          await tx.update(newsletters).set({ state: newsletterAfter('sending', 'finish')!, finishedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(newsletters.shopId, shopId), eq(newsletters.id, id), eq(newsletters.state, 'sending')));
        }
      }
      return queued.length;
    });
  }
  return written;
}

export interface NewsletterFigures {
  recipients: number;
  /** Handed to the outbox. */
  queued: number;
  /** Unsubscribed before their turn, or sending was stopped. */
  skipped: number;
  /** Taken by the mail server. */
  delivered: number;
  failed: number;
  opened: number;
  clicked: number;
}

const NO_FIGURES: NewsletterFigures = { recipients: 0, queued: 0, skipped: 0, delivered: 0, failed: 0, opened: 0, clicked: 0 };

/**
 * Where each newsletter stands, read once per request for every newsletter it shows: one
 * grouped query over their recipients and the recipients' outbox rows.
 */
export function newsletterFigures(ctx: RequestContext, id: string): Promise<NewsletterFigures> {
  const loader = loaderFor(ctx, 'newsletterFigures', () => new DataLoader(async (ids: readonly string[]) => {
    const r = newsletterRecipients;
    const delivery = emailDeliveryOf(sql`${r.shopId}`, sql`'newsletter:' || ${r.newsletterId} || ':' || ${r.email}`);
    const rows = await ctx.db.select({
      id: r.newsletterId,
      recipients: sql<number>`count(*)::int`,
      queued: sql<number>`count(${r.queuedAt})::int`,
      skipped: sql<number>`count(${r.skippedAt})::int`,
      delivered: sql<number>`(count(*) FILTER (WHERE ${r.queuedAt} IS NOT NULL AND ${delivery.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${r.queuedAt} IS NOT NULL AND ${delivery.status} = 'failed'))::int`,
      opened: sql<number>`count(${r.openedAt})::int`,
      clicked: sql<number>`count(${r.clickedAt})::int`,
    }).from(r).where(and(eq(r.shopId, ctx.shop.id), inArray(r.newsletterId, [...ids]))).groupBy(r.newsletterId);
    // Counts cast to int arrive as numbers from both engines.
    const byId = new Map(rows.map(({ id: key, ...figures }): [string, NewsletterFigures] => [key, figures]));
    return ids.map((key) => byId.get(key) ?? NO_FIGURES);
  }));
  return loader.load(id);
}

/** The reader's mail program showed the newsletter's pictures: the first time counts. */
export async function recordNewsletterOpen(db: Db, shopId: string, newsletterId: string, email: string): Promise<void> {
  const r = newsletterRecipients;
  await db.update(r).set({ openedAt: sql`coalesce(${r.openedAt}, now())` })
    .where(and(eq(r.shopId, shopId), eq(r.newsletterId, newsletterId), eq(r.email, email)));
}

/**
 * A counted link was followed: the address it stands for, or null when the number is not one
 * of the newsletter's links. A click counts as an open too (pictures are often off).
 */
export async function recordNewsletterClick(db: Db, shopId: string, newsletterId: string, email: string, index: number): Promise<string | null> {
  if (!Number.isSafeInteger(index) || index < 0) return null;
  const [row] = await db.select({ links: newsletters.links }).from(newsletters).where(and(eq(newsletters.shopId, shopId), eq(newsletters.id, newsletterId)));
  const link = row?.links[index];
  if (!link) return null;
  const r = newsletterRecipients;
  await db.update(r).set({
    clicks: sql`${r.clicks} + 1`,
    clickedAt: sql`coalesce(${r.clickedAt}, now())`,
    openedAt: sql`coalesce(${r.openedAt}, now())`,
  }).where(and(eq(r.shopId, shopId), eq(r.newsletterId, newsletterId), eq(r.email, email)));
  return link;
}
