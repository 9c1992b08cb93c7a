// `/admin/categories`: the shop's product categories as a tree in the shop's order, moved by
// dragging or with each row's arrow buttons; created and edited in a form above the tree, and
// deleted after saying what becomes of their sub-categories and products. Staff whose role only
// reads the catalogue see the tree without its buttons.
import { useState } from 'react';
import type { AdminCategoryTreeQuery, AdminDeleteCategoryMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_CATEGORY_TREE_QUERY, DELETE_CATEGORY_MUTATION } from './categories-api';
import { CategoryForm, type AdminCategory } from './category-form';
import { CategoryTree, categoryName } from './category-tree';
import './admin-categories.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_CATEGORY_TREE_QUERY });
}

/** Words a dialog or toast shows later: read while the screen renders, so they are at hand. */
const LATER = ['adminCategories.deleteDialog.title', 'adminCategories.deleteDialog.body', 'adminCategories.deleteDialog.yes', 'adminCategories.deleteDialog.no',
  'adminCategories.deleteDialog.done', 'adminCategories.deleteDialog.back', 'adminCategories.form.created', 'adminCategories.form.updated', 'adminCategories.moved',
  'adminCategories.place.top', 'adminCategories.place.under', 'adminCategories.moveFailed', 'error.category.move.INTO_ITSELF', 'error.category.move.TOO_DEEP',
  ...['newTitle', 'editTitle', 'name', 'description', 'language.id', 'language.en', 'slug', 'slugHint', 'slugFromName', 'parent', 'topLevel', 'status', 'statusDraft',
    'statusPublished', 'picture', 'pictureNone', 'pictureCurrent', 'pictureUpload', 'pictureReplace', 'pictureHint', 'pictureUploading', 'pictureRemove', 'create', 'save',
    'cancel', 'saved', 'leave'].map((key) => `adminCategories.form.${key}`), 'forms.requiredMark'];

function useDeleteCategory() {
  const t = useT();
  const language = useLanguage();
  const confirm = useConfirm();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  for (const key of LATER) t(key);
  return async (category: AdminCategory) => {
    const name = categoryName(category, language);
    const { confirmed } = await confirm({
      title: t('adminCategories.deleteDialog.title', { name }),
      content: <p>{t('adminCategories.deleteDialog.body')}</p>,
      yesLabel: t('adminCategories.deleteDialog.yes'),
      noLabel: t('adminCategories.deleteDialog.no'),
      successTitle: t('adminCategories.deleteDialog.done', { name }),
      backLabel: t('adminCategories.deleteDialog.back'),
      onConfirm: async () => {
        await client.mutate<AdminDeleteCategoryMutation>('ID', DELETE_CATEGORY_MUTATION, { id: category.id });
      },
    });
    if (!confirmed) return;
    cache.invalidate();
    notify({ color: 'green', title: textRef('adminCategories.deleteDialog.done', { name }) });
  };
}

function Categories({ data }: { data: AdminCategoryTreeQuery }) {
  const t = useT();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const remove = useDeleteCategory();
  const canManage = data.viewer.permissions.includes('catalog.manage');
  const categories = data.categoryTree;
  return (
    <>
      {!canManage ? <p className="admin-muted">{t('adminCategories.readOnly')}</p> : editing ? (
        <CategoryForm key={editing === 'new' ? 'new' : editing.id} category={editing === 'new' ? null : editing} all={categories} onDone={() => setEditing(null)} />
      ) : (
        <p><Button onPress={() => setEditing('new')}>{t('adminCategories.new')}</Button></p>
      )}
      <CategoryTree categories={categories} canManage={canManage} onEdit={(category) => { setEditing(category); window.scrollTo({ top: 0 }); }} onDelete={(category) => void remove(category)} />
    </>
  );
}

function CategoriesContent() {
  const query = useQuery<AdminCategoryTreeQuery>(ADMIN_CATEGORY_TREE_QUERY);
  return <AdminLoadState query={query}>{(data) => <Categories data={data} />}</AdminLoadState>;
}

export default function AdminCategoriesScreen() {
  const t = useT();
  return (
    <AdminFrame section="categories" title={t('adminCategories.nav')}>
      <p className="admin-muted">{t('adminCategories.intro')}</p>
      <CategoriesContent />
    </AdminFrame>
  );
}
