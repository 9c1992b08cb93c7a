import { describe, expect, it } from 'vitest';
import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { auditChangeRows, auditFilters, auditQuery, auditVariables } from './audit-view';

describe('the audit screen\'s filters', () => {
  it('read days in the shop\'s time zone and include the last day', () => {
    const filters = auditFilters({ from: '2026-11-01', to: '2026-11-02', staff: 'S1', action: 'inviteStaff' });
    expect(auditVariables(filters, zoneOffsetHours('Asia/Jakarta'))).toMatchObject({ from: '2026-10-31T17:00:00.000Z', to: '2026-11-02T17:00:00.000Z', staffId: 'S1', action: 'inviteStaff', entityType: null });
    // A shop on WIT time starts its days two hours earlier.
    expect(auditVariables(filters, zoneOffsetHours('Asia/Jayapura'))).toMatchObject({ from: '2026-10-31T15:00:00.000Z', to: '2026-11-02T15:00:00.000Z' });
  });

  it('drop a day that is not a day, and page with the last event\'s time and id', () => {
    const filters = auditFilters({ from: 'kemarin', before: '2026-11-28T10:00:00.000Z~E9' });
    expect(auditVariables(filters, zoneOffsetHours('Asia/Jakarta'))).toMatchObject({ from: null, beforeAt: '2026-11-28T10:00:00.000Z', beforeId: 'E9' });
    expect(auditQuery(filters)).toEqual({ before: '2026-11-28T10:00:00.000Z~E9' });
  });
});

describe('a change told field by field', () => {
  it('pairs each field with its value before and after', () => {
    expect(auditChangeRows({ status: 'draft', id: 'P1' }, { status: 'published', id: 'P1', price: 1000 })).toEqual([
      { field: 'status', before: 'draft', after: 'published' },
      { field: 'id', before: 'P1', after: 'P1' },
      { field: 'price', before: null, after: '1000' },
    ]);
    expect(auditChangeRows(null, { name: { id: 'Kopi' } })).toEqual([{ field: 'name', before: null, after: '{"id":"Kopi"}' }]);
  });
});
