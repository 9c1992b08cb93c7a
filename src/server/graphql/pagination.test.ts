import { describe, expect, it } from 'vitest';
import { offsetCursor, paginate } from './pagination.server';

const items = Array.from({ length: 25 }, (_, i) => i);
const fetchPage = async ({ limit, offset }: { limit: number; offset: number }) => ({ items: items.slice(offset, offset + limit), totalCount: items.length });
const countAll = async () => items.length;

describe('paginate', () => {
  it('refuses a connection read without first or last', async () => {
    await expect(paginate('products', {}, fetchPage, countAll)).rejects.toMatchObject({ extensions: { code: 'PAGINATION_REQUIRED' } });
  });

  it('refuses sizes over the cap, negative or fractional', async () => {
    for (const first of [101, -1, 2.5]) {
      await expect(paginate('products', { first }, fetchPage, countAll)).rejects.toThrow(/from 0 to 100/);
    }
  });

  it('walks forwards with first/after and reports the next page', async () => {
    const page1 = await paginate('p', { first: 10 }, fetchPage, countAll);
    expect(page1.edges.map((e) => e.node)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page3 = await paginate('p', { first: 10, after: offsetCursor(19) }, fetchPage, countAll);
    expect(page3.edges.map((e) => e.node)).toEqual([20, 21, 22, 23, 24]);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    expect(page3.totalCount).toBe(25);
  });

  it('walks backwards with last, with and without before', async () => {
    const tail = await paginate('p', { last: 3 }, fetchPage, countAll);
    expect(tail.edges.map((e) => e.node)).toEqual([22, 23, 24]);
    const before = await paginate('p', { last: 3, before: offsetCursor(10) }, fetchPage, countAll);
    expect(before.edges.map((e) => e.node)).toEqual([7, 8, 9]);
    expect(before.pageInfo.hasPreviousPage).toBe(true);
  });

  it('counts back from the end of the list when the before cursor lies past it', async () => {
    const shrunk = await paginate('p', { last: 3, before: offsetCursor(100) }, fetchPage, countAll);
    expect(shrunk.edges.map((e) => e.node)).toEqual([22, 23, 24]);
    const justPast = await paginate('p', { last: 3, before: offsetCursor(26) }, fetchPage, countAll);
    expect(justPast.edges.map((e) => e.node)).toEqual([22, 23, 24]);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(paginate('p', { first: 2, after: 'bm90LWEtY3Vyc29y' }, fetchPage, countAll)).rejects.toThrow(/cursor is not valid/);
  });
});
