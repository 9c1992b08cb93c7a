// `/admin/blog/categories`: the blog's categories in the shop's order, with how many posts each
// holds; created and edited in a form above the list, deleted after saying what becomes of its posts.
import { useState } from 'react';
import type { AdminBlogCategoriesQuery, AdminDeleteBlogCategoryMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_CATEGORIES_QUERY, DELETE_CATEGORY_MUTATION } from './blog-admin-api';
import { CategoryForm, type AdminCategory } from './category-form';
import { Say, useMessages } from './say';
import './admin-blog.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_CATEGORIES_QUERY });
}

const DELETE_MESSAGES = ['adminBlog.categoryDelete.title', 'adminBlog.categoryDelete.posts', 'adminBlog.categoryDelete.empty', 'adminBlog.categoryDelete.yes',
  'adminBlog.delete.no', 'adminBlog.categoryDelete.done', 'adminBlog.categoryDelete.back'];

function useDeleteCategory() {
  useMessages(DELETE_MESSAGES);
  const confirm = useConfirm();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  return async (category: AdminCategory, name: string) => {
    const { confirmed } = await confirm({
      title: <Say k="adminBlog.categoryDelete.title" params={{ name }} />,
      content: <p><Say k={category.totalPostCount > 0 ? 'adminBlog.categoryDelete.posts' : 'adminBlog.categoryDelete.empty'} params={{ count: category.totalPostCount }} /></p>,
      yesLabel: <Say k="adminBlog.categoryDelete.yes" />,
      noLabel: <Say k="adminBlog.delete.no" />,
      successTitle: <Say k="adminBlog.categoryDelete.done" params={{ name }} />,
      backLabel: <Say k="adminBlog.categoryDelete.back" />,
      onConfirm: async () => {
        await client.mutate<AdminDeleteBlogCategoryMutation>('ID', DELETE_CATEGORY_MUTATION, { id: category.id });
      },
    });
    if (!confirmed) return;
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminBlog.categoryDelete.done', { name }) });
  };
}

function CategoryList({ data }: { data: AdminBlogCategoriesQuery }) {
  const t = useT();
  const language = useLanguage();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const remove = useDeleteCategory();
  const categories = data.blogCategories;
  const nextPosition = categories.reduce((highest, category) => Math.max(highest, category.position + 1), 0);
  const nameOf = (category: AdminCategory) => (language === 'en' && category.texts.name.en) || category.texts.name.id;
  return (
    <>
      {editing ? (
        <CategoryForm key={editing === 'new' ? 'new' : editing.id} category={editing === 'new' ? null : editing} nextPosition={nextPosition} onDone={() => setEditing(null)} />
      ) : (
        <p><Button onPress={() => setEditing('new')}>{t('adminBlog.categories.new')}</Button></p>
      )}
      {categories.length === 0 ? <p className="admin-panel">{t('adminBlog.categories.empty')}</p> : (
        <ul className="admin-category-list">
          {categories.map((category) => {
            const name = nameOf(category);
            return (
              <li key={category.id} className="admin-category-row">
                <div className="admin-category-name">
                  <strong>{name}</strong>
                  {category.texts.name.en ? null : <span className="admin-tag">{t('adminBlog.list.englishMissing')}</span>}
                  <span className="admin-muted"> /blog/category/{category.slug}</span>
                </div>
                <div>{t('adminBlog.categories.counts', { published: category.postCount, total: category.totalPostCount })}</div>
                <div className="admin-muted">{t('adminBlog.categories.position', { position: category.position })}</div>
                <div className="admin-category-actions">
                  <Button variant="secondary" size="small" onPress={() => setEditing(category)}>
                    {t('adminBlog.categories.edit')}<span className="visually-hidden">: {name}</span>
                  </Button>
                  <Button variant="danger" size="small" onPress={() => remove(category, name)}>
                    {t('adminBlog.categories.delete')}<span className="visually-hidden">: {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function Categories() {
  const query = useQuery<AdminBlogCategoriesQuery>(ADMIN_CATEGORIES_QUERY);
  return <AdminLoadState query={query}>{(data) => <CategoryList data={data} />}</AdminLoadState>;
}

export default function AdminBlogCategoriesScreen() {
  const t = useT();
  return (
    <AdminFrame section="blogCategories" title={t('admin.nav.blogCategories')}>
      <p className="admin-muted">{t('adminBlog.categories.intro')}</p>
      <Categories />
    </AdminFrame>
  );
}
