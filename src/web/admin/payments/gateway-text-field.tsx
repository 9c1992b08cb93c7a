// A text field of a payment gateway's account (Midtrans, Xendit); a secret one is typed, never shown back.
import { joinIds } from '../../ui/form-controls';

export function GatewayTextField({ gateway, name, label, hint, value, onChange, error, secret = false }: {
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
