// The controls of the checkout form, built on the forms kit's `Field` so each one is labelled,
// says when it is required and has its error announced (aria-invalid, aria-describedby).
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { describeError } from '../../../domain/validation/validation-error';
import { Field } from '../../forms/field';
import type { FieldBinding } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';

function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export interface CheckoutInputProps {
  field: FieldBinding;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  multiline?: boolean;
  /** Text shown before the control and read with it, such as the country code "+62". */
  prefix?: string;
  /** Shows how many of `maxLength` characters are used. */
  counter?: boolean;
  spellCheck?: boolean;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onValueChange?: (value: string) => void;
}

export function CheckoutInput({ field, label, hint, type = 'text', multiline, prefix, counter, className, onValueChange, onKeyDown, ...rest }: CheckoutInputProps) {
  const t = useT();
  const prefixId = `${field.id}-prefix`;
  const counterId = `${field.id}-counter`;
  const value = typeof field.value === 'string' ? field.value : '';
  const change = (next: string) => {
    field.setValue(next);
    onValueChange?.(next);
  };
  return (
    <Field field={field} label={label} hint={hint} className={className}>
      {(control) => {
        const describedBy = joinIds(prefix !== undefined && prefixId, control['aria-describedby'], counter && counterId);
        const input = multiline ? (
          <textarea {...control} {...rest} aria-describedby={describedBy} className="field-control" value={value} onChange={(event) => change(event.currentTarget.value)} />
        ) : (
          <input {...control} {...rest} aria-describedby={describedBy} type={type} className="field-control" value={value} onKeyDown={onKeyDown} onChange={(event) => change(event.currentTarget.value)} />
        );
        return (
          <>
            {prefix !== undefined ? (
              <div className="field-prefixed">
                <span id={prefixId} className="field-prefix">{prefix}</span>
                {input}
              </div>
            ) : input}
            {counter && rest.maxLength !== undefined ? (
              <p id={counterId} className="field-counter">{t('checkout.note.counter', { count: [...value].length, max: rest.maxLength })}</p>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}

export interface CheckoutSelectProps {
  field: FieldBinding;
  label: string;
  placeholder: string;
  options: readonly string[];
  autoComplete?: string;
  onValueChange?: (value: string) => void;
}

export function CheckoutSelect({ field, label, placeholder, options, autoComplete, onValueChange }: CheckoutSelectProps) {
  const value = typeof field.value === 'string' ? field.value : '';
  // A value the list no longer holds (an old spelling) still shows rather than vanishing.
  const choices = value !== '' && !options.includes(value) ? [value, ...options] : options;
  return (
    <Field field={field} label={label}>
      {(control) => (
        <select
          {...control}
          className="field-control"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => {
            field.setValue(event.currentTarget.value);
            onValueChange?.(event.currentTarget.value);
          }}
        >
          <option value="">{placeholder}</option>
          {choices.map((option) => <option key={option} value={option}>{option}</option>)}
        </select>
      )}
    </Field>
  );
}

export interface RadioChoice {
  value: string;
  label: ReactNode;
  /** Shown under the label and read as the choice's description. */
  detail?: ReactNode;
}

export interface RadioGroupFieldProps {
  field: FieldBinding;
  legend: string;
  choices: readonly RadioChoice[];
  /** Marks the group as required even when its rule is not the plain `required`. */
  required?: boolean;
  hint?: ReactNode;
  onValueChange?: (value: string) => void;
}

/**
 * Native radio buttons in a fieldset: Tab reaches the group, arrow keys move the choice, and
 * the legend names it. The group carries the error; focus on submit goes to its first choice.
 */
export function RadioGroupField({ field, legend, choices, required, hint, onValueChange }: RadioGroupFieldProps) {
  const t = useT();
  const legendId = useId();
  const value = typeof field.value === 'string' ? field.value : '';
  const error = field.error ? describeError(field.error, legend) : null;
  const isRequired = required ?? field.required;
  const describedBy = joinIds(hint !== undefined && field.hintId, error !== null && field.errorId);
  // The chosen radio takes focus, else the first: where a keyboard user enters the group too.
  const focusIndex = Math.max(0, choices.findIndex((choice) => choice.value === value));
  return (
    <fieldset className={error ? 'choice-group field-invalid' : 'choice-group'}>
      <legend id={legendId} className="field-label">
        {legend}
        {isRequired ? <> <span className="field-required">{t('forms.requiredMark')}</span></> : null}
      </legend>
      {hint !== undefined ? <p id={field.hintId} className="field-hint">{hint}</p> : null}
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        className="choice-list"
      >
        {choices.map((choice, index) => {
          const id = `${field.id}-${index}`;
          const detailId = `${id}-detail`;
          return (
            <div key={choice.value} className={choice.value === value ? 'choice is-chosen' : 'choice'}>
              <input
                id={id}
                ref={index === focusIndex ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={choice.value}
                checked={choice.value === value}
                aria-describedby={choice.detail !== undefined ? detailId : undefined}
                onBlur={field.onBlur}
                onChange={() => {
                  field.setValue(choice.value);
                  onValueChange?.(choice.value);
                }}
              />
              <label htmlFor={id}>
                <span className="choice-label">{choice.label}</span>
                {choice.detail !== undefined ? <span id={detailId} className="choice-detail">{choice.detail}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? <p id={field.errorId} className="field-error">{t(error.key, error.params)}</p> : null}
    </fieldset>
  );
}
