import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isValidEmail } from '../../../domain/checkout/contact';
import type { StaffRoleKind } from '../../../domain/staff/custom-roles';
import { isStaffRole } from '../../../domain/staff/staff-permissions';
import { ownerRuleRefusal, staffStatus, type StaffChangeKind, type StaffStatus } from '../../../domain/staff/staff-rules';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { inTransaction } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { lang, shopEmail, type EmailDefinition, type EmailData } from '../mail';
import { enqueueEmail } from '../outbox';
import { issueSignInLink, endStaffSessions, SIGN_IN_LINK_HOURS } from './staff-access.service';
import { STAFF_INVITATION_EMAIL, STAFF_SIGN_IN_LINK_EMAIL } from './staff-emails.templates';
import { staffAccounts, staffRoles, staffSignInLinks } from './staff.tables';

/** An invitation is read days later, after a weekend; a week is what Shopify gives too. */
export const INVITATION_HOURS = 7 * 24;
export const STAFF_NAME_MAX = 100;

/** One row of the owner's staff list. */
export interface StaffEntry {
  id: string;
  name: string;
  email: string;
  role: StaffRoleKind;
  customRoleId: string | null;
  roleName: string | null;
  status: StaffStatus;
  invitedAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export type StaffChangeResult =
  | { __typename: 'StaffChangeDone'; member: StaffEntry | null; message: string }
  | { __typename: 'StaffChangeRefused'; field: string | null; message: string };

const entryColumns = {
  id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email, role: staffAccounts.role, customRoleId: staffAccounts.customRoleId,
  roleName: staffRoles.name, invitedAt: staffAccounts.invitedAt, lastSignInAt: staffAccounts.lastSignInAt, deactivatedAt: staffAccounts.deactivatedAt, createdAt: staffAccounts.createdAt,
};
type EntryRow = Omit<StaffEntry, 'status'> & { deactivatedAt: Date | null };

function entryOf(row: EntryRow): StaffEntry {
  const { deactivatedAt: _gone, ...rest } = row;
  return { ...rest, status: staffStatus(row) };
}

const roleJoin = and(eq(staffRoles.shopId, staffAccounts.shopId), eq(staffRoles.id, staffAccounts.customRoleId));

export async function listStaffEntries(ctx: RequestContext, db: Db = ctx.db): Promise<StaffEntry[]> {
  const rows = await db.select(entryColumns).from(staffAccounts).leftJoin(staffRoles, roleJoin)
    .where(eq(staffAccounts.shopId, ctx.shop.id)).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.id));
  return rows.map(entryOf);
}

async function entryById(db: Db, ctx: RequestContext, id: string, lock = false): Promise<StaffEntry | null> {
  const query = db.select(entryColumns).from(staffAccounts).leftJoin(staffRoles, roleJoin)
    .where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.id, id))).limit(1);
  const [row] = lock ? await query.for('update', { of: staffAccounts }) : await query;
  return row ? entryOf(row) : null;
}

const refused = (ctx: RequestContext, key: string, field: string | null = null, params = {}): StaffChangeResult =>
  ({ __typename: 'StaffChangeRefused', field, message: say(ctx, key, params) });

const done = (ctx: RequestContext, member: StaffEntry | null, key: string, params = {}): StaffChangeResult =>
  ({ __typename: 'StaffChangeDone', member, message: say(ctx, key, params) });

/** A role as the API names it: a built-in role's key, or a custom role's id in this shop. */
async function roleNamed(db: Db, ctx: RequestContext, role: string): Promise<{ role: StaffRoleKind; customRoleId: string | null; label: string } | null> {
  if (isStaffRole(role)) return { role, customRoleId: null, label: say(ctx, `admin.role.${role}`) };
  const [custom] = await db.select({ id: staffRoles.id, name: staffRoles.name }).from(staffRoles)
    .where(and(eq(staffRoles.shopId, ctx.shop.id), eq(staffRoles.id, role))).limit(1);
  return custom ? { role: 'custom', customRoleId: custom.id, label: custom.name } : null;
}

const roleLabel = (ctx: RequestContext, member: Pick<StaffEntry, 'role' | 'roleName'>) =>
  (member.role === 'custom' ? (member.roleName ?? '') : say(ctx, `admin.role.${member.role}`));

