// One change of a settings screen: sent, answered with the whole settings object, or refused
// with a message beside the field the staff API names (and the rest above the form).
import { useCallback, useState } from 'react';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { type GraphVariables } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';

export interface SettingsChange {
  submit: (variables: GraphVariables) => Promise<boolean>;
  /** Refusal messages by the field the API named. */
  problems: Readonly<Record<string, string>>;
  /** A refusal without a field, or why nothing could be saved. */
  error: string | null;
}

/** `invalidate`: the screen's query key prefix, so it is read again when next opened. */
export function useSettingsChange<T>(inputType: string, document: string, invalidate: string, onAnswer: (answer: T) => void): SettingsChange {
  const t = useT();
  const [run] = useMutation<Record<string, T>>(inputType, document, { invalidate });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (variables: GraphVariables) => {
    try {
      const answer = Object.values(await run(variables))[0];
      if (answer) onAnswer(answer);
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
        setError(other ?? (Object.keys(fields).length ? t('adminSettings.fixErrors') : null));
      } else {
        setProblems({});
        setError(failure instanceof GraphHttpError && failure.status === 401 ? t('adminSettings.signedOut') : t('adminSettings.tryAgain'));
      }
      return false;
    }
  }, [run, onAnswer, t]);
  return { submit, problems, error };
}
