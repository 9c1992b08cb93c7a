import { AGGREGATOR_COURIERS } from '../../domain/shipping/live-rates';
import { bookingPending, mergeTracking, readableSteps, trackingDue, type ShipmentRecord, type TrackingStep } from '../../domain/shipping/shipment';
import type { RequestContext } from '../context.server';
import { saveTracking, type OrderRecord } from '../modules/orders';
import { AggregatorCallError, activeCourierAggregator, courierAggregatorAccount, waybillJourney, type CourierApis } from '../modules/shipping';

/** What the shipment's aggregator says of the parcel now: its status and the steps it reports. */
async function askJourney(apis: CourierApis, apiKey: string, shipment: ShipmentRecord & { waybill: string }, recipientPhone: string, timeoutMs: number): Promise<{ status: string; history: TrackingStep[] }> {
  if (shipment.provider === 'rajaongkir') {
    const journey = waybillJourney(await apis.rajaongkir.waybill(apiKey, { waybill: shipment.waybill, courierCode: shipment.courierCode, recipientPhone }, timeoutMs));
    // A bill the courier has not scanned yet has no step to say it is on its way.
    return journey.history.length || journey.status !== 'in_transit' ? journey : { status: shipment.status, history: [] };
  }
  const tracking = await apis.biteship.tracking(apiKey, shipment.waybill, shipment.courierCode, timeoutMs);
  return { status: tracking.status, history: tracking.history.map((step) => ({ at: step.updated_at, status: step.status, note: step.note })) };
}

/**
 * The journey read again from the shipment's aggregator (Biteship, or RajaOngkir for a bill the
 * owner typed); a failed ask is noted (`failedAt`) so the next one waits its turn.
 */
export async function withJourney(apis: CourierApis, apiKey: string, shipment: ShipmentRecord, recipientPhone: string, timeoutMs: number): Promise<ShipmentRecord> {
  if (!shipment.waybill) return shipment;
  try {
    const reported = await askJourney(apis, apiKey, { ...shipment, waybill: shipment.waybill }, recipientPhone, timeoutMs);
    return {
      ...shipment, status: reported.status || shipment.status, history: mergeTracking([...shipment.history, ...readableSteps(reported.history)]),
      checkedAt: new Date().toISOString(), failedAt: null,
    };
  } catch (error) {
    if (error instanceof AggregatorCallError) return { ...shipment, failedAt: new Date().toISOString() };
    throw error;
  }
}

/** The courier's code for a name the owner typed when shipping by hand ("JNE", "J&T Express"), if it is one the aggregators track. */
function courierCodeOf(name: string): string | null {
  const typed = name.trim().toLowerCase();
  const found = AGGREGATOR_COURIERS.find((courier) => courier.name.toLowerCase() === typed || courier.code === typed || typed.startsWith(courier.name.toLowerCase()));
  return found?.code ?? null;
}

/**
 * The parcel's journey for the order page: read again from the aggregator when the kept one is
 * older than a quarter of an hour (never for a journey that has ended), kept for the next
 * visitor. An airway bill typed by hand is followed through whichever aggregator the shop has
 * switched on (Biteship or RajaOngkir), and then through that one. A slow or failing aggregator
 * leaves what was kept.
 */
export async function currentShipment(ctx: RequestContext, apis: CourierApis | null, order: OrderRecord, now = Date.now()): Promise<ShipmentRecord | null> {
  let shipment = order.shipment;
  if (!shipment && order.trackingNumber && apis) {
    const active = await activeCourierAggregator(ctx);
    const code = active ? courierCodeOf(order.trackingCourier ?? order.shippingCourier) : null;
    if (active && code) shipment = { provider: active.provider, bookingId: null, courierCode: code, waybill: order.trackingNumber, status: '', history: [], checkedAt: null };
  }
  // A booking still with Biteship has nothing to show yet.
  if (bookingPending(shipment)) return null;
  if (!shipment?.waybill || !apis || !trackingDue(shipment, now)) return shipment;
  const account = await courierAggregatorAccount(ctx.db, ctx.shop.id, apis.secrets, shipment.provider);
  if (!account) return shipment;
  // A shopper is waiting on the page: no longer than checkout waits for rates.
  const fresh = await withJourney(apis, account.apiKey, shipment, order.shippingAddress.phone, apis.ratesTimeoutMs);
  await saveTracking(ctx.db, ctx.shop.id, order.id, fresh);
  return fresh;
}
