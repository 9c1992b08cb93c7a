import { describe, expect, it } from 'vitest';
import { bookingPending, mergeTracking, readableSteps, shipmentFinished, shipmentStatus, trackingDue, TRACKING_FRESH_MS, type ShipmentRecord } from './shipment';

const SHIPMENT: ShipmentRecord = { provider: 'biteship', bookingId: 'b1', courierCode: 'jne', waybill: 'WYB-1', status: 'picked', history: [], checkedAt: '2026-11-30T10:00:00.000Z' };

describe('a parcel’s journey', () => {
  it('lists each step once, newest first, however often the courier repeats it', () => {
    const confirmed = { at: '2026-11-30T08:00:00.000Z', status: 'confirmed', note: 'Order has been confirmed' };
    const picked = { at: '2026-11-30T09:00:00.000Z', status: 'picked', note: 'Dijemput' };
    expect(mergeTracking([confirmed, picked, confirmed, { ...picked }])).toEqual([picked, confirmed]);
  });

  it('is asked again after a quarter of an hour, and never once it has ended', () => {
    const checked = Date.parse(SHIPMENT.checkedAt!);
    expect(trackingDue(SHIPMENT, checked + TRACKING_FRESH_MS - 1)).toBe(false);
    expect(trackingDue(SHIPMENT, checked + TRACKING_FRESH_MS)).toBe(true);
    expect(trackingDue({ ...SHIPMENT, checkedAt: null }, checked)).toBe(true);
    expect(trackingDue({ ...SHIPMENT, status: 'delivered' }, checked + 10 * TRACKING_FRESH_MS)).toBe(false);
    expect(shipmentFinished('Returned')).toBe(true);
  });

  it('names the statuses a shopper is told about, and any other as on its way', () => {
    expect(shipmentStatus('DROPPING_OFF')).toBe('dropping_off');
    expect(shipmentStatus('in_warehouse_jakarta')).toBe('in_transit');
  });
});

describe('a shipment the courier could not be asked about', () => {
  it('waits a quarter of an hour after a failed ask too', () => {
    const failed = { ...SHIPMENT, checkedAt: null, failedAt: '2026-11-30T10:00:00.000Z' };
    expect(trackingDue(failed, Date.parse('2026-11-30T10:14:59.000Z'))).toBe(false);
    expect(trackingDue(failed, Date.parse('2026-11-30T10:15:00.000Z'))).toBe(true);
  });

  it('leaves out steps whose time cannot be read', () => {
    expect(readableSteps([{ at: '', status: 'picked', note: '' }, { at: 'kemarin', status: 'picked', note: '' }, { at: '2026-11-30T10:00:00Z', status: 'picked', note: 'ok' }]))
      .toEqual([{ at: '2026-11-30T10:00:00Z', status: 'picked', note: 'ok' }]);
  });

  it('is pending while a booking is with Biteship and unanswered', () => {
    expect(bookingPending({ ...SHIPMENT, bookingId: null, status: 'booking', waybill: null })).toBe(true);
    expect(bookingPending({ ...SHIPMENT, bookingId: null, status: 'picked' })).toBe(false);
    expect(bookingPending(null)).toBe(false);
  });
});
