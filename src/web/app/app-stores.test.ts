import { describe, expect, it, vi } from 'vitest';
import { createGraphCache } from '../graph/graph-cache';
import type { GraphClient } from '../graph/graph-client';
import { createAppStores } from './app-stores';

describe('createAppStores', () => {
  it('lets go of mutations once they have settled in the browser', async () => {
    vi.useFakeTimers();
    const client: GraphClient = { endpoint: '/graphql', query: () => Promise.reject(new Error('unused')), mutate: async () => ({ ok: true }) as never };
    const stores = createAppStores({ client, cache: createGraphCache(), browser: true });
    const tx = stores.transactions.create({ collisionKey: 'like', mutation: { inputTypeName: 'LikeInput', query: 'mutation { like }' } });
    tx.commit();
    await tx.settled();
    expect(tx.getSnapshot().status).toBe('committed');
    await vi.advanceTimersByTimeAsync(1);
    expect(stores.transactions.list()).toHaveLength(0);
    vi.useRealTimers();
  });
});
