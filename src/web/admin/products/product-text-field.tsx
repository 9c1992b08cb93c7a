// A labelled text box or area of the product editor, with its hint and the refusal that names
// it, wired with aria-describedby and aria-invalid (the forms kit's look: `field` classes).
import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

export interface ProductTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  multiline?: boolean;
  required?: boolean;
  /** The language the text is written in, for spelling and speech (`id`, `en`). */
  lang?: string;
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'spellCheck' | 'onBlur' | 'inputMode'>;
  /** Set by the editor to move focus to a refused field. */
  controlRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

export function ProductTextField({ label, value, onChange, hint, error, multiline = false, required = false, lang, inputProps, controlRef }: ProductTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    lang,
    className: 'field-control',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  } as const;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">{label}</label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      {multiline
        ? <textarea {...common} ref={controlRef} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
        : <input {...common} {...inputProps} ref={controlRef} type="text" onChange={(event) => onChange(event.currentTarget.value)} />}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}
