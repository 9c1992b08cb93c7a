// Labelled form controls: the label, an optional hint and the translated error, wired to the
// control with aria-invalid and aria-describedby.
import type { HTMLAttributes, ReactNode } from 'react';
import { describeError } from '../../domain/validation/validation-error';
import { useT } from '../i18n/i18n-react';
import type { FieldBinding } from './use-form';

/** What a control must carry to belong to its field. */
export interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly ref: (element: HTMLElement | null) => void;
  readonly onBlur: () => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true | undefined;
}

export interface FieldProps {
  field: FieldBinding;
  /** Visible, translated label; also the field name in "x is required". */
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

function useFieldParts(field: FieldBinding, label: string, hint: ReactNode) {
  const t = useT();
  const error = field.error ? describeError(field.error, label) : null;
  const describedBy = [hint ? field.hintId : null, error ? field.errorId : null].filter(Boolean).join(' ');
  const control: ControlProps = {
    id: field.id,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required ? true : undefined,
  };
  const hintText = hint ? <p id={field.hintId} className="field-hint">{hint}</p> : null;
  const errorText = error ? <p id={field.errorId} className="field-error">{t(error.key, error.params)}</p> : null;
  // Part of the accessible name on purpose: speech-input users say what they see (WCAG 2.5.3).
  const requiredMark = field.required ? <span className="field-required">{t('forms.requiredMark')}</span> : null;
  return { control, hintText, errorText, requiredMark, invalid: error !== null };
}

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Any control: `children` renders it from the props it must spread. */
export function Field({ field, label, hint, className, children }: FieldProps) {
  const { control, hintText, errorText, requiredMark, invalid } = useFieldParts(field, label, hint);
  return (
    <div className={classes('field', invalid && 'field-invalid', className)}>
      <label htmlFor={field.id} className="field-label">{label}{requiredMark ? ' ' : null}{requiredMark}</label>
      {hintText}
      {children(control)}
      {errorText}
    </div>
  );
}

export interface TextFieldProps {
  field: FieldBinding;
  label: string;
  hint?: ReactNode;
  className?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  /** Called after the field's value changed, e.g. to derive another field from it. */
  onValueChange?: (value: string) => void;
}

/** A text input (or textarea) bound to a field; its value is the text as typed. */
export function TextField({ field, label, hint, className, type = 'text', multiline, onValueChange, ...rest }: TextFieldProps) {
  const text = field.value === null || field.value === undefined ? '' : String(field.value);
  const change = (value: string) => {
    field.setValue(value);
    onValueChange?.(value);
  };
  return (
    <Field field={field} label={label} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...rest} className="field-control" value={text} onChange={(event) => change(event.currentTarget.value)} />
        ) : (
          <input {...control} {...rest} type={type} className="field-control" value={text} onChange={(event) => change(event.currentTarget.value)} />
        )}
    </Field>
  );
}

export interface CheckboxFieldProps {
  field: FieldBinding;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** A checkbox bound to a boolean field; with the `required` rule it must be ticked. */
export function CheckboxField({ field, label, hint, className }: CheckboxFieldProps) {
  const { control, hintText, errorText, requiredMark, invalid } = useFieldParts(field, label, hint);
  return (
    <div className={classes('field', 'field-checkbox', invalid && 'field-invalid', className)}>
      <input {...control} type="checkbox" className="field-check" checked={field.value === true} onChange={(event) => field.setValue(event.currentTarget.checked)} />
      <label htmlFor={field.id} className="field-label">{label}{requiredMark ? ' ' : null}{requiredMark}</label>
      {hintText}
      {errorText}
    </div>
  );
}
