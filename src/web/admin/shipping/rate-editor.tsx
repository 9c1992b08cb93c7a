// A service's rate table: the provinces it reaches with their prices, and one form that sets a
// price (weight brackets, then per started kilogram) for every province ticked at once. A row's
// "Change" loads it into the form; another service's table can be copied in.
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useAdminMoney } from '../ui/admin-money';
import { NumberField } from '../ui/number-field';
import { ProvincePicker } from './province-picker';
import { COPY_RATES_MUTATION, REMOVE_RATES_MUTATION, SET_RATES_MUTATION } from './shipping-api';
import { useShippingChange, type ShippingSetup } from './use-shipping-change';

type Service = ShippingSetup['couriers'][number]['services'][number];
type Rate = Service['rates'][number];

interface Draft { provinces: string[]; brackets: Array<{ kg: string; price: string }>; pricePerKg: string; etaMin: string; etaMax: string }

const EMPTY: Draft = { provinces: [], brackets: [], pricePerKg: '', etaMin: '', etaMax: '' };

function draftOf(rate: Rate): Draft {
  return {
    provinces: [rate.province],
    brackets: rate.brackets.map((bracket) => ({ kg: String(bracket.upToGrams / 1000), price: String(bracket.price) })),
    pricePerKg: String(rate.pricePerKg), etaMin: String(rate.etaDaysMin), etaMax: String(rate.etaDaysMax),
  };
}

const whole = (digits: string) => (digits === '' ? -1 : Number(digits));

export interface RateEditorProps {
  service: Service;
  /** Every service of the shop, named with its courier, to copy a table from. */
  others: Array<{ id: string; label: string }>;
  provinces: readonly string[];
  canManage: boolean;
  onSetup: (setup: ShippingSetup) => void;
}

