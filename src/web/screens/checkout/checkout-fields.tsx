// The controls of the checkout form, built on the forms kit's `Field` so each one is labelled,
// says when it is required and has its error announced (aria-invalid, aria-describedby). The
// text input and select are shared with the account's address form (src/web/ui/form-controls).
import type { ReactNode } from 'react';
import { useId } from 'react';
import { describeError } from '../../../domain/validation/validation-error';
import type { FieldBinding } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { joinIds } from '../../ui/form-controls';

export { FormInput as CheckoutInput, type FormInputProps as CheckoutInputProps } from '../../ui/form-controls';

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
