// A blog category's form: its name and description in both languages, its address and its place
// in the shop's list. Refusals of the server (a slug in use) are shown beside their field.
import { useMemo } from 'react';
import { toSlug } from '../../../domain/text/slug';
import { required } from '../../../domain/validation/basic-validators';
import { noNegativeNumber, numeric, parseNumberInput } from '../../../domain/validation/number-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminBlogCategoriesQuery, AdminCreateBlogCategoryMutation, AdminUpdateBlogCategoryMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { CREATE_CATEGORY_MUTATION, UPDATE_CATEGORY_MUTATION } from './blog-admin-api';
import { slugRule } from './post-form';

export type AdminCategory = AdminBlogCategoriesQuery['blogCategories'][number];

/** Field names as the server names them in its refusals. */
type CategoryValues = {
  categoryName: { id: string; en: string };
  categoryDescription: { id: string; en: string };
  slug: string;
  position: string;
};
const FIELDS = ['categoryName.id', 'categoryName.en', 'categoryDescription.id', 'categoryDescription.en', 'slug', 'position'];
const VALIDATORS: FieldValidators = { 'categoryName.id': [required], slug: [slugRule], position: [numeric, noNegativeNumber] };

function valuesOf(category: AdminCategory | null, nextPosition: number): CategoryValues {
  return {
    categoryName: { id: category?.texts.name.id ?? '', en: category?.texts.name.en ?? '' },
    categoryDescription: { id: category?.texts.description.id ?? '', en: category?.texts.description.en ?? '' },
    slug: category?.slug ?? '',
    position: String(category?.position ?? nextPosition),
  };
}

export function CategoryForm({ category, nextPosition, onDone }: { category: AdminCategory | null; nextPosition: number; onDone: () => void }) {
  const t = useT();
  const origin = usePageOrigin();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const initial = useMemo(() => valuesOf(category, nextPosition), [category, nextPosition]);
  const form = useForm<CategoryValues>(`admin-blog-category-${category?.id ?? 'new'}`, {
    initial,
    validators: VALIDATORS,
    onSubmit: async (values) => {
      const input = {
        name: values.categoryName,
        description: values.categoryDescription,
        slug: values.slug.trim() || toSlug(values.categoryName.id) || null,
        position: Math.trunc(parseNumberInput(values.position) ?? 0),
      };
      try {
        if (category) await client.mutate<AdminUpdateBlogCategoryMutation>('BlogCategoryInput', UPDATE_CATEGORY_MUTATION, { id: category.id, input });
        else await client.mutate<AdminCreateBlogCategoryMutation>('BlogCategoryInput', CREATE_CATEGORY_MUTATION, { input });
      } catch (error) {
        throw fieldRefusal(error, FIELDS);
      }
      cache.invalidate();
      notify({ color: 'green', title: textRef(category ? 'adminBlog.categoryForm.updated' : 'adminBlog.categoryForm.created', { name: values.categoryName.id }) });
      onDone();
    },
  });
  const slug = form.values.slug.trim() || toSlug(form.values.categoryName.id);
  const headingId = `category-form-${category?.id ?? 'new'}`;
  return (
    <section className="admin-panel admin-category-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{category ? t('adminBlog.categoryForm.editTitle', { name: category.texts.name.id }) : t('adminBlog.categoryForm.newTitle')}</h2>
      <form {...form.formProps} className="form">
        <div className="admin-two-columns">
          <TextField field={form.field('categoryName.id')} label={t('adminBlog.categoryForm.name', { language: t('adminBlog.language.id') })} />
          <TextField field={form.field('categoryName.en')} label={t('adminBlog.categoryForm.name', { language: t('adminBlog.language.en') })} />
          <TextField field={form.field('categoryDescription.id')} label={t('adminBlog.categoryForm.description', { language: t('adminBlog.language.id') })} multiline />
          <TextField field={form.field('categoryDescription.en')} label={t('adminBlog.categoryForm.description', { language: t('adminBlog.language.en') })} multiline />
          <TextField field={form.field('slug')} label={t('adminBlog.slug.label')} spellCheck={false} autoComplete="off"
            hint={slug ? <>{t('adminBlog.slug.address')} <code>{`${origin}/blog/category/${slug}`}</code></> : t('adminBlog.slug.fromName')} />
          <TextField field={form.field('position')} label={t('adminBlog.categoryForm.position')} inputMode="numeric" hint={t('adminBlog.categoryForm.positionHint')} />
        </div>
        <FormStatus state={form.state} processedKey="adminBlog.categoryForm.saved" />
        <div className="form-actions">
          <Button type="submit" loading={form.state.processing}>{t(category ? 'adminBlog.categoryForm.save' : 'adminBlog.categoryForm.create')}</Button>
          <Button variant="quiet" onPress={onDone}>{t('adminBlog.categoryForm.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
