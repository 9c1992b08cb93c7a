import { describe, expect, it } from 'vitest';
import { abandonedListQuery, abandonedListState, abandonedListVariables } from './abandoned-api';

describe('the abandoned checkouts address', () => {
  it('reads period, status and page, falling back to the last 30 days of every status', () => {
    expect(abandonedListState({})).toEqual({ period: 30, state: null, page: 1 });
    expect(abandonedListState({ period: '7', state: 'recovered', page: '3' })).toEqual({ period: 7, state: 'recovered', page: 3 });
    expect(abandonedListState({ period: '10', state: 'sent', page: '-1' })).toEqual({ period: 30, state: null, page: 1 });
  });

  it('writes only what differs from the default, and asks for the page shown', () => {
    expect(abandonedListQuery({ period: 30, state: null, page: 1 })).toEqual({});
    expect(abandonedListQuery({ period: 90, state: 'expired', page: 2 })).toEqual({ period: '90', state: 'expired', page: '2' });
    expect(abandonedListVariables({ period: 7, state: 'waiting', page: 3 })).toEqual({ first: 20, offset: 40, periodDays: 7, state: 'waiting' });
  });
});
