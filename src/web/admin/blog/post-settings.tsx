// A post's address, categories and author: the editor's side panels beside its texts.
import { useId } from 'react';
import type { AdminPostChoicesQuery } from '../../graph/generated/admin-operations';
import { Field, TextField } from '../../forms/field';
import type { FormApi } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { effectiveSlug, SLUG_MAX, type PostFormValues } from './post-form';

export function SlugField({ form }: { form: FormApi<PostFormValues> }) {
  const t = useT();
  const origin = usePageOrigin();
  const slug = effectiveSlug(form.values);
  const typed = form.values.slug.trim() !== '';
  return (
    <section className="admin-panel" aria-labelledby="admin-post-address">
      <h2 id="admin-post-address">{t('adminBlog.slug.title')}</h2>
      <TextField field={form.field('slug')} label={t('adminBlog.slug.label')} spellCheck={false} autoComplete="off"
        hint={(
          <>
            {typed ? null : <>{t('adminBlog.slug.fromTitle')} </>}
            {t('adminBlog.slug.rules', { max: SLUG_MAX })}{' '}
            {slug ? <span className="admin-address">{t('adminBlog.slug.address')} <code>{`${origin}/blog/${slug}`}</code></span> : null}
          </>
        )} />
    </section>
  );
}

export function CategoryChoices({ form, categories }: { form: FormApi<PostFormValues>; categories: AdminPostChoicesQuery['blogCategories'] }) {
  const t = useT();
  const id = useId();
  const field = form.field('categoryIds');
  const chosen = form.values.categoryIds;
  const toggle = (categoryId: string, on: boolean) => field.setValue(on ? [...chosen, categoryId] : chosen.filter((item) => item !== categoryId));
  return (
    <fieldset className="admin-panel admin-categories" aria-describedby={field.error ? `${id}-error` : undefined}>
      <legend>{t('adminBlog.categories.legend')}</legend>
      {categories.length === 0 ? <p className="admin-muted">{t('adminBlog.categories.none')}</p> : (
        <ul className="admin-checks">
          {categories.map((category, index) => (
            <li key={category.id} className="field-checkbox">
              <input id={`${id}-${category.id}`} type="checkbox" className="field-check" checked={chosen.includes(category.id)}
                ref={index === 0 ? field.ref : undefined} onChange={(event) => toggle(category.id, event.currentTarget.checked)} />
              <label htmlFor={`${id}-${category.id}`}>{category.name}</label>
            </li>
          ))}
        </ul>
      )}
      {field.error ? <p id={`${id}-error`} className="field-error" role="alert">{t(field.error.key, field.error.params)}</p> : null}
    </fieldset>
  );
}

export function AuthorFields({ form, authors }: { form: FormApi<PostFormValues>; authors: AdminPostChoicesQuery['blogAuthors'] }) {
  const t = useT();
  const author = authors.find((candidate) => candidate.id === form.values.authorId);
  const field = form.field('authorId');
  return (
    <section className="admin-panel" aria-labelledby="admin-post-author">
      <h2 id="admin-post-author">{t('adminBlog.author.title')}</h2>
      <Field field={field} label={t('adminBlog.author.label')}>
        {(control) => (
          <select {...control} className="field-control" value={form.values.authorId} onChange={(event) => field.setValue(event.currentTarget.value)}>
            {author ? null : <option value="">{t('adminBlog.author.gone')}</option>}
            {authors.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.name}</option>)}
          </select>
        )}
      </Field>
      <TextField field={form.field('authorName')} label={t('adminBlog.author.name')} autoComplete="off"
        hint={author ? t('adminBlog.author.nameHint', { name: author.name }) : t('adminBlog.author.nameHintGone')} />
    </section>
  );
}
