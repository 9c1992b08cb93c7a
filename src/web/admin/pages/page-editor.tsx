// The page editor: both languages' texts in tabs, the page's status and address, Save and
// Delete. Save reads each body from its editor at the press, so the last keystrokes count.
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatTime } from '../../../domain/format/time';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { required } from '../../../domain/validation/basic-validators';
import { noNegativeNumber, numeric } from '../../../domain/validation/number-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import type { RichTextEditorHandle } from '../../editor';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminCreatePageMutation, AdminPageFieldsFragment, AdminUpdatePageMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { AdminFrame } from '../frame/admin-frame';
import { useEditorImageUpload } from '../ui/editor-image-upload';
import { signedOutRefusal } from '../ui/staff-refusal';
import { LanguageTabPanel, LanguageTabs, type LanguageTabNote } from '../ui/language-tabs';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { emptyPageValues, hasChanges, languageOfField, PAGE_FORM_FIELDS, pageInput, pageValues, type PageFormValues } from './page-form-values';
import { PageLanguagePanel } from './page-language-panel';
import { PageSettings } from './page-settings';
import { CREATE_PAGE_MUTATION, UPDATE_PAGE_MUTATION } from './pages-api';
import { useDeletePage } from './use-delete-page';
import './admin-pages.css';

const VALIDATORS: FieldValidators = { 'title.id': [required], position: [numeric, noNegativeNumber] };

/** The tabs whose fields hold an error, marked so the owner sees where to look. */
function tabNotes(errors: readonly string[], values: PageFormValues, alert: string, notWritten: string): Partial<Record<Language, LanguageTabNote>> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, {
    alert: errors.some((path) => languageOfField(path) === language) ? alert : undefined,
    text: language !== 'id' && !values.title[language].trim() ? notWritten : undefined,
  }]));
}

export function PageEditor({ page, shopName }: { page: AdminPageFieldsFragment | null; shopName: string }) {
  const t = useT();
  const uiLanguage = useLanguage();
  const offset = useTimezoneOffset();
  const client = useGraphClient();
  const cache = useGraphCache();
  const router = useRouter();
  const { notify } = useNotify();
  const uploadImage = useEditorImageUpload();
  const idBase = useId();
  const [tab, setTab] = useState<Language>('id');
  const [opened] = useState(() => (page ? pageValues(page) : emptyPageValues()));
  const [saved, setSaved] = useState(opened);
  const [current, setCurrent] = useState(page);
  const idHandle = useRef<RichTextEditorHandle>(null);
  const enHandle = useRef<RichTextEditorHandle>(null);
  const handles: Record<Language, typeof idHandle> = { id: idHandle, en: enHandle };

  const form = useForm<PageFormValues>(`admin-page-${page?.id ?? 'new'}`, {
    initial: opened,
    validators: VALIDATORS,
    onSubmit: async (values) => {
      const bodies = { id: idHandle.current?.getDocument() ?? values.body.id, en: enHandle.current?.getDocument() ?? values.body.en };
      const input = pageInput(values, bodies);
      let answer: AdminPageFieldsFragment;
      try {
        answer = current
          ? (await client.mutate<AdminUpdatePageMutation>('PageInput', UPDATE_PAGE_MUTATION, { id: current.id, input })).updatePage
          : (await client.mutate<AdminCreatePageMutation>('PageInput', CREATE_PAGE_MUTATION, { input })).createPage;
      } catch (error) {
        throw fieldRefusal(signedOutRefusal(error), PAGE_FORM_FIELDS);
      }
      // Lists and the overview read again when next shown.
      cache.invalidate();
      const next = pageValues(answer);
      // What the server made of it (the slug it chose, trimmed texts) becomes what is shown.
      for (const key of Object.keys(next) as Array<keyof PageFormValues>) form.setValue(key, next[key], { generated: true });
      setSaved(next);
      setCurrent(answer);
      notify({ color: 'green', content: textRef('adminContent.pages.saved', { title: next.title.id }) });
      if (!current) {
        router.clearExitConfirmation();
        void router.replaceRoute({ name: 'adminPage', params: { pageID: answer.id } });
      }
    },
  });
  const unsaved = hasChanges(form.values, saved);
  useUnsavedChangesGuard(unsaved, t('adminContent.unsaved'));
  const remove = useDeletePage(current, saved.title.id);

  const submit = async () => {
    const outcome = await form.submit();
    const paths = outcome.status === 'invalid' ? Object.keys(outcome.errors) : outcome.status === 'failed' ? Object.keys(outcome.error.fields) : [];
    if (paths.length === 0 || paths.some((path) => languageOfField(path) === tab || languageOfField(path) === null)) return;
    // Every refused field is in the other language's tab: show it and put the caret there.
    const path = paths[0]!;
    flushSync(() => setTab(languageOfField(path) ?? tab));
    document.getElementById(form.field(path).id)?.focus();
  };

  const errorPaths = [...Object.keys(form.state.error), ...Object.keys(form.state.processError?.fields ?? {})];
  const title = current ? t('adminContent.pages.editTitle', { title: saved.title.id }) : t('adminContent.pages.newTitle');
  const actions = (
    <>
      {current?.status === 'published' ? (
        <a className="button button-quiet" href={current.path} target="_blank" rel="noopener">
          {t('adminContent.pages.view')}<span className="visually-hidden"> {t('adminContent.newTab')}</span>
        </a>
      ) : null}
      {current ? <Button variant="danger" onPress={remove}>{t('adminContent.pages.delete')}</Button> : null}
      <Button onPress={submit} loading={form.state.processing}>{t('adminContent.pages.save')}</Button>
    </>
  );

  return (
    <AdminFrame section="pages" title={title} actions={actions}>
      {/*
        Not a <form>: the editor's dialogs (a link, a picture) are forms, and a browser does not
        let a form's submit event out of an enclosing form, so the dialogs could not close.
      */}
      <div className="page-editor">
        <div className="page-editor-texts">
          <LanguageTabs
            label={t('adminContent.tabs.label')}
            idBase={idBase}
            current={tab}
            onChange={setTab}
            notes={tabNotes(errorPaths, form.values, t('adminContent.tabs.hasErrors'), t('adminContent.tabs.notWritten'))}
          />
          {SUPPORTED_LANGUAGES.map((language) => (
            <LanguageTabPanel key={language} idBase={idBase} language={language} current={tab}>
              <PageLanguagePanel form={form} language={language} shopName={shopName} initialBody={opened.body[language]} handle={handles[language]} uploadImage={uploadImage} />
            </LanguageTabPanel>
          ))}
        </div>
        <aside className="page-editor-side admin-panel" aria-label={t('adminContent.pages.settings')}>
          <PageSettings form={form} />
          {current ? <p className="admin-muted">{t('adminContent.lastChange', { time: formatTime(current.updatedAt, 'dateTime', uiLanguage, offset) })}</p> : null}
          <p className="admin-muted" aria-live="polite">{unsaved ? t('adminContent.unsavedNote') : ''}</p>
        </aside>
        <div className="page-editor-status">
          <FormStatus state={form.state} processedKey="adminContent.pages.savedStatus" />
        </div>
      </div>
    </AdminFrame>
  );
}
