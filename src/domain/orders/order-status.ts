/**
 * The order lifecycle as an explicit state machine. Every change of an order's status goes
 * through `nextOrderStatus`; anything it does not list is refused, so a late or forged event
 * can never move an order backwards (a shipped order does not become "awaiting payment").
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'partially_paid',
  'paid',
  'processing',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'expired',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent =
  /** A payment succeeded; `fullyPaid` says whether the order's total is now covered. */
  | { type: 'payment_received'; fullyPaid: boolean }
  | { type: 'start_processing' }
  | { type: 'ship' }
  | { type: 'confirm_received' }
  | { type: 'complete' }
  | { type: 'cancel' }
  | { type: 'expire' }
  | { type: 'refund' }
  /** Some units are refunded and restocked; the order keeps its status. */
  | { type: 'refund_lines' };

export type OrderEventType = OrderEvent['type'];

const PAID_STATES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'received', 'completed'];

/** Where each event may take an order from each status; absent means refused. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  switch (event.type) {
    case 'payment_received':
      if (from === 'awaiting_payment' || from === 'partially_paid') return event.fullyPaid ? 'paid' : 'partially_paid';
      return null;
    case 'start_processing':
      return from === 'paid' ? 'processing' : null;
    case 'ship':
      return from === 'paid' || from === 'processing' ? 'shipped' : null;
    case 'confirm_received':
      return from === 'shipped' ? 'received' : null;
    case 'complete':
      return from === 'received' ? 'completed' : null;
    case 'cancel':
      return from === 'awaiting_payment' || from === 'partially_paid' || from === 'paid' || from === 'processing' ? 'cancelled' : null;
    case 'expire':
      return from === 'awaiting_payment' ? 'expired' : null;
    case 'refund':
      return from === 'partially_paid' || from === 'cancelled' || PAID_STATES.includes(from) ? 'refunded' : null;
    case 'refund_lines':
      return from === 'partially_paid' || PAID_STATES.includes(from) ? from : null;
  }
}

export function canOrder(from: OrderStatus, event: OrderEvent): boolean {
  return nextOrderStatus(from, event) !== null;
}

/** Statuses whose units are still owed to the shopper: their stock stays taken. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'expired' && status !== 'refunded';
}

/** Statuses in which the shopper may still pay (the first payment or the rest). */
export function acceptsPayment(status: OrderStatus): boolean {
  return status === 'awaiting_payment' || status === 'partially_paid';
}

/** Reviews open once the shopper has the goods. */
export function acceptsReview(status: OrderStatus): boolean {
  return status === 'received' || status === 'completed';
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
