// The e-mail as a customer would get it, filled with a sample order or customer, drawn from the
// wording on screen, saved or not (EmailPreviewPanel).
import { useCallback, useMemo } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { AdminEmailPreviewQuery } from '../../graph/generated/admin-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { EmailPreviewPanel, type EmailPreviewWords } from '../ui/email-preview-panel';
import { ADMIN_EMAIL_PREVIEW_QUERY } from './emails-api';

export interface EmailPreviewProps {
  emailKey: string;
  language: Language;
  /** The wording on screen at this moment. */
  draft: () => { subject: string; document: RichTextDocument };
  /** Whether the panel is shown: the first preview is drawn when it first is. */
  visible: boolean;
}

export function EmailPreview({ emailKey, language, draft, visible }: EmailPreviewProps) {
  const t = useT();
  const client = useGraphClient();
  const words = useMemo<EmailPreviewWords>(() => ({
    heading: t('adminContent.emails.preview'),
    refresh: t('adminContent.emails.refreshPreview'),
    intro: t('adminContent.emails.previewIntro'),
    subject: t('adminContent.emails.previewSubject'),
    text: t('adminContent.emails.previewText'),
    frame: (subject) => t('adminContent.emails.previewFrame', { subject }),
    failed: t('adminContent.emails.previewFailed'),
  }), [t]);
  const draw = useCallback(async () => {
    const { subject, document } = draft();
    return (await client.query<AdminEmailPreviewQuery>(ADMIN_EMAIL_PREVIEW_QUERY, { key: emailKey, language, subject, document })).emailTemplatePreview;
  }, [client, draft, emailKey, language]);
  return <EmailPreviewPanel words={words} draw={draw} drawWhen={visible} />;
}
