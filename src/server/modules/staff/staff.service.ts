import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/staff/staff-permissions';
import type { RequestContext, StaffViewer } from '../../context.server';
import type { Db } from '../../db/database.server';
import { translate } from '../../errors.server';
import { addressKey, enforceRateLimit, type RateCheck } from '../platform';
import { newId } from '../../ids.server';
import { staffAccounts, staffSessions } from './staff.tables';
import { hashPassword, verifyPassword } from '../platform';

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
  input: { email: string; name: string; role: StaffRole; password?: string | undefined },
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
  | { __typename: 'InvalidCredentialsError'; message: string };

/**
 * Wrong e-mail and wrong password answer alike (SECURITY.md: accounts). Attempts are limited
 * per account and per client address (`staffSignInAccount`, `staffSignInAddress`), counted
 * before the password is checked; beyond them the request is refused with TOO_MANY_REQUESTS.
 */
export async function signInStaff(ctx: RequestContext, email: string, password: string): Promise<StaffSignInResult> {
  const normalised = email.trim().toLowerCase();
  const attempt: RateCheck[] = [
    // The e-mail is hashed: counters (in the database or Redis) hold no addresses people typed.
    { rule: 'staffSignInAccount', key: `${ctx.shop.id}:${hashToken(normalised)}` },
    { rule: 'staffSignInAddress', key: addressKey(ctx.clientAddress) },
  ];
  await enforceRateLimit(ctx.limits, attempt);
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
  // The right password takes its attempt back: only wrong ones add up.
  await ctx.limits.refund(attempt);
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
