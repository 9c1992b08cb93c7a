import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PAYMENT_STATUSES, isPaymentSettled, nextPaymentStatus } from './payment-status';
import type { PaymentEvent, PaymentStatus } from './payment-status';

type PaymentEventType = PaymentEvent['type'];

const EVENT_TYPES: readonly PaymentEventType[] = [
  'submit_proof', 'verify', 'reject', 'provider_succeeded', 'provider_declined', 'provider_failed', 'provider_expired', 'cancel', 'refund',
];

/** Every allowed change, written out by hand; anything missing here must be refused. */
const ALLOWED: ReadonlyArray<readonly [PaymentStatus, PaymentEventType, PaymentStatus]> = [
  ['pending', 'submit_proof', 'submitted'],
  ['pending', 'verify', 'succeeded'],
  ['pending', 'provider_succeeded', 'succeeded'],
  ['pending', 'provider_declined', 'declined'],
  ['pending', 'provider_failed', 'failed'],
  ['pending', 'provider_expired', 'expired'],
  ['pending', 'cancel', 'cancelled'],
  ['submitted', 'verify', 'succeeded'],
  ['submitted', 'reject', 'rejected'],
  ['rejected', 'submit_proof', 'submitted'],
  ['rejected', 'cancel', 'cancelled'],
  ['succeeded', 'refund', 'refunded'],
];

function allowed(from: PaymentStatus, type: PaymentEventType): PaymentStatus | null {
  const row = ALLOWED.find(([f, e]) => f === from && e === type);
  return row ? row[2] : null;
}

const statusArb = fc.constantFrom(...PAYMENT_STATUSES);
const eventArb = fc.constantFrom(...EVENT_TYPES);

describe('nextPaymentStatus', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, type, to) => {
    expect(nextPaymentStatus(from, { type })).toBe(to);
  });

  it('refuses every change the table does not list', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const type of EVENT_TYPES) {
        expect(nextPaymentStatus(from, { type }), `${from} --${type}-->`).toBe(allowed(from, type));
      }
    }
  });

  it('lets nothing happen to a declined, failed, cancelled, expired or refunded payment (property)', () => {
    const over = fc.constantFrom<PaymentStatus>('declined', 'failed', 'cancelled', 'expired', 'refunded');
    fc.assert(fc.property(over, eventArb, (from, type) => {
      expect(nextPaymentStatus(from, { type })).toBeNull();
    }));
  });

  it('lets a settled payment only be refunded, and only once it succeeded (property)', () => {
    fc.assert(fc.property(statusArb, eventArb, (from, type) => {
      if (!isPaymentSettled(from)) return;
      const to = nextPaymentStatus(from, { type });
      expect(to).toBe(from === 'succeeded' && type === 'refund' ? 'refunded' : null);
    }));
  });

  it('never lets a provider overrule a payment it no longer owns (property)', () => {
    const providerEvent = fc.constantFrom<PaymentEventType>('provider_succeeded', 'provider_declined', 'provider_failed', 'provider_expired');
    fc.assert(fc.property(statusArb.filter((s) => s !== 'pending'), providerEvent, (from, type) => {
      expect(nextPaymentStatus(from, { type })).toBeNull();
    }));
  });

  it('reaches succeeded only from pending or a submitted proof (property)', () => {
    fc.assert(fc.property(statusArb, eventArb, (from, type) => {
      if (nextPaymentStatus(from, { type }) === 'succeeded') expect(['pending', 'submitted']).toContain(from);
    }));
  });

  it('never refunds money that was not taken (property)', () => {
    fc.assert(fc.property(statusArb.filter((s) => s !== 'succeeded'), (from) => {
      expect(nextPaymentStatus(from, { type: 'refund' })).toBeNull();
    }));
  });
});

describe('isPaymentSettled', () => {
  it('marks the end states', () => {
    expect(PAYMENT_STATUSES.filter(isPaymentSettled)).toEqual(['succeeded', 'declined', 'failed', 'cancelled', 'expired', 'refunded']);
  });

  it('leaves a way forward from every unsettled status', () => {
    for (const status of PAYMENT_STATUSES.filter((s) => !isPaymentSettled(s))) {
      expect(EVENT_TYPES.some((type) => nextPaymentStatus(status, { type }) !== null), status).toBe(true);
    }
  });
});
