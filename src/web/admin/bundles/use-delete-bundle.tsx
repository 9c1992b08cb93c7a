// Deleting a bundle: asked in a confirmation dialog, told on its success screen, then back to the
// list. Its products stay on sale; carts that held them simply pay them apart.
import { useCallback } from 'react';
import type { AdminDeleteBundleMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useRouter } from '../../router/router-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { TranslatedText } from '../ui/translated-text';
import { DELETE_BUNDLE_MUTATION } from './bundles-api';

export function useDeleteBundle(bundle: { id: string } | null, name: string): () => Promise<void> {
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const confirm = useConfirm();
  return useCallback(async () => {
    if (!bundle) return;
    const answer = await confirm({
      title: <TranslatedText id="adminBundles.deleteDialog.title" params={{ name }} />,
      content: <p><TranslatedText id="adminBundles.deleteDialog.body" /></p>,
      yesLabel: <TranslatedText id="adminBundles.deleteDialog.yes" />,
      noLabel: <TranslatedText id="adminBundles.deleteDialog.no" />,
      onConfirm: async () => {
        await client.mutate<AdminDeleteBundleMutation>('ID', DELETE_BUNDLE_MUTATION, { id: bundle.id });
      },
      successTitle: <TranslatedText id="adminBundles.deleteDialog.done" params={{ name }} />,
      backLabel: <TranslatedText id="adminBundles.deleteDialog.back" />,
    });
    if (!answer.confirmed) return;
    cache.invalidate();
    // The bundle is gone: whatever was not saved in it goes with it.
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminBundles' });
  }, [bundle, name, client, cache, router, confirm]);
}
