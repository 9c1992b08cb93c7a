import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { badInput, say } from '../../errors.server';
import { hashPassword, verifyPassword } from '../platform';
import { activeStaffViewer, hashToken, startStaffSession, type StaffSignInResult, type StaffViewer } from './staff.service';
import { staffAccounts, staffSessions, staffSignInLinks } from './staff.tables';

/** Long enough that guessing is hopeless even at the sign-in limit; short enough to remember. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** A printed link is used minutes after it is made; a day covers "tomorrow morning". */
export const SIGN_IN_LINK_HOURS = 24;

export type StaffLinkSignInResult =
  | Extract<StaffSignInResult, { __typename: 'StaffSignInSuccess' }>
  | { __typename: 'InvalidSignInLinkError'; message: string };

export interface StaffMember extends Pick<StaffViewer, 'id' | 'email' | 'name' | 'role'> { hasPassword: boolean; createdAt: Date }

/** Why a new password is refused, as a message key, or null when it is acceptable. */
export function newPasswordProblem(password: string): 'error.passwordTooShort' | 'error.passwordTooLong' | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) return 'error.passwordTooShort';
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return 'error.passwordTooLong';
  return null;
}

function staffMember(row: typeof staffAccounts.$inferSelect): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role, hasPassword: row.passwordHash !== null, createdAt: row.createdAt };
}

export async function listStaff(db: Db, shopId: string): Promise<StaffMember[]> {
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.shopId, shopId)).orderBy(asc(staffAccounts.createdAt));
  return rows.map(staffMember);
}

export async function staffByEmail(db: Db, shopId: string, email: string): Promise<StaffMember | null> {
  const [row] = await db.select().from(staffAccounts)
    .where(and(eq(staffAccounts.shopId, shopId), eq(staffAccounts.email, email.trim().toLowerCase()))).limit(1);
  return row ? staffMember(row) : null;
}

/**
 * A one-time sign-in link's secret for a staff member. Only its hash is stored; earlier unused
 * links of the same person stop working, so only the newest printed link is live.
 */
export async function issueSignInLink(db: Db, shopId: string, staffId: string, now = new Date(), hours = SIGN_IN_LINK_HOURS): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.delete(staffSignInLinks).where(and(eq(staffSignInLinks.shopId, shopId), eq(staffSignInLinks.staffId, staffId)));
  await db.insert(staffSignInLinks).values({ shopId, tokenHash: hashToken(token), staffId, expiresAt });
  return { token, expiresAt };
}

/** A hand-off lives only as long as one redirect takes; a minute covers a slow phone. */
export const HANDOFF_SECONDS = 60;

/**
 * A one-time token that carries a signed-in staff member to another host name of the same shop
 * (`/_sys/login/sub/{subdomain}` → `/admin/login/redirect/{state}`): a sign-in link that expires
 * in a minute and, unlike a printed link, leaves the person's other links alone.
 */
export async function issueSignInHandoff(db: Db, shopId: string, staffId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSignInLinks).values({ shopId, tokenHash: hashToken(token), staffId, expiresAt: new Date(now.getTime() + HANDOFF_SECONDS * 1000) });
  return token;
}

/** Uses a link once: the row is deleted in the same statement that reads it. */
export async function signInWithLink(ctx: RequestContext, token: string): Promise<StaffLinkSignInResult> {
  const invalid = { __typename: 'InvalidSignInLinkError' as const, message: say(ctx, 'error.signInLinkInvalid') };
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return invalid;
  const now = new Date();
  await ctx.db.delete(staffSignInLinks).where(and(eq(staffSignInLinks.shopId, ctx.shop.id), lt(staffSignInLinks.expiresAt, now)));
  const [link] = await ctx.db.delete(staffSignInLinks)
    .where(and(eq(staffSignInLinks.shopId, ctx.shop.id), eq(staffSignInLinks.tokenHash, hashToken(token)), gt(staffSignInLinks.expiresAt, now)))
    .returning({ staffId: staffSignInLinks.staffId });
  if (!link) return invalid;
  const staff = await activeStaffViewer(ctx.db, ctx.shop.id, link.staffId);
  if (!staff) return invalid;
  return startStaffSession(ctx, staff);
}

/** Ends every session of the staff member but the one named (the caller's own, if any). */
export async function endStaffSessions(db: Db, shopId: string, staffId: string, keepToken?: string): Promise<void> {
  const keep = keepToken ? ne(staffSessions.tokenHash, hashToken(keepToken)) : undefined;
  await db.delete(staffSessions).where(and(eq(staffSessions.shopId, shopId), eq(staffSessions.staffId, staffId), keep));
}

/**
 * Sets a password from the command line (no current password to ask for) and ends every
 * session: whoever knew the old one is out. Without a password the old one is cleared, so a
 * reset really locks the old password out until the person signs in with a new link.
 */
export async function resetStaffPassword(db: Db, shopId: string, staffId: string, password: string | null): Promise<void> {
  if (password !== null) {
    const problem = newPasswordProblem(password);
    if (problem) throw badInput(problem, { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH }, 'password');
  }
  const passwordHash = password === null ? null : await hashPassword(password);
  await db.update(staffAccounts).set({ passwordHash }).where(and(eq(staffAccounts.shopId, shopId), eq(staffAccounts.id, staffId)));
  await endStaffSessions(db, shopId, staffId);
}

/**
 * A signed-in staff member sets their password. The current one is asked for when there is
 * one; an account made with a sign-in link has none yet. Other sessions end (SECURITY.md).
 */
export async function changeOwnPassword(ctx: RequestContext, sessionToken: string | undefined, input: { currentPassword?: string | null | undefined; newPassword: string }): Promise<true> {
  const staff = ctx.staff;
  if (!staff) throw badInput('error.staffOnly');
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw badInput(problem, { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH }, 'newPassword');
  const [account] = await ctx.db.select().from(staffAccounts)
    .where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.id, staff.id))).limit(1);
  if (!account) throw badInput('error.staffOnly');
  if (account.passwordHash !== null && !(await verifyPassword(input.currentPassword ?? '', account.passwordHash))) {
    throw badInput('error.currentPasswordWrong', {}, 'currentPassword');
  }
  await ctx.db.update(staffAccounts).set({ passwordHash: await hashPassword(input.newPassword) })
    .where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.id, staff.id)));
  await endStaffSessions(ctx.db, ctx.shop.id, staff.id, sessionToken);
  return true;
}

/** Removes staff sessions and sign-in links past their expiry, in every shop. */
export async function pruneExpiredStaffRows(db: Db, now = new Date()): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  await db.delete(staffSignInLinks).where(lt(staffSignInLinks.expiresAt, now));
}
