// `/admin/blog/new` and `/admin/blog/{postID}`: writing a post, or editing one. A post that does
// not exist is answered inside the admin frame, with a 404 and the way back to the list.
import { fromGlobalId } from '../../../domain/ids/global-id';
import type { AdminFrameQuery, AdminPostChoicesQuery, AdminPostQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { ADMIN_FRAME_QUERY, adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_POST_CHOICES_QUERY, ADMIN_POST_QUERY } from './blog-admin-api';
import { PostEditor } from './post-editor';
import './admin-blog.css';

/** The post this address names, or null for a new one; undefined when it cannot name a post at all. */
function postIdOf(routeName: string, param: string | undefined): string | null | undefined {
  if (routeName === 'adminPostNew') return null;
  return fromGlobalId(param)?.type === 'BlogPost' ? param : undefined;
}

export function queries(match: ScreenMatch): ScreenQuery[] {
  const postId = postIdOf(match.route.name, match.params.postID);
  return adminQueries({ query: ADMIN_POST_CHOICES_QUERY }, ...(postId ? [{ query: ADMIN_POST_QUERY, variables: { id: postId } }] : []));
}

function NotFound() {
  const t = useT();
  const frame = useQuery<AdminFrameQuery>(ADMIN_FRAME_QUERY);
  const title = t('adminBlog.editor.notFoundTitle');
  return (
    <div className="admin-panel">
      <PageMeta title={t('admin.title', { section: title, shop: frame.data?.shop.name ?? '' })} status={404} noindex />
      <p>{t('admin.notFound')}</p>
      <p><Link to={{ name: 'adminPosts' }}>{t('admin.backTo', { section: t('admin.nav.posts') })}</Link></p>
    </div>
  );
}

function EditorPage({ postId }: { postId: string | null | undefined }) {
  const t = useT();
  const choices = useQuery<AdminPostChoicesQuery>(ADMIN_POST_CHOICES_QUERY);
  const post = useQuery<AdminPostQuery>(ADMIN_POST_QUERY, { id: postId ?? '' }, { skip: !postId });
  const missing = postId === undefined || (post.data !== undefined && post.data.blogPostById === null);
  const title = missing ? t('adminBlog.editor.notFoundTitle') : postId ? t('adminBlog.editor.editTitle') : t('adminBlog.editor.newTitle');
  return (
    <AdminFrame section="posts" title={title}
      actions={missing ? undefined : <Link to={{ name: 'adminPosts' }}>{t('admin.backTo', { section: t('admin.nav.posts') })}</Link>}>
      {missing ? <NotFound /> : (
        <AdminLoadState query={choices}>
          {(choiceData) => (postId ? (
            <AdminLoadState query={post}>
              {(postData) => <PostEditor key={postId} post={postData.blogPostById!} choices={choiceData} />}
            </AdminLoadState>
          ) : <PostEditor key="new" post={null} choices={choiceData} />)}
        </AdminLoadState>
      )}
    </AdminFrame>
  );
}

export default function AdminPostEditorScreen() {
  const route = useRoute();
  const admin = useAdminGraph();
  // Its own reach into the staff API's answers: the page's heading depends on whether the post exists.
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <EditorPage postId={postIdOf(route.name, route.params.postID)} />
    </GraphProvider>
  );
}
