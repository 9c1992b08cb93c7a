/**
 * What refunding some units of an order's lines gives back. Exact integer rupiah: the units'
 * price, less their share of the order's discount (rounded down, computed without floats),
 * never more than what was paid and not yet refunded. Refunding every unit still owed gives
 * back all the rest, shipping included, and closes the order as refunded.
 */
export interface RefundableLine {
  position: number;
  unitPrice: number;
  count: number;
  refundedCount: number;
}

export interface LineRefundRequest {
  position: number;
  count: number;
}

export type LineRefundPlan =
  | { ok: true; lines: LineRefundRequest[]; amount: number; everything: boolean }
  | { ok: false; problem: 'noLines' }
  | { ok: false; problem: 'lineUnknown' | 'count'; index: number; max: number };

export function planLineRefund(
  order: { subtotal: number; discount: number; paidAmount: number; refundedAmount: number },
  lines: readonly RefundableLine[],
  requests: readonly LineRefundRequest[],
): LineRefundPlan {
  const wanted = new Map<number, number>();
  for (const [index, request] of requests.entries()) {
    if (request.count === 0) continue;
    const line = lines.find((l) => l.position === request.position);
    if (!line) return { ok: false, problem: 'lineUnknown', index, max: 0 };
    const left = line.count - line.refundedCount - (wanted.get(line.position) ?? 0);
    if (!Number.isInteger(request.count) || request.count < 1 || request.count > left) return { ok: false, problem: 'count', index, max: Math.max(0, left) };
    wanted.set(line.position, (wanted.get(line.position) ?? 0) + request.count);
  }
  if (!wanted.size) return { ok: false, problem: 'noLines' };
  const refundable = Math.max(0, order.paidAmount - order.refundedAmount);
  const everything = lines.every((line) => line.count - line.refundedCount === (wanted.get(line.position) ?? 0));
  let goods = 0n;
  for (const line of lines) goods += BigInt(line.unitPrice) * BigInt(wanted.get(line.position) ?? 0);
  const discountShare = order.subtotal > 0 ? (BigInt(order.discount) * goods) / BigInt(order.subtotal) : 0n;
  const value = Number(goods - discountShare);
  return {
    ok: true,
    lines: [...wanted].map(([position, count]) => ({ position, count })),
    amount: everything ? refundable : Math.min(value, refundable),
    everything,
  };
}
