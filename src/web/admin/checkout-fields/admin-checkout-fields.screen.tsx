// `/admin/settings/checkout-fields`: the extra questions checkout asks (spec §3 `customFields`):
// each labelled in both languages, required or not, one line or several with a longest answer,
// moved up or down, removed; the list is saved at once. Owners and administrators only.
import { useCallback, useState } from 'react';
import type { AdminCheckoutFieldsQuery, CheckoutFieldKind } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { NumberField } from '../ui/number-field';
import { useMessages } from '../ui/say';
import { useSettingsChange } from '../ui/use-settings-change';
import { ADMIN_CHECKOUT_FIELDS_QUERY, SAVE_CHECKOUT_FIELDS_MUTATION } from './checkout-fields-api';
import './admin-checkout-fields.css';

type Saved = AdminCheckoutFieldsQuery['checkoutFieldSettings'];
interface Row { key: string | null; labelId: string; labelEn: string; required: boolean; kind: CheckoutFieldKind; maxLength: string }

const LATER = ['adminSettings.fixErrors', 'adminSettings.tryAgain', 'adminSettings.signedOut', 'adminSettings.saved'];

const rowsOf = (fields: Saved): Row[] => fields.map((field) => ({
  key: field.key, labelId: field.label.id, labelEn: field.label.en ?? '', required: field.required, kind: field.kind, maxLength: String(field.maxLength),
}));

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_CHECKOUT_FIELDS_QUERY });
}

function FieldRow({ row, index, count, problems, onChange, onMove, onRemove, canManage }: {
  row: Row; index: number; count: number; problems: Readonly<Record<string, string>>; canManage: boolean;
  onChange: (row: Row) => void; onMove: (by: number) => void; onRemove: () => void;
}) {
  const t = useT();
  const n = index + 1;
  const id = `cf-${index}`;
  const problem = (field: string) => problems[`fields.${index}.${field}`];
  const text = (field: 'labelId' | 'labelEn', label: string, error: string | undefined) => (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={`${id}-${field}`}>{label}</label>
      <input id={`${id}-${field}`} className="field-control" maxLength={80} value={row[field]} onChange={(event) => onChange({ ...row, [field]: event.currentTarget.value })}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${field}-error` : undefined} />
      {error ? <p id={`${id}-${field}-error`} className="field-error">{error}</p> : null}
    </div>
  );
  return (
    <li className="admin-panel cf-row">
      <fieldset disabled={!canManage} className="cf-fieldset">
        <legend className="cf-legend">{t('adminCheckoutFields.field', { n })}</legend>
        <div className="cf-grid">
          {text('labelId', t('adminCheckoutFields.labelId'), problem('label.id'))}
          {text('labelEn', t('adminCheckoutFields.labelEn'), problem('label.en'))}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-kind`}>{t('adminCheckoutFields.kind')}</label>
            <select id={`${id}-kind`} className="field-control" value={row.kind} onChange={(event) => onChange({ ...row, kind: event.currentTarget.value as CheckoutFieldKind })}>
              <option value="text">{t('adminCheckoutFields.kind.text')}</option>
              <option value="textarea">{t('adminCheckoutFields.kind.textarea')}</option>
            </select>
          </div>
          <NumberField label={t('adminCheckoutFields.maxLength')} unit={t('adminCheckoutFields.characters')} required value={row.maxLength}
            onChange={(maxLength) => onChange({ ...row, maxLength })} error={problem('maxLength')} />
        </div>
        <label className="cf-check"><input type="checkbox" checked={row.required} onChange={(event) => onChange({ ...row, required: event.currentTarget.checked })} />{t('adminCheckoutFields.required')}</label>
        {problem('key') ? <p className="field-error">{problem('key')}</p> : null}
      </fieldset>
      {canManage ? (
        <div className="cf-actions">
          <Button size="small" variant="quiet" disabled={index === 0} onPress={() => onMove(-1)}>{t('adminCheckoutFields.up', { n })}</Button>
          <Button size="small" variant="quiet" disabled={index === count - 1} onPress={() => onMove(1)}>{t('adminCheckoutFields.down', { n })}</Button>
          <Button size="small" variant="quiet" onPress={onRemove}>{t('adminCheckoutFields.remove', { n })}</Button>
        </div>
      ) : null}
    </li>
  );
}

function CheckoutFields({ data }: { data: AdminCheckoutFieldsQuery }) {
  const t = useT();
  useMessages(LATER);
  const canManage = data.viewer.permissions.includes('settings.manage');
  const [rows, setRows] = useState<Row[]>(() => rowsOf(data.checkoutFieldSettings));
  const [saved, setSaved] = useState(false);
  const onAnswer = useCallback((fields: Saved) => setRows(rowsOf(fields)), []);
  const save = useSettingsChange<Saved>('CheckoutFieldInput', SAVE_CHECKOUT_FIELDS_MUTATION, graphQueryKeyPrefix(ADMIN_CHECKOUT_FIELDS_QUERY), onAnswer);
  const change = (index: number, row: Row) => { setSaved(false); setRows(rows.map((current, at) => (at === index ? row : current))); };
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setRows(next);
  };
  const submit = async () => {
    setSaved(false);
    setSaved(await save.submit({
      fields: rows.map((row) => ({
        key: row.key, label: { id: row.labelId, en: row.labelEn || null }, required: row.required, kind: row.kind, maxLength: row.maxLength === '' ? 0 : Number(row.maxLength),
      })),
    }));
  };
  return (
    <form className="cf-settings" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <p className="admin-muted">{t('adminCheckoutFields.intro')}</p>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      {rows.length === 0 ? <p className="admin-panel">{t('adminCheckoutFields.empty')}</p> : null}
      <ol className="cf-list">
        {rows.map((row, index) => (
          <FieldRow key={row.key ?? `new-${index}`} row={row} index={index} count={rows.length} problems={save.problems} canManage={canManage}
            onChange={(next) => change(index, next)} onMove={(by) => move(index, by)} onRemove={() => setRows(rows.filter((_, at) => at !== index))} />
        ))}
      </ol>
      {canManage ? (
        <div className="cf-actions">
          <Button variant="secondary" onPress={() => setRows([...rows, { key: null, labelId: '', labelEn: '', required: false, kind: 'text', maxLength: '100' }])}>{t('adminCheckoutFields.add')}</Button>
          <Button type="submit">{t('adminCheckoutFields.save')}</Button>
          <p role="status">{saved ? t('adminSettings.saved') : ''}</p>
        </div>
      ) : null}
    </form>
  );
}

function CheckoutFieldsContent() {
  const query = useQuery<AdminCheckoutFieldsQuery>(ADMIN_CHECKOUT_FIELDS_QUERY);
  return <AdminLoadState query={query}>{(data) => <CheckoutFields data={data} />}</AdminLoadState>;
}

export default function AdminCheckoutFieldsScreen() {
  const t = useT();
  return (
    <AdminFrame section="checkoutFields" title={t('adminCheckoutFields.nav')}>
      <CheckoutFieldsContent />
    </AdminFrame>
  );
}
