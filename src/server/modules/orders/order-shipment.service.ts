import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_HOLD_MS, BOOKING_STATUS, bookingPending, type ShipmentRecord } from '../../../domain/shipping/shipment';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { conflict, notFound } from '../../errors.server';
import { recordAudit } from '../audit';
import { orderRefusal } from './order-operations.service';
import { enqueueOrderShippedEmail } from './order-emails.server';
import { orderById, transitionOrder, type OrderRecord } from './order.service';
import { orders } from './orders.tables';

/**
 * Keeps what the courier aggregator says about an order's parcel. The first airway bill of a
 * paid order ships it (as the owner's "mark shipped" would, e-mail included), whoever brought
 * the bill: the owner's booking, or Biteship's notification after an answer that was lost.
 */
export async function recordShipment(ctx: RequestContext, orderId: string, shipment: ShipmentRecord, courierName: string, actor: string): Promise<OrderRecord | null> {
  return inTransaction(ctx.db, async (tx) => {
    const current = await orderById(tx, ctx.shop.id, orderId, { lock: true });
    if (!current) return null;
    if (shipment.waybill && (current.status === 'paid' || current.status === 'processing')) {
      const moved = await transitionOrder(tx, ctx.shop.id, orderId, { type: 'ship' }, actor,
        { trackingCourier: courierName, trackingNumber: shipment.waybill, shippedAt: new Date(), shipment }, { courier: courierName, trackingNumber: shipment.waybill, bookingId: shipment.bookingId });
      if (moved.ok) {
        if (ctx.staff) {
          await recordAudit(ctx, tx, {
            action: 'bookCourier', entityType: 'order', entityId: orderId,
            before: { status: moved.from, trackingNumber: current.trackingNumber }, after: { status: moved.order.status, trackingNumber: shipment.waybill, bookingId: shipment.bookingId },
          });
        }
        await enqueueOrderShippedEmail(tx, ctx, moved.order);
        return moved.order;
      }
    }
    const [updated] = await tx.update(orders).set({ shipment, updatedAt: sql`now()` }).where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, orderId))).returning();
    return updated ?? null;
  });
}

/** The journey as last read from the courier, kept without touching the order's status. */
export async function saveTracking(db: Db, shopId: string, orderId: string, shipment: ShipmentRecord): Promise<void> {
  await db.update(orders).set({ shipment }).where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
}

/** The order Biteship's booking `bookingId` is for. */
export async function orderByBookingId(db: Db, shopId: string, bookingId: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.shopId, shopId), sql`${orders.shipment} IS NOT NULL`, sql`(${orders.shipment}->>'bookingId') = ${bookingId}`));
  return row ?? null;
}

export type BookingClaim = { kind: 'claimed'; order: OrderRecord } | { kind: 'booked'; order: OrderRecord };

/**
 * Marks the order's booking as under way, under the order's lock, before Biteship is called:
 * a second click, or another member of staff, is told a booking is under way rather than
 * starting one of their own. An order already booked is answered as it is.
 */
export async function claimCourierBooking(ctx: RequestContext, orderId: string, courierCode: string, now = new Date()): Promise<BookingClaim> {
  return inTransaction(ctx.db, async (tx) => {
    const order = await orderById(tx, ctx.shop.id, orderId, { lock: true });
    if (!order) throw notFound('error.order.notFound');
    if (order.shipment?.bookingId) return { kind: 'booked', order };
    if (order.status !== 'paid' && order.status !== 'processing') throw orderRefusal(order, 'ship');
    const started = order.shipment?.bookingStartedAt ? Date.parse(order.shipment.bookingStartedAt) : 0;
    if (bookingPending(order.shipment) && now.getTime() - started < BOOKING_HOLD_MS) throw conflict('error.couriers.bookingUnderWay');
    const shipment: ShipmentRecord = {
      provider: 'biteship', bookingId: null, courierCode, waybill: null, status: BOOKING_STATUS, history: [], checkedAt: null, bookingStartedAt: now.toISOString(),
    };
    const [claimed] = await tx.update(orders).set({ shipment }).where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, orderId))).returning();
    return { kind: 'claimed', order: claimed ?? order };
  });
}

/** Biteship refused the booking outright: the order may be booked again at once. */
export async function releaseCourierBooking(ctx: RequestContext, orderId: string): Promise<void> {
  await ctx.db.update(orders).set({ shipment: null })
    .where(and(eq(orders.shopId, ctx.shop.id), eq(orders.id, orderId), sql`${orders.shipment}->>'status' = ${BOOKING_STATUS}`, sql`${orders.shipment}->>'bookingId' IS NULL`));
}

/** Whether any order of the shop has a booking whose answer has not come (a webhook may be its only news). */
export async function hasPendingBooking(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.shopId, shopId), sql`${orders.shipment} IS NOT NULL`, sql`(${orders.shipment}->>'bookingId') IS NULL`, sql`${orders.shipment}->>'status' = ${BOOKING_STATUS}`)).limit(1);
  return row !== undefined;
}
