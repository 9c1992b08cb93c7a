import {
  DEFAULT_ABANDONED_PERIOD, isAbandonedPeriod, recoveryEmailDueAt, recoveryRatePercent, type AbandonedPeriod, type AbandonedState,
} from '../../domain/checkout/abandoned-checkouts';
import type { RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import { abandonedFigures, listAbandonedCheckouts, type AbandonedCheckoutRow, type AbandonedFigures, type RecoveryLookups } from '../modules/checkout';
import { commerceSettings } from '../modules/commerce-settings';
import { orderFactsOf } from '../modules/orders';
import { emailDeliveryOf } from '../modules/outbox';

export const ABANDONED_MAX_PAGE = 50;

/** The outbox tells how the e-mail went, the orders what the checkout became. */
const LOOKUPS: RecoveryLookups = { emailDelivery: emailDeliveryOf, order: orderFactsOf };

export interface AbandonedCheckoutView extends AbandonedCheckoutRow {
  /** While waiting: when the e-mail goes (the job's next run once past). */
  emailDueAt: Date | null;
  /** Waiting past its due time: it goes at the job's next run. */
  emailDueNow: boolean;
  /** The link of the recovery e-mail, while the checkout is not ordered. */
  recoveryUrl: string | null;
}

export interface AbandonedFiguresView extends AbandonedFigures {
  periodDays: AbandonedPeriod;
  recoveryRate: number | null;
  delayMinutes: number;
}

export function periodOf(days: number | null | undefined): AbandonedPeriod {
  const period = days ?? DEFAULT_ABANDONED_PERIOD;
  if (!isAbandonedPeriod(period)) throw badInput('error.abandoned.period', {}, 'periodDays');
  return period;
}

function windowOf(period: AbandonedPeriod, now: Date) {
  return { now, since: new Date(now.getTime() - period * 86_400_000) };
}

/** A page of the checkouts shoppers left with an e-mail in the period (decision 0039). */
export async function abandonedCheckoutPage(
  ctx: RequestContext, filter: { periodDays?: number | null; state?: AbandonedState | null; limit: number; offset: number }, now = new Date(),
): Promise<{ rows: AbandonedCheckoutView[]; total: number }> {
  if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > ABANDONED_MAX_PAGE) throw badInput('error.pageSize', { field: 'first', max: ABANDONED_MAX_PAGE }, 'first');
  if (!Number.isInteger(filter.offset) || filter.offset < 0 || filter.offset > 1_000_000) throw badInput('error.pageSize', { field: 'offset', max: 1_000_000 }, 'offset');
  const period = periodOf(filter.periodDays);
  const { recoveryDelayMinutes } = await commerceSettings(ctx);
  const page = await listAbandonedCheckouts(ctx, LOOKUPS, { ...windowOf(period, now), delayMinutes: recoveryDelayMinutes, state: filter.state ?? undefined, limit: filter.limit, offset: filter.offset });
  return {
    total: page.total,
    rows: page.rows.map((row) => {
      const emailDueAt = row.state === 'waiting' ? recoveryEmailDueAt(row.lastActivityAt, recoveryDelayMinutes) : null;
      return {
        ...row,
        emailDueAt,
        emailDueNow: emailDueAt !== null && emailDueAt <= now,
        recoveryUrl: row.orderId ? null : `${ctx.origin}/checkout/${row.recoveryHash}/recover`,
      };
    }),
  };
}

/** The period's figures and the recovery rate, with the delay they were counted against. */
export async function abandonedCheckoutFigures(ctx: RequestContext, periodDays: number | null | undefined, now = new Date()): Promise<AbandonedFiguresView> {
  const period = periodOf(periodDays);
  const { recoveryDelayMinutes } = await commerceSettings(ctx);
  const figures = await abandonedFigures(ctx, LOOKUPS, { ...windowOf(period, now), delayMinutes: recoveryDelayMinutes });
  return { ...figures, periodDays: period, recoveryRate: recoveryRatePercent(figures.recovered, figures.abandoned), delayMinutes: recoveryDelayMinutes };
}
