// Deleting a page: asked in a confirmation dialog, told on its success screen, then back to the list.
import { useCallback } from 'react';
import type { AdminDeletePageMutation, AdminPageFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useRouter } from '../../router/router-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { TranslatedText } from '../ui/translated-text';
import { DELETE_PAGE_MUTATION } from './pages-api';

export function useDeletePage(page: Pick<AdminPageFieldsFragment, 'id' | 'status' | 'path'> | null, title: string): () => Promise<void> {
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!page) return;
    const answer = await confirm({
      title: <TranslatedText id="adminContent.pages.deleteTitle" params={{ title }} />,
      content: <p><TranslatedText id="adminContent.pages.deleteBody" /></p>,
      warning: page.status === 'published' ? <TranslatedText id="adminContent.pages.deletePublished" params={{ path: page.path }} /> : undefined,
      yesLabel: <TranslatedText id="adminContent.pages.deleteYes" />,
      noLabel: <TranslatedText id="adminContent.pages.deleteNo" />,
      onConfirm: async () => {
        await client.mutate<AdminDeletePageMutation>('ID', DELETE_PAGE_MUTATION, { id: page.id });
      },
      successTitle: <TranslatedText id="adminContent.pages.deleted" params={{ title }} />,
      backLabel: <TranslatedText id="adminContent.pages.backToList" />,
    });
    if (!answer.confirmed) return;
    cache.invalidate();
    // The page is gone: whatever was not saved in it goes with it.
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminPages' });
  }, [page, title, client, cache, router, confirm]);
}
