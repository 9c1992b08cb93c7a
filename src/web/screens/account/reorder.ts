// Ordering again: which lines of an earlier order go back into the cart, and how many, judged
// by the live cart answer (the products as they are now), and which could not and why.
import type { CartAddition } from '../../../domain/cart/local-cart';
import type { AccountOrdersQuery, ReorderCartQuery } from '../../graph/generated/shop-operations';

type OrderLine = NonNullable<AccountOrdersQuery['viewerOrders']>['edges'][number]['node']['lines'][number];
type LiveLine = ReorderCartQuery['cart']['lines'][number];

export type ReorderProblem =
  | { kind: 'gone' | 'soldOut' | 'cartFull'; name: string }
  | { kind: 'fewer'; name: string; count: number; wanted: number };

export interface ReorderPlan {
  additions: Array<CartAddition & { name: string }>;
  problems: ReorderProblem[];
}

export function lineName(line: { name: string; variationLabel: string }): string {
  return line.variationLabel ? `${line.name} (${line.variationLabel})` : line.name;
}

/** The cart lines to ask the shop about: each ordered line at its ordered count. */
export function reorderCartLines(lines: readonly OrderLine[]) {
  return lines.map((line) => ({ productId: line.productId, variationId: line.variationId ?? null, count: line.count, downPayment: line.downPaymentUnit !== null }));
}

function sameLine(order: OrderLine, live: LiveLine): boolean {
  return order.productId === live.productId && (order.variationId ?? null) === (live.variationId ?? null);
}

export function planReorder(lines: readonly OrderLine[], live: readonly LiveLine[]): ReorderPlan {
  const plan: ReorderPlan = { additions: [], problems: [] };
  for (const line of lines) {
    const name = lineName(line);
    const now = live.find((candidate) => sameLine(line, candidate));
    const add = (count: number) => plan.additions.push({
      productID: line.productId, variationID: line.variationId ?? '', count, downPayment: line.downPaymentUnit !== null, price: now?.unitPrice, name,
    });
    if (!now || now.problem === 'UNAVAILABLE' || now.problem === 'VARIATION_REQUIRED') plan.problems.push({ kind: 'gone', name });
    else if (now.problem === 'OUT_OF_STOCK' || (now.problem === 'NOT_ENOUGH_STOCK' && now.availableStock <= 0)) plan.problems.push({ kind: 'soldOut', name });
    else if (now.problem === 'NOT_ENOUGH_STOCK') {
      add(now.availableStock);
      plan.problems.push({ kind: 'fewer', name, count: now.availableStock, wanted: line.count });
    } else add(line.count);
  }
  return plan;
}
