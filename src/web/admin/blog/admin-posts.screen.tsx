// `/admin/blog`: every post, newest first, filtered by status, title words and category (all in
// the address), a page at a time, each with its status, categories, last change and ways in.
import type { FormEvent } from 'react';
import { useId } from 'react';
import type { AdminPostRowFieldsFragment, AdminPostsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Link, useRoute, useRouter } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Pagination } from '../../ui/pagination';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_POSTS_PAGE_SIZE, ADMIN_POSTS_QUERY } from './blog-admin-api';
import { POST_STATUSES, postListFilters, postListQuery, postListVariables, type PostListFilters } from './post-list-filters';
import { PostStatus, rowTitle } from './post-status';
import { formatShopTime } from '../../../domain/format/shop-time';
import './admin-blog.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_POSTS_QUERY, variables: postListVariables(postListFilters(match.entry.query)) });
}

function PostRow({ post }: { post: AdminPostRowFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const title = rowTitle(post, language);
  const categories = post.categories.map((category) => category.name).join(', ');
  return (
    <li className="admin-post-row">
      <div className="admin-post-cell admin-post-title">
        <Link to={{ name: 'adminPost', params: { postID: post.id } }} lang={title.lang === language ? undefined : title.lang}>{title.text}</Link>
        {title.englishMissing ? <span className="admin-tag">{t('adminBlog.list.englishMissing')}</span> : null}
      </div>
      <div className="admin-post-cell"><span className="admin-post-label">{t('adminBlog.list.status')}</span><PostStatus post={post} /></div>
      <div className="admin-post-cell"><span className="admin-post-label">{t('adminBlog.list.categories')}</span>{categories || <span className="admin-muted">{t('adminBlog.list.noCategory')}</span>}</div>
      <div className="admin-post-cell"><span className="admin-post-label">{t('adminBlog.list.changed')}</span>{formatShopTime(post.updatedAt, language, offset)}</div>
      <div className="admin-post-cell admin-post-actions">
        <Link to={{ name: 'adminPost', params: { postID: post.id } }}>{t('adminBlog.list.edit')}<span className="visually-hidden">: {title.text}</span></Link>
        <Link to={{ name: 'blogPreview', params: { slug: post.slug }, target: 'new' }}>
          {t('adminBlog.list.preview')}<span className="visually-hidden">: {title.text} {t('adminBlog.newTab')}</span>
        </Link>
      </div>
    </li>
  );
}

function Filters({ filters, categories }: { filters: PostListFilters; categories: AdminPostsQuery['blogCategories'] }) {
  const t = useT();
  const router = useRouter();
  const id = useId();
  const go = (next: PostListFilters) => void router.navigate({ name: 'adminPosts', query: postListQuery(next) });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ ...filters, search: String(form.get('q') ?? '').trim(), categoryId: String(form.get('category') ?? ''), page: 1 });
  };
  return (
    <div className="admin-post-filters">
      <nav aria-label={t('adminBlog.list.byStatus')}>
        <ul className="admin-filter-tabs">
          {[null, ...POST_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link to={{ name: 'adminPosts', query: postListQuery({ ...filters, status, page: 1 }) }} aria-current={filters.status === status ? 'page' : undefined}>
                {t(status ? `adminBlog.filter.${status}` : 'adminBlog.filter.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A plain GET form: it filters before the script runs too. */}
      <form role="search" aria-label={t('adminBlog.list.search')} className="admin-post-search" method="get" action="/admin/blog" onSubmit={search}>
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-q`}>{t('adminBlog.list.searchLabel')}</label>
          <input id={`${id}-q`} className="field-control" type="search" name="q" defaultValue={filters.search} maxLength={200} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-category`}>{t('adminBlog.list.category')}</label>
          <select id={`${id}-category`} className="field-control" name="category" defaultValue={filters.categoryId}>
            <option value="">{t('adminBlog.list.allCategories')}</option>
            {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
          </select>
        </div>
        <button type="submit" className="ui-button ui-button-secondary">{t('adminBlog.list.searchButton')}</button>
      </form>
    </div>
  );
}

function PostList({ filters }: { filters: PostListFilters }) {
  const t = useT();
  const query = useQuery<AdminPostsQuery>(ADMIN_POSTS_QUERY, postListVariables(filters));
  return (
    <AdminLoadState query={query}>
      {(data) => {
        const posts = data.blogPosts.edges.map((edge) => edge.node);
        const filtered = Boolean(filters.status || filters.search || filters.categoryId);
        return (
          <>
            {/* Keyed by the filters so a new list re-mounts the form with what the address says. */}
            <Filters key={JSON.stringify(filters)} filters={filters} categories={data.blogCategories} />
            <p role="status" className="admin-muted">{t('adminBlog.list.count', { count: data.blogPosts.totalCount })}</p>
            {posts.length === 0 ? (
              <div className="admin-panel">
                <p>{t(filtered ? 'adminBlog.list.noMatch' : 'adminBlog.list.empty')}</p>
                {filtered ? <p><Link to={{ name: 'adminPosts' }}>{t('adminBlog.list.clearFilters')}</Link></p> : null}
              </div>
            ) : (
              <>
                <div className="admin-post-head" aria-hidden="true">
                  <span>{t('adminBlog.list.title')}</span><span>{t('adminBlog.list.status')}</span><span>{t('adminBlog.list.categories')}</span>
                  <span>{t('adminBlog.list.changed')}</span><span />
                </div>
                <ul className="admin-post-list">{posts.map((post) => <PostRow key={post.id} post={post} />)}</ul>
              </>
            )}
            <Pagination page={filters.page} totalCount={data.blogPosts.totalCount} pageSize={ADMIN_POSTS_PAGE_SIZE}
              target={(page) => ({ name: 'adminPosts', query: postListQuery({ ...filters, page }) })} />
          </>
        );
      }}
    </AdminLoadState>
  );
}

export default function AdminPostsScreen() {
  const t = useT();
  const route = useRoute();
  const filters = postListFilters(route.query);
  return (
    <AdminFrame section="posts" title={t('admin.nav.posts')}
      actions={<Link to={{ name: 'adminPostNew' }} className="ui-button ui-button-primary">{t('adminBlog.list.write')}</Link>}>
      <PostList filters={filters} />
    </AdminFrame>
  );
}
