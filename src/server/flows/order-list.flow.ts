import { zoneOffsetHours } from '../../domain/format/shop-time';
import { ORDER_LIST_MAX_PAGE, shopDayRange, type OrderPaymentState } from '../../domain/orders/order-list';
import { isOrderStatus } from '../../domain/orders/order-status';
import type { PaymentMethodName } from '../../domain/payments/payment-method';
import type { RequestContext } from '../context.server';
import { badInput } from '../errors.server';
import { searchOrders, type OrderRecord, type OrderSearch } from '../modules/orders';
import { proofAwaitingReview } from '../modules/payments';

export const MAX_SEARCH_LENGTH = 100;

/** The owner's filters as the API and the export take them, before they are checked. */
export interface OrderListInput {
  ids?: ReadonlyArray<string | number> | null | undefined;
  statuses?: readonly string[] | null | undefined;
  paymentState?: OrderPaymentState | null | undefined;
  paymentMethod?: PaymentMethodName | null | undefined;
  /** Calendar days in the shop's zone, `YYYY-MM-DD`, both included. */
  placedFrom?: string | null | undefined;
  placedTo?: string | null | undefined;
  search?: string | null | undefined;
}

/** Checks the filters; a wrong one is refused with its field, never answered as "no orders". */
export function orderSearchFrom(ctx: RequestContext, input: OrderListInput): OrderSearch {
  const statuses = (input.statuses ?? []).map((status, index) => {
    if (!isOrderStatus(status)) throw badInput('error.orderStatusUnknown', {}, `filter.statuses.${index}`);
    return status;
  });
  const range = shopDayRange(input.placedFrom, input.placedTo, zoneOffsetHours(ctx.shop.timeZone));
  if ('invalid' in range) {
    throw range.invalid === 'order'
      ? badInput('error.orderList.dateOrder', {}, 'filter.placedTo')
      : badInput('error.orderList.date', {}, range.invalid === 'from' ? 'filter.placedFrom' : 'filter.placedTo');
  }
  const text = input.search?.trim() ?? '';
  if (text.length > MAX_SEARCH_LENGTH) throw badInput('error.orderList.search', { max: MAX_SEARCH_LENGTH }, 'filter.search');
  if (input.ids && input.ids.length > ORDER_LIST_MAX_PAGE) throw badInput('error.orderList.pageSize', { max: ORDER_LIST_MAX_PAGE }, 'filter.ids');
  return {
    ids: input.ids ? input.ids.map(String) : undefined,
    statuses,
    paymentState: input.paymentState ?? undefined,
    paymentMethod: input.paymentMethod ?? undefined,
    placedFrom: range.from,
    placedBefore: range.before,
    text: text || undefined,
  };
}

export function checkOrderPageSize(first: number | null | undefined): void {
  if (first === null || first === undefined || first < 1 || first > ORDER_LIST_MAX_PAGE) throw badInput('error.orderList.pageSize', { max: ORDER_LIST_MAX_PAGE }, 'first');
}

/**
 * A page of the shop's orders matching the filters. "A proof waits for review" is a payments
 * fact, so the list is composed here: orders filters its rows with the payments condition.
 */
export function findOrders(ctx: RequestContext, search: OrderSearch, window: { limit: number; offset: number }): Promise<{ items: OrderRecord[]; totalCount: number }> {
  return searchOrders(ctx, search, window, proofAwaitingReview);
}
