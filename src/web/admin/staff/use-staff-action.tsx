// Running one change of a staff member: asked first when it takes access away, then its answer
// told in the server's words (a refusal, such as the last-owner rule, says why nothing changed).
import { useCallback } from 'react';
import type { AdminStaffChangeFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useConfirm } from '../../ui/overlays/confirm-dialog';

export interface StaffAction {
  document: string;
  variables: Record<string, unknown>;
  /** Message keys of the question; none runs the change at once. */
  ask?: { title: string; body: string; yes: string; params: Record<string, string> };
}

type Answer = Record<string, AdminStaffChangeFieldsFragment>;

/** The answer, kept for the dialog's last screen, which is drawn after the change returned. */
function Outcome({ holder, part }: { holder: { answer: AdminStaffChangeFieldsFragment | null }; part: 'title' | 'message' }) {
  const t = useT();
  const answer = holder.answer;
  if (!answer) return null;
  if (part === 'message') return <>{answer.message}</>;
  return <>{t(answer.__typename === 'StaffChangeDone' ? 'adminStaff.done' : 'adminStaff.notChanged')}</>;
}

export function useStaffAction(): (action: StaffAction) => Promise<void> {
  const client = useGraphClient();
  const cache = useGraphCache();
  const confirm = useConfirm();
  const t = useT();
  const { notify } = useNotify();
  return useCallback(async (action: StaffAction) => {
    const run = async () => {
      const data = await client.mutate<Answer>('String', action.document, action.variables);
      const answer = Object.values(data)[0]!;
      if (answer.__typename === 'StaffChangeDone') cache.invalidate();
      return answer;
    };
    if (!action.ask) {
      const answer = await run();
      notify({ color: answer.__typename === 'StaffChangeDone' ? 'green' : 'red', title: textRef('session.serverMessage', { message: answer.message }) });
      return;
    }
    const holder: { answer: AdminStaffChangeFieldsFragment | null } = { answer: null };
    const { ask } = action;
    await confirm({
      title: t(ask.title, ask.params),
      content: <p>{t(ask.body, ask.params)}</p>,
      yesLabel: t(ask.yes),
      noLabel: t('adminStaff.cancel'),
      onConfirm: async () => { holder.answer = await run(); },
      successTitle: <Outcome holder={holder} part="title" />,
      successContent: <Outcome holder={holder} part="message" />,
      backLabel: t('adminStaff.back'),
    });
  }, [client, cache, confirm, t, notify]);
}
