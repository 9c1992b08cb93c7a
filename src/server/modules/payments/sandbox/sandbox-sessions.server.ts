import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.server';
import { sandboxSessions } from '../payments.tables';
import type { StartPaymentRequest } from '../payment-provider';

export type SandboxSession = typeof sandboxSessions.$inferSelect;
export type SandboxKind = SandboxSession['kind'];

/** How long a shopper has to finish on the provider's page. */
export const SANDBOX_SESSION_TTL_MS = 30 * 60 * 1000;

const PREFIX: Record<SandboxKind, string> = { card: 'cs_', wallet: 'ws_' };

/** 18 random bytes: 144 bits, 24 base64url characters after the prefix. */
export function newSessionId(kind: SandboxKind): string {
  return `${PREFIX[kind]}${randomBytes(18).toString('base64url')}`;
}

/** Refuses anything that is not an id we could have made before touching the database. */
export function isSessionId(kind: SandboxKind, value: string): boolean {
  return value.length === 27 && value.startsWith(PREFIX[kind]) && /^[A-Za-z0-9_-]+$/.test(value.slice(3));
}

/**
 * Absolute http(s) addresses, or a path on this host. The return address is written into
 * the provider's page as a link and a redirect, so anything else (`javascript:`, `//evil`)
 * is refused when the payment starts rather than trusted later.
 */
export function isSafeReturnUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export async function createSession(db: Db, kind: SandboxKind, request: StartPaymentRequest, now = new Date()): Promise<string> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new RangeError('A sandbox payment needs a positive integer amount.');
  if (!isSafeReturnUrl(request.returnUrl)) throw new RangeError('The return address must be an http(s) address or a path.');
  const id = newSessionId(kind);
  await db.insert(sandboxSessions).values({
    id,
    kind,
    shopId: request.shopId,
    amount: request.amount,
    currency: request.currency,
    description: request.description.slice(0, 500),
    returnUrl: request.returnUrl,
    notifyUrl: request.notifyUrl,
    expiresAt: new Date(now.getTime() + SANDBOX_SESSION_TTL_MS),
  });
  return id;
}

export async function findSession(db: Db, kind: SandboxKind, id: string): Promise<SandboxSession | null> {
  if (!isSessionId(kind, id)) return null;
  const [row] = await db.select().from(sandboxSessions).where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.kind, kind)));
  return row ?? null;
}

export function isExpired(session: SandboxSession, now: Date): boolean {
  return session.expiresAt.getTime() <= now.getTime();
}
