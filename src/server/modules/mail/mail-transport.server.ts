import nodemailer from 'nodemailer';
import type { EmailMessage } from '../outbox';

export interface MailTransport {
  /** Hands the message to the mail server; throws when it was not accepted. */
  send(message: EmailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The transport of a shop without a mail server (the embedded default). Sending succeeds and
 * keeps nothing: the outbox row, marked sent, already holds the whole message and is the local
 * mailbox that the development mail viewer (`/_dev/mail`) reads.
 */
export class LocalMailbox implements MailTransport {
  async send(_message: EmailMessage & { from: string }): Promise<void> {}
  async close(): Promise<void> {}
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
export function createMailTransport(config: { smtpUrl?: string | undefined }): MailTransport {
  if (!config.smtpUrl) return new LocalMailbox();
  const url = new URL(config.smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('The mail server address must start with smtp:// or smtps://.');
  const plainLoopback = url.protocol === 'smtp:' && isLoopbackHost(url.hostname);
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    ...(plainLoopback ? { ignoreTLS: true } : {}),
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
