// Sending the wording on screen to oneself: it goes through the shop's mail queue like any
// e-mail, so what the owner sees here is that queue's word on it (waiting, sent, failed).
import { useCallback, useEffect, useId, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import type { RichTextDocument } from '../../../domain/rich-text';
import type { AdminSendTestEmailMutation, AdminTestEmailQueueQuery, MailState } from '../../graph/generated/admin-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { ADMIN_TEST_EMAIL_QUEUE_QUERY, SEND_TEST_EMAIL_MUTATION } from './emails-api';

const POLL_MS = 1500;
const POLL_LIMIT = 40;
const SETTLED: readonly MailState[] = ['SENT', 'FAILED', 'WAITING_FOR_MAIL_SERVER'];

type QueuedEmail = AdminTestEmailQueueQuery['mailQueue']['emails'][number];

interface Sent { to: string; subject: string; since: number }

export interface EmailTestSendProps {
  emailKey: string;
  language: Language;
  /** The signed-in staff member's own address, where the test goes. */
  address: string;
  draft: () => { subject: string; document: RichTextDocument };
}

/** The newest test of this e-mail to this address queued since the press. */
function findTest(emails: readonly QueuedEmail[], key: string, sent: Sent): QueuedEmail | undefined {
  return emails.find((email) => email.template === `test:${key}` && email.to === sent.to && Date.parse(email.createdAt) >= sent.since - 60_000);
}

export function EmailTestSend({ emailKey, language, address, draft }: EmailTestSendProps) {
  const t = useT();
  const client = useGraphClient();
  const headingId = useId();
  const [sent, setSent] = useState<Sent | null>(null);
  const [queued, setQueued] = useState<QueuedEmail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = useCallback(async () => {
    setFailure(null);
    setQueued(null);
    try {
      const { subject, document } = draft();
      const since = Date.now();
      const answer = await client.mutate<AdminSendTestEmailMutation>('SendTestEmailInput', SEND_TEST_EMAIL_MUTATION, { input: { key: emailKey, language, subject, document } });
      setSent({ ...answer.sendTestEmail, since });
    } catch (error) {
      setSent(null);
      setFailure(error instanceof Error && error.message ? error.message : t('adminContent.emails.testFailed'));
    }
  }, [client, draft, emailKey, language, t]);

  // Reads the queue until the test's delivery is settled, as the mail queue tells it.
  useEffect(() => {
    if (!sent) return undefined;
    let stopped = false;
    let rounds = 0;
    const look = async () => {
      rounds += 1;
      try {
        const answer = await client.query<AdminTestEmailQueueQuery>(ADMIN_TEST_EMAIL_QUEUE_QUERY, {}, {});
        const found = findTest(answer.mailQueue.emails, emailKey, sent);
        if (stopped) return;
        if (found) setQueued(found);
        if (found && SETTLED.includes(found.state)) return;
      } catch {
        // The next round asks again; the button stays to send another.
      }
      if (!stopped && rounds < POLL_LIMIT) timer = setTimeout(() => void look(), POLL_MS);
    };
    let timer = setTimeout(() => void look(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sent, client, emailKey]);

  return (
    <section className="email-test" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminContent.emails.test')}</h2>
      <p className="field-hint">{t('adminContent.emails.testIntro', { address })}</p>
      <Button variant="secondary" onPress={send}>{t('adminContent.emails.testSend')}</Button>
      <div role="status" className="email-test-status">
        {sent ? <p>{t('adminContent.emails.testQueued', { to: sent.to })}</p> : null}
        {queued ? (
          <p>
            {t('adminContent.emails.queueState', { state: t(`adminContent.emails.state.${queued.state}`) })}
            {queued.lastError ? ` ${t('adminContent.emails.queueError', { error: queued.lastError })}` : ''}
          </p>
        ) : null}
      </div>
      {failure ? <p className="field-error" role="alert">{failure}</p> : null}
    </section>
  );
}
