import { describe, expect, it } from 'vitest';
import {
  delayParts, isAbandonedPeriod, isAbandonedState, isRecoveryDelay, recoveryEmailDueAt, recoveryRatePercent,
  RECOVERY_DELAY_MAX_MINUTES, RECOVERY_DELAY_MIN_MINUTES,
} from './abandoned-checkouts';

describe('abandoned checkout rules', () => {
  it('takes a delay of whole minutes from 15 minutes to 72 hours only', () => {
    expect(isRecoveryDelay(RECOVERY_DELAY_MIN_MINUTES)).toBe(true);
    expect(isRecoveryDelay(RECOVERY_DELAY_MAX_MINUTES)).toBe(true);
    expect(isRecoveryDelay(60)).toBe(true);
    expect(isRecoveryDelay(14)).toBe(false);
    expect(isRecoveryDelay(72 * 60 + 1)).toBe(false);
    expect(isRecoveryDelay(30.5)).toBe(false);
    expect(isRecoveryDelay(Number.NaN)).toBe(false);
  });

  it('sends the e-mail the delay after the last activity, and never past the seven-day window', () => {
    const quiet = new Date('2026-11-28T10:00:00Z');
    expect(recoveryEmailDueAt(quiet, 60)?.toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(recoveryEmailDueAt(quiet, 72 * 60)?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(recoveryEmailDueAt(quiet, 7 * 24 * 60)).toBeNull();
  });

  it('gives the recovery rate to one decimal with halves rounded up, and none without abandoned checkouts', () => {
    expect(recoveryRatePercent(1, 3)).toBe(33.3);
    expect(recoveryRatePercent(2, 3)).toBe(66.7);
    expect(recoveryRatePercent(1, 8)).toBe(12.5);
    expect(recoveryRatePercent(1, 16)).toBe(6.3);
    expect(recoveryRatePercent(0, 5)).toBe(0);
    expect(recoveryRatePercent(4, 4)).toBe(100);
    expect(recoveryRatePercent(0, 0)).toBeNull();
  });

  it('knows its states and periods', () => {
    expect(isAbandonedState('recovered')).toBe(true);
    expect(isAbandonedState('sent')).toBe(false);
    expect(isAbandonedPeriod(30)).toBe(true);
    expect(isAbandonedPeriod(31)).toBe(false);
    expect(delayParts(90)).toEqual({ hours: 1, minutes: 30 });
  });
});
