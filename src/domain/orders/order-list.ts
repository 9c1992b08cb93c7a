/**
 * Rules of the owner's order list: what "paid" means for a filter, which days a date range
 * covers in the shop's time zone, and how a cell of the CSV export is written so that a
 * spreadsheet never runs it as a formula.
 */

/** Where an order stands with its money; `proof_to_review` waits for the owner's verdict on a transfer. */
export const ORDER_PAYMENT_STATES = ['unpaid', 'partially_paid', 'paid', 'refunded', 'proof_to_review'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** The largest page of the owner's order list. */
export const ORDER_LIST_MAX_PAGE = 50;

/** The state an order's amounts tell (a proof under review is known to payments, not to the amounts). */
export function paymentStateOf(order: { total: number; paidAmount: number; refundedAmount: number }): Exclude<OrderPaymentState, 'proof_to_review'> {
  if (order.refundedAmount > 0) return 'refunded';
  if (order.paidAmount <= 0) return 'unpaid';
  return order.paidAmount >= order.total ? 'paid' : 'partially_paid';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;

/** The first moment of a calendar day in the shop's zone (`2026-11-28` in WIB → 2026-11-27T17:00Z); null for a day that does not exist. */
export function shopDayStart(day: string, offsetHours: number): Date | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return new Date(utc.getTime() - offsetHours * HOUR_MS);
}

/**
 * The moments a range of the shop's days covers, both days included: from the start of `from`
 * up to (not including) the start of the day after `to`. A missing end leaves that side open.
 */
export function shopDayRange(from: string | null | undefined, to: string | null | undefined, offsetHours: number): { from: Date | null; before: Date | null } | { invalid: 'from' | 'to' | 'order' } {
  const start = from ? shopDayStart(from, offsetHours) : null;
  if (from && !start) return { invalid: 'from' };
  const end = to ? shopDayStart(to, offsetHours) : null;
  if (to && !end) return { invalid: 'to' };
  const before = end ? new Date(end.getTime() + 24 * HOUR_MS) : null;
  if (start && before && before <= start) return { invalid: 'order' };
  return { from: start, before };
}

/** The calendar day and time of a moment in the shop's zone, as the export writes it: `2026-11-28 09:05`. */
export function shopDateTimeText(moment: Date, offsetHours: number): string {
  return new Date(moment.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export function isPaymentStateName(value: unknown): value is OrderPaymentState {
  return typeof value === 'string' && (ORDER_PAYMENT_STATES as readonly string[]).includes(value);
}
