// What each button of the post editor asks the staff API: every one saves what the screen shows
// first, then changes the post's status, so the post becomes exactly what the owner sees.
import type {
  AdminCreatePostMutation, AdminPostEditorFieldsFragment, AdminPublishPostMutation, AdminSchedulePostMutation, AdminUnpublishPostMutation,
  AdminUpdatePostMutation, BlogPostInput,
} from '../../graph/generated/admin-operations';
import type { GraphClient } from '../../graph/graph-client';
import { CREATE_POST_MUTATION, PUBLISH_POST_MUTATION, SCHEDULE_POST_MUTATION, UNPUBLISH_POST_MUTATION, UPDATE_POST_MUTATION } from './blog-admin-api';

export type PostAction = 'save' | 'publish' | 'schedule' | 'unpublish' | 'preview';

export interface PostActionRequest {
  action: PostAction;
  /** The post being edited; null until its first save. */
  postId: string | null;
  input: BlogPostInput;
  /** For `schedule`: an ISO 8601 moment with its zone. */
  publishAt?: string;
  /** Told as soon as the post is stored, before its status changes (which may still be refused). */
  onStored?: (post: AdminPostEditorFieldsFragment) => void;
}

export async function runPostAction(client: GraphClient, request: PostActionRequest): Promise<AdminPostEditorFieldsFragment> {
  const { postId, input } = request;
  const stored = postId
    ? (await client.mutate<AdminUpdatePostMutation>('BlogPostInput', UPDATE_POST_MUTATION, { id: postId, input })).updateBlogPost
    : (await client.mutate<AdminCreatePostMutation>('BlogPostInput', CREATE_POST_MUTATION, { input })).createBlogPost;
  request.onStored?.(stored);
  const id = stored.id;
  switch (request.action) {
    case 'publish':
      return (await client.mutate<AdminPublishPostMutation>('ID', PUBLISH_POST_MUTATION, { id })).publishBlogPost;
    case 'schedule':
      return (await client.mutate<AdminSchedulePostMutation>('ID', SCHEDULE_POST_MUTATION, { id, publishAt: request.publishAt ?? '' })).scheduleBlogPost;
    case 'unpublish':
      return (await client.mutate<AdminUnpublishPostMutation>('ID', UNPUBLISH_POST_MUTATION, { id })).unpublishBlogPost;
    default:
      return stored;
  }
}
