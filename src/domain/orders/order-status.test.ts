import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_STATUSES,
  acceptsPayment,
  acceptsReview,
  canOrder,
  holdsStock,
  isOrderStatus,
  nextOrderStatus,
} from './order-status';
import type { OrderEvent, OrderStatus } from './order-status';

const EVENTS: readonly OrderEvent[] = [
  { type: 'payment_received', fullyPaid: true },
  { type: 'payment_received', fullyPaid: false },
  { type: 'start_processing' },
  { type: 'ship' },
  { type: 'confirm_received' },
  { type: 'complete' },
  { type: 'cancel' },
  { type: 'expire' },
  { type: 'refund' },
  { type: 'refund_lines' },
];

function eventName(event: OrderEvent): string {
  return event.type === 'payment_received' ? `payment_received(${event.fullyPaid ? 'full' : 'part'})` : event.type;
}

/** Every allowed change, written out by hand; anything missing here must be refused. */
const ALLOWED: ReadonlyArray<readonly [OrderStatus, string, OrderStatus]> = [
  ['awaiting_payment', 'payment_received(full)', 'paid'],
  ['awaiting_payment', 'payment_received(part)', 'partially_paid'],
  ['awaiting_payment', 'cancel', 'cancelled'],
  ['awaiting_payment', 'expire', 'expired'],
  ['partially_paid', 'payment_received(full)', 'paid'],
  ['partially_paid', 'payment_received(part)', 'partially_paid'],
  ['partially_paid', 'cancel', 'cancelled'],
  ['partially_paid', 'refund', 'refunded'],
  ['paid', 'start_processing', 'processing'],
  ['paid', 'ship', 'shipped'],
  ['paid', 'cancel', 'cancelled'],
  ['paid', 'refund', 'refunded'],
  ['processing', 'ship', 'shipped'],
  ['processing', 'cancel', 'cancelled'],
  ['processing', 'refund', 'refunded'],
  ['shipped', 'confirm_received', 'received'],
  ['shipped', 'refund', 'refunded'],
  ['received', 'complete', 'completed'],
  ['received', 'refund', 'refunded'],
  ['completed', 'refund', 'refunded'],
  ['cancelled', 'refund', 'refunded'],
  // Refunding some units keeps the order where it is.
  ['partially_paid', 'refund_lines', 'partially_paid'],
  ['paid', 'refund_lines', 'paid'],
  ['processing', 'refund_lines', 'processing'],
  ['shipped', 'refund_lines', 'shipped'],
  ['received', 'refund_lines', 'received'],
  ['completed', 'refund_lines', 'completed'],
];

function allowed(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  const row = ALLOWED.find(([f, e]) => f === from && e === eventName(event));
  return row ? row[2] : null;
}

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const eventArb = fc.constantFrom(...EVENTS);

describe('nextOrderStatus', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, name, to) => {
    const event = EVENTS.find((e) => eventName(e) === name);
    if (!event) throw new Error(`unknown event ${name}`);
    expect(nextOrderStatus(from, event)).toBe(to);
    expect(canOrder(from, event)).toBe(true);
  });

  it('refuses every change the table does not list', () => {
    for (const from of ORDER_STATUSES) {
      for (const event of EVENTS) {
        expect(nextOrderStatus(from, event), `${from} --${eventName(event)}-->`).toBe(allowed(from, event));
        expect(canOrder(from, event)).toBe(allowed(from, event) !== null);
      }
    }
  });

  it('lets nothing happen to an expired or refunded order (property)', () => {
    fc.assert(fc.property(fc.constantFrom<OrderStatus>('expired', 'refunded'), eventArb, (from, event) => {
      expect(nextOrderStatus(from, event)).toBeNull();
    }));
  });

  it('lets a cancelled or completed order only be refunded, a completed one also in part (property)', () => {
    fc.assert(fc.property(fc.constantFrom<OrderStatus>('cancelled', 'completed'), eventArb, (from, event) => {
      const expected = event.type === 'refund' ? 'refunded' : event.type === 'refund_lines' && from === 'completed' ? 'completed' : null;
      expect(nextOrderStatus(from, event)).toBe(expected);
    }));
  });

  it('never takes a payment once the order is paid, shipped or closed (property)', () => {
    const closed = fc.constantFrom<OrderStatus>('paid', 'processing', 'shipped', 'received', 'completed', 'cancelled', 'expired', 'refunded');
    fc.assert(fc.property(closed, fc.boolean(), (from, fullyPaid) => {
      expect(nextOrderStatus(from, { type: 'payment_received', fullyPaid })).toBeNull();
    }));
  });

  it('never moves an order backwards along the delivery path (property)', () => {
    const path: readonly OrderStatus[] = ['awaiting_payment', 'partially_paid', 'paid', 'processing', 'shipped', 'received', 'completed'];
    fc.assert(fc.property(statusArb, eventArb, (from, event) => {
      const to = nextOrderStatus(from, event);
      if (to === null || !path.includes(from) || !path.includes(to)) return;
      expect(path.indexOf(to)).toBeGreaterThanOrEqual(path.indexOf(from));
    }));
  });

  it('never leaves a closed order once closed, except cancelled → refunded (property)', () => {
    const closedStates: readonly OrderStatus[] = ['cancelled', 'expired', 'refunded'];
    fc.assert(fc.property(statusArb, eventArb, (from, event) => {
      const to = nextOrderStatus(from, event);
      if (to === null || !closedStates.includes(from)) return;
      expect([from, to]).toEqual(['cancelled', 'refunded']);
    }));
  });

  it('only lets a full payment mark an order paid (property)', () => {
    fc.assert(fc.property(statusArb, fc.boolean(), (from, fullyPaid) => {
      const to = nextOrderStatus(from, { type: 'payment_received', fullyPaid });
      if (to !== null) expect(to).toBe(fullyPaid ? 'paid' : 'partially_paid');
    }));
  });
});

describe('status predicates', () => {
  it('accepts payment exactly where a payment can be recorded (property)', () => {
    fc.assert(fc.property(statusArb, fc.boolean(), (status, fullyPaid) => {
      expect(acceptsPayment(status)).toBe(canOrder(status, { type: 'payment_received', fullyPaid }));
    }));
    expect(ORDER_STATUSES.filter(acceptsPayment)).toEqual(['awaiting_payment', 'partially_paid']);
  });

  it('releases stock only for orders that will not be delivered', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsStock(s))).toEqual(['cancelled', 'expired', 'refunded']);
  });

  it('opens reviews once the shopper has the goods', () => {
    expect(ORDER_STATUSES.filter(acceptsReview)).toEqual(['received', 'completed']);
  });

  it('recognises status strings', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    expect(isOrderStatus('PAID')).toBe(false);
    expect(isOrderStatus('')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
  });
});
