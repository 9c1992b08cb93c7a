import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/database.server';
import { enqueueWebhook } from '../../outbox';
import { serverKey } from '../../platform';
import { sandboxSessions } from '../payments.tables';
import type { PaymentProvider, StartPaymentRequest, StartPaymentResult } from '../payment-provider';
import { walletPath } from './sandbox-pages.server';
import { createSession, findSession, isAbsoluteHttpUrl, isExpired, type SandboxSession } from './sandbox-sessions.server';
import { WALLET_SIGNATURE_HEADER, signWalletNotification, type WalletEvent } from './wallet-signature.server';

/** Name of the `server_keys` row that signs the sandbox wallet's notifications. */
export const WALLET_SIGNING_KEY = 'sandbox-wallet-signing';
export const WALLET_DEDUPE_PREFIX = 'sandbox-wallet:';

/** The outbox row's payload: a POST of `body`, exactly as signed, to `url`. */
export interface WalletWebhookPayload {
  url: string;
  headers: Record<string, string>;
  body: string;
  [key: string]: unknown;
}

export type WalletAction = 'pay' | 'cancel';

export type WalletSettlement =
  | { kind: 'not_found' }
  | { kind: 'expired'; session: SandboxSession }
  /** `notified` is false when the session had already been settled: nothing new was sent. */
  | { kind: 'settled'; session: SandboxSession; notified: boolean };

export function walletWebhookHeaders(secret: string, body: string, now: Date): Record<string, string> {
  return { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signWalletNotification(secret, body, now) };
}

/**
 * The same notification with a fresh signature, for the outbox to call just before each
 * delivery attempt. A signature carries its time and is good for five minutes, while the
 * outbox retries after 1, 5, 30 minutes and longer, so a retry must be signed again at
 * sending time or the shop would rightly refuse it as stale. The body, and so the event
 * id the shop deduplicates by, stays the same. Requests that are not sandbox wallet
 * notifications (no signature header) are returned untouched.
 */
export async function resignWalletWebhook<T extends { headers: Record<string, string>; body: string }>(db: Db, request: T, now = new Date()): Promise<T> {
  if (!Object.keys(request.headers).some((name) => name.toLowerCase() === WALLET_SIGNATURE_HEADER)) return request;
  const secret = await serverKey(db, WALLET_SIGNING_KEY);
  return { ...request, headers: { ...request.headers, ...walletWebhookHeaders(secret, request.body, now) } };
}

/**
 * The sandbox wallet. The shopper approves or cancels on the wallet's own page; the result
 * reaches the shop only as a signed server-to-server notification, never through the
 * shopper's return, which anyone could forge.
 */
export class SandboxWalletProvider implements PaymentProvider {
  readonly name = 'sandbox-wallet';
  readonly method = 'wallet' as const;

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    if (!isAbsoluteHttpUrl(request.notifyUrl)) throw new RangeError('The wallet needs an absolute http(s) notification address.');
    const sessionId = await createSession(db, 'wallet', request);
    return { providerRef: sessionId, redirectUrl: walletPath(sessionId) };
  }

  /**
   * Settles the session from open to succeeded or cancelled and, in the same transaction,
   * queues its signed notification: the two happen together or not at all, and a repeated
   * click finds the session settled and queues nothing.
   */
  async settle(db: Db, sessionId: string, action: WalletAction, now = new Date()): Promise<WalletSettlement> {
    const session = await findSession(db, 'wallet', sessionId);
    if (!session) return { kind: 'not_found' };
    if (session.status !== 'open') return { kind: 'settled', session, notified: false };
    if (isExpired(session, now)) return { kind: 'expired', session };
    // Read outside the transaction: a key made inside one that rolled back would be cached
    // by serverKey yet missing from the database.
    const secret = await serverKey(db, WALLET_SIGNING_KEY);
    const status = action === 'pay' ? 'succeeded' : 'cancelled';
    const outcome = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(sandboxSessions)
        .set({ status })
        .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open'), gt(sandboxSessions.expiresAt, now)))
        .returning();
      if (!updated) return null;
      const event: WalletEvent = {
        eventId: `evt_${randomBytes(18).toString('base64url')}`,
        sessionId: updated.id,
        status,
        amount: updated.amount,
        currency: updated.currency,
        occurredAt: now.toISOString(),
      };
      const body = JSON.stringify(event);
      const payload: WalletWebhookPayload = { url: updated.notifyUrl, headers: walletWebhookHeaders(secret, body, now), body };
      await enqueueWebhook(tx as unknown as Db, { shopId: updated.shopId, dedupeKey: `${WALLET_DEDUPE_PREFIX}${event.eventId}`, ...payload });
      return updated;
    });
    if (outcome) return { kind: 'settled', session: outcome, notified: true };
    // Lost a race with another click, or the session ran out between the read and the update.
    const current = (await findSession(db, 'wallet', sessionId)) ?? session;
    return current.status === 'open' ? { kind: 'expired', session: current } : { kind: 'settled', session: current, notified: false };
  }
}

export function createSandboxWalletProvider(): SandboxWalletProvider {
  return new SandboxWalletProvider();
}
