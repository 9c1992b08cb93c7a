// One service id: a labelled text box with its hint and refusal. Its id is `tracking-{field}`,
// so a refusal can move the focus to it.
import type { TrackingField } from '../../../domain/tracking/tracking-services';

export interface TrackingIdFieldProps {
  field: TrackingField;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function TrackingIdField({ field, label, hint, value, error, onChange }: TrackingIdFieldProps) {
  const id = `tracking-${field}`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">{label}</label>
      <input
        id={id} className="field-control" type="text" value={value} maxLength={30} autoComplete="off" spellCheck={false}
        inputMode={field === 'metaPixel' ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="field-hint">{hint}</p>
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}
