import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { isSupportedLanguage } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { checkouts, shopCommerceSettings } from '../../db/schema';
import { inTransaction } from '../../db/transaction.server';
import { checkoutRecoveryEmail } from '../mail/email-templates.server';
import { enqueueEmail } from '../outbox/outbox.service';
import { readCatalogLines } from './catalog-lines.server';

/**
 * A shopper who left an e-mail and did not order gets exactly one e-mail with the link back to
 * the checkout, once it has been quiet for the shop's delay (default an hour). Claiming the
 * checkout and writing the e-mail happen in one transaction, so it is never sent twice.
 */
export async function sendRecoveryEmails(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, now = new Date(), limit = 50): Promise<number> {
  const due = await db
    .select({ shopId: checkouts.shopId, id: checkouts.id })
    .from(checkouts)
    .leftJoin(shopCommerceSettings, eq(shopCommerceSettings.shopId, checkouts.shopId))
    .where(and(
      isNull(checkouts.orderId),
      isNull(checkouts.recoveryEmailSentAt),
      ne(checkouts.email, ''),
      lt(checkouts.updatedAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => coalesce(${shopCommerceSettings.recoveryDelayMinutes}, 60))`),
      // Week-old carts are cold: no e-mail out of the blue.
      sql`${checkouts.updatedAt} > ${now.toISOString()}::timestamptz - interval '7 days'`,
    ))
    .limit(limit);
  let sent = 0;
  for (const row of due) {
    const ctx = await contextFor(row.shopId);
    const done = await inTransaction(db, async (tx) => {
      const [claimed] = await tx.update(checkouts).set({ recoveryEmailSentAt: now })
        .where(and(eq(checkouts.shopId, row.shopId), eq(checkouts.id, row.id), isNull(checkouts.recoveryEmailSentAt), isNull(checkouts.orderId)))
        .returning();
      if (!claimed) return false;
      const language = isSupportedLanguage(claimed.language) ? claimed.language : 'id';
      const lines = await readCatalogLines(tx, row.shopId, claimed.lines, language);
      const message = checkoutRecoveryEmail({
        language,
        shopName: ctx.shop.name,
        currency: ctx.shop.currency,
        recoverUrl: `${ctx.origin}/checkout/${claimed.recoveryHash}/recover`,
        lines: lines.filter((line) => line.name).map((line) => ({ name: line.name, count: line.count })),
      });
      await enqueueEmail(tx, { shopId: row.shopId, dedupeKey: `checkout-recovery:${claimed.id}`, template: 'checkout_recovery', message: { to: claimed.email, ...message } });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
