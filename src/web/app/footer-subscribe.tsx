import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphDocument } from '../graph/graph-document';
import { GraphResponseError } from '../graph/graph-errors';
import { useGraphClient } from '../graph/graph-react';
import { useT } from '../i18n/i18n-react';
import type { SubscribeToEmailMutation } from '../graph/generated/shop-operations';

export const SUBSCRIBE_TO_EMAIL_MUTATION = graphDocument(/* GraphQL */ `
  mutation SubscribeToEmail($input: SubscribeToEmailInput!) {
    subscribeToEmail(input: $input) { message }
  }
`);

/**
 * The footer's subscribe form. A plain form POST to `/_/email/subscribe` without JavaScript;
 * with it, the same request through the shop API, answered in place. The answer is the same
 * whether or not the address was known: look in the inbox.
 */
export function FooterSubscribe() {
  const t = useT();
  const client = useGraphClient();
  const id = useId();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const answerRef = useRef<HTMLParagraphElement>(null);
  // The form (and the button that had focus) gives way to the answer: focus goes to it, so a
  // keyboard or screen-reader user is not left at the top of the page.
  useEffect(() => {
    if (answer?.ok) answerRef.current?.focus();
  }, [answer]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    try {
      const data = await client.mutate<SubscribeToEmailMutation>('SubscribeToEmailInput', SUBSCRIBE_TO_EMAIL_MUTATION, { input: { email } });
      setAnswer({ ok: true, message: data.subscribeToEmail.message });
    } catch (error) {
      // The server's refusal is already in the reader's language (and says what to fix).
      const message = error instanceof GraphResponseError ? error.errors[0]?.message ?? error.message : t('footer.subscribe.failed');
      setAnswer({ ok: false, message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="footer-subscribe">
      <h2 id={`${id}-title`}>{t('footer.subscribe.title')}</h2>
      <p>{t('footer.subscribe.intro')}</p>
      {answer?.ok ? (
        <p ref={answerRef} tabIndex={-1} role="status" className="footer-subscribe-answer">{answer.message}</p>
      ) : (
        <form method="post" action="/_/email/subscribe" noValidate onSubmit={(event) => { void submit(event); }}>
          <label htmlFor={`${id}-email`}>{t('footer.subscribe.email')}</label>
          <div className="footer-subscribe-row">
            <input
              id={`${id}-email`} name="email" type="email" autoComplete="email" spellCheck={false} required className="field-control"
              aria-invalid={answer && !answer.ok ? true : undefined} aria-describedby={answer && !answer.ok ? `${id}-error` : undefined}
            />
            <button type="submit" className="button" aria-busy={busy || undefined} aria-disabled={busy || undefined}>{t('footer.subscribe.submit')}</button>
          </div>
          {answer && !answer.ok ? <p id={`${id}-error`} role="alert" className="field-error">{answer.message}</p> : null}
        </form>
      )}
    </section>
  );
}
