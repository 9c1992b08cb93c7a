import type { Builder } from '../../graphql/builder.server';
import { shipOrders, type ShipOrderResult } from './order-bulk-ship.service';
import { addOrderNote, orderNotesLoader, type OrderNoteRecord } from './order-notes.service';
import type { OrdersGraph } from './orders.resolver';

/** What only staff see of an order (refunded units, the history's details, internal notes), and their order writes. */
export function registerOrderStaffFields(builder: Builder, graph: OrdersGraph) {
  const { OrderRef, OrderLineRef, OrderEventRef } = graph;

  builder.objectFields(OrderLineRef, (t) => ({
    position: t.exposeInt('position'),
    refundedCount: t.exposeInt('refundedCount', { description: 'Units of this line already refunded and restocked.' }),
  }));
  builder.objectFields(OrderEventRef, (t) => ({
    fromStatus: t.string({ nullable: true, resolve: (e) => e.fromStatus }),
    byStaff: t.boolean({ resolve: (e) => e.actor.startsWith('staff:') }),
    detail: t.field({ type: 'JSON', resolve: (e) => e.detail }),
  }));

  const OrderNoteRef = builder.objectRef<OrderNoteRecord>('OrderNote').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      body: t.exposeString('body'),
      authorName: t.exposeString('staffName'),
      createdAt: t.string({ resolve: (n) => n.createdAt.toISOString() }),
    }),
  });
  builder.objectFields(OrderRef, (t) => ({
    notes: t.field({ type: [OrderNoteRef], description: 'Internal staff notes, newest first; never shown to the shopper.', resolve: (o, _a, ctx) => orderNotesLoader(ctx).load(o.id) }),
    customerName: t.string({ resolve: (o) => o.shippingAddress.name }),
    hasCustomerAccount: t.boolean({ resolve: (o) => o.customerId !== null }),
    paidAt: t.string({ nullable: true, resolve: (o) => o.paidAt?.toISOString() ?? null }),
    shippedAt: t.string({ nullable: true, resolve: (o) => o.shippedAt?.toISOString() ?? null }),
  }));

  const OrderShippedRef = builder.objectRef<Extract<ShipOrderResult, { __typename: 'OrderShipped' }>>('OrderShipped').implement({
    fields: (t) => ({ orderId: t.exposeID('orderId'), order: t.field({ type: OrderRef, resolve: (r) => r.order }) }),
  });
  const OrderShipRefusedRef = builder.objectRef<Extract<ShipOrderResult, { __typename: 'OrderShipRefused' }>>('OrderShipRefused').implement({
    description: 'This order was not shipped; `message` says why, `field` names the input at fault when it was the input.',
    fields: (t) => ({ orderId: t.exposeID('orderId'), message: t.exposeString('message'), field: t.string({ nullable: true, resolve: (r) => r.field }) }),
  });
  const ShipOrderResultRef = builder.unionType('ShipOrderResult', {
    types: [OrderShippedRef, OrderShipRefusedRef],
    resolveType: (value: ShipOrderResult) => value.__typename,
  });
  const ShipOrderInput = builder.inputType('ShipOrderInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), courier: t.string({ required: true }), trackingNumber: t.string({ required: true }) }),
  });
  const AddOrderNoteInput = builder.inputType('AddOrderNoteInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), body: t.string({ required: true }) }),
  });

  builder.mutationFields((t) => ({
    shipOrders: t.field({
      type: [ShipOrderResultRef],
      description: 'Ships up to 50 orders, each with its courier and tracking number; one result per order, in the same order.',
      args: { orders: t.arg({ type: [ShipOrderInput], required: true }) },
      resolve: (_r, args, ctx) => shipOrders(ctx, args.orders.map((o) => ({ orderId: String(o.orderId), courier: o.courier, trackingNumber: o.trackingNumber }))),
    }),
    addOrderNote: t.field({
      type: OrderNoteRef,
      args: { input: t.arg({ type: AddOrderNoteInput, required: true }) },
      resolve: (_r, { input }, ctx) => addOrderNote(ctx, { orderId: String(input.orderId), body: input.body }),
    }),
  }));
}
