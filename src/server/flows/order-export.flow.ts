import { csvRow } from '../../domain/orders/order-csv';
import { zoneAbbreviation, zoneOffsetHours } from '../../domain/format/shop-time';
import { paymentStateOf, shopDateTimeText } from '../../domain/orders/order-list';
import type { RequestContext } from '../context.server';
import { say } from '../errors.server';
import { orderLinesLoader, type OrderSearch } from '../modules/orders';
import { orderPaymentsLoader } from '../modules/payments';
import { findOrders } from './order-list.flow';

/** Rows read per query while exporting: each batch costs the same few queries. */
const EXPORT_BATCH = 200;
/** An export holds at most this many orders; a larger list is narrowed by dates first. */
export const EXPORT_MAX_ORDERS = 10_000;

const COLUMNS = [
  'number', 'placedAt', 'status', 'paymentState', 'paymentMethod', 'customer', 'email', 'phone', 'city', 'province',
  'courier', 'trackingNumber', 'items', 'subtotal', 'discount', 'shippingFee', 'total', 'paid', 'refunded',
] as const;

/**
 * The filtered order list as CSV, one order a row, newest first, in the staff member's
 * language, written a batch at a time. Amounts are whole rupiah; times are in the shop's zone.
 */
export async function* exportOrdersCsv(ctx: RequestContext, search: OrderSearch): AsyncGenerator<string> {
  const offsetHours = zoneOffsetHours(ctx.shop.timeZone);
  const words = (key: string) => say(ctx, key, { zone: zoneAbbreviation(offsetHours) });
  // A byte-order mark lets spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvRow(COLUMNS.map((column) => words(`adminOrders.csv.${column}`)))}`;
  for (let offset = 0; offset < EXPORT_MAX_ORDERS; offset += EXPORT_BATCH) {
    ctx.loaders.clear();
    const { items } = await findOrders(ctx, search, { limit: Math.min(EXPORT_BATCH, EXPORT_MAX_ORDERS - offset), offset });
    if (!items.length) break;
    const ids = items.map((o) => o.id);
    const [lines, payments] = await Promise.all([orderLinesLoader(ctx).loadMany(ids), orderPaymentsLoader(ctx).loadMany(ids)]);
    let chunk = '';
    items.forEach((order, index) => {
      const orderLines = lines[index];
      const orderPayments = payments[index];
      const waiting = Array.isArray(orderPayments) && orderPayments.some((p) => p.status === 'submitted');
      chunk += csvRow([
        order.number,
        shopDateTimeText(order.placedAt, offsetHours),
        words(`orders.status.${order.status}`),
        words(`adminOrders.paymentState.${waiting ? 'proof_to_review' : paymentStateOf(order)}`),
        words(`adminOrders.method.${order.paymentMethod}`),
        order.shippingAddress.name,
        order.email,
        order.phone,
        order.shippingAddress.city,
        order.shippingAddress.province,
        `${order.shippingCourier} ${order.shippingService}`.trim(),
        order.trackingNumber,
        Array.isArray(orderLines) ? orderLines.map((l) => `${l.name}${l.variationLabel ? ` (${l.variationLabel})` : ''} ×${l.count}`).join('; ') : '',
        order.subtotal, order.discount, order.shippingFee, order.total, order.paidAmount, order.refundedAmount,
      ]);
    });
    yield chunk;
    if (items.length < EXPORT_BATCH) break;
  }
}
