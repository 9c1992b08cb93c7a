// A parcel's journey as the courier reported it (docs/decisions/0062), the same on the shopper's
// order page and the owner's: where it is now, then each step newest first with its time.
import { formatTime } from '../../domain/format/time';
import { useLanguage, useT, useTimezoneOffset } from '../i18n/i18n-react';

export interface ShipmentJourneyData {
  waybill: string | null;
  booked: boolean;
  status: string | null;
  checkedAt: string | null;
  history: ReadonlyArray<{ at: string; status: string; note: string }>;
}

/** The courier and airway bill are shown beside it, so only a booking still waiting for its bill says so here. */
export function ShipmentJourney({ shipment, headingId }: { shipment: ShipmentJourneyData; headingId: string }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const when = (value: string) => formatTime(value, 'dateTime', language, offset);
  return (
    <section className="shipment-journey" aria-labelledby={headingId} id="tracking">
      <h3 id={headingId}>{t('shipment.title')}</h3>
      {shipment.waybill ? null : <p>{t('shipment.awaitingWaybill')}</p>}
      {shipment.status ? <p className="shipment-now"><strong>{t(`shipment.status.${shipment.status}`)}</strong></p> : null}
      {shipment.history.length ? (
        <ol className="shipment-steps">
          {shipment.history.map((step) => (
            <li key={`${step.at}-${step.status}-${step.note}`}>
              <time dateTime={step.at}>{when(step.at)}</time>
              {/* "On its way" says nothing the courier's own words beside it do not. */}
              {step.status !== 'in_transit' || !step.note ? <span className="shipment-step-status">{t(`shipment.status.${step.status}`)}</span> : null}
              {step.note ? <span className="shipment-step-note">{step.note}</span> : null}
            </li>
          ))}
        </ol>
      ) : <p className="shipment-empty">{t('shipment.empty')}</p>}
      {shipment.checkedAt ? <p className="shipment-checked">{t('shipment.checkedAt', { time: when(shipment.checkedAt) })}</p> : null}
    </section>
  );
}
