import { describe, expect, it } from 'vitest';
import { postListFilters, postListQuery, postListVariables } from './post-list-filters';

describe('the post list’s filters in the address', () => {
  it('reads status, words, category and page, ignoring what is not one of them', () => {
    expect(postListFilters({ status: 'scheduled', q: '  batik tulis ', category: 'QmxvZ0NhdGVnb3J5OjE', page: '3' }))
      .toEqual({ status: 'scheduled', search: 'batik tulis', categoryId: 'QmxvZ0NhdGVnb3J5OjE', page: 3 });
    expect(postListFilters({ status: 'deleted', page: 'x' })).toEqual({ status: null, search: '', categoryId: '', page: 1 });
  });

  it('writes back only what is chosen, so the plain list has the plain address', () => {
    expect(postListQuery({ status: null, search: '', categoryId: '', page: 1 })).toEqual({});
    expect(postListQuery({ status: 'draft', search: 'kopi', categoryId: 'c1', page: 2 })).toEqual({ status: 'draft', q: 'kopi', category: 'c1', page: '2' });
  });

  it('asks the staff API for that page of that list', () => {
    expect(postListVariables({ status: null, search: '', categoryId: '', page: 1 })).toEqual({ first: 20, after: null, status: null, search: null, categoryId: null });
    const second = postListVariables({ status: 'published', search: 'kopi', categoryId: 'c1', page: 2 });
    expect(second).toMatchObject({ first: 20, status: 'published', search: 'kopi', categoryId: 'c1' });
    expect(atob(second.after!)).toBe('offset:19');
  });
});
