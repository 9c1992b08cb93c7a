import { describe, expect, it } from 'vitest';
import { waybillJourney, type RajaOngkirWaybill } from './rajaongkir-api.server';

const step = (date: string, time: string, description: string, city = '') => ({ manifest_code: '1', manifest_description: description, manifest_date: date, manifest_time: time, city_name: city });
const answer = (overrides: Partial<RajaOngkirWaybill>): RajaOngkirWaybill => ({ delivered: false, summary: { status: 'ON PROCESS', courier_code: 'jne', waybill_number: 'CGK1' }, delivery_status: null, manifest: [], ...overrides });

describe('a RajaOngkir waybill read into the journey a shopper sees', () => {
  it('reads each courier step’s date and time as Jakarta time, with its city beside the courier’s words', () => {
    const journey = waybillJourney(answer({ manifest: [step('2026-11-30', '13:23', 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]', 'JAKARTA SELATAN'), step('2026-12-01', '7:05:09', 'WITH DELIVERY COURIER')] }));
    expect(journey).toEqual({
      status: 'in_transit',
      history: [
        { at: '2026-11-30T06:23:00.000Z', status: 'in_transit', note: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA] — JAKARTA SELATAN' },
        { at: '2026-12-01T00:05:09.000Z', status: 'in_transit', note: 'WITH DELIVERY COURIER' },
      ],
    });
  });

  it('ends with the delivery and who received the parcel', () => {
    const journey = waybillJourney(answer({ delivered: true, delivery_status: { status: 'DELIVERED', pod_receiver: 'SARI ', pod_date: '2026-12-02', pod_time: '10:40' } }));
    expect(journey).toEqual({ status: 'delivered', history: [{ at: '2026-12-02T03:40:00.000Z', status: 'delivered', note: 'SARI' }] });
  });

  it('tells a returned parcel apart, and gives a step whose date or time cannot be read no time, so it is left out rather than shown at a wrong hour', () => {
    const journey = waybillJourney(answer({
      summary: { status: 'RETURN TO SHIPPER', courier_code: 'jne', waybill_number: 'CGK1' },
      manifest: [step('11/30/2026', '13:23', 'RETURNED'), step('2026-11-30', '', 'NO TIME'), step('2026-11-30', '13.23', 'DOTTED')],
    }));
    expect(journey.status).toBe('returned');
    expect(journey.history.map((entry) => entry.at)).toEqual(['', '', '2026-11-30T06:23:00.000Z']);
  });
});
