// Labelled text inputs and selects on the forms kit's `Field`: each says when it is required and
// has its error announced (aria-invalid, aria-describedby). Checkout and the account's address
// form both use them.
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { Field } from '../forms/field';
import type { FieldBinding } from '../forms/use-form';
import { useT } from '../i18n/i18n-react';

export function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export interface FormInputProps {
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
  /** The id of a `<datalist>` of suggestions; the field still takes any text. */
  list?: string;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  onValueChange?: (value: string) => void;
}

export function FormInput({ field, label, hint, type = 'text', multiline, prefix, counter, className, onValueChange, onKeyDown, ...rest }: FormInputProps) {
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

export interface FormSelectProps {
  field: FieldBinding;
  label: string;
  placeholder: string;
  options: readonly string[];
  autoComplete?: string;
  onValueChange?: (value: string) => void;
}

export function FormSelect({ field, label, placeholder, options, autoComplete, onValueChange }: FormSelectProps) {
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
