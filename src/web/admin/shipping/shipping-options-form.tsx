// Free shipping from an order subtotal (optionally only to some provinces and by some services) and pickup at the
// shop with its address and opening hours in both languages, saved together.
import { useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { NumberField } from '../ui/number-field';
import { ProvincePicker } from './province-picker';
import { SAVE_OPTIONS_MUTATION } from './shipping-api';
import { useShippingChange, type ShippingSetup } from './use-shipping-change';

export function ShippingOptionsForm({ setup, canManage, onSetup }: { setup: ShippingSetup; canManage: boolean; onSetup: (setup: ShippingSetup) => void }) {
  const t = useT();
  const [min, setMin] = useState(setup.freeShippingMinSubtotal === null || setup.freeShippingMinSubtotal === undefined ? '' : String(setup.freeShippingMinSubtotal));
  const [freeProvinces, setFreeProvinces] = useState<string[]>([...setup.freeShippingProvinces]);
  const [freeServices, setFreeServices] = useState<string[]>([...setup.freeShippingServiceIds]);
  const [pickup, setPickup] = useState(setup.pickupEnabled);
  const [address, setAddress] = useState(setup.pickupAddress);
  const [hoursId, setHoursId] = useState(setup.pickupHours.id);
  const [hoursEn, setHoursEn] = useState(setup.pickupHours.en ?? '');
  const [saved, setSaved] = useState(false);
  const save = useShippingChange('ShippingOptionsInput', SAVE_OPTIONS_MUTATION, onSetup);
  const submit = async () => {
    setSaved(false);
    setSaved(await save.submit({
      input: {
        freeShippingMinSubtotal: min === '' ? null : Number(min), freeShippingProvinces: freeProvinces, freeShippingServiceIds: freeServices,
        pickupEnabled: pickup, pickupAddress: address, pickupHours: { id: hoursId, en: hoursEn || null },
      },
    }));
  };
  const problem = (field: string) => save.problems[field];
  const servicesProblem = Object.entries(save.problems).find(([key]) => key.startsWith('freeShippingServiceIds'))?.[1];
  return (
    <form className="admin-panel ship-options" onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-labelledby="ship-options-title">
      <h2 id="ship-options-title">{t('adminShipping.options.title')}</h2>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <fieldset disabled={!canManage} className="ship-fieldset">
        <legend className="ship-legend">{t('adminShipping.options.free')}</legend>
        <NumberField label={t('adminShipping.options.freeMin')} hint={t('adminShipping.options.freeMinHint')} rupiah value={min} onChange={setMin} error={problem('freeShippingMinSubtotal')} />
        <details>
          <summary>{t('adminShipping.options.freeWhere', { count: freeProvinces.length })}</summary>
          <ProvincePicker legend={t('adminShipping.options.freeProvinces')} provinces={setup.provinces} chosen={freeProvinces} onChange={setFreeProvinces}
            error={Object.entries(save.problems).find(([key]) => key.startsWith('freeShippingProvinces'))?.[1]} />
        </details>
        <details>
          <summary>{t('adminShipping.options.freeBy', { count: freeServices.length })}</summary>
          <fieldset className="ship-fieldset ship-free-services">
            <legend className="field-label">{t('adminShipping.options.freeServices')}</legend>
            {setup.couriers.flatMap((courier) => courier.services.map((service) => (
              <label key={service.id} className="ship-check">
                <input type="checkbox" checked={freeServices.includes(service.id)}
                  onChange={(event) => { const on = event.currentTarget.checked; setFreeServices((ids) => (on ? [...ids, service.id] : ids.filter((id) => id !== service.id))); }} />
                {`${courier.name} ${service.service}`}
              </label>
            )))}
            {servicesProblem ? <p className="field-error" role="alert">{servicesProblem}</p> : null}
          </fieldset>
        </details>
      </fieldset>
      <fieldset disabled={!canManage} className="ship-fieldset">
        <legend className="ship-legend">{t('adminShipping.options.pickup')}</legend>
        <label className="ship-check"><input type="checkbox" checked={pickup} onChange={(event) => setPickup(event.currentTarget.checked)} />{t('adminShipping.options.pickupOn')}</label>
        <div className={problem('pickupAddress') ? 'field field-invalid' : 'field'}>
          <label className="field-label" htmlFor="ship-pickup-address">{t('adminShipping.options.pickupAddress')}</label>
          <textarea id="ship-pickup-address" className="field-control" rows={2} maxLength={300} value={address} onChange={(event) => setAddress(event.currentTarget.value)}
            aria-invalid={problem('pickupAddress') ? true : undefined} aria-describedby={problem('pickupAddress') ? 'ship-pickup-address-error' : undefined} />
          {problem('pickupAddress') ? <p id="ship-pickup-address-error" className="field-error">{problem('pickupAddress')}</p> : null}
        </div>
        <div className="ship-row">
          <div className="field">
            <label className="field-label" htmlFor="ship-hours-id">{t('adminShipping.options.hoursId')}</label>
            <input id="ship-hours-id" className="field-control" maxLength={200} value={hoursId} onChange={(event) => setHoursId(event.currentTarget.value)} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="ship-hours-en">{t('adminShipping.options.hoursEn')}</label>
            <input id="ship-hours-en" className="field-control" maxLength={200} value={hoursEn} onChange={(event) => setHoursEn(event.currentTarget.value)} />
          </div>
        </div>
      </fieldset>
      {canManage ? (
        <div className="ship-actions">
          <Button type="submit">{t('adminShipping.options.save')}</Button>
          <p role="status">{saved ? t('adminShipping.saved') : ''}</p>
        </div>
      ) : null}
    </form>
  );
}
