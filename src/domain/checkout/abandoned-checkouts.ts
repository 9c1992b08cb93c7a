// Abandoned checkouts as the owner follows them (docs/decisions/0039): the periods the screen
// reads, the bounds of the recovery e-mail's delay, when the e-mail goes, and the recovery rate.

/** A checkout quiet longer than this is cold: it gets no recovery e-mail out of the blue. */
export const RECOVERY_WINDOW_DAYS = 7;

/** The delay before the one recovery e-mail: 15 minutes (a shopper may just be fetching a card) to 72 hours. */
export const RECOVERY_DELAY_MIN_MINUTES = 15;
export const RECOVERY_DELAY_MAX_MINUTES = 72 * 60;

/** Where a checkout left with an e-mail stands, newest facts first (see the decision record). */
export const ABANDONED_STATES = ['waiting', 'email_queued', 'emailed', 'email_failed', 'recovered', 'ordered', 'expired'] as const;
export type AbandonedState = (typeof ABANDONED_STATES)[number];

/** The periods the list and its figures cover, in days back from now. */
export const ABANDONED_PERIODS = [7, 30, 90] as const;
export type AbandonedPeriod = (typeof ABANDONED_PERIODS)[number];
export const DEFAULT_ABANDONED_PERIOD: AbandonedPeriod = 30;

export function isAbandonedState(value: unknown): value is AbandonedState {
  return typeof value === 'string' && (ABANDONED_STATES as readonly string[]).includes(value);
}

export function isAbandonedPeriod(value: unknown): value is AbandonedPeriod {
  return typeof value === 'number' && (ABANDONED_PERIODS as readonly number[]).includes(value);
}

/** Whole minutes within the bounds; anything else is refused rather than clamped. */
export function isRecoveryDelay(minutes: number): boolean {
  return Number.isSafeInteger(minutes) && minutes >= RECOVERY_DELAY_MIN_MINUTES && minutes <= RECOVERY_DELAY_MAX_MINUTES;
}

/**
 * When the recovery e-mail of a checkout quiet since `lastActivity` goes: after the delay, or
 * never when that falls past the window (the job runs every minute, so it may be a little later).
 */
export function recoveryEmailDueAt(lastActivity: Date, delayMinutes: number): Date | null {
  const due = lastActivity.getTime() + delayMinutes * 60_000;
  return due < lastActivity.getTime() + RECOVERY_WINDOW_DAYS * 86_400_000 ? new Date(due) : null;
}

/**
 * Recovered orders per hundred abandoned checkouts, to one decimal (halves up, in integers so
 * no float error moves a half); null when nothing was abandoned, since 0 % would claim a failure.
 */
export function recoveryRatePercent(recovered: number, abandoned: number): number | null {
  if (abandoned <= 0) return null;
  return Math.floor((recovered * 2000 + abandoned) / (2 * abandoned)) / 10;
}

/** "1 jam 30 menit": the delay split for the screen into hours and minutes. */
export function delayParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
