// An e-mail as its reader would get it: the HTML part in a sandboxed frame (no script, no
// same-origin access, nothing it links can open from here) and the plain-text part beside it,
// drawn afresh from what is on screen when asked. The shop's e-mails and newsletters share it;
// each names its own words and how to draw the preview.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import './email-preview-panel.css';

export interface PreviewedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailPreviewWords {
  heading: string;
  refresh: string;
  /** Said under the heading, when there is something to say. */
  intro?: string;
  subject: string;
  text: string;
  /** The frame's accessible name for this subject. */
  frame: (subject: string) => string;
  /** Shown when drawing failed without a message of its own. */
  failed: string;
}

export interface EmailPreviewPanelProps {
  words: EmailPreviewWords;
  /** Draws the preview of what is on screen now; a refusal's message is shown as it is. */
  draw: () => Promise<PreviewedEmail>;
  /** The first preview is drawn when this first turns true (the panel is shown); left out, only when asked. */
  drawWhen?: boolean;
}

export function EmailPreviewPanel({ words, draw, drawWhen = false }: EmailPreviewPanelProps) {
  const t = useT();
  const headingId = useId();
  const [preview, setPreview] = useState<PreviewedEmail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setPreview(await draw());
      setFailure(null);
    } catch (error) {
      // The refusal names what to fix (an unknown placeholder, one out of place).
      setFailure(error instanceof Error && error.message ? error.message : words.failed);
    } finally {
      setLoading(false);
    }
  }, [draw, words.failed]);

  useEffect(() => {
    if (!drawWhen || asked.current) return;
    asked.current = true;
    void refresh();
  }, [drawWhen, refresh]);

  return (
    <section className="email-preview" aria-labelledby={headingId}>
      <div className="email-preview-head">
        <h2 id={headingId}>{words.heading}</h2>
        <Button variant="secondary" onPress={refresh} loading={loading}>{words.refresh}</Button>
      </div>
      {words.intro ? <p className="field-hint">{words.intro}</p> : null}
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
      {preview ? (
        <>
          <p className="email-preview-subject"><span className="admin-muted">{words.subject}</span> <strong>{preview.subject}</strong></p>
          <iframe className="email-preview-frame" sandbox="" srcDoc={preview.html} title={words.frame(preview.subject)} />
          <details className="email-preview-text">
            <summary>{words.text}</summary>
            <pre tabIndex={0}>{preview.text}</pre>
          </details>
        </>
      ) : loading ? <p role="status" className="admin-muted">{t('loading')}</p> : null}
    </section>
  );
}
