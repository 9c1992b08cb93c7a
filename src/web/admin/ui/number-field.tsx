// Whole-number boxes of the admin editors: plain counts (grams, centimetres, units, percent)
// and rupiah, shown with dots between thousands as typed and kept as digits, so an amount of any
// size is exact and never overflows its box (it scrolls inside it on a narrow phone).
import { useId } from 'react';
import { digitsOf, groupedRupiah } from './amount-digits';
import './number-field.css';

export interface NumberFieldProps {
  label: string;
  /** Digits only ('' when empty). */
  value: string;
  onChange: (digits: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Rupiah: "Rp" before the box and dots between thousands. */
  rupiah?: boolean;
  /** What follows the number ("g", "cm", "%"). */
  unit?: string;
  controlRef?: (element: HTMLInputElement | null) => void;
  className?: string;
}

export function NumberField({ label, value, onChange, hint, error, required = false, rupiah = false, unit, controlRef, className }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[error ? 'field field-invalid' : 'field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">{label}</label>
      {hint ? <p id={hintId} className="field-hint">{hint}</p> : null}
      <div className="product-number">
        {rupiah ? <span className="product-number-affix" aria-hidden="true">Rp</span> : null}
        <input id={id} ref={controlRef} className="field-control product-number-control" type="text" inputMode="numeric" autoComplete="off"
          value={rupiah ? groupedRupiah(value) : value} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
          aria-required={required ? true : undefined} onChange={(event) => onChange(digitsOf(event.currentTarget.value))} />
        {unit ? <span className="product-number-affix" aria-hidden="true">{unit}</span> : null}
      </div>
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </div>
  );
}
