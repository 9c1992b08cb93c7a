import { describe, expect, it } from 'vitest';
import { reviewListQuery, reviewListState, reviewListVariables, REVIEWS_PAGE_SIZE } from './reviews-api';

describe('the review list in the address', () => {
  it('opens on the pending reviews, with a plain address', () => {
    const state = reviewListState({});
    expect(state).toEqual({ status: 'pending', rating: null, productId: '', page: 1 });
    expect(reviewListQuery(state)).toEqual({});
    expect(reviewListVariables(state)).toEqual({ first: REVIEWS_PAGE_SIZE, offset: 0, status: 'pending', productId: null, rating: null });
  });

  it('keeps status, stars, product and page through the address and back', () => {
    const query = { status: 'all', rating: '4', product: 'UHJvZHVjdDox', page: '3' };
    const state = reviewListState(query);
    expect(state).toEqual({ status: null, rating: 4, productId: 'UHJvZHVjdDox', page: 3 });
    expect(reviewListQuery(state)).toEqual(query);
    expect(reviewListVariables(state)).toMatchObject({ offset: 2 * REVIEWS_PAGE_SIZE, status: null, rating: 4 });
  });

  it('ignores what it does not understand', () => {
    expect(reviewListState({ status: 'deleted', rating: '9', page: '-1' })).toEqual({ status: 'pending', rating: null, productId: '', page: 1 });
  });
});
