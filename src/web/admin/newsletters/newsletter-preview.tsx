// The newsletter as subscribers will get it, footer and all, drawn from the draft on screen
// (EmailPreviewPanel).
import { useCallback, useMemo } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { AdminNewsletterPreviewQuery } from '../../graph/generated/admin-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { EmailPreviewPanel, type EmailPreviewWords } from '../ui/email-preview-panel';
import { NEWSLETTER_PREVIEW_QUERY } from './newsletters-api';

export function NewsletterPreview({ draft }: { draft: () => { subject: string; language: Language; document: RichTextDocument } }) {
  const t = useT();
  const client = useGraphClient();
  const words = useMemo<EmailPreviewWords>(() => ({
    heading: t('adminNewsletters.preview'),
    refresh: t('adminNewsletters.refreshPreview'),
    subject: t('adminNewsletters.previewSubject'),
    text: t('adminNewsletters.previewText'),
    frame: (subject) => t('adminNewsletters.previewFrame', { subject }),
    failed: t('adminNewsletters.previewFailed'),
  }), [t]);
  const draw = useCallback(async () => (await client.query<AdminNewsletterPreviewQuery>(NEWSLETTER_PREVIEW_QUERY, draft())).newsletterPreview, [client, draft]);
  return <EmailPreviewPanel words={words} draw={draw} />;
}
