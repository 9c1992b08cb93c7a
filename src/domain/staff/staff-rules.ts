/**
 * The rules of managing a shop's staff that need no database (docs/decisions/0033): where a
 * staff member stands, and which changes would leave the shop without an owner.
 */

export type StaffStatus = 'invited' | 'active' | 'deactivated';

/** Deactivated wins; an invited member who never signed in is still invited; everyone else is active. */
export function staffStatus(account: { invitedAt: Date | null; lastSignInAt: Date | null; deactivatedAt: Date | null }): StaffStatus {
  if (account.deactivatedAt) return 'deactivated';
  if (account.invitedAt && !account.lastSignInAt) return 'invited';
  return 'active';
}

/** A change that takes someone's access away, or part of it. */
export type StaffChangeKind = 'deactivate' | 'changeRole' | 'resetSignIn';

export type OwnerRuleRefusal = 'self' | 'lastOwner';

/**
 * Refuses the changes that would lock the shop out of its own staff management: an owner does
 * not deactivate, demote or reset themselves (they would be signed out mid-change, or lose the
 * right to undo it), and the last active owner is never deactivated or demoted.
 */
export function ownerRuleRefusal(input: {
  actorId: string;
  target: { id: string; role: string; active: boolean };
  change: StaffChangeKind;
  /** For `changeRole`: the role asked for. */
  newRole?: string;
  /** Ids of the shop's owners that are not deactivated. */
  activeOwnerIds: readonly string[];
}): OwnerRuleRefusal | null {
  const { target, change } = input;
  const demotes = change === 'changeRole' ? target.role === 'owner' && input.newRole !== 'owner' : change === 'deactivate';
  if (input.actorId === target.id && (change !== 'changeRole' || demotes)) return 'self';
  if (demotes && target.role === 'owner' && target.active && input.activeOwnerIds.every((id) => id === target.id)) return 'lastOwner';
  return null;
}
