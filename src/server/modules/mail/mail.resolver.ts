import { fromGlobalId, toGlobalId } from '../../../domain/ids/global-id';
import { conflict, badInput, notFound } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { MAX_PAGE_SIZE } from '../../graphql/pagination.server';
import type { EmailSpec } from './email-definition.server';
import { registerEmailContentAdminFields } from './email-content.resolver';
import { listShopEmails, mailQueueCounts, retryFailedEmail, shopEmailById, type MailQueueCounts, type MailState, type ShopEmailSummary } from '../outbox';

export interface MailAdminDeps {
  /** True when this server has no mail server and holds every e-mail (production without SMTP_URL). */
  held: boolean;
  /** Deliver what was just queued again now rather than at the next tick. */
  kick: () => void;
  /** Every e-mail the shop sends, for the owner to change its wording. */
  emails: readonly EmailSpec[];
}

const EMAIL_TYPE = 'QueuedEmail';

function emailIdOf(globalId: string | number): number | null {
  const decoded = fromGlobalId(String(globalId));
  if (!decoded || decoded.type !== EMAIL_TYPE || !/^\d{1,10}$/.test(decoded.id)) return null;
  return Number(decoded.id);
}

/**
 * The owner's view of the shop's e-mail queue: how many wait, retry, failed or went out, the
 * latest e-mails (recipient, subject, state, attempts, last error; never their bodies, which
 * carry private order links), and sending a failed one again. Always the signed-in staff's
 * own shop.
 */
export function registerMailAdminFields(builder: Builder, deps: MailAdminDeps) {
  registerEmailContentAdminFields(builder, deps);
  const MailStateEnum = builder.enumType('MailState', {
    values: {
      WAITING_FOR_MAIL_SERVER: { value: 'waiting_for_mail_server', description: 'Held: this server has no mail server (SMTP_URL) yet.' },
      PENDING: { value: 'pending', description: 'Queued, not tried yet or being sent.' },
      RETRYING: { value: 'retrying', description: 'An attempt failed; it is tried again later.' },
      FAILED: { value: 'failed', description: 'Every attempt failed; it can be sent again with retryEmail.' },
      SENT: { value: 'sent' },
    } as const,
  });

  const QueuedEmailRef = builder.objectRef<ShopEmailSummary>('QueuedEmail').implement({
    fields: (t) => ({
      id: t.id({ resolve: (e) => toGlobalId(EMAIL_TYPE, String(e.id)) }),
      to: t.exposeString('to'),
      subject: t.exposeString('subject'),
      template: t.exposeString('template'),
      state: t.field({ type: MailStateEnum, resolve: (e) => e.state }),
      attempts: t.exposeInt('attempts'),
      lastError: t.string({ nullable: true, resolve: (e) => e.lastError }),
      createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
      nextAttemptAt: t.string({ nullable: true, resolve: (e) => (e.state === 'pending' || e.state === 'retrying' ? e.nextAttemptAt.toISOString() : null) }),
      sentAt: t.string({ nullable: true, resolve: (e) => e.sentAt?.toISOString() ?? null }),
    }),
  });

  const MailQueueCountsRef = builder.objectRef<MailQueueCounts>('MailQueueCounts').implement({
    fields: (t) => ({
      waitingForMailServer: t.exposeInt('waitingForMailServer'),
      pending: t.exposeInt('pending'),
      retrying: t.exposeInt('retrying'),
      failed: t.exposeInt('failed'),
      sentLast24Hours: t.exposeInt('sentLast24Hours'),
    }),
  });

  const MailQueueRef = builder.objectRef<{ held: boolean }>('MailQueue').implement({
    fields: (t) => ({
      mailServerConfigured: t.boolean({ resolve: (q) => !q.held }),
      counts: t.field({ type: MailQueueCountsRef, resolve: (q, _a, ctx) => mailQueueCounts(ctx.db, ctx.shop.id, q) }),
      emails: t.field({
        type: [QueuedEmailRef],
        description: 'The shop’s latest e-mails, newest first.',
        args: { first: t.arg.int({ required: true }), state: t.arg({ type: MailStateEnum, required: false }) },
        resolve: (q, args, ctx) => {
          if (args.first < 1 || args.first > MAX_PAGE_SIZE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE_SIZE }, 'first');
          return listShopEmails(ctx.db, ctx.shop.id, { limit: args.first, state: (args.state ?? undefined) as MailState | undefined, held: q.held });
        },
      }),
    }),
  });

  builder.queryFields((t) => ({
    mailQueue: t.field({ type: MailQueueRef, resolve: () => ({ held: deps.held }) }),
  }));

  const RetryEmailInput = builder.inputType('RetryEmailInput', {
    fields: (t) => ({ emailId: t.id({ required: true }) }),
  });
  builder.mutationFields((t) => ({
    retryEmail: t.field({
      type: QueuedEmailRef,
      description: 'Queues a failed e-mail again with a fresh round of attempts.',
      args: { input: t.arg({ type: RetryEmailInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const id = emailIdOf(input.emailId);
        const outcome = id === null ? 'not_found' : await retryFailedEmail(ctx.db, ctx.shop.id, id);
        if (outcome === 'not_found' || id === null) throw notFound('error.email.notFound');
        if (outcome === 'not_failed') throw conflict('error.email.notFailed');
        deps.kick();
        const email = await shopEmailById(ctx.db, ctx.shop.id, id, { held: deps.held });
        if (!email) throw notFound('error.email.notFound');
        return email;
      },
    }),
  }));
}
