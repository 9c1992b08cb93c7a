import { and, desc, eq, type SQL } from 'drizzle-orm';
import { isOrderStatus } from '../../domain/orders/order-status';
import type { RequestContext } from '../context.server';
import { orders } from '../db/schema';
import { cancelOrder, markOrderShipped, refundOrder } from '../modules/orders/order-operations.service';
import { orderById, type OrderRecord } from '../modules/orders/order.service';
import { rejectPayment, verifyPayment, type PaymentRecord } from '../modules/payments/payment.service';
import type { Builder } from './builder.server';
import { guarded } from './commerce-errors.server';
import { forbidden, userError } from './errors.server';
import type { CommerceTypes } from './types/commerce.types';

function requireStaff(ctx: RequestContext): void {
  if (!ctx.staff) throw forbidden();
}

/** The owner's order operations (docs/decisions/0008); the admin screens build on these. */
export function registerCommerceAdminFields(builder: Builder, types: CommerceTypes) {
  const { OrderRef, PaymentRef } = types;

  builder.queryFields((t) => ({
    orders: t.field({
      type: [OrderRef],
      args: {
        first: t.arg.int({ required: true }),
        status: t.arg.string({ required: false }),
      },
      resolve: async (_r, args, ctx) => {
        requireStaff(ctx);
        if (args.first < 1 || args.first > 100) throw userError('first must be between 1 and 100.');
        const conditions: SQL[] = [eq(orders.shopId, ctx.shop.id)];
        if (args.status) {
          if (!isOrderStatus(args.status)) throw userError('Unknown order status.');
          conditions.push(eq(orders.status, args.status));
        }
        return ctx.db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.placedAt)).limit(args.first);
      },
    }),
    orderById: t.field({
      type: OrderRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        requireStaff(ctx);
        return orderById(ctx.db, ctx.shop.id, String(args.id));
      },
    }),
  }));

  const OrderPaymentResult = builder.objectRef<{ order: OrderRecord; payment: PaymentRecord }>('OrderPaymentResult').implement({
    fields: (t) => ({ order: t.field({ type: OrderRef, resolve: (p) => p.order }), payment: t.field({ type: PaymentRef, resolve: (p) => p.payment }) }),
  });
  const PaymentDecisionInput = builder.inputType('PaymentDecisionInput', {
    fields: (t) => ({ paymentId: t.id({ required: true }), reason: t.string({ required: false }) }),
  });
  const MarkOrderShippedInput = builder.inputType('MarkOrderShippedInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), courier: t.string({ required: true }), trackingNumber: t.string({ required: true }) }),
  });
  const OrderDecisionInput = builder.inputType('OrderDecisionInput', {
    fields: (t) => ({ orderId: t.id({ required: true }), reason: t.string({ required: false }) }),
  });

  builder.mutationFields((t) => ({
    verifyPayment: t.field({
      type: OrderPaymentResult,
      args: { input: t.arg({ type: PaymentDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => verifyPayment(ctx, String(input.paymentId))),
    }),
    rejectPayment: t.field({
      type: OrderPaymentResult,
      args: { input: t.arg({ type: PaymentDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => rejectPayment(ctx, String(input.paymentId), input.reason ?? '')),
    }),
    markOrderShipped: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: MarkOrderShippedInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => markOrderShipped(ctx, { orderId: String(input.orderId), courier: input.courier, trackingNumber: input.trackingNumber })),
    }),
    cancelOrder: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: OrderDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => cancelOrder(ctx, { orderId: String(input.orderId), reason: input.reason ?? '' })),
    }),
    refundOrder: t.field({
      type: OrderRef,
      args: { input: t.arg({ type: OrderDecisionInput, required: true }) },
      resolve: (_r, { input }, ctx) => guarded(() => refundOrder(ctx, { orderId: String(input.orderId), reason: input.reason ?? '' })),
    }),
  }));
}
