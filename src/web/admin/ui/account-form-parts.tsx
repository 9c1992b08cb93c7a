// The parts of an account form for an outside service (Midtrans, Xendit, Biteship, RajaOngkir): a
// text field (a secret one is typed, never shown back), and the save and connection-check buttons
// with their answers.
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { joinIds } from '../../ui/form-controls';

/** What a service answered when asked whether a key works, in the staff member's language. */
export interface ConnectionCheck {
  ok: boolean;
  message: string;
}

export function AccountTextField({ gateway, name, label, hint, value, onChange, error, secret = false }: {
  gateway: string; name: string; label: string; hint?: string; value: string; onChange: (value: string) => void; error: string | undefined; secret?: boolean;
}) {
  const id = `${gateway}-${name}`;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>{label}</label>
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      <input
        id={id}
        className="field-control"
        type={secret ? 'password' : 'text'}
        autoComplete={secret ? 'new-password' : 'off'}
        spellCheck={false}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint !== undefined && `${id}-hint`, error !== undefined && `${id}-error`)}
      />
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

/** Save and "Test connection" (for staff who may change settings; the check left out without `onTest`), then what each answered. */
export function AccountActions({ canManage, saveLabel, testLabel, saved, checking, check, onTest }: {
  canManage: boolean; saveLabel: string; testLabel: string; saved: boolean; checking: boolean; check: ConnectionCheck | null; onTest?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <>
      {canManage ? (
        <div className="pay-actions">
          <Button type="submit" variant="secondary">{saveLabel}</Button>
          {onTest ? <Button variant="secondary" loading={checking} onPress={onTest}>{testLabel}</Button> : null}
          <p role="status">{saved ? t('adminSettings.saved') : ''}</p>
        </div>
      ) : null}
      <div role="status" className="pay-check-result">
        {check ? <p className={check.ok ? 'pay-check-ok' : 'pay-check-problem'}>{check.message}</p> : null}
      </div>
    </>
  );
}
