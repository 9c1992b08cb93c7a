import { describe, expect, it } from 'vitest';
import { ownerRuleRefusal, staffStatus } from './staff-rules';

const at = new Date('2026-11-28T10:00:00Z');

describe('staff status', () => {
  it('reads invited until the first sign-in, deactivated above all', () => {
    expect(staffStatus({ invitedAt: at, lastSignInAt: null, deactivatedAt: null })).toBe('invited');
    expect(staffStatus({ invitedAt: at, lastSignInAt: at, deactivatedAt: null })).toBe('active');
    expect(staffStatus({ invitedAt: null, lastSignInAt: null, deactivatedAt: null })).toBe('active');
    expect(staffStatus({ invitedAt: at, lastSignInAt: null, deactivatedAt: at })).toBe('deactivated');
  });
});

describe('the owner rules', () => {
  const owner = { id: 'a', role: 'owner', active: true };
  it('refuses an owner deactivating, demoting or resetting themselves', () => {
    expect(ownerRuleRefusal({ actorId: 'a', target: owner, change: 'deactivate', activeOwnerIds: ['a', 'b'] })).toBe('self');
    expect(ownerRuleRefusal({ actorId: 'a', target: owner, change: 'changeRole', newRole: 'administrator', activeOwnerIds: ['a', 'b'] })).toBe('self');
    expect(ownerRuleRefusal({ actorId: 'a', target: owner, change: 'resetSignIn', activeOwnerIds: ['a', 'b'] })).toBe('self');
    expect(ownerRuleRefusal({ actorId: 'a', target: owner, change: 'changeRole', newRole: 'owner', activeOwnerIds: ['a'] })).toBeNull();
  });

  it('refuses taking the last active owner away, and allows it while another owner remains', () => {
    expect(ownerRuleRefusal({ actorId: 'x', target: owner, change: 'deactivate', activeOwnerIds: ['a'] })).toBe('lastOwner');
    expect(ownerRuleRefusal({ actorId: 'x', target: owner, change: 'changeRole', newRole: 'custom', activeOwnerIds: ['a'] })).toBe('lastOwner');
    expect(ownerRuleRefusal({ actorId: 'b', target: owner, change: 'deactivate', activeOwnerIds: ['a', 'b'] })).toBeNull();
    expect(ownerRuleRefusal({ actorId: 'b', target: owner, change: 'resetSignIn', activeOwnerIds: ['a'] })).toBeNull();
  });

  it('leaves other roles to the owner', () => {
    expect(ownerRuleRefusal({ actorId: 'a', target: { id: 'c', role: 'content_editor', active: true }, change: 'deactivate', activeOwnerIds: ['a'] })).toBeNull();
  });
});
