import type { CourierAggregator } from './live-rates';

/** The aggregator's courier and service an order was placed with, so the owner can book that very service. */
export interface OrderShippingRate {
  aggregator: CourierAggregator;
  courierCode: string;
  serviceCode: string;
}

/** One step of a parcel's journey, as the courier reported it. */
export interface TrackingStep {
  at: string;
  status: string;
  note: string;
}

/**
 * A parcel followed through the shop's courier aggregator: booked through Biteship
 * (`bookingId`), or only tracked by an airway bill the owner typed (`bookingId` null), through
 * Biteship or RajaOngkir.
 */
export interface ShipmentRecord {
  provider: CourierAggregator;
  bookingId: string | null;
  courierCode: string;
  waybill: string | null;
  /** Where the parcel is, in Biteship's words (confirmed, allocated, picking_up, picked, dropping_off, delivered…), which RajaOngkir's answers are read into. */
  status: string;
  history: TrackingStep[];
  checkedAt: string | null;
  /** The courier was last asked and did not answer (or did not know the bill): asked again only after a quarter of an hour. */
  failedAt?: string | null;
  /** A booking under way (status `booking`, no booking id yet): when it was started. */
  bookingStartedAt?: string | null;
}

/** The status of an order's shipment while the owner's booking is with Biteship and not yet answered. */
export const BOOKING_STATUS = 'booking';

/** How long a booking under way keeps another one from starting (the call itself gives up sooner). */
export const BOOKING_HOLD_MS = 30_000;

export function bookingPending(shipment: ShipmentRecord | null): boolean {
  return shipment !== null && shipment.bookingId === null && shipment.status === BOOKING_STATUS;
}

/** The statuses a shopper is told about in words; any other reads as "on its way". */
export const SHIPMENT_STATUSES = ['confirmed', 'allocated', 'picking_up', 'picked', 'dropping_off', 'delivered', 'returned', 'cancelled', 'on_hold', 'rejected', 'courier_not_found', 'disposed'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number] | 'in_transit';

export function shipmentStatus(word: string): ShipmentStatus {
  const known = SHIPMENT_STATUSES.find((status) => status === word.toLowerCase());
  return known ?? 'in_transit';
}

/** A parcel whose journey has ended: no more asking the courier. */
export function shipmentFinished(status: string): boolean {
  return ['delivered', 'returned', 'cancelled', 'rejected', 'disposed'].includes(status.toLowerCase());
}

/** How long a shopper's view of the journey may be before the courier is asked again. */
export const TRACKING_FRESH_MS = 15 * 60_000;

export function trackingDue(shipment: ShipmentRecord, now: number): boolean {
  if (shipmentFinished(shipment.status) && shipment.checkedAt) return false;
  const last = Math.max(shipment.checkedAt ? Date.parse(shipment.checkedAt) : 0, shipment.failedAt ? Date.parse(shipment.failedAt) : 0) || 0;
  return !last || now - last >= TRACKING_FRESH_MS;
}

/** Steps with a time that can be read; a courier's malformed one is left out rather than shown wrong. */
export function readableSteps(history: readonly TrackingStep[]): TrackingStep[] {
  return history.filter((step) => !Number.isNaN(Date.parse(step.at)));
}

/** The journey newest first, each step once however often the courier repeats it. */
export function mergeTracking(history: readonly TrackingStep[]): TrackingStep[] {
  const seen = new Set<string>();
  const steps: TrackingStep[] = [];
  for (const step of [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))) {
    const key = `${step.at}|${step.status}|${step.note}`;
    if (seen.has(key)) continue;
    seen.add(key);
    steps.push(step);
  }
  return steps;
}
