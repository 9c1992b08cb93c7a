import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { CustomerViewer, RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { customerAccounts, customerChecks, customerLoginStates, customerSessions } from './customers.tables';

export type { CustomerViewer };

/** A shopper stays signed in for a month on their own phone; signing out ends it sooner. */
export const CUSTOMER_SESSION_DAYS = 30;
/** How stale `last_seen_at` may get before a request writes it again. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A fresh session for a customer whose identity was just proven. The session this browser
 * held before (anyone's) ends: the token is rotated at every sign-in.
 */
export async function startCustomerSession(ctx: RequestContext, account: { id: string; email: string; name: string; verifiedAt: Date | null }): Promise<CustomerViewer> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_DAYS * 86_400_000);
  await ctx.db.delete(customerSessions).where(and(eq(customerSessions.shopId, ctx.shop.id), lt(customerSessions.expiresAt, now)));
  if (ctx.customer) await endCustomerSession(ctx.db, ctx.shop.id, ctx.customer.sessionHash);
  const sessionHash = hashToken(token);
  await ctx.db.insert(customerSessions).values({ shopId: ctx.shop.id, tokenHash: sessionHash, customerId: account.id, expiresAt });
  ctx.cookies.setCustomerSession(token, expiresAt);
  ctx.customer = { id: account.id, email: account.email, name: account.name, verified: account.verifiedAt !== null, sessionHash };
  return ctx.customer;
}

export async function endCustomerSession(db: Db, shopId: string, sessionHash: string): Promise<void> {
  await db.delete(customerSessions).where(and(eq(customerSessions.shopId, shopId), eq(customerSessions.tokenHash, sessionHash)));
}

/** Ends every session of the customer but the one named (the caller's own, if any). */
export async function endOtherCustomerSessions(db: Db, shopId: string, customerId: string, keepHash?: string): Promise<void> {
  const keep = keepHash ? ne(customerSessions.tokenHash, keepHash) : undefined;
  await db.delete(customerSessions).where(and(eq(customerSessions.shopId, shopId), eq(customerSessions.customerId, customerId), keep));
}

export async function signOutCustomer(ctx: RequestContext, everywhere: boolean): Promise<boolean> {
  const viewer = ctx.customer;
  if (viewer) {
    if (everywhere) await endOtherCustomerSessions(ctx.db, ctx.shop.id, viewer.id);
    else await endCustomerSession(ctx.db, ctx.shop.id, viewer.sessionHash);
  }
  ctx.cookies.clearCustomerSession();
  ctx.customer = null;
  return true;
}

/** The customer a session cookie belongs to, in this shop only. */
export async function customerForSession(db: Db, shopId: string, token: string | undefined, now = new Date()): Promise<CustomerViewer | null> {
  if (!token || token.length > 100) return null;
  const sessionHash = hashToken(token);
  const [row] = await db
    .select({ id: customerAccounts.id, email: customerAccounts.email, name: customerAccounts.name, verifiedAt: customerAccounts.verifiedAt, lastSeenAt: customerSessions.lastSeenAt })
    .from(customerSessions)
    .innerJoin(customerAccounts, and(eq(customerAccounts.shopId, customerSessions.shopId), eq(customerAccounts.id, customerSessions.customerId)))
    .where(and(eq(customerSessions.shopId, shopId), eq(customerSessions.tokenHash, sessionHash), gt(customerSessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(customerSessions).set({ lastSeenAt: now }).where(and(eq(customerSessions.shopId, shopId), eq(customerSessions.tokenHash, sessionHash)));
  }
  return { id: row.id, email: row.email, name: row.name, verified: row.verifiedAt !== null, sessionHash };
}

export interface CustomerSessionView { current: boolean; createdAt: Date; lastSeenAt: Date; expiresAt: Date }

/** The signed-in customer's own live sessions; never anyone else's. */
export async function viewerSessions(ctx: RequestContext): Promise<CustomerSessionView[]> {
  const viewer = ctx.customer;
  if (!viewer) return [];
  const rows = await ctx.db.select().from(customerSessions)
    .where(and(eq(customerSessions.shopId, ctx.shop.id), eq(customerSessions.customerId, viewer.id), gt(customerSessions.expiresAt, new Date())))
    .orderBy(customerSessions.createdAt);
  return rows.map((row) => ({ current: row.tokenHash === viewer.sessionHash, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt }));
}

/**
 * Removes sessions, e-mailed checks and sign-in hand-off states past their expiry, in every shop. Sign-ins and checks
 * clean their own shop as they go; this catches the shops where nobody signs in any more.
 */
export async function pruneExpiredCustomerRows(db: Db, now = new Date()): Promise<void> {
  await db.delete(customerSessions).where(lt(customerSessions.expiresAt, now));
  await db.delete(customerChecks).where(lt(customerChecks.expiresAt, now));
  await db.delete(customerLoginStates).where(lt(customerLoginStates.expiresAt, now));
}
