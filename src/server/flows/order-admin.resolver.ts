import { ORDER_PAYMENT_STATES, paymentStateOf } from '../../domain/orders/order-list';
import { fromMethodValue } from '../../domain/payments/payment-method';
import type { Builder } from '../graphql/builder.server';
import { paginate } from '../graphql/pagination.server';
import { orderPaymentsLoader } from '../modules/payments';
import type { FlowGraphDeps } from './flows.resolver';
import { checkOrderPageSize, findOrders, orderSearchFrom } from './order-list.flow';
import { refundOrderLines, type RefundLinesResult } from './refund-lines.flow';

/** The owner's order list: filters, search and paging, and where each order stands with its money. */
export function registerOrderListAdminFields(builder: Builder, graph: FlowGraphDeps) {
  const { OrderRef, OrderConnection } = graph.orders;
  const OrderPaymentStateEnum = builder.enumType('OrderPaymentState', { values: ORDER_PAYMENT_STATES });

  builder.objectFields(OrderRef, (t) => ({
    paymentState: t.field({
      type: OrderPaymentStateEnum,
      description: 'proof_to_review while a proof of transfer waits for the owner; otherwise what the amounts tell.',
      resolve: async (o, _a, ctx) => {
        const payments = await orderPaymentsLoader(ctx).load(o.id);
        return payments.some((p) => p.status === 'submitted') ? 'proof_to_review' : paymentStateOf(o);
      },
    }),
  }));

  const OrderListFilter = builder.inputType('OrderListFilter', {
    fields: (t) => ({
      ids: t.idList({ required: false, description: 'Only these orders (at most 50), e.g. those chosen to print.' }),
      statuses: t.stringList({ required: false, description: 'Any of these statuses; empty or absent: every status.' }),
      paymentState: t.field({ type: OrderPaymentStateEnum, required: false }),
      paymentMethod: t.field({ type: graph.settings.PaymentMethodEnum, required: false }),
      placedFrom: t.string({ required: false, description: 'First day placed, YYYY-MM-DD in the shop\'s time zone.' }),
      placedTo: t.string({ required: false, description: 'Last day placed (included), YYYY-MM-DD in the shop\'s time zone.' }),
      search: t.string({ required: false, description: 'An order number, or part of the buyer\'s name, phone or e-mail.' }),
    }),
  });

  builder.queryFields((t) => ({
    orderList: t.field({
      type: OrderConnection,
      description: 'The shop\'s orders, newest first, up to 50 a page, with how many match.',
      args: { first: t.arg.int({ required: true }), after: t.arg.string({ required: false }), filter: t.arg({ type: OrderListFilter, required: false }) },
      resolve: (_r, args, ctx) => {
        checkOrderPageSize(args.first);
        const filter = args.filter;
        const search = orderSearchFrom(ctx, {
          ...filter,
          paymentMethod: filter?.paymentMethod ? fromMethodValue(filter.paymentMethod) : null,
        });
        return paginate('orderList', args, (window) => findOrders(ctx, search, window), async () => (await findOrders(ctx, search, { limit: 0, offset: 0 })).totalCount) as never;
      },
    }),
  }));

  const LineRefundInput = builder.inputType('LineRefundInput', {
    fields: (t) => ({ position: t.int({ required: true }), count: t.int({ required: true }) }),
  });
  const RefundOrderLinesInput = builder.inputType('RefundOrderLinesInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), lines: t.field({ type: [LineRefundInput], required: true }), reason: t.string({ required: false }) }),
  });
  const OrderLinesRefundedRef = builder.objectRef<Extract<RefundLinesResult, { __typename: 'OrderLinesRefunded' }>>('OrderLinesRefunded').implement({
    fields: (t) => ({
      order: t.field({ type: OrderRef, resolve: (r) => r.order }),
      amount: t.expose('amount', { type: 'Amount', description: 'What this refund gives back.' }),
      closed: t.exposeBoolean('closed', { description: 'Every unit is now refunded: the order is closed as refunded.' }),
      throughGateway: t.expose('throughGateway', { type: 'Amount', description: 'The part a gateway gives back by itself (QRIS through Midtrans or Xendit).' }),
      byHand: t.expose('byHand', { type: 'Amount', description: 'The part the shop sends back itself.' }),
    }),
  });
  const OrderRefundRefusedRef = builder.objectRef<Extract<RefundLinesResult, { __typename: 'OrderRefundRefused' }>>('OrderRefundRefused').implement({
    description: 'Nothing was refunded; `status` is where the order stands.',
    fields: (t) => ({ message: t.exposeString('message'), status: t.exposeString('status') }),
  });
  const RefundOrderLinesResult = builder.unionType('RefundOrderLinesResult', {
    types: [OrderLinesRefundedRef, OrderRefundRefusedRef],
    resolveType: (value: RefundLinesResult) => value.__typename,
  });
  builder.mutationFields((t) => ({
    refundOrderLines: t.field({
      type: RefundOrderLinesResult,
      description: 'Refunds chosen units of an order\'s lines and restocks them; refunding every unit left closes the order as refunded.',
      args: { input: t.arg({ type: RefundOrderLinesInput, required: true }) },
      resolve: (_r, { input }, ctx) => refundOrderLines(ctx, { orderId: String(input.orderId), lines: input.lines, reason: input.reason ?? '' }),
    }),
  }));
}
