// One language of an e-mail: whose wording it is, its subject and body, the placeholders to put
// in, the preview, a test to oneself, and the way back to the default wording.
import type { RefObject } from 'react';
import { formatTime } from '../../../domain/format/time';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextEditorHandle } from '../../editor';
import type { FormApi } from '../../forms/use-form';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { FormInput } from '../../ui/form-controls';
import { RichTextField } from '../ui/rich-text-field';
import { EMAIL_SUBJECT_MAX, insertOptions, type EmailFormValues, type EmailTemplate } from './email-form-values';
import { EmailPlaceholders } from './email-placeholders';
import { EmailPreview } from './email-preview';
import { EmailTestSend } from './email-test-send';

export interface EmailLanguagePanelProps {
  form: FormApi<EmailFormValues>;
  language: Language;
  /** The wording the shop sends now in this language. */
  template: EmailTemplate;
  handle: RefObject<RichTextEditorHandle | null>;
  /** Changes when the editor must open again on other wording (after a reset). */
  editorVersion: number;
  visible: boolean;
  staffAddress: string;
  onReset: () => Promise<void>;
}

export function EmailLanguagePanel({ form, language, template, handle, editorVersion, visible, staffAddress, onReset }: EmailLanguagePanelProps) {
  const t = useT();
  const uiLanguage = useLanguage();
  const offset = useTimezoneOffset();
  const languageName = t(`lang.${language}`);
  const documentField = form.field(`document.${language}`);
  const documentError = documentField.error ? t(documentField.error.key, documentField.error.params) : null;
  // Read at the press: the editor's document this instant, pending keystrokes included.
  const draft = () => ({
    subject: form.values.subject[language],
    document: handle.current?.getDocument() ?? form.values.document[language],
  });
  return (
    <div className="email-language">
      <div className="email-wording admin-panel">
        <p>
          {template.isDefault
            ? t('adminContent.emails.usesDefault', { language: languageName })
            : t('adminContent.emails.usesOwn', { language: languageName, time: template.updatedAt ? formatTime(template.updatedAt, 'dateTime', uiLanguage, offset) : '' })}
        </p>
        {template.isDefault ? null : <Button variant="secondary" onPress={onReset}>{t('adminContent.emails.reset')}</Button>}
      </div>
      <div className="email-compose">
        <div className="email-compose-main">
          <FormInput field={form.field(`subject.${language}`)} label={t('adminContent.emails.subject', { language: languageName })} maxLength={EMAIL_SUBJECT_MAX} counter />
          <RichTextField
            key={editorVersion}
            label={t('adminContent.emails.body', { language: languageName })}
            value={form.values.document[language]}
            onChange={(document) => form.setValue(`document.${language}`, document)}
            handle={handle}
            error={documentError}
          />
        </div>
        <EmailPlaceholders placeholders={template.placeholders} onInsert={(token, kind) => handle.current?.insertText(token, insertOptions(kind))} />
      </div>
      <EmailPreview emailKey={template.key} language={language} draft={draft} visible={visible} />
      <EmailTestSend emailKey={template.key} language={language} address={staffAddress} draft={draft} />
    </div>
  );
}
