import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { envelopeTo: string[]; raw: string }

export interface SmtpCatcher {
  port: number;
  messages: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. `latin1` keeps the raw
 * bytes one character each, for reading quoted-printable bodies; `utf8` reads them as text.
 */
export async function startSmtp(options: { port?: number; encoding?: BufferEncoding } = {}): Promise<SmtpCatcher> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ envelopeTo: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString(options.encoding ?? 'utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
