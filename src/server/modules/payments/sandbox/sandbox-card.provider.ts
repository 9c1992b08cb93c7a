import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.server';
import { sandboxSessions } from '../payments.tables';
import type { CardChargeResult, PaymentProvider, StartPaymentRequest, StartPaymentResult } from '../payment-provider';
import { validateCardForm, type BilingualText, type CardField, type CardFormInput, type CardOutcome } from './card-form';
import { cardFormPath } from './sandbox-pages.server';
import { createSession, findSession, isExpired, type SandboxSession } from './sandbox-sessions.server';

type SettledCardStatus = 'succeeded' | 'declined' | 'failed';

const STATUS_BY_OUTCOME: Record<CardOutcome, SettledCardStatus> = { succeed: 'succeeded', decline: 'declined', fail: 'failed' };

const CHARGE_MESSAGES: Record<SettledCardStatus, string> = {
  succeeded: 'The card was charged.',
  declined: 'The card was declined by its issuer.',
  failed: 'The card could not be charged because of a processing error.',
};

function isCardOutcome(value: string | null): value is CardOutcome {
  return value === 'succeed' || value === 'decline' || value === 'fail';
}

/** What the hosted form's POST led to, for the page to answer. */
export type CardSubmission =
  | { kind: 'not_found' }
  | { kind: 'unavailable'; session: SandboxSession }
  | { kind: 'invalid'; session: SandboxSession; errors: Partial<Record<CardField, BilingualText>> }
  | { kind: 'submitted'; session: SandboxSession };

/** Whether the hosted form can still take a card for this session. */
export function cardSessionOpen(session: SandboxSession, now: Date): boolean {
  return session.status === 'open' && session.tokenHash === null && !isExpired(session, now);
}

function settledResult(session: SandboxSession): CardChargeResult {
  if (session.status === 'succeeded' || session.status === 'declined' || session.status === 'failed') {
    return { status: session.status, message: CHARGE_MESSAGES[session.status], last4: session.cardLast4 };
  }
  return { status: 'failed', message: 'The card session was cancelled.', last4: session.cardLast4 };
}

/**
 * The sandbox card provider. Its hosted form stands for the provider's own site: the card
 * number is checked there and reduced to its last four digits and a test outcome before
 * anything is written, so neither the shop nor the database ever holds it.
 */
export class SandboxCardProvider implements PaymentProvider {
  readonly name = 'sandbox-card';
  readonly method = 'card' as const;

  async start(db: Db, request: StartPaymentRequest): Promise<StartPaymentResult> {
    const sessionId = await createSession(db, 'card', request);
    return { providerRef: sessionId, redirectUrl: cardFormPath(sessionId) };
  }

  /** The hosted form's POST: turns the card into a single-use token held by the session. */
  async submit(db: Db, sessionId: string, input: CardFormInput, now = new Date()): Promise<CardSubmission> {
    const session = await findSession(db, 'card', sessionId);
    if (!session) return { kind: 'not_found' };
    if (!cardSessionOpen(session, now)) return { kind: 'unavailable', session };
    const checked = validateCardForm(input, now);
    if (!checked.ok) return { kind: 'invalid', session, errors: checked.errors };
    // The token itself is never handed out: the shop charges by session, so only its hash
    // is kept, as a provider would keep a record of the token it issued.
    const tokenHash = createHash('sha256').update(`tok_${randomBytes(24).toString('base64url')}`).digest('hex');
    const [updated] = await db
      .update(sandboxSessions)
      .set({ cardLast4: checked.last4, cardOutcome: checked.outcome, tokenHash })
      .where(and(
        eq(sandboxSessions.id, session.id),
        eq(sandboxSessions.status, 'open'),
        isNull(sandboxSessions.tokenHash),
        gt(sandboxSessions.expiresAt, now),
      ))
      .returning();
    // Another tab submitted first, or the session ran out meanwhile.
    if (!updated) return { kind: 'unavailable', session: (await findSession(db, 'card', sessionId)) ?? session };
    return { kind: 'submitted', session: updated };
  }

  /**
   * Charges the card the shopper entered for this session, once. The shop's server calls it
   * after the shopper comes back; calling it again answers with the same settled outcome.
   */
  async charge(db: Db, sessionId: string, expected: { shopId: string; amount: number }): Promise<CardChargeResult> {
    const session = await findSession(db, 'card', sessionId);
    if (!session) return { status: 'failed', message: 'There is no such card session.', last4: null };
    // Checked before anything else so one shop can neither charge nor read another's session.
    if (session.shopId !== expected.shopId) return { status: 'failed', message: 'The card session belongs to another shop.', last4: null };
    if (session.amount !== expected.amount) return { status: 'failed', message: 'The card session is for a different amount.', last4: null };
    if (session.status !== 'open') return settledResult(session);
    if (session.tokenHash === null) {
      if (isExpired(session, new Date())) return { status: 'failed', message: 'The card session expired before a card was entered.', last4: null };
      return { status: 'not_ready', message: 'The shopper has not entered a card yet.' };
    }
    if (!isCardOutcome(session.cardOutcome)) return { status: 'failed', message: 'The card session holds no usable card.', last4: session.cardLast4 };
    const [settled] = await db
      .update(sandboxSessions)
      .set({ status: STATUS_BY_OUTCOME[session.cardOutcome], tokenUsedAt: new Date() })
      .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open'), isNotNull(sandboxSessions.tokenHash)))
      .returning();
    if (settled) return settledResult(settled);
    // A concurrent call settled it first: report what that call decided.
    const current = await findSession(db, 'card', sessionId);
    return current ? settledResult(current) : { status: 'failed', message: 'There is no such card session.', last4: null };
  }
}

export function createSandboxCardProvider(): SandboxCardProvider {
  return new SandboxCardProvider();
}
