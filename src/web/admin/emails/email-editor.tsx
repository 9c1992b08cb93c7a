// One e-mail's wording in both languages. Save stores each language whose wording changed (the
// shop's own wording is kept per language); Reset brings one language back to the default.
import type { RefObject } from 'react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { required } from '../../../domain/validation/basic-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import type { RichTextEditorHandle } from '../../editor';
import { FormStatus } from '../../forms/form-status';
import { FormSubmitError } from '../../forms/process-error';
import { useForm } from '../../forms/use-form';
import type { AdminResetEmailTemplateMutation, AdminSaveEmailTemplateMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { AdminFrame } from '../frame/admin-frame';
import { LanguageTabPanel, LanguageTabs, type LanguageTabNote } from '../ui/language-tabs';
import { signedOutRefusal } from '../ui/staff-refusal';
import { TranslatedText } from '../ui/translated-text';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { changedLanguages, editorDocument, emailValues, refusedFields, type EmailFormValues, type EmailTemplate } from './email-form-values';
import { EmailLanguagePanel } from './email-language-panel';
import { RESET_EMAIL_TEMPLATE_MUTATION, SAVE_EMAIL_TEMPLATE_MUTATION } from './emails-api';
import { audienceKey, useEmailName } from './email-name';
import './admin-emails.css';

const VALIDATORS: FieldValidators = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [`subject.${language}`, [required]]));

export function EmailEditor({ templates, staffAddress }: { templates: Record<Language, EmailTemplate>; staffAddress: string }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const confirm = useConfirm();
  const idBase = useId();
  const key = templates.id.key;
  const name = useEmailName(key, templates.id.description);
  const [tab, setTab] = useState<Language>('id');
  const [current, setCurrent] = useState(templates);
  const [saved, setSaved] = useState(() => emailValues(templates));
  const [versions, setVersions] = useState<Record<Language, number>>({ id: 0, en: 0 });
  const handles: Record<Language, RefObject<RichTextEditorHandle | null>> = { id: useRef<RichTextEditorHandle>(null), en: useRef<RichTextEditorHandle>(null) };

  /** What the shop now has in `language` becomes what is shown and what counts as saved. */
  const settle = (language: Language, template: EmailTemplate, reopen: boolean) => {
    const document = editorDocument(template.document);
    form.setValue(`subject.${language}`, template.subject, { generated: true });
    form.setValue(`document.${language}`, document, { generated: true });
    setSaved((before) => ({ subject: { ...before.subject, [language]: template.subject }, document: { ...before.document, [language]: document } }));
    setCurrent((before) => ({ ...before, [language]: template }));
    if (reopen) setVersions((before) => ({ ...before, [language]: before[language] + 1 }));
  };

  const form = useForm<EmailFormValues>(`admin-email-${key}`, {
    initial: saved,
    validators: VALIDATORS,
    onSubmit: async (values) => {
      // The editors' documents this instant, pending keystrokes included.
      const documents = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, handles[language].current?.getDocument() ?? values.document[language]])) as EmailFormValues['document'];
      const languages = changedLanguages({ ...values, document: documents }, saved);
      for (const language of languages) {
        let answer: AdminSaveEmailTemplateMutation;
        try {
          answer = await client.mutate<AdminSaveEmailTemplateMutation>('SaveEmailTemplateInput', SAVE_EMAIL_TEMPLATE_MUTATION, {
            input: { key, language, subject: values.subject[language], document: documents[language] },
          });
        } catch (error) {
          const fields = refusedFields(error, language);
          throw fields ? new FormSubmitError({ fields }) : signedOutRefusal(error);
        }
        settle(language, answer.saveEmailTemplate, false);
      }
      cache.invalidate();
      if (languages.length > 0) notify({ color: 'green', content: textRef('adminContent.emails.saved', { name, languages: languages.map((language) => t(`lang.${language}`)).join(', ') }) });
    },
  });
  const unsaved = changedLanguages(form.values, saved);
  useUnsavedChangesGuard(unsaved.length > 0, t('adminContent.unsaved'));

  const reset = async (language: Language) => {
    const languageName = t(`lang.${language}`);
    await confirm({
      title: <TranslatedText id="adminContent.emails.resetTitle" params={{ name, language: languageName }} />,
      content: <p><TranslatedText id="adminContent.emails.resetBody" params={{ language: languageName }} /></p>,
      yesLabel: <TranslatedText id="adminContent.emails.resetYes" />,
      noLabel: <TranslatedText id="adminContent.emails.resetNo" />,
      onConfirm: async () => {
        const answer = await client.mutate<AdminResetEmailTemplateMutation>('EmailTemplateKeyInput', RESET_EMAIL_TEMPLATE_MUTATION, { input: { key, language } });
        settle(language, answer.resetEmailTemplate, true);
        cache.invalidate();
      },
      successTitle: <TranslatedText id="adminContent.emails.resetDone" params={{ language: languageName }} />,
      successContent: <p><TranslatedText id="adminContent.emails.resetDoneBody" /></p>,
    });
  };

  const submit = async () => {
    const outcome = await form.submit();
    const paths = outcome.status === 'invalid' ? Object.keys(outcome.errors) : outcome.status === 'failed' ? Object.keys(outcome.error.fields) : [];
    const language = paths.map((path) => path.split('.')[1] as Language).find(Boolean);
    if (!language || paths.some((path) => path.endsWith(`.${tab}`))) return;
    // What was refused is in the other tab: show it there.
    flushSync(() => setTab(language));
    document.getElementById(form.field(paths[0]!).id)?.focus();
  };

  const errors = [...Object.keys(form.state.error), ...Object.keys(form.state.processError?.fields ?? {})];
  const notes = Object.fromEntries(SUPPORTED_LANGUAGES.map((language): [Language, LanguageTabNote] => [language, {
    text: t(current[language].isDefault ? 'adminContent.emails.tabDefault' : 'adminContent.emails.tabOwn') + (unsaved.includes(language) ? ` · ${t('adminContent.tabs.unsaved')}` : ''),
    alert: errors.some((path) => path.endsWith(`.${language}`)) ? t('adminContent.tabs.hasErrors') : undefined,
  }]));
  const actions = <Button onPress={submit} loading={form.state.processing}>{t('adminContent.emails.save')}</Button>;

  return (
    <AdminFrame section="emails" title={name} actions={actions}>
      <dl className="email-facts">
        <div><dt>{t('adminContent.emails.about')}</dt><dd>{templates.id.description}</dd></div>
        <div><dt>{t('adminContent.emails.recipient')}</dt><dd>{t(`adminContent.emails.audience.${audienceKey(templates.id.audience)}`)}</dd></div>
      </dl>
      {/* Not a <form>: the editor's own dialogs are forms, which cannot work inside one. */}
      <div className="email-editor">
        <LanguageTabs label={t('adminContent.tabs.label')} idBase={idBase} current={tab} onChange={setTab} notes={notes} />
        {SUPPORTED_LANGUAGES.map((language) => (
          <LanguageTabPanel key={language} idBase={idBase} language={language} current={tab}>
            <EmailLanguagePanel
              form={form}
              language={language}
              template={current[language]}
              handle={handles[language]}
              editorVersion={versions[language]}
              visible={tab === language}
              staffAddress={staffAddress}
              onReset={() => reset(language)}
            />
          </LanguageTabPanel>
        ))}
        <FormStatus state={form.state} processedKey="adminContent.emails.savedStatus" />
      </div>
    </AdminFrame>
  );
}
