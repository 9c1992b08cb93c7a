// The newsletter as subscribers will get it: the HTML part in a sandboxed frame (no script, no
// same-origin access) and the plain-text part, drawn from the draft on screen when asked.
import { useCallback, useId, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { AdminNewsletterPreviewQuery } from '../../graph/generated/admin-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { NEWSLETTER_PREVIEW_QUERY } from './newsletters-api';

type Preview = AdminNewsletterPreviewQuery['newsletterPreview'];

export function NewsletterPreview({ draft }: { draft: () => { subject: string; language: Language; document: RichTextDocument } }) {
  const t = useT();
  const client = useGraphClient();
  const headingId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await client.query<AdminNewsletterPreviewQuery>(NEWSLETTER_PREVIEW_QUERY, draft());
      setPreview(answer.newsletterPreview);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('adminNewsletters.previewFailed'));
    } finally {
      setLoading(false);
    }
  }, [client, draft, t]);

  return (
    <section className="admin-panel nl-preview" aria-labelledby={headingId}>
      <div className="nl-preview-head">
        <h2 id={headingId}>{t('adminNewsletters.preview')}</h2>
        <Button variant="secondary" onPress={refresh} loading={loading}>{t('adminNewsletters.refreshPreview')}</Button>
      </div>
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
      {preview ? (
        <>
          <p><strong>{preview.subject}</strong></p>
          <iframe className="nl-preview-frame" sandbox="" srcDoc={preview.html} title={t('adminNewsletters.previewFrame', { subject: preview.subject })} />
        </>
      ) : null}
    </section>
  );
}
