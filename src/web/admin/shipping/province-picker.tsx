// The provinces a rate or free shipping applies to, as checkboxes: with 38 provinces the owner
// sets one price for many at once, and "all" / "none" / "Java" fill the common cases in a press.
import { useId } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';

/** The provinces of Java, where most small shops send most parcels. */
const JAVA = ['DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur'];

export interface ProvincePickerProps {
  legend: string;
  provinces: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** Offers `*`, "every other province", first. */
  withOthers?: boolean;
  error?: string | undefined;
}

export function ProvincePicker({ legend, provinces, chosen, onChange, withOthers = false, error }: ProvincePickerProps) {
  const t = useT();
  const errorId = useId();
  const all = withOthers ? ['*', ...provinces] : [...provinces];
  const toggle = (province: string, on: boolean) => onChange(on ? [...chosen, province] : chosen.filter((item) => item !== province));
  return (
    <fieldset className={error ? 'ship-provinces field-invalid' : 'ship-provinces'} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend} <span className="admin-muted">{t('adminShipping.provinces.count', { count: chosen.length })}</span></legend>
      <div className="ship-provinces-actions">
        <Button size="small" variant="secondary" onPress={() => onChange([...provinces])}>{t('adminShipping.provinces.all')}</Button>
        <Button size="small" variant="secondary" onPress={() => onChange([...new Set([...chosen, ...JAVA])])}>{t('adminShipping.provinces.java')}</Button>
        <Button size="small" variant="secondary" onPress={() => onChange([])}>{t('adminShipping.provinces.none')}</Button>
      </div>
      <div className="ship-provinces-grid">
        {all.map((province) => (
          <label key={province} className="ship-check">
            <input type="checkbox" checked={chosen.includes(province)} onChange={(event) => toggle(province, event.currentTarget.checked)} />
            {province === '*' ? t('adminShipping.provinces.others') : province}
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </fieldset>
  );
}