/** Writes the e-mail with a fresh one-time link in the caller's transaction: it goes out only if the change is kept. */
async function sendLink<D extends EmailData & { name: string; role: string; url: string; hours: number }>(
  tx: Db, ctx: RequestContext, member: StaffEntry, email: EmailDefinition<D>, hours: number, extra: Omit<D, keyof (EmailData & { name: string; role: string; url: string; hours: number })>,
): Promise<void> {
  const { token } = await issueSignInLink(tx, ctx.shop.id, member.id, new Date(), hours);
  const data = { language: lang(ctx.language), shopName: ctx.shop.name, name: member.name, role: roleLabel(ctx, member), url: `${ctx.origin}/admin/sign-in/${token}`, hours, ...extra } as D;
  const message = await shopEmail(tx, ctx, email, data);
  await enqueueEmail(tx, { shopId: ctx.shop.id, dedupeKey: `${email.key}:${member.id}:${randomBytes(9).toString('base64url')}`, template: email.key, message: { to: member.email, ...message } });
}

/**
 * Invites someone by e-mail: an account without a password, marked invited, and an e-mail with
 * a one-time link (a week) that signs them in and asks for a password. The answer says the
 * e-mail is queued, never that it was sent: the mail queue tells when it is.
 */
export async function inviteStaff(ctx: RequestContext, input: { name: string; email: string; role: string }): Promise<StaffChangeResult> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) return refused(ctx, 'error.field.required', 'name');
  if ([...name].length > STAFF_NAME_MAX) return refused(ctx, 'error.field.tooLong', 'name', { max: STAFF_NAME_MAX });
  if (!isValidEmail(email)) return refused(ctx, 'error.staff.email', 'email');
  return inTransaction(ctx.db, async (tx) => {
    const role = await roleNamed(tx, ctx, input.role);
    if (!role) return refused(ctx, 'error.staff.roleUnknown', 'role');
    const id = newId();
    const [inserted] = await tx.insert(staffAccounts)
      .values({ shopId: ctx.shop.id, id, email, name, role: role.role, customRoleId: role.customRoleId, passwordHash: null, invitedAt: new Date() })
      .onConflictDoNothing().returning({ id: staffAccounts.id });
    if (!inserted) return refused(ctx, 'error.staff.emailTaken', 'email', { email });
    const member = (await entryById(tx, ctx, id))!;
    await sendLink(tx, ctx, member, STAFF_INVITATION_EMAIL, INVITATION_HOURS, { invitedBy: ctx.staff!.name });
    await recordAudit(ctx, tx, { action: 'inviteStaff', entityType: 'staff', entityId: id, before: null, after: { name, email, role: role.label } });
    return done(ctx, member, 'staff.invite.queued', { email });
  });
}

type Change = (tx: Db, member: StaffEntry) => Promise<StaffChangeResult>;

/** Loads and locks the member, applies the owner rules for `kind`, then `change`. */
async function changeMember(ctx: RequestContext, id: string, kind: StaffChangeKind | null, change: Change, newRole?: string): Promise<StaffChangeResult> {
  return inTransaction(ctx.db, async (tx) => {
    // The active owners are locked first, always in the same order: two owners demoting each
    // other at once are taken one after the other, and the second finds the last owner left.
    const owners = kind
      ? await tx.select({ id: staffAccounts.id }).from(staffAccounts)
        .where(and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.role, 'owner'), isNull(staffAccounts.deactivatedAt)))
        .orderBy(asc(staffAccounts.id)).for('update')
      : [];
    const member = await entryById(tx, ctx, id, true);
    if (!member) return refused(ctx, 'error.staff.notFound');
    if (kind) {
      const rule = ownerRuleRefusal({
        actorId: ctx.staff!.id, target: { id: member.id, role: member.role, active: member.status !== 'deactivated' }, change: kind, newRole, activeOwnerIds: owners.map((o) => o.id),
      });
      if (rule) return refused(ctx, `error.staff.${rule}.${kind}`);
    }
    return change(tx, member);
  });
}

const where = (ctx: RequestContext, id: string) => and(eq(staffAccounts.shopId, ctx.shop.id), eq(staffAccounts.id, id));

export function changeStaffRole(ctx: RequestContext, id: string, roleInput: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, 'changeRole', async (tx, member) => {
    const role = await roleNamed(tx, ctx, roleInput);
    if (!role) return refused(ctx, 'error.staff.roleUnknown', 'role');
    // Permissions are read with every request's session, so the new role holds from the next request on.
    await tx.update(staffAccounts).set({ role: role.role, customRoleId: role.customRoleId }).where(where(ctx, id));
    const after = (await entryById(tx, ctx, id))!;
    await recordAudit(ctx, tx, { action: 'changeStaffRole', entityType: 'staff', entityId: id, before: { name: member.name, role: roleLabel(ctx, member) }, after: { name: member.name, role: role.label } });
    return done(ctx, after, 'staff.role.changed', { name: member.name, role: role.label });
  }, isStaffRole(roleInput) ? roleInput : 'custom');
}

