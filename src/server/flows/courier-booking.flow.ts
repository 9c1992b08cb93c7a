import { bookingPending, type ShipmentRecord } from '../../domain/shipping/shipment';
import type { RequestContext } from '../context.server';
import { badInput, conflict, notFound } from '../errors.server';
import { claimCourierBooking, hasPendingBooking, orderById, orderByBookingId, recordShipment, releaseCourierBooking, staffActor, type OrderRecord } from '../modules/orders';
import { AggregatorCallError, BiteshipReferenceUsed, courierAggregatorAccount, type BiteshipOrder, type CourierApis } from '../modules/shipping';
import { withJourney } from './parcel-tracking.flow';

/** Who a booking or a notification is recorded as, when it is not a member of staff. */
const BITESHIP_ACTOR = 'courier:biteship';

/**
 * The owner books the courier the shopper chose at checkout through Biteship: its answer's airway
 * bill ships the order at once (e-mail included). The order's id is Biteship's `reference_id`, so a
 * retry never books twice; a booking whose answer was lost is joined to the order by Biteship's
 * notification (applyBiteshipWebhook).
 */
export async function bookCourier(ctx: RequestContext, apis: CourierApis | null, orderId: string): Promise<OrderRecord> {
  const actor = staffActor(ctx);
  const order = await orderById(ctx.db, ctx.shop.id, orderId);
  if (!order) throw notFound('error.order.notFound');
  if (order.shipment?.bookingId) return order;
  const rate = order.shippingRate;
  if (rate?.aggregator !== 'biteship') throw conflict('error.couriers.notBookable');
  const account = apis ? await courierAggregatorAccount(ctx.db, ctx.shop.id, apis.secrets, 'biteship') : null;
  if (!apis || !account) throw badInput('error.couriers.noAccount', {}, 'orderId');
  if (!account.senderName || !account.senderPhone || !account.senderAddress || !account.originPostalCode) throw badInput('error.couriers.senderRequired', {}, 'orderId');
  // Under the order's lock: paid and not being booked by anyone else right now.
  const claim = await claimCourierBooking(ctx, order.id, rate.courierCode);
  if (claim.kind === 'booked') return claim.order;
  const address = order.shippingAddress;
  let booking: BiteshipOrder;
  try {
    booking = await apis.biteship.createOrder(account.apiKey, {
      referenceId: order.id,
      shipper: { name: account.senderName, phone: account.senderPhone, organization: ctx.shop.name },
      origin: { name: account.senderName, phone: account.senderPhone, address: account.senderAddress, postalCode: account.originPostalCode },
      destination: {
        name: address.name, phone: address.phone, email: order.email, postalCode: address.postalCode, note: order.note.slice(0, 200),
        address: [address.address, address.district, address.city, address.province].filter(Boolean).join(', '),
      },
      courierCode: rate.courierCode,
      serviceCode: rate.serviceCode,
      items: [{ name: `${ctx.shop.name} #${order.number}`.slice(0, 100), value: order.subtotal - order.discount, weightGrams: Math.max(1, order.chargeableWeightGrams), quantity: 1 }],
    }, apis.callTimeoutMs);
  } catch (error) {
    // A booking an earlier try made stays marked: Biteship's webhook will bring it.
    if (error instanceof BiteshipReferenceUsed) throw conflict('error.couriers.alreadyBooked');
    if (error instanceof AggregatorCallError) {
      // Refused outright: nothing was booked, so the order may be booked again. Without an
      // answer the booking may exist: the mark stays until Biteship's webhook says.
      if (error.httpStatus !== null && error.httpStatus >= 400 && error.httpStatus < 500) await releaseCourierBooking(ctx, order.id);
      throw conflict('error.couriers.bookingFailed', { reason: error.message });
    }
    throw error;
  }
  const shipment = shipmentOf(booking, rate.courierCode, null);
  const saved = await recordShipment(ctx, order.id, shipment, order.shippingCourier, actor);
  // Cancelled or refunded while Biteship was booking: the owner must cancel the pickup there.
  if (saved && saved.status !== 'shipped' && shipment.waybill) throw conflict('error.couriers.orderClosedMeanwhile', { waybill: shipment.waybill });
  return saved ?? order;
}

function shipmentOf(booking: BiteshipOrder, courierCode: string, known: ShipmentRecord | null): ShipmentRecord {
  const knownStatus = known && !bookingPending(known) ? known.status : '';
  return {
    provider: 'biteship', bookingId: booking.id, courierCode: (booking.courier.company || courierCode).toLowerCase(),
    waybill: booking.courier.waybill_id || known?.waybill || null, status: booking.status || knownStatus || 'confirmed',
    history: known?.history ?? [], checkedAt: known?.checkedAt ?? null,
  };
}

export type BiteshipWebhookResult = 'applied' | 'ignored' | 'not_configured' | 'unverified';

export interface BiteshipWebhookDeps {
  apis: CourierApis;
  contextFor: (shopId: string) => Promise<RequestContext>;
}

/**
 * A Biteship webhook for the shop it was sent to. Biteship does not sign them, so the body is only
 * a hint naming a booking: the booking is read again from Biteship's API with the shop's key, and
 * that answer alone is kept (its airway bill ships a paid order; its journey is refreshed).
 * Biteship's check of a new webhook address (an empty body) is answered as ignored.
 */
export async function applyBiteshipWebhook(deps: BiteshipWebhookDeps, shopId: string, body: Record<string, unknown>): Promise<BiteshipWebhookResult> {
  const bookingId = typeof body.order_id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.order_id) ? body.order_id : null;
  if (!bookingId) return 'ignored';
  const ctx = await deps.contextFor(shopId);
  const account = await courierAggregatorAccount(ctx.db, shopId, deps.apis.secrets, 'biteship');
  if (!account) return 'not_configured';
  // Unsigned, so anyone may send one: Biteship is asked only about a booking the shop knows, or
  // while a booking of the shop still waits for its answer (which the webhook may be).
  const known = await orderByBookingId(ctx.db, shopId, bookingId);
  if (!known && !(await hasPendingBooking(ctx.db, shopId))) return 'ignored';
  let booking: BiteshipOrder;
  try {
    booking = await deps.apis.biteship.order(account.apiKey, bookingId, deps.apis.callTimeoutMs);
  } catch (error) {
    // A booking Biteship does not know is not one to wait for.
    if (error instanceof AggregatorCallError) return error.httpStatus === 404 ? 'ignored' : 'unverified';
    throw error;
  }
  // A booking whose answer never reached the owner is found by the order id it carries.
  const order = known
    ?? (booking.reference_id ? await orderById(ctx.db, shopId, booking.reference_id) : null);
  if (!order || (order.shipment?.bookingId && order.shipment.bookingId !== booking.id) || order.shippingRate?.aggregator !== 'biteship') return 'ignored';
  let shipment = shipmentOf(booking, order.shippingRate.courierCode, order.shipment);
  if (shipment.waybill) shipment = await withJourney(deps.apis, account.apiKey, shipment, order.shippingAddress.phone, deps.apis.callTimeoutMs);
  await recordShipment(ctx, order.id, shipment, order.shippingCourier, BITESHIP_ACTOR);
  return 'applied';
}