export function RateEditor({ service, others, provinces, canManage, onSetup }: RateEditorProps) {
  const t = useT();
  const money = useAdminMoney();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [copyFrom, setCopyFrom] = useState('');
  const saved = useCallback((setup: ShippingSetup) => onSetup(setup), [onSetup]);
  const set = useShippingChange('ShippingRatesInput', SET_RATES_MUTATION, saved);
  const remove = useShippingChange('ID', REMOVE_RATES_MUTATION, saved);
  const copy = useShippingChange('ID', COPY_RATES_MUTATION, saved);
  const problem = (field: string) => set.problems[field] ?? remove.problems[field];
  const edit = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const bracketAt = (index: number, changes: Partial<Draft['brackets'][number]>) =>
    edit({ brackets: draft.brackets.map((bracket, at) => (at === index ? { ...bracket, ...changes } : bracket)) });

  const save = async () => {
    const done = await set.submit({
      input: {
        serviceId: service.id, provinces: draft.provinces, pricePerKg: whole(draft.pricePerKg), etaDaysMin: whole(draft.etaMin), etaDaysMax: whole(draft.etaMax),
        brackets: draft.brackets.map((bracket) => ({ upToGrams: Math.round(Number(bracket.kg || '0') * 1000), price: whole(bracket.price) })),
      },
    });
    if (done) setDraft(EMPTY);
  };
  const describe = (rate: Rate) => [
    ...rate.brackets.map((bracket, index) => t('adminShipping.rates.bracketLine', {
      from: index === 0 ? 0 : rate.brackets[index - 1]!.upToGrams / 1000, to: bracket.upToGrams / 1000, price: money(bracket.price),
    })),
    t(rate.brackets.length ? 'adminShipping.rates.perKgAfter' : 'adminShipping.rates.perKg', { price: money(rate.pricePerKg) }),
  ].join(' · ');
  const provinceName = (province: string) => (province === '*' ? t('adminShipping.provinces.others') : province);

  return (
    <div className="ship-rates">
      {service.rates.length ? (
        <table className="admin-table ship-rate-table">
          <caption className="admin-muted">{t('adminShipping.rates.caption', { service: service.service, count: service.rates.length })}</caption>
          <thead><tr><th scope="col">{t('adminShipping.rates.province')}</th><th scope="col">{t('adminShipping.rates.price')}</th><th scope="col">{t('adminShipping.rates.eta')}</th>{canManage ? <th scope="col"><span className="visually-hidden">{t('adminShipping.rates.actions')}</span></th> : null}</tr></thead>
          <tbody>
            {service.rates.map((rate) => (
              <tr key={rate.province}>
                <th scope="row">{provinceName(rate.province)}</th>
                <td data-label={t('adminShipping.rates.price')}>{describe(rate)}</td>
                <td data-label={t('adminShipping.rates.eta')}>{t('adminShipping.rates.etaDays', { min: rate.etaDaysMin, max: rate.etaDaysMax })}</td>
                {canManage ? (
                  <td><Button size="small" variant="quiet" aria-label={t('adminShipping.rates.changeOne', { province: provinceName(rate.province) })} onPress={() => setDraft(draftOf(rate))}>{t('adminShipping.rates.change')}</Button></td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p className="admin-muted">{t('adminShipping.rates.none')}</p>}

      {canManage ? (
        <form className="ship-rate-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
          <h4>{t('adminShipping.rates.formTitle')}</h4>
          {set.error || remove.error ? <p role="alert" className="admin-alert">{set.error ?? remove.error}</p> : null}
          <ProvincePicker legend={t('adminShipping.rates.provinces')} provinces={provinces} chosen={draft.provinces} withOthers
            onChange={(chosen) => edit({ provinces: chosen })} error={problem('provinces') ?? Object.entries(set.problems).find(([key]) => key.startsWith('provinces.'))?.[1]} />
          <fieldset className="ship-brackets">
            <legend className="field-label">{t('adminShipping.rates.brackets')}</legend>
            <p className="field-hint">{t('adminShipping.rates.bracketsHint')}</p>
            {draft.brackets.map((bracket, index) => (
              <div className="ship-bracket" key={index}>
                <NumberField label={t('adminShipping.rates.upToKg', { n: index + 1 })} unit="kg" value={bracket.kg} onChange={(kg) => bracketAt(index, { kg })} error={set.problems[`brackets.${index}`]} />
                <NumberField label={t('adminShipping.rates.bracketPrice', { n: index + 1 })} rupiah value={bracket.price} onChange={(price) => bracketAt(index, { price })} />
                <Button size="small" variant="quiet" onPress={() => edit({ brackets: draft.brackets.filter((_, at) => at !== index) })}>{t('adminShipping.rates.removeBracket', { n: index + 1 })}</Button>
              </div>
            ))}
            <Button size="small" variant="secondary" onPress={() => edit({ brackets: [...draft.brackets, { kg: String(draft.brackets.length + 1), price: '' }] })}>{t('adminShipping.rates.addBracket')}</Button>
          </fieldset>
          <div className="ship-row">
            <NumberField label={t(draft.brackets.length ? 'adminShipping.rates.pricePerKgAfter' : 'adminShipping.rates.pricePerKgLabel')} rupiah required value={draft.pricePerKg} onChange={(pricePerKg) => edit({ pricePerKg })} error={set.problems.pricePerKg} />
            <NumberField label={t('adminShipping.rates.etaMin')} unit={t('adminShipping.rates.days')} required value={draft.etaMin} onChange={(etaMin) => edit({ etaMin })} error={set.problems.etaDaysMin} />
            <NumberField label={t('adminShipping.rates.etaMax')} unit={t('adminShipping.rates.days')} required value={draft.etaMax} onChange={(etaMax) => edit({ etaMax })} error={set.problems.etaDaysMax} />
          </div>
          <div className="ship-actions">
            <Button type="submit">{t('adminShipping.rates.save', { count: draft.provinces.length })}</Button>
            <Button variant="danger" onPress={async () => { if (await remove.submit({ serviceId: service.id, provinces: draft.provinces })) setDraft(EMPTY); }}>
              {t('adminShipping.rates.remove', { count: draft.provinces.length })}
            </Button>
          </div>
        </form>
      ) : null}

      {canManage && others.length ? (
        <div className="ship-copy">
          <label className="field-label" htmlFor={`copy-${service.id}`}>{t('adminShipping.rates.copyFrom')}</label>
          <p className="field-hint">{t('adminShipping.rates.copyHint')}</p>
          <div className="ship-row">
            <select id={`copy-${service.id}`} className="field-control" value={copyFrom} onChange={(event) => setCopyFrom(event.currentTarget.value)}>
              <option value="">{t('adminShipping.rates.copyChoose')}</option>
              {others.map((other) => <option key={other.id} value={other.id}>{other.label}</option>)}
            </select>
            <Button variant="secondary" onPress={() => copy.submit({ fromServiceId: copyFrom, toServiceId: service.id })}>{t('adminShipping.rates.copy')}</Button>
          </div>
          {copy.error ? <p role="alert" className="admin-alert">{copy.error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
