import type { createTransport } from 'nodemailer';
import type { EmailMessage } from '../outbox';

export interface MailTransport {
  /** Hands the message to the mail server; throws when it was not accepted. */
  send(message: EmailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Development and tests only: sending succeeds and keeps nothing, because the outbox row,
 * marked sent, already holds the whole message and is the mailbox that the development mail
 * viewer (`/_dev/mail`) reads. This is not delivery: in production an e-mail handed to it
 * would be marked sent and reach nobody, so production without a mail server uses no
 * transport at all and holds its e-mails (see `chooseMailDelivery`).
 */
export class DevelopmentMailbox implements MailTransport {
  async send(_message: EmailMessage & { from: string }): Promise<void> {}
  async close(): Promise<void> {}
}

/**
 * How this server handles e-mail, chosen once at start:
 * - `smtp`: delivered through the mail server of `SMTP_URL`;
 * - `development-mailbox`: outside production without `SMTP_URL`, kept for `/_dev/mail` and
 *   marked sent, never delivered;
 * - `held`: production without `SMTP_URL`, e-mails stay queued in the outbox (not tried, not
 *   failed) until the server starts with a mail server.
 */
export type MailDeliveryMode = 'smtp' | 'development-mailbox' | 'held';

export interface MailDelivery {
  mode: MailDeliveryMode;
  /** Null while e-mail is held: nothing may pretend to deliver it. */
  transport: MailTransport | null;
  /** True when e-mails wait for a mail server (production without `SMTP_URL`). */
  held: boolean;
  /** One line for the start summary. */
  summary: string;
}

/** Said once at start (and in the log) when e-mail is held, never once per e-mail. */
export const MAIL_HELD_MESSAGE = 'e-mails are held in the outbox until the server starts with SMTP_URL';

export function chooseMailDelivery(config: { env: 'development' | 'production' | 'test'; smtpUrl?: string | undefined }): MailDelivery {
  if (config.smtpUrl) return { mode: 'smtp', transport: createMailTransport({ smtpUrl: config.smtpUrl }), held: false, summary: 'SMTP (SMTP_URL)' };
  if (config.env === 'production') return { mode: 'held', transport: null, held: true, summary: `not sent: ${MAIL_HELD_MESSAGE}` };
  return { mode: 'development-mailbox', transport: new DevelopmentMailbox(), held: false, summary: 'development mailbox, not delivered: shown at /_dev/mail' };
}

const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * A pooled SMTP transport for `smtp://` / `smtps://` addresses. Time-outs are short because a
 * failed delivery is simply retried later from the outbox, while a hung one holds up the rest
 * of the batch. A plain `smtp://` server on this machine (a development catcher such as
 * Mailpit) is used without STARTTLS, since it rarely has a certificate worth checking.
 */
export function createMailTransport(config: { smtpUrl: string }): MailTransport {
  const url = new URL(config.smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('The mail server address must start with smtp:// or smtps://.');
  const plainLoopback = url.protocol === 'smtp:' && isLoopbackHost(url.hostname);
  // nodemailer is loaded with the first e-mail sent, so a server that sends none never carries it.
  let transporter: Promise<ReturnType<typeof createTransport>> | null = null;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    ...(plainLoopback ? { ignoreTLS: true } : {}),
  })));
  return {
    async send(message) {
      await (await connect()).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers && Object.keys(message.headers).length ? { headers: { ...message.headers } } : {}),
      });
    },
    async close() {
      (await transporter?.catch(() => null))?.close();
    },
  };
}
