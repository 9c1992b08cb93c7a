import { isRecoveryDelay, RECOVERY_DELAY_MAX_MINUTES, RECOVERY_DELAY_MIN_MINUTES } from '../../../domain/checkout/abandoned-checkouts';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { recordAudit } from '../audit';
import { commerceSettingsOf, saveCommerceSettings } from './commerce-settings.service';

/**
 * How long a checkout left with an e-mail waits before its one recovery e-mail (decision 0039).
 * The recovery job reads it on its next run; a checkout already e-mailed is not e-mailed again.
 */
export async function saveRecoveryDelay(ctx: RequestContext, minutes: number): Promise<number> {
  if (!isRecoveryDelay(minutes)) {
    throw badInput('error.abandoned.delay', { min: RECOVERY_DELAY_MIN_MINUTES, max: RECOVERY_DELAY_MAX_MINUTES / 60 }, 'delayMinutes');
  }
  await inTransaction(ctx.db, async (tx) => {
    const before = (await commerceSettingsOf(tx, ctx.shop.id)).recoveryDelayMinutes;
    if (before === minutes) return;
    await saveCommerceSettings(tx, ctx.shop.id, { recoveryDelayMinutes: minutes });
    await recordAudit(ctx, tx, { action: 'saveRecoveryDelay', entityType: 'recoveryDelay', before: { delayMinutes: before }, after: { delayMinutes: minutes } });
  });
  ctx.loaders.clear();
  return minutes;
}
