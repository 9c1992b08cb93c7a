// The editor's actions: save, publish, schedule (a date and time in WIB), take down, preview and
// delete, with where the post stands and whether anything is still unsaved.
import { useId } from 'react';
import { Field } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import type { FormApi } from '../../forms/use-form';
import type { BlogPostStatus } from '../../graph/generated/admin-operations';
import { useT, useShopZone } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { PostFormValues } from './post-form';
import type { PostAction } from './post-save';
import { PostStatus } from './post-status';

export interface PublishPanelProps {
  form: FormApi<PostFormValues>;
  status: BlogPostStatus;
  publishedAt: string | null;
  /** Whether the post exists yet (a new one cannot be taken down or deleted). */
  stored: boolean;
  dirty: boolean;
  /** The action being processed, for its button's loading state. */
  pending: PostAction | 'delete' | null;
  onAction: (action: PostAction) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

export function PublishPanel({ form, status, publishedAt, stored, dirty, pending, onAction, onDelete }: PublishPanelProps) {
  const t = useT();
  const zone = useShopZone();
  const id = useId();
  const scheduleField = form.field('publishAt');
  const busy = (action: PostAction | 'delete') => pending === action;
  return (
    <section className="admin-panel admin-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('adminBlog.publish.title')}</h2>
      <p className="admin-publish-status">{t('adminBlog.publish.status')} <PostStatus post={{ status, publishedAt }} /></p>
      <p role="status" className={dirty ? 'admin-unsaved' : 'admin-muted'}>{dirty ? t('adminBlog.publish.unsaved') : stored ? t('adminBlog.publish.allSaved') : ''}</p>
      <FormStatus state={form.state} processedKey="adminBlog.publish.saved" />
      <div className="admin-actions">
        <Button variant="secondary" loading={busy('save')} onPress={() => onAction('save')}>{t(status === 'draft' ? 'adminBlog.action.saveDraft' : 'adminBlog.action.saveChanges')}</Button>
        {status === 'published' ? null : <Button loading={busy('publish')} onPress={() => onAction('publish')}>{t('adminBlog.action.publish')}</Button>}
        <Button variant="secondary" loading={busy('preview')} onPress={() => onAction('preview')}>
          {t('adminBlog.action.preview')}<span className="visually-hidden"> {t('adminBlog.newTab')}</span>
        </Button>
        {stored && status !== 'draft' ? <Button variant="secondary" loading={busy('unpublish')} onPress={() => onAction('unpublish')}>{t('adminBlog.action.unpublish')}</Button> : null}
      </div>
      <div className="admin-schedule">
        <Field field={scheduleField} label={t('adminBlog.schedule.label', { zone })} hint={t('adminBlog.schedule.hint')}>
          {(control) => (
            <input {...control} type="datetime-local" className="field-control" value={form.values.publishAt}
              onChange={(event) => scheduleField.setValue(event.currentTarget.value)} />
          )}
        </Field>
        <Button variant="secondary" loading={busy('schedule')} onPress={() => onAction('schedule')}>
          {t(status === 'scheduled' ? 'adminBlog.action.reschedule' : 'adminBlog.action.schedule')}
        </Button>
      </div>
      {stored ? (
        <div className="admin-danger-zone">
          <Button variant="danger" size="small" loading={busy('delete')} onPress={onDelete}>{t('adminBlog.action.delete')}</Button>
        </div>
      ) : null}
    </section>
  );
}
