// Deleting a draft after asking, then back to the list.
import type { AdminDeleteNewsletterMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useRouter } from '../../router/router-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { TranslatedText } from '../ui/translated-text';
import { DELETE_NEWSLETTER_MUTATION } from './newsletters-api';

export function useDeleteNewsletter(newsletter: { id: string; title: string } | null) {
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const confirm = useConfirm();
  return async () => {
    if (!newsletter) return;
    const answer = await confirm({
      title: <TranslatedText id="adminNewsletters.deleteTitle" params={{ title: newsletter.title }} />,
      content: <p><TranslatedText id="adminNewsletters.deleteBody" /></p>,
      yesLabel: <TranslatedText id="adminNewsletters.deleteYes" />,
      noLabel: <TranslatedText id="adminNewsletters.deleteNo" />,
      onConfirm: async () => { await client.mutate<AdminDeleteNewsletterMutation>('NewsletterIdInput', DELETE_NEWSLETTER_MUTATION, { input: { id: newsletter.id } }); },
      successTitle: <TranslatedText id="adminNewsletters.deleted" />,
    });
    if (!answer.confirmed) return;
    cache.invalidate();
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminNewsletters' });
  };
}
