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
 * A parcel followed through Biteship: booked there (`bookingId`), or only tracked by an
 * airway bill the owner typed (`bookingId` null).
 */
export interface ShipmentRecord {
  provider: 'biteship';
  bookingId: string | null;
  courierCode: string;
  waybill: string | null;
  /** Biteship's word for where the parcel is: confirmed, allocated, picking_up, picked, dropping_off, delivered… */
  status: string;
  history: TrackingStep[];
  checkedAt: string | null;
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
  return !shipment.checkedAt || now - Date.parse(shipment.checkedAt) >= TRACKING_FRESH_MS;
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
