// The outcome of a form's processing: progress for assistive technology, the process error
// with how many times processing failed, and the success message.
import type { FormValues } from '../../domain/validation/validation-error';
import { useT } from '../i18n/i18n-react';
import type { FormState } from './form-store';

export interface FormStatusProps {
  state: FormState<FormValues>;
  /** Message key shown once processed; a generic "sent" by default. */
  processedKey?: string;
}

export function FormStatus({ state, processedKey = 'forms.processed' }: FormStatusProps) {
  const t = useT();
  const progress = state.processing ? t('forms.processing') : state.processed ? t(processedKey) : '';
  const failure = state.processError?.form ?? null;
  return (
    <div className="form-status">
      {/* Always in the page, so the change of its text is announced. */}
      <p role="status" className={state.processed ? 'form-status-text form-status-done' : 'form-status-text'}>{progress}</p>
      {failure ? (
        <div role="alert" className="form-status-error">
          <p>{t(failure.key, failure.params)}</p>
          <p>{t('forms.failedCount', { count: state.processErrorFailedCount })}</p>
        </div>
      ) : null}
    </div>
  );
}
