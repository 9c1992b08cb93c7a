// The e-mail as a customer would get it, filled with a sample order or customer: the HTML part in
// a sandboxed frame (no script, no same-origin access, nothing it links can open from here) and
// the plain-text part beside it. Drawn from the wording on screen, saved or not, when asked.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminEmailPreviewQuery } from '../../graph/generated/admin-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import { ADMIN_EMAIL_PREVIEW_QUERY } from './emails-api';

type Preview = AdminEmailPreviewQuery['emailTemplatePreview'];

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
  const headingId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const { subject, document } = draft();
      const answer = await client.query<AdminEmailPreviewQuery>(ADMIN_EMAIL_PREVIEW_QUERY, { key: emailKey, language, subject, document });
      setPreview(answer.emailTemplatePreview);
      setFailure(null);
    } catch (error) {
      // The refusal names what to fix (an unknown placeholder, one out of place).
      setFailure(error instanceof Error && error.message ? error.message : t('adminContent.emails.previewFailed'));
    } finally {
      setLoading(false);
    }
  }, [client, draft, emailKey, language, t]);

  useEffect(() => {
    if (!visible || asked.current) return;
    asked.current = true;
    void refresh();
  }, [visible, refresh]);

  return (
    <section className="email-preview" aria-labelledby={headingId}>
      <div className="email-preview-head">
        <h2 id={headingId}>{t('adminContent.emails.preview')}</h2>
        <Button variant="secondary" onPress={refresh} loading={loading}>{t('adminContent.emails.refreshPreview')}</Button>
      </div>
      <p className="field-hint">{t('adminContent.emails.previewIntro')}</p>
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
      {preview ? (
        <>
          <p className="email-preview-subject"><span className="admin-muted">{t('adminContent.emails.previewSubject')}</span> <strong>{preview.subject}</strong></p>
          <iframe
            className="email-preview-frame"
            sandbox=""
            srcDoc={preview.html}
            title={t('adminContent.emails.previewFrame', { subject: preview.subject })}
          />
          <details className="email-preview-text">
            <summary>{t('adminContent.emails.previewText')}</summary>
            <pre tabIndex={0}>{preview.text}</pre>
          </details>
        </>
      ) : !failure ? <p role="status" className="admin-muted">{t('loading')}</p> : null}
    </section>
  );
}
