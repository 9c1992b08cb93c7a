import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { RequestContext, StaffViewer } from '../../context.server';
import type { Db } from '../../db/database.server';
import { translate } from '../../errors.server';
import { newId } from '../../ids.server';
import { staffAccounts, staffSessions } from './staff.tables';
import { hashPassword, verifyPassword } from './password.server';
import { addressKey, LoginThrottle } from './login-throttle.server';

export type { StaffViewer };

export const STAFF_SESSION_DAYS = 14;

/** A well-formed hash to compare against when the e-mail is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createStaffAccount(
  db: Db,
  shopId: string,
  input: { email: string; name: string; role: 'owner' | 'staff'; password?: string | undefined },
): Promise<StaffViewer> {
  const id = newId();
  const email = input.email.trim().toLowerCase();
  // Without a password the account is reached only through a one-time sign-in link.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  await db.insert(staffAccounts).values({ shopId, id, email, name: input.name, role: input.role, passwordHash });
  return { id, email, name: input.name, role: input.role };
}

export type StaffSignInResult =
  | { __typename: 'StaffSignInSuccess'; staff: StaffViewer }
  | { __typename: 'InvalidCredentialsError'; message: string }
  | { __typename: 'TooManyAttemptsError'; message: string; retryAfterSeconds: number };

/** Ten wrong passwords per account, fifty per client address, in fifteen minutes. */
const accountThrottle = new LoginThrottle(10);
const addressThrottle = new LoginThrottle(50);

/** Wrong e-mail and wrong password answer alike (SECURITY.md: accounts). */
export async function signInStaff(ctx: RequestContext, email: string, password: string): Promise<StaffSignInResult> {
  const normalised = email.trim().toLowerCase();
  const accountKey = `staff:${ctx.shop.id}:${normalised}`;
  const clientKey = addressKey(ctx.clientAddress);
  const wait = Math.max(accountThrottle.retryAfterSeconds(accountKey), addressThrottle.retryAfterSeconds(clientKey));
  if (wait > 0) {
    return { __typename: 'TooManyAttemptsError', message: translate(ctx.language, 'error.tooManySignIns', { minutes: Math.ceil(wait / 60) }), retryAfterSeconds: wait };
  }
  accountThrottle.begin(accountKey);
  addressThrottle.begin(clientKey);
  const [account] = await ctx.db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.email, normalised)))
    .limit(1);
  decoyHash ??= hashPassword('decoy password');
  const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
  if (!account || !valid) {
    return { __typename: 'InvalidCredentialsError', message: translate(ctx.language, 'error.invalidCredentials') };
  }
  accountThrottle.succeeded(accountKey, true);
  addressThrottle.succeeded(clientKey);
  return startStaffSession(ctx, account);
}

/** A fresh session (never a reused token) for a staff member whose identity was just proven. */
export async function startStaffSession(ctx: RequestContext, account: StaffViewer): Promise<Extract<StaffSignInResult, { __typename: 'StaffSignInSuccess' }>> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_DAYS * 86_400_000);
  await ctx.db.delete(staffSessions).where(and(eq(staffSessions.shopId, ctx.shop.id), lt(staffSessions.expiresAt, new Date())));
  await ctx.db.insert(staffSessions).values({ shopId: ctx.shop.id, tokenHash: hashToken(token), staffId: account.id, expiresAt });
  ctx.cookies.setStaffSession(token, expiresAt);
  const staff: StaffViewer = { id: account.id, email: account.email, name: account.name, role: account.role };
  ctx.staff = staff;
  return { __typename: 'StaffSignInSuccess', staff };
}

export async function signOutStaff(ctx: RequestContext, token: string | undefined): Promise<void> {
  if (token) {
    await ctx.db.delete(staffSessions).where(and(eq(staffSessions.shopId, ctx.shop.id), eq(staffSessions.tokenHash, hashToken(token))));
  }
  ctx.cookies.clearStaffSession();
  ctx.staff = null;
}

/** The staff member a session cookie belongs to, in this shop only. */
export async function staffForSession(db: Db, shopId: string, token: string | undefined): Promise<StaffViewer | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role })
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.shopId, staffSessions.shopId), eq(staffAccounts.id, staffSessions.staffId)))
    .where(and(eq(staffSessions.shopId, shopId), eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
