// A category's form: its names and descriptions in both languages, its address, its picture (the
// shop's upload protocol), draft or published, and for a new one where in the tree it goes.
// Refusals of the server (a slug in use) are shown beside their field.
import { useMemo } from 'react';
import { flattenTree } from '../../../domain/catalog/category-tree';
import { useMediaUrl } from '../../ui/responsive-image';
import { toSlug } from '../../../domain/text/slug';
import { required } from '../../../domain/validation/basic-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { FilePicker } from '../../files/file-picker';
import { ACCEPTED_IMAGE_SUBTYPES, IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import { Field, TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminCategoryTreeQuery, AdminCreateCategoryMutation, AdminUpdateCategoryMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { slugRule } from './category-slug';
import { CREATE_CATEGORY_MUTATION, UPDATE_CATEGORY_MUTATION } from './categories-api';
import { usePictureUpload } from '../ui/use-picture-upload';

export type AdminCategory = AdminCategoryTreeQuery['categoryTree'][number];

/** Field names as the server names them in its refusals. */
type CategoryValues = {
  categoryName: { id: string; en: string };
  categoryDescription: { id: string; en: string };
  slug: string;
  imageId: string;
  status: 'draft' | 'published';
  parentId: string;
};
const FIELDS = ['categoryName.id', 'categoryName.en', 'categoryDescription.id', 'categoryDescription.en', 'slug', 'imageId', 'status', 'parentId'];
const VALIDATORS: FieldValidators = { 'categoryName.id': [required], slug: [slugRule] };

function valuesOf(category: AdminCategory | null): CategoryValues {
  return {
    categoryName: { id: category?.texts.name.id ?? '', en: category?.texts.name.en ?? '' },
    categoryDescription: { id: category?.texts.description.id ?? '', en: category?.texts.description.en ?? '' },
    slug: category?.slug ?? '',
    imageId: category?.imageId ?? '',
    status: category?.status ?? 'draft',
    parentId: '',
  };
}

function PictureField({ imageId, onChange, error }: { imageId: string; onChange: (imageId: string) => void; error: string | undefined }) {
  const mediaUrl = useMediaUrl();
  const t = useT();
  // A failed upload has raised its red toast; the picture stays as it was.
  const { uploading, upload } = usePictureUpload((image) => onChange(image.id));
  return (
    <fieldset className="category-picture">
      <legend>{t('adminCategories.form.picture')}</legend>
      {imageId
        ? <img className="category-picture-preview" src={mediaUrl(imageId, 400)} alt={t('adminCategories.form.pictureCurrent')} width={200} />
        : <p className="admin-muted">{t('adminCategories.form.pictureNone')}</p>}
      <FilePicker label={t(imageId ? 'adminCategories.form.pictureReplace' : 'adminCategories.form.pictureUpload')} hint={t('adminCategories.form.pictureHint')}
        inputAccept={IMAGE_INPUT_ACCEPT} accept={ACCEPTED_IMAGE_SUBTYPES} disabled={uploading} onPick={(picked) => void upload(picked)} error={error} />
      <p role="status" className="admin-muted">{uploading ? t('adminCategories.form.pictureUploading') : ''}</p>
      {imageId ? <Button variant="secondary" size="small" onPress={() => onChange('')}>{t('adminCategories.form.pictureRemove')}</Button> : null}
    </fieldset>
  );
}

export function CategoryForm({ category, all, onDone }: { category: AdminCategory | null; all: readonly AdminCategory[]; onDone: () => void }) {
  const t = useT();
  const language = useLanguage();
  const origin = usePageOrigin();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const initial = useMemo(() => valuesOf(category), [category]);
  const form = useForm<CategoryValues>(`admin-category-${category?.id ?? 'new'}`, {
    initial,
    validators: VALIDATORS,
    onSubmit: async (values) => {
      const input = {
        name: values.categoryName,
        description: values.categoryDescription,
        slug: values.slug.trim() || toSlug(values.categoryName.id) || null,
        imageId: values.imageId,
        status: values.status,
        ...(category ? {} : { parentId: values.parentId || null }),
      };
      try {
        if (category) await client.mutate<AdminUpdateCategoryMutation>('CategoryInput', UPDATE_CATEGORY_MUTATION, { id: category.id, input });
        else await client.mutate<AdminCreateCategoryMutation>('CategoryInput', CREATE_CATEGORY_MUTATION, { input });
      } catch (error) {
        throw fieldRefusal(error, FIELDS);
      }
      cache.invalidate();
      notify({ color: 'green', title: textRef(category ? 'adminCategories.form.updated' : 'adminCategories.form.created', { name: values.categoryName.id }) });
      onDone();
    },
  });
  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);
  useUnsavedChangesGuard(dirty && !form.state.processing, t('adminCategories.form.leave'));
  const slug = form.values.slug.trim() || toSlug(form.values.categoryName.id);
  const headingId = `category-form-${category?.id ?? 'new'}`;
  const language2 = (key: 'id' | 'en') => t(`adminCategories.form.language.${key}`);
  const pictureError = form.field('imageId').error;
  return (
    <section className="admin-panel category-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{category ? t('adminCategories.form.editTitle', { name: category.texts.name.id }) : t('adminCategories.form.newTitle')}</h2>
      <form {...form.formProps} className="form">
        <div className="category-columns">
          <TextField field={form.field('categoryName.id')} label={t('adminCategories.form.name', { language: language2('id') })} />
          <TextField field={form.field('categoryName.en')} label={t('adminCategories.form.name', { language: language2('en') })} />
          <TextField field={form.field('categoryDescription.id')} label={t('adminCategories.form.description', { language: language2('id') })} multiline />
          <TextField field={form.field('categoryDescription.en')} label={t('adminCategories.form.description', { language: language2('en') })} multiline />
          <TextField field={form.field('slug')} label={t('adminCategories.form.slug')} spellCheck={false} autoComplete="off"
            hint={slug ? <>{t('adminCategories.form.slugHint')} <code>{`${origin}/product/category/${slug}`}</code></> : t('adminCategories.form.slugFromName')} />
          {category ? null : (
            <Field field={form.field('parentId')} label={t('adminCategories.form.parent')}>
              {(control) => (
                <select {...control} className="field-control" value={form.values.parentId} onChange={(event) => form.setValue('parentId', event.currentTarget.value)}>
                  <option value="">{t('adminCategories.form.topLevel')}</option>
                  {flattenTree(all).map(({ node, depth }) => (
                    <option key={node.id} value={node.id}>{`${'— '.repeat(depth)}${(language === 'en' && node.texts.name.en) || node.texts.name.id}`}</option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <fieldset className="category-status">
          <legend>{t('adminCategories.form.status')}</legend>
          {(['draft', 'published'] as const).map((status) => (
            <label key={status} className="category-radio">
              <input type="radio" name={`category-status-${category?.id ?? 'new'}`} value={status} checked={form.values.status === status} onChange={() => form.setValue('status', status)} />
              {t(status === 'draft' ? 'adminCategories.form.statusDraft' : 'adminCategories.form.statusPublished')}
            </label>
          ))}
        </fieldset>
        <PictureField imageId={form.values.imageId} onChange={(imageId) => form.setValue('imageId', imageId)} error={pictureError ? t(pictureError.key, pictureError.params) : undefined} />
        <FormStatus state={form.state} processedKey="adminCategories.form.saved" />
        <div className="form-actions">
          <Button type="submit" loading={form.state.processing}>{t(category ? 'adminCategories.form.save' : 'adminCategories.form.create')}</Button>
          <Button variant="quiet" onPress={onDone}>{t('adminCategories.form.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
