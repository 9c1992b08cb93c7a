import { describe, expect, it } from 'vitest';
import { exportHref, listFilters, listQuery, listVariables } from './orders-api';

describe('the order list address', () => {
  it('reads known filters and drops unknown or malformed ones', () => {
    expect(listFilters({ q: '  sari ', status: 'paid', payment: 'proof_to_review', method: 'card', from: '2026-11-01', to: 'besok', page: '3' }))
      .toEqual({ search: 'sari', status: 'paid', payment: 'proof_to_review', method: 'CARD', from: '2026-11-01', to: '', page: 3 });
    expect(listFilters({ status: 'lost', payment: 'free', method: 'cash' })).toMatchObject({ status: null, payment: null, method: null, page: 1 });
  });

  it('writes back only what is set, so an unfiltered first page is plain /admin/orders', () => {
    expect(listQuery(listFilters({}))).toEqual({});
    const filters = listFilters({ q: 'budi', method: 'wallet', page: '2' });
    expect(listQuery(filters)).toEqual({ q: 'budi', method: 'wallet', page: '2' });
    expect(listFilters(listQuery(filters))).toEqual(filters);
  });

  it('asks the API for the page after the ones before it, with the filters', () => {
    const variables = listVariables(listFilters({ status: 'shipped', page: '2', from: '2026-11-01' }));
    expect(variables.first).toBe(25);
    expect(atob(variables.after!.replace(/-/g, '+').replace(/_/g, '/'))).toBe('offset:24');
    expect(variables.filter).toEqual({ search: null, statuses: ['shipped'], paymentState: null, paymentMethod: null, placedFrom: '2026-11-01', placedTo: null });
  });

  it('exports every page of the same view', () => {
    expect(exportHref(listFilters({ q: 'sari@contoh.id', status: 'paid', page: '4' }))).toBe('/admin/orders/export.csv?q=sari%40contoh.id&status=paid');
    expect(exportHref(listFilters({}))).toBe('/admin/orders/export.csv');
  });
});
