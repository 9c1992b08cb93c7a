import { useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/i18n-react';
import './count-stepper.css';

export interface CountStepperProps {
  /** The input's id, for an outside label. */
  id: string;
  value: number;
  min: number;
  /** Below `min` means nothing can be chosen (the stepper shows disabled). */
  max: number;
  onChange: (count: number) => void;
  /** What is counted, for the buttons' and input's names ("Tambah jumlah Kopi Gayo"). */
  itemName: string;
  /** Names the input instead of the generated name, e.g. when a visible label points at it. */
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  size?: 'normal' | 'small';
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/**
 * − / + buttons around a number input. Typed text is applied as soon as it is a whole number
 * in range; anything else is put back to the current value when the input loses focus.
 */
export function CountStepper({ id, value, min, max, onChange, itemName, labelledBy, describedBy, disabled = false, size = 'normal' }: CountStepperProps) {
  const t = useT();
  // What is typed, while it differs from `value` (an empty field, a number not yet complete).
  const [draft, setDraft] = useState<string | null>(null);
  const unavailable = disabled || max < min;
  const apply = (next: number) => {
    setDraft(null);
    const clamped = clamp(next, min, Math.max(min, max));
    if (clamped !== value) onChange(clamped);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const parsed = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(parsed)) apply(Math.floor(parsed));
    else setDraft(null);
  };
  const onInput = (text: string) => {
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isSafeInteger(parsed) && parsed >= min && parsed <= max) {
      setDraft(null);
      if (parsed !== value) onChange(parsed);
      return;
    }
    setDraft(text);
  };
  return (
    <span className={`count-stepper${size === 'small' ? ' count-stepper-small' : ''}`}>
      <button
        type="button"
        className="count-stepper-button"
        aria-label={t('cart.stepper.decrease', { name: itemName })}
        aria-controls={id}
        disabled={unavailable || value <= min}
        onClick={() => apply(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="count-stepper-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={Math.max(min, max)}
        step={1}
        value={draft ?? String(value)}
        disabled={unavailable}
        aria-label={labelledBy ? undefined : t('cart.stepper.count', { name: itemName })}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onInput(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commitDraft();
        }}
      />
      <button
        type="button"
        className="count-stepper-button"
        aria-label={t('cart.stepper.increase', { name: itemName })}
        aria-controls={id}
        disabled={unavailable || value >= max}
        onClick={() => apply(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
