import { shipmentStatus, type ShipmentRecord, type TrackingStep } from '../../domain/shipping/shipment';
import type { Builder } from '../graphql/builder.server';
import type { OrderRecord, OrdersGraph } from '../modules/orders';
import type { CourierApis } from '../modules/shipping';
import { bookCourier } from './courier-booking.flow';
import { currentShipment } from './parcel-tracking.flow';

/**
 * The parcel's journey on the order, for the shopper's order page and the owner's (read again from
 * the courier aggregator when it is a quarter of an hour old), on both schemas.
 */
export function registerShipmentFields(builder: Builder, orders: OrdersGraph, deps: { courierApis: CourierApis | null }) {
  const StepRef = builder.objectRef<TrackingStep>('TrackingStep').implement({
    fields: (t) => ({
      at: t.string({ description: 'ISO 8601 (as the courier wrote it when it is not).', resolve: (s) => (Number.isNaN(Date.parse(s.at)) ? s.at : new Date(s.at).toISOString()) }),
      status: t.string({ description: 'A status word the shop names in the reader’s language (in_transit for any it does not know).', resolve: (s) => shipmentStatus(s.status) }),
      note: t.exposeString('note', { description: 'The courier’s own words.' }),
    }),
  });
  const ShipmentRef = builder.objectRef<ShipmentRecord>('Shipment').implement({
    fields: (t) => ({
      courierCode: t.exposeString('courierCode'),
      waybill: t.string({ nullable: true, description: 'Null until the courier issues the airway bill.', resolve: (s) => s.waybill }),
      booked: t.boolean({ description: 'Booked through Biteship by the shop (otherwise only followed by its airway bill).', resolve: (s) => s.bookingId !== null }),
      status: t.string({ nullable: true, resolve: (s) => (s.status ? shipmentStatus(s.status) : null) }),
      history: t.field({ type: [StepRef], description: 'Newest first.', resolve: (s) => s.history }),
      checkedAt: t.string({ nullable: true, description: 'ISO 8601; null until the courier was first asked.', resolve: (s) => s.checkedAt }),
    }),
  });
  builder.objectField(orders.OrderRef, 'shipment', (t) => t.field({
    type: ShipmentRef,
    nullable: true,
    resolve: (order, _a, ctx) => currentShipment(ctx, deps.courierApis, order as OrderRecord),
  }));
  return { ShipmentRef };
}

/** The owner books the courier the shopper chose through Biteship (docs/decisions/0062). */
export function registerCourierBookingAdminFields(builder: Builder, orders: OrdersGraph, deps: { courierApis: CourierApis | null }) {
  const BookableRef = builder.objectRef<{ courier: string; service: string }>('BookableCourier').implement({
    fields: (t) => ({ courier: t.exposeString('courier'), service: t.exposeString('service') }),
  });
  builder.objectField(orders.OrderRef, 'bookableCourier', (t) => t.field({
    type: BookableRef,
    nullable: true,
    description: 'The Biteship service the shopper chose, while the order is paid and not yet booked; null otherwise.',
    resolve: (order) => {
      const record = order as OrderRecord;
      const open = record.status === 'paid' || record.status === 'processing';
      return open && record.shippingRate?.aggregator === 'biteship' && !record.shipment?.bookingId && !record.shipment?.waybill && deps.courierApis
        ? { courier: record.shippingCourier, service: record.shippingService } : null;
    },
  }));
  builder.mutationFields((t) => ({
    bookCourier: t.field({
      type: orders.OrderRef,
      args: { orderId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => bookCourier(ctx, deps.courierApis, String(args.orderId)),
    }),
  }));
}
