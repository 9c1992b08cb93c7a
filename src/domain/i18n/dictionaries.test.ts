import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MESSAGE_AREAS } from './dictionaries';
import { messagesId as messagesIdBase } from './messages/id.messages';
import { placeholderNames } from './fill-message';
import { STAFF_PERMISSIONS } from '../staff/staff-permissions';
import { AUDIT_ENTITY_TYPES } from '../staff/audit-entities';

const messagesId = DICTIONARIES.id;
const messagesEn = DICTIONARIES.en;

describe('interface messages', () => {
  it('has the same keys in Indonesian and English', () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesId).sort());
  });

  it('keeps the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(messagesId)) {
      expect(placeholderNames(messagesEn[key]!), key).toEqual(placeholderNames(text));
    }
  });

  it('has no empty message', () => {
    for (const text of [...Object.values(messagesId), ...Object.values(messagesEn)]) expect(text.trim()).not.toBe('');
  });
});

describe('staff permissions in the role editor', () => {
  it('names every permission in both languages, so a new one never shows as a bare key', () => {
    for (const permission of STAFF_PERMISSIONS) {
      expect(messagesId[`adminStaff.permission.${permission}`], permission).toBeTruthy();
      expect(messagesEn[`adminStaff.permission.${permission}`], permission).toBeTruthy();
    }
  });
});

describe('the audit log', () => {
  it('names every kind of changed thing in both languages', () => {
    const unnamed = AUDIT_ENTITY_TYPES.filter((type) => !messagesId[`adminAudit.type.${type}`] || !messagesEn[`adminAudit.type.${type}`]);
    expect(unnamed).toEqual([]);
  });
});

describe('message areas', () => {
  it('define each key once, so no feature silently rewords another\'s text', () => {
    const owners = new Map<string, number>();
    const twice: string[] = [];
    [messagesIdBase, ...MESSAGE_AREAS.map((area) => area.id)].forEach((dictionary, index) => {
      for (const key of Object.keys(dictionary)) {
        if (owners.has(key)) twice.push(key);
        else owners.set(key, index);
      }
    });
    expect(twice).toEqual([]);
  });
});
