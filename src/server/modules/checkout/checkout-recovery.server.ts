import { and, eq, isNull, ne, not, sql } from 'drizzle-orm';
import { RECOVERY_WINDOW_DAYS } from '../../../domain/checkout/abandoned-checkouts';
import { isSupportedLanguage } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { priceLines } from '../catalog';
import { shopEmail } from '../mail';
import { enqueueMarketingEmail, unsubscribedAddress } from '../subscriptions';
import { CHECKOUT_RECOVERY_EMAIL } from './checkout-emails.templates';
import { checkouts } from './checkout.tables';

/** How long a checkout waits quiet before its recovery e-mail: shops' own delays, else the default. */
export interface RecoveryDelays {
  defaultMinutes: number;
  byShop: ReadonlyMap<string, number>;
}

/**
 * A shopper who left an e-mail and did not order gets exactly one e-mail with the link back to
 * the checkout, once it has been quiet for the shop's delay (default an hour). Claiming the
 * checkout and writing the e-mail happen in one transaction, so it is never sent twice.
 */
export async function sendRecoveryEmails(db: Db, contextFor: (shopId: string) => Promise<RequestContext>, delays: RecoveryDelays, now = new Date(), limit = 50): Promise<number> {
  // Each shop's own delay, else the default: one query whatever the number of shops.
  const delayMinutes = delays.byShop.size
    ? sql`CASE ${checkouts.shopId} ${sql.join([...delays.byShop].map(([shopId, minutes]) => sql`WHEN ${shopId} THEN ${minutes}::int`), sql` `)} ELSE ${delays.defaultMinutes}::int END`
    : sql`${delays.defaultMinutes}::int`;
  const due = await db
    .select({ shopId: checkouts.shopId, id: checkouts.id })
    .from(checkouts)
    .where(and(
      isNull(checkouts.orderId),
      isNull(checkouts.recoveryEmailSentAt),
      ne(checkouts.email, ''),
      sql`${checkouts.updatedAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${delayMinutes})`,
      // Week-old carts are cold: no e-mail out of the blue.
      sql`${checkouts.updatedAt} > ${now.toISOString()}::timestamptz - make_interval(days => ${RECOVERY_WINDOW_DAYS}::int)`,
      // A marketing e-mail (docs/decisions/0041): never to an address that unsubscribed.
      not(unsubscribedAddress(checkouts.shopId, checkouts.email)),
    ))
    .limit(limit);
  let sent = 0;
  for (const row of due) {
    const ctx = await contextFor(row.shopId);
    const done = await inTransactionOr<boolean, boolean>(db, async (tx) => {
      const [claimed] = await tx.update(checkouts).set({ recoveryEmailSentAt: now })
        .where(and(eq(checkouts.shopId, row.shopId), eq(checkouts.id, row.id), isNull(checkouts.recoveryEmailSentAt), isNull(checkouts.orderId)))
        .returning();
      if (!claimed) return false;
      const language = isSupportedLanguage(claimed.language) ? claimed.language : 'id';
      const lines = await priceLines({ db: tx, shop: { id: row.shopId } }, claimed.lines, language);
      const written = await enqueueMarketingEmail(tx, ctx, {
        to: claimed.email,
        language,
        kind: 'followUp',
        template: 'checkout_recovery',
        dedupeKey: `checkout-recovery:${claimed.id}`,
        render: () => shopEmail(tx, ctx, CHECKOUT_RECOVERY_EMAIL, {
          language,
          shopName: ctx.shop.name,
          currency: ctx.shop.currency,
          recoverUrl: `${ctx.origin}/checkout/${claimed.recoveryHash}/recover`,
          lines: lines.filter((line) => line.name).map((line) => ({ name: line.name, count: line.count })),
        }),
      });
      // Unsubscribed between the list and the claim: the claim goes back, the checkout stays as it was.
      if (!written) throw new Rollback(false);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
