// One change of the shipping settings: sent, answered with the whole setup, or refused with a
// message beside the field the staff API names (and the rest above the form).
import { useCallback, useState } from 'react';
import type { AdminShippingFieldsFragment } from '../../graph/generated/admin-operations';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix, type GraphVariables } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { ADMIN_SHIPPING_QUERY } from './shipping-api';

export type ShippingSetup = AdminShippingFieldsFragment;

export interface ShippingChange {
  submit: (variables: GraphVariables) => Promise<boolean>;
  /** Refusal messages by the field the API named. */
  problems: Readonly<Record<string, string>>;
  /** A refusal without a field, or why nothing could be saved. */
  error: string | null;
}

export function useShippingChange(inputType: string, document: string, onSetup: (setup: ShippingSetup) => void): ShippingChange {
  const t = useT();
  const [run] = useMutation<Record<string, ShippingSetup>>(inputType, document, { invalidate: graphQueryKeyPrefix(ADMIN_SHIPPING_QUERY) });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (variables: GraphVariables) => {
    try {
      const answer = await run(variables);
      const setup = Object.values(answer)[0];
      if (setup) onSetup(setup);
      setProblems({});
      setError(null);
      return true;
    } catch (failure) {
      if (failure instanceof GraphResponseError) {
        const fields: Record<string, string> = {};
        let other: string | null = null;
        for (const item of failure.errors) {
          const field = item.extensions?.field;
          if (typeof field === 'string') fields[field] ??= item.message;
          else other ??= item.message;
        }
        setProblems(fields);
        setError(other ?? (Object.keys(fields).length ? t('adminShipping.fixErrors') : null));
      } else {
        setProblems({});
        setError(failure instanceof GraphHttpError && failure.status === 401 ? t('adminShipping.signedOut') : t('adminShipping.tryAgain'));
      }
      return false;
    }
  }, [run, onSetup, t]);
  return { submit, problems, error };
}
