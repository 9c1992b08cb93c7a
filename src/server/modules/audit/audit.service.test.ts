import { describe, expect, it } from 'vitest';
import { changedParts, withoutSecrets } from './audit.service';

describe('what an audit entry keeps', () => {
  it('keeps only the fields a change touched, dates as text', () => {
    const before = { id: 'p1', name: 'Kopi', price: 50_000, updatedAt: new Date('2026-11-01T00:00:00Z'), publishedAt: new Date('2026-10-01T00:00:00Z') };
    const after = { ...before, price: 55_000, updatedAt: new Date('2026-11-02T00:00:00Z'), publishedAt: new Date('2026-11-02T00:00:00Z') };
    expect(changedParts(before, after)).toEqual({
      before: { id: 'p1', price: 50_000, publishedAt: '2026-10-01T00:00:00.000Z' },
      after: { id: 'p1', price: 55_000, publishedAt: '2026-11-02T00:00:00.000Z' },
    });
  });

  it('shows a field the change added only after it, and keeps which variation it was', () => {
    expect(changedParts({ variationId: '', stock: 10 }, { variationId: '', stock: 15, reason: 'received' }))
      .toEqual({ before: { variationId: '', stock: 10 }, after: { variationId: '', stock: 15, reason: 'received' } });
  });

  it('keeps a created or deleted record whole', () => {
    expect(changedParts(null, { id: 'p1', name: 'Kopi' })).toEqual({ before: null, after: { id: 'p1', name: 'Kopi' } });
    expect(changedParts({ id: 'p1' }, undefined)).toEqual({ before: { id: 'p1' }, after: null });
  });

  it('never keeps a password or token, however deep', () => {
    expect(withoutSecrets({ input: { email: 'a@b.c', newPassword: 'rahasia-sekali', nested: [{ accessToken: 't' }] } }))
      .toEqual({ input: { email: 'a@b.c', newPassword: '[hidden]', nested: [{ accessToken: '[hidden]' }] } });
  });
});
