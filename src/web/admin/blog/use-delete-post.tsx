// Deleting a post: asked first (a published post is gone for readers at once), then back to the list.
import type { AdminDeletePostMutation, AdminPostEditorFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { DELETE_POST_MUTATION } from './blog-admin-api';
import type { PostAction } from './post-save';

export function useDeletePost(post: AdminPostEditorFieldsFragment | null, setPending: (action: PostAction | 'delete' | null) => void): () => Promise<void> {
  const t = useT();
  const language = useLanguage();
  const confirm = useConfirm();
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const { notify } = useNotify();
  return async () => {
    if (!post) return;
    const title = (language === 'en' && post.texts.title.en) || post.texts.title.id;
    setPending('delete');
    const { confirmed } = await confirm({
      title: t('adminBlog.delete.title'),
      content: <p>{t('adminBlog.delete.body', { title })}</p>,
      warning: post.status === 'published' ? t('adminBlog.delete.published') : undefined,
      yesLabel: t('adminBlog.delete.yes'),
      noLabel: t('adminBlog.delete.no'),
      successTitle: t('adminBlog.delete.done'),
      successContent: <p>{t('adminBlog.delete.doneBody', { title })}</p>,
      backLabel: t('adminBlog.delete.back'),
      onConfirm: async () => {
        await client.mutate<AdminDeletePostMutation>('ID', DELETE_POST_MUTATION, { id: post.id });
      },
    });
    setPending(null);
    if (!confirmed) return;
    cache.invalidate();
    notify({ color: 'green', title: t('adminBlog.toast.deleted', { title }) });
    // The post is gone: whatever was not saved of it has nowhere to go.
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminPosts' });
  };
}
