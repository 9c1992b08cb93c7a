import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courierMessages } from '../../domain/i18n/messages/couriers.messages';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { ShipmentJourney, type ShipmentJourneyData } from './shipment-journey';

function renderJourney(shipment: ShipmentJourneyData) {
  const i18n = createTranslationStore({ language: 'id', messages: courierMessages.id, hash: 'test', warn: () => undefined });
  render(<I18nProvider store={i18n}><ShipmentJourney shipment={shipment} headingId="lacak" /></I18nProvider>);
  return screen.getByRole('region', { name: 'Lacak paket' });
}

afterEach(cleanup);

describe('a parcel’s journey on the order page', () => {
  it('names a step in the shop’s words only when they say more than the courier’s own', () => {
    const region = renderJourney({
      waybill: 'CGK1', booked: false, status: 'delivered', checkedAt: '2026-12-02T04:00:00.000Z',
      history: [
        { at: '2026-12-02T03:40:00.000Z', status: 'delivered', note: 'SARI' },
        { at: '2026-12-01T00:05:00.000Z', status: 'in_transit', note: 'WITH DELIVERY COURIER — SLEMAN' },
        { at: '2026-11-30T06:23:00.000Z', status: 'picked', note: '' },
      ],
    });
    const steps = within(region).getAllByRole('listitem').map((step) => step.textContent ?? '');
    expect(steps[0]).toContain('Paket sudah diterima');
    expect(steps[0]).toContain('SARI');
    expect(steps[1]).toContain('WITH DELIVERY COURIER — SLEMAN');
    expect(steps[1]).not.toContain('Paket dalam perjalanan');
    expect(steps[2]).toContain('Paket sudah dijemput');
  });

  it('says when the courier has told nothing yet', () => {
    const region = renderJourney({ waybill: 'CGK2', booked: false, status: null, checkedAt: null, history: [] });
    expect(region.textContent).toContain('Belum ada kabar dari kurir.');
  });
});
