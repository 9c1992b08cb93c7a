import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { customRolePermissions } from '../../../domain/staff/custom-roles';
import { permissionsOf, type StaffRole } from '../../../domain/staff/staff-permissions';
import type { RequestContext, StaffViewer } from '../../context.server';
import type { Db } from '../../db/database.server';
import { say } from '../../errors.server';
import { addressKey, enforceRateLimit, type RateCheck } from '../platform';
import { newId } from '../../ids.server';
import { staffAccounts, staffRoles, staffSessions } from './staff.tables';
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
): Promise<{ id: string; email: string; name: string; role: StaffRole }> {
  const id = newId();
  const email = input.email.trim().toLowerCase();
  // Without a password the account is reached only through a one-time sign-in link.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  await db.insert(staffAccounts).values({ shopId, id, email, name: input.name, role: input.role, passwordHash });
  return { id, email, name: input.name, role: input.role };
}

const viewerColumns = {
  id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role,
  roleName: staffRoles.name, customPermissions: staffRoles.permissions,
};

function viewerOf(row: { id: string; email: string; name: string; role: StaffViewer['role']; roleName: string | null; customPermissions: string[] | null }): StaffViewer {
  const custom = row.role === 'custom';
  return {
    id: row.id, email: row.email, name: row.name, role: row.role,
    roleName: custom ? row.roleName : null,
    // A custom role whose row is missing holds nothing but one's own account.
    permissions: custom ? customRolePermissions(row.customPermissions ?? []) : permissionsOf(row.role as StaffRole),
  };
}

const roleJoin = and(eq(staffRoles.shopId, staffAccounts.shopId), eq(staffRoles.id, staffAccounts.customRoleId));

/** A staff member who may sign in (not deactivated), with their role's permissions, in one query. */
export async function activeStaffViewer(db: Db, shopId: string, staffId: string): Promise<StaffViewer | null> {
  const [row] = await db.select(viewerColumns).from(staffAccounts).leftJoin(staffRoles, roleJoin)
    .where(and(eq(staffAccounts.shopId, shopId), eq(staffAccounts.id, staffId), isNull(staffAccounts.deactivatedAt))).limit(1);
  return row ? viewerOf(row) : null;
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
  // A deactivated member is told what a wrong password is told: nothing to try further.
  const staff = account && valid ? await activeStaffViewer(ctx.db, ctx.shop.id, account.id) : null;
  if (!staff) {
    return { __typename: 'InvalidCredentialsError', message: say(ctx, 'error.invalidCredentials') };
  }
  // The right password takes its attempt back: only wrong ones add up.
  await ctx.limits.refund(attempt);
  return startStaffSession(ctx, staff);
}

/** A fresh session (never a reused token) for a staff member whose identity was just proven. */
export async function startStaffSession(ctx: RequestContext, staff: StaffViewer): Promise<Extract<StaffSignInResult, { __typename: 'StaffSignInSuccess' }>> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_DAYS * 86_400_000);
  await ctx.db.delete(staffSessions).where(and(eq(staffSessions.shopId, ctx.shop.id), lt(staffSessions.expiresAt, now)));
  await ctx.db.insert(staffSessions).values({ shopId: ctx.shop.id, tokenHash: hashToken(token), staffId: staff.id, expiresAt });
  await ctx.db.update(staffAccounts).set({ lastSignInAt: now }).where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.id, staff.id)));
  ctx.cookies.setStaffSession(token, expiresAt);
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

/**
 * The staff member a session cookie belongs to, in this shop only, with their role's
 * permissions: one query per request, whatever the request then checks. A deactivated
 * member's session (deactivation deletes them; this is the second lock) finds no one.
 */
export async function staffForSession(db: Db, shopId: string, token: string | undefined): Promise<StaffViewer | null> {
  if (!token || token.length > 100) return null;
  const live: SQL[] = [eq(staffSessions.shopId, shopId), eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date()), isNull(staffAccounts.deactivatedAt)];
  const [row] = await db
    .select(viewerColumns)
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.shopId, staffSessions.shopId), eq(staffAccounts.id, staffSessions.staffId)))
    .leftJoin(staffRoles, roleJoin)
    .where(and(...live))
    .limit(1);
  return row ? viewerOf(row) : null;
}