/** Ends every session and link at once; the account stays (with its name in the log) but cannot sign in. */
export function deactivateStaff(ctx: RequestContext, id: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, 'deactivate', async (tx, member) => {
    if (member.status === 'deactivated') return done(ctx, member, 'staff.deactivated', { name: member.name });
    await tx.update(staffAccounts).set({ deactivatedAt: new Date() }).where(where(ctx, id));
    await endStaffSessions(tx, ctx.shop.id, id);
    await tx.delete(staffSignInLinks).where(and(eq(staffSignInLinks.shopId, ctx.shop.id), eq(staffSignInLinks.staffId, id)));
    await recordAudit(ctx, tx, { action: 'deactivateStaff', entityType: 'staff', entityId: id, before: { name: member.name, status: member.status }, after: { name: member.name, status: 'deactivated' } });
    return done(ctx, (await entryById(tx, ctx, id))!, 'staff.deactivated', { name: member.name });
  });
}

/** They sign in again with their password, or, if they had none yet, after a new link (reset sign-in or re-send). */
export function reactivateStaff(ctx: RequestContext, id: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, null, async (tx, member) => {
    if (member.status !== 'deactivated') return done(ctx, member, 'staff.reactivated', { name: member.name });
    await tx.update(staffAccounts).set({ deactivatedAt: null }).where(where(ctx, id));
    const after = (await entryById(tx, ctx, id))!;
    await recordAudit(ctx, tx, { action: 'reactivateStaff', entityType: 'staff', entityId: id, before: { name: member.name, status: 'deactivated' }, after: { name: member.name, status: after.status } });
    return done(ctx, after, 'staff.reactivated', { name: member.name });
  });
}

/**
 * Ends every session, clears the password (whoever knew it is out) and e-mails a one-time
 * sign-in link to choose a new one: for a lost password or a suspected stranger.
 */
export function resetStaffSignIn(ctx: RequestContext, id: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, 'resetSignIn', async (tx, member) => {
    if (member.status === 'deactivated') return refused(ctx, 'error.staff.deactivated');
    if (member.status === 'invited') return refused(ctx, 'error.staff.stillInvited');
    await tx.update(staffAccounts).set({ passwordHash: null }).where(where(ctx, id));
    await endStaffSessions(tx, ctx.shop.id, id);
    await sendLink(tx, ctx, member, STAFF_SIGN_IN_LINK_EMAIL, SIGN_IN_LINK_HOURS, {});
    await recordAudit(ctx, tx, { action: 'resetStaffSignIn', entityType: 'staff', entityId: id, before: { name: member.name }, after: { name: member.name, sessionsEnded: true, signInLinkQueued: true } });
    return done(ctx, member, 'staff.reset.queued', { name: member.name, email: member.email });
  });
}

/** A new invitation e-mail; the earlier link stops working. */
export function resendStaffInvitation(ctx: RequestContext, id: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, null, async (tx, member) => {
    if (member.status !== 'invited') return refused(ctx, 'error.staff.notInvited');
    await tx.update(staffAccounts).set({ invitedAt: new Date() }).where(where(ctx, id));
    const after = (await entryById(tx, ctx, id))!;
    await sendLink(tx, ctx, after, STAFF_INVITATION_EMAIL, INVITATION_HOURS, { invitedBy: ctx.staff!.name });
    await recordAudit(ctx, tx, { action: 'resendStaffInvitation', entityType: 'staff', entityId: id, before: null, after: { name: member.name, email: member.email } });
    return done(ctx, after, 'staff.invite.queued', { email: member.email });
  });
}

/** Withdraws an invitation nobody accepted: the account and its link are gone, the address free again. */
export function revokeStaffInvitation(ctx: RequestContext, id: string): Promise<StaffChangeResult> {
  return changeMember(ctx, id, null, async (tx, member) => {
    if (member.status !== 'invited') return refused(ctx, 'error.staff.notInvited');
    await tx.delete(staffSignInLinks).where(and(eq(staffSignInLinks.shopId, ctx.shop.id), eq(staffSignInLinks.staffId, id)));
    await endStaffSessions(tx, ctx.shop.id, id);
    await tx.delete(staffAccounts).where(where(ctx, id));
    await recordAudit(ctx, tx, { action: 'revokeStaffInvitation', entityType: 'staff', entityId: id, before: { name: member.name, email: member.email, status: 'invited' }, after: null });
    return done(ctx, null, 'staff.invite.revoked', { email: member.email });
  });
}
