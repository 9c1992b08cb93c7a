// The staff API's documents for the order screens, and the list's filters as the address keeps
// them (`?q=…&status=paid&payment=unpaid&method=card&from=2026-11-01&to=2026-11-30&page=2`).
import { isPaymentStateName, type OrderPaymentState } from '../../../domain/orders/order-list';
import { isOrderStatus, type OrderStatus } from '../../../domain/orders/order-status';
import type { AdminOrdersQueryVariables, PaymentMethod } from '../../graph/generated/admin-operations';
import { graphDocument, graphFragment } from '../../graph/graph-document';
import { afterCursorForPage, pageFromQuery } from '../../ui/pagination';

/** Rows of the order list at a time. */
export const ORDERS_PAGE_SIZE = 25;

export const ADMIN_ORDERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminOrders($first: Int!, $after: String, $filter: OrderListFilter) {
    viewer { permissions }
    orderList(first: $first, after: $after, filter: $filter) {
      totalCount
      edges {
        node {
          id number status paymentState paymentMethod placedAt customerName email phone total
          trackingCourier trackingNumber shippingCourier
          lines { count }
        }
      }
    }
  }
`);

export const ADMIN_ORDER_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminOrderFields on Order {
    id number status paymentState paymentMethod placedAt paidAt shippedAt expiresAt
    customerName email phone hasCustomerAccount note customFields couponCode cancelReason
    shippingAddress { name phone address district city province postalCode }
    shippingCourier shippingService pickupNote trackingCourier trackingNumber
    bookableCourier { courier service }
    shipment { waybill booked status checkedAt history { at status note } }
    subtotal discount bundleDiscount bundles { name sets saving } shippingFee total firstPaymentAmount paidAmount refundedAmount balanceDue amountDueNow
    lines { position name variationLabel sku unitPrice count refundedCount lineTotal downPaymentUnit }
    payments { id method purpose amount status failureReason attention gateway bank createdAt proof { bank payerName amount transferDate image { id width height dominantColor alt } } }
    events { kind fromStatus toStatus byStaff detail createdAt }
    notes { id body authorName createdAt }
  }
`);

export const ADMIN_ORDER_QUERY = graphDocument(/* GraphQL */ `
  query AdminOrder($id: ID!) {
    viewer { permissions }
    orderById(id: $id) { ...AdminOrderFields }
  }
`, ADMIN_ORDER_FIELDS);

export const VERIFY_PAYMENT = graphDocument(/* GraphQL */ `
  mutation AdminVerifyPayment($input: PaymentDecisionInput!) { verifyPayment(input: $input) { order { id status } } }
`);
export const REJECT_PAYMENT = graphDocument(/* GraphQL */ `
  mutation AdminRejectPayment($input: PaymentDecisionInput!) { rejectPayment(input: $input) { order { id status } } }
`);
export const RESOLVE_PAYMENT_ATTENTION = graphDocument(/* GraphQL */ `
  mutation AdminResolvePaymentAttention($input: PaymentDecisionInput!) { resolvePaymentAttention(input: $input) { order { id status } } }
`);
export const CANCEL_ORDER = graphDocument(/* GraphQL */ `
  mutation AdminCancelOrder($input: OrderDecisionInput!) { cancelOrder(input: $input) { id status } }
`);
export const SHIP_ORDERS = graphDocument(/* GraphQL */ `
  mutation AdminShipOrders($orders: [ShipOrderInput!]!) {
    shipOrders(orders: $orders) {
      __typename
      ... on OrderShipped { orderId order { id number status trackingNumber } }
      ... on OrderShipRefused { orderId message field }
    }
  }
`);
export const REFUND_LINES = graphDocument(/* GraphQL */ `
  mutation AdminRefundOrderLines($input: RefundOrderLinesInput!) {
    refundOrderLines(input: $input) {
      __typename
      ... on OrderLinesRefunded { amount closed throughGateway byHand order { id status refundedAmount } }
      ... on OrderRefundRefused { message status }
    }
  }
`);
export const ADD_NOTE = graphDocument(/* GraphQL */ `
  mutation AdminAddOrderNote($input: AddOrderNoteInput!) { addOrderNote(input: $input) { id body authorName createdAt } }
`);

export const PRINT_ORDERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminPrintOrders($first: Int!, $filter: OrderListFilter) {
    viewer { permissions }
    shop { name }
    orderList(first: $first, filter: $filter) {
      edges {
        node {
          id number status placedAt customerName email phone paymentMethod
          shippingAddress { name phone address district city province postalCode }
          shippingCourier shippingService trackingCourier trackingNumber note
          subtotal discount bundleDiscount shippingFee total paidAmount refundedAmount balanceDue
          lines { position name variationLabel sku unitPrice count refundedCount lineTotal }
        }
      }
    }
  }
`);

const METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CARD', 'WALLET'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page, read from the address. */
export interface OrderListFilters {
  search: string;
  status: OrderStatus | null;
  payment: OrderPaymentState | null;
  method: PaymentMethod | null;
  from: string;
  to: string;
  page: number;
}

export function listFilters(query: Readonly<Record<string, string>>): OrderListFilters {
  const method = (query.method ?? '').toUpperCase();
  return {
    search: (query.q ?? '').trim().slice(0, 100),
    status: isOrderStatus(query.status) ? query.status : null,
    payment: isPaymentStateName(query.payment) ? query.payment : null,
    method: (METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : null,
    from: DAY.test(query.from ?? '') ? query.from! : '',
    to: DAY.test(query.to ?? '') ? query.to! : '',
    page: pageFromQuery(query.page),
  };
}

/** The address query of a view: empty filters and the first page are left out. */
export function listQuery(filters: OrderListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.q = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.payment) query.payment = filters.payment;
  if (filters.method) query.method = filters.method.toLowerCase();
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

export function listVariables(filters: OrderListFilters): AdminOrdersQueryVariables {
  return {
    first: ORDERS_PAGE_SIZE,
    after: afterCursorForPage(filters.page, ORDERS_PAGE_SIZE),
    filter: {
      search: filters.search || null,
      statuses: filters.status ? [filters.status] : null,
      paymentState: filters.payment,
      paymentMethod: filters.method,
      placedFrom: filters.from || null,
      placedTo: filters.to || null,
    },
  };
}

/** The CSV export of exactly the orders the list shows (every page). */
export function exportHref(filters: OrderListFilters): string {
  const { page: _page, ...rest } = filters;
  const query = listQuery({ ...rest, page: 1 });
  const params = new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.payment ? { payment: query.payment } : {}),
    ...(query.method ? { method: query.method } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  }).toString();
  return `/admin/orders/export.csv${params ? `?${params}` : ''}`;
}

export const BOOK_COURIER = graphDocument(/* GraphQL */ `
  mutation AdminBookCourier($orderId: ID!) { bookCourier(orderId: $orderId) { id status trackingNumber } }
`);
