// Words for a failed request outside a form: the server's own refusal when it gave one (already
// in the shopper's language, a rate limit's included), else the forms kit's wording.
import { useCallback } from 'react';
import { toProcessError } from '../../forms/process-error';
import { GraphResponseError } from '../../graph/graph-errors';
import { useT } from '../../i18n/i18n-react';

export function useRefusalText(): (error: unknown) => string {
  const t = useT();
  return useCallback((error: unknown) => {
    if (error instanceof GraphResponseError && error.errors[0]?.message) return error.errors[0].message;
    const { form } = toProcessError(error);
    return form ? t(form.key, form.params) : t('account.failed');
  }, [t]);
}
