// A newsletter draft: its name, language, subject and text (the content editor), who receives it
// with how many that is now, a preview, a test to oneself, Save, Delete and Send. A refusal is
// shown beside the field it names; Send asks once more with the number of recipients.
import { useId, useRef, useState } from 'react';
import { formatNumber } from '../../../domain/format/format';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TITLE_MAX } from '../../../domain/marketing/newsletter';
import { emptyRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../../editor';
import type {
  AdminCreateNewsletterMutation, AdminNewsletterAudienceSizeQuery, AdminNewsletterFieldsFragment, AdminSaveNewsletterMutation, AdminSendNewsletterMutation, AdminSendNewsletterTestMutation,
} from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphClient, useMutation, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { RichTextField } from '../ui/rich-text-field';
import { useMessages } from '../ui/say';
import { TranslatedText } from '../ui/translated-text';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { NewsletterPreview } from './newsletter-preview';
import {
  ADMIN_NEWSLETTER_QUERY, ADMIN_NEWSLETTERS_QUERY, CREATE_NEWSLETTER_MUTATION, NEWSLETTER_AUDIENCE_SIZE_QUERY, SAVE_NEWSLETTER_MUTATION, SEND_NEWSLETTER_MUTATION, SEND_NEWSLETTER_TEST_MUTATION,
} from './newsletters-api';
import { useDeleteNewsletter } from './use-delete-newsletter';

/** Words shown only after something happens (a save, a refusal, a dialog). */
const LATER = ['adminNewsletters.saved', 'adminNewsletters.created', 'adminNewsletters.sendTitle', 'adminNewsletters.sendBody', 'adminNewsletters.sendYes', 'adminNewsletters.sendNo',
  'adminNewsletters.sendStarted', 'adminNewsletters.sendUnsaved', 'adminNewsletters.testQueued', 'adminNewsletters.testFailed', 'adminNewsletters.deleteTitle', 'adminNewsletters.deleteBody',
  'adminNewsletters.deleteYes', 'adminNewsletters.deleteNo', 'adminNewsletters.deleted', 'adminNewsletters.previewFailed', 'adminNewsletters.previewFrame', 'adminNewsletters.audience.sizeLoading',
  'adminNewsletters.audience.size', 'adminNewsletters.previewSubject', 'adminNewsletters.previewText'];

export interface NewsletterDraftValues {
  title: string;
  language: Language;
  subject: string;
  document: RichTextDocument;
  audienceLanguage: Language | '';
  categoryIds: string[];
}

function draftOf(newsletter: AdminNewsletterFieldsFragment | null, language: Language): NewsletterDraftValues {
  if (!newsletter) return { title: '', language, subject: '', document: emptyRichTextDocument(), audienceLanguage: '', categoryIds: [] };
  const audienceLanguage = newsletter.audience.language;
  return {
    title: newsletter.title,
    language: newsletter.language === 'en' ? 'en' : 'id',
    subject: newsletter.subject,
    document: newsletter.document as RichTextDocument,
    audienceLanguage: audienceLanguage === 'id' || audienceLanguage === 'en' ? audienceLanguage : '',
    categoryIds: [...newsletter.audience.categoryIds],
  };
}

const same = (a: NewsletterDraftValues, b: NewsletterDraftValues) => JSON.stringify(a) === JSON.stringify(b);

type Errors = Record<string, string>;

export function NewsletterEditor({ newsletter: opened, categories, staffAddress }: {
  newsletter: AdminNewsletterFieldsFragment | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  staffAddress: string;
}) {
  const t = useT();
  const uiLanguage = useLanguage();
  const id = useId();
  const router = useRouter();
  const client = useGraphClient();
  const confirm = useConfirm();
  const { notify } = useNotify();
  useMessages(LATER);
  const handle = useRef<RichTextEditorHandle>(null);
  const [newsletter, setNewsletter] = useState(opened);
  const [saved, setSaved] = useState(() => draftOf(opened, uiLanguage));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const invalidate = [graphQueryKeyPrefix(ADMIN_NEWSLETTERS_QUERY), graphQueryKeyPrefix(ADMIN_NEWSLETTER_QUERY)];
  const [runCreate] = useMutation<AdminCreateNewsletterMutation>('CreateNewsletterInput', CREATE_NEWSLETTER_MUTATION, { invalidate });
  const [runSave] = useMutation<AdminSaveNewsletterMutation>('SaveNewsletterInput', SAVE_NEWSLETTER_MUTATION, { invalidate });
  const [runSend] = useMutation<AdminSendNewsletterMutation>('SendNewsletterInput', SEND_NEWSLETTER_MUTATION, { invalidate });
  const remove = useDeleteNewsletter(newsletter);
  const audience = { language: draft.audienceLanguage || null, categoryIds: draft.categoryIds };
  const size = useQuery<AdminNewsletterAudienceSizeQuery>(NEWSLETTER_AUDIENCE_SIZE_QUERY, { audience });
  const current = (): NewsletterDraftValues => ({ ...draft, document: handle.current?.getDocument() ?? draft.document });
  const dirty = !same(saved, draft);
  useUnsavedChangesGuard(dirty, t('adminContent.unsaved'));

  const change = (patch: Partial<NewsletterDraftValues>, field: string) => {
    setDraft((before) => ({ ...before, ...patch }));
    setErrors((before) => (before[field] ? Object.fromEntries(Object.entries(before).filter(([key]) => key !== field)) : before));
  };

  type Refused = { __typename: 'NewsletterRefused'; message: string; fieldErrors: ReadonlyArray<{ field: string; message: string }> };
  const showRefusal = (answer: Refused) => {
    const found: Errors = {};
    for (const error of answer.fieldErrors) found[error.field.split('.')[0]!] ??= error.message;
    setErrors(found);
    setFormError(answer.message);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const save = async (): Promise<AdminNewsletterFieldsFragment | null> => {
    const values = current();
    const fields = { title: values.title, subject: values.subject, language: values.language, document: values.document, audience: { language: values.audienceLanguage || null, categoryIds: values.categoryIds } };
    setFormError('');
    const answer = newsletter
      ? (await runSave({ input: { id: newsletter.id, version: newsletter.version, ...fields } })).saveNewsletter
      : (await runCreate({ input: fields })).createNewsletter;
    if (answer.__typename === 'NewsletterRefused') {
      showRefusal(answer);
      return null;
    }
    const next = draftOf(answer, uiLanguage);
    setSaved(next);
    setDraft(next);
    setErrors({});
    notify({ id: 'newsletter-saved', color: 'green', content: textRef(newsletter ? 'adminNewsletters.saved' : 'adminNewsletters.created', { title: answer.title }), duration: 4000 });
    if (!newsletter) {
      router.clearExitConfirmation();
      void router.replaceRoute({ name: 'adminNewsletter', params: { newsletterID: answer.id } });
    }
    setNewsletter(answer);
    return answer;
  };

  const send = async () => {
    if (!newsletter || dirty) return setFormError(t('adminNewsletters.sendUnsaved'));
    const count = size.data?.newsletterAudienceSize ?? 0;
    await confirm({
      title: <TranslatedText id="adminNewsletters.sendTitle" params={{ title: newsletter.title, count: formatNumber(count, uiLanguage) }} />,
      content: <p><TranslatedText id="adminNewsletters.sendBody" /></p>,
      yesLabel: <TranslatedText id="adminNewsletters.sendYes" />,
      noLabel: <TranslatedText id="adminNewsletters.sendNo" />,
      onConfirm: async () => {
        const answer = (await runSend({ input: { id: newsletter.id, version: newsletter.version } })).sendNewsletter;
        if (answer.__typename === 'NewsletterRefused') return showRefusal(answer);
        notify({ id: 'newsletter-sent', color: 'green', content: textRef('adminNewsletters.sendStarted'), duration: 4000 });
        setNewsletter(answer);
      },
    });
  };

  const sendTest = async () => {
    const values = current();
    try {
      const answer = await client.mutate<AdminSendNewsletterTestMutation>('SendNewsletterTestInput', SEND_NEWSLETTER_TEST_MUTATION, { input: { subject: values.subject, language: values.language, document: values.document } });
      notify({ id: 'newsletter-test', color: 'green', content: textRef('adminNewsletters.testQueued', { address: answer.sendNewsletterTest.to }), duration: 6000 });
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : t('adminNewsletters.testFailed'));
    }
  };

  if (newsletter && newsletter.state !== 'draft') {
    // Sent or going out: the editor gives way to its progress (see the screen).
    return null;
  }

  const error = (field: string) => (errors[field] ? <p id={`${id}-${field}-error`} className="field-error">{errors[field]}</p> : null);
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <div className="nl-editor">
      <div className="nl-editor-bar">
        <Button onPress={save}>{t('adminNewsletters.save')}</Button>
        {newsletter ? <Button variant="secondary" onPress={send}>{t('adminNewsletters.send')}</Button> : null}
        <p role="status" className="admin-muted">{dirty ? t('adminContent.unsaved') : ''}</p>
        {newsletter ? <Button variant="danger" className="nl-delete" onPress={remove}>{t('adminNewsletters.delete')}</Button> : null}
      </div>
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      <div className="nl-editor-columns">
        <section className="admin-panel nl-compose">
          <div className={errors.title ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-title`} className="field-label">{t('adminNewsletters.field.title')}</label>
            <input id={`${id}-title`} className="field-control" type="text" maxLength={NEWSLETTER_TITLE_MAX} value={draft.title} aria-invalid={errors.title ? true : undefined} aria-describedby={described('title')}
              onChange={(event) => change({ title: event.currentTarget.value }, 'title')} />
            {error('title')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-language`} className="field-label">{t('adminNewsletters.field.language')}</label>
            <select id={`${id}-language`} className="field-control" value={draft.language} onChange={(event) => change({ language: event.currentTarget.value === 'en' ? 'en' : 'id' }, 'language')}>
              {SUPPORTED_LANGUAGES.map((language) => <option key={language} value={language}>{t(`lang.${language}`)}</option>)}
            </select>
          </div>
          <div className={errors.subject ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-subject`} className="field-label">{t('adminNewsletters.field.subject')}</label>
            <input id={`${id}-subject`} className="field-control" type="text" maxLength={NEWSLETTER_SUBJECT_MAX} value={draft.subject} aria-invalid={errors.subject ? true : undefined} aria-describedby={described('subject')}
              onChange={(event) => change({ subject: event.currentTarget.value }, 'subject')} />
            {error('subject')}
          </div>
          <RichTextField label={t('adminNewsletters.field.body')} value={saved.document} handle={handle} error={errors.document ?? null}
            onChange={(next) => change({ document: next }, 'document')} />
        </section>
        <fieldset className="admin-panel nl-audience">
          <legend>{t('adminNewsletters.audience.heading')}</legend>
          <div className="field">
            <label htmlFor={`${id}-audience-language`} className="field-label">{t('adminNewsletters.audience.language')}</label>
            <select id={`${id}-audience-language`} className="field-control" value={draft.audienceLanguage}
              onChange={(event) => change({ audienceLanguage: event.currentTarget.value === 'en' ? 'en' : event.currentTarget.value === 'id' ? 'id' : '' }, 'audience')}>
              <option value="">{t('adminNewsletters.audience.anyLanguage')}</option>
              {SUPPORTED_LANGUAGES.map((language) => <option key={language} value={language}>{t(`lang.${language}`)}</option>)}
            </select>
          </div>
          <fieldset className="nl-categories" aria-describedby={`${id}-categories-hint`}>
            <legend className="field-label">{t('adminNewsletters.audience.categories')}</legend>
            <p id={`${id}-categories-hint`} className="field-hint">{t('adminNewsletters.audience.categoriesHint')}</p>
            {error('audience')}
            <div className="nl-category-choices">
              {categories.map((category) => (
                <label key={category.id} className="nl-choice">
                  <input type="checkbox" checked={draft.categoryIds.includes(category.id)}
                    onChange={(event) => change({ categoryIds: event.currentTarget.checked ? [...draft.categoryIds, category.id] : draft.categoryIds.filter((item) => item !== category.id) }, 'audience')} />
                  {' '}{category.name}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="nl-audience-size" role="status" aria-live="polite">
            {size.data ? t('adminNewsletters.audience.size', { count: formatNumber(size.data.newsletterAudienceSize, uiLanguage) }) : t('adminNewsletters.audience.sizeLoading')}
          </p>
        </fieldset>
      </div>
      <NewsletterPreview draft={() => { const values = current(); return { subject: values.subject, language: values.language, document: values.document }; }} />
      <section className="admin-panel nl-test">
        <Button variant="secondary" onPress={sendTest}>{t('adminNewsletters.test', { address: staffAddress })}</Button>
      </section>
    </div>
  );
}
