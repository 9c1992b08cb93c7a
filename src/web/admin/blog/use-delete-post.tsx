// Deleting a post: asked first (a published post is gone for readers at once), then back to the list.
import type { AdminDeletePostMutation, AdminPostEditorFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { textRef } from '../../ui/feedback/notification-types';
import { DELETE_POST_MUTATION } from './blog-admin-api';
import type { PostAction } from './post-save';
import { Say, useMessages } from './say';

const DELETE_MESSAGES = ['adminBlog.delete.title', 'adminBlog.delete.body', 'adminBlog.delete.published', 'adminBlog.delete.yes', 'adminBlog.delete.no',
  'adminBlog.delete.done', 'adminBlog.delete.doneBody', 'adminBlog.delete.back', 'adminBlog.toast.deleted'];

export function useDeletePost(post: AdminPostEditorFieldsFragment | null, setPending: (action: PostAction | 'delete' | null) => void): () => Promise<void> {
  useMessages(DELETE_MESSAGES);
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
      title: <Say k="adminBlog.delete.title" />,
      content: <p><Say k="adminBlog.delete.body" params={{ title }} /></p>,
      warning: post.status === 'published' ? <Say k="adminBlog.delete.published" /> : undefined,
      yesLabel: <Say k="adminBlog.delete.yes" />,
      noLabel: <Say k="adminBlog.delete.no" />,
      successTitle: <Say k="adminBlog.delete.done" />,
      successContent: <p><Say k="adminBlog.delete.doneBody" params={{ title }} /></p>,
      backLabel: <Say k="adminBlog.delete.back" />,
      onConfirm: async () => {
        await client.mutate<AdminDeletePostMutation>('ID', DELETE_POST_MUTATION, { id: post.id });
      },
    });
    setPending(null);
    if (!confirmed) return;
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminBlog.toast.deleted', { title }) });
    // The post is gone: whatever was not saved of it has nowhere to go.
    router.clearExitConfirmation();
    await router.replaceRoute({ name: 'adminPosts' });
  };
}
