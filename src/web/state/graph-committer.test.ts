import { describe, expect, it, vi } from 'vitest';
import { createGraphCache } from '../graph/graph-cache';
import type { GraphClient } from '../graph/graph-client';
import type { GraphMutation } from './graph-committer';
import { graphMutationCommitter } from './graph-committer';
import { createTransactionQueue } from './transaction-queue';

function fakeClient(mutate: GraphClient['mutate']): GraphClient {
  return { endpoint: '/graphql', query: () => Promise.reject(new Error('not used')), mutate };
}

const ADD_TO_CART = 'mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { count } }';

describe('graph mutation committer', () => {
  it('sends the mutation through the graph client and marks the named results stale on success', async () => {
    const mutate = vi.fn((..._args: unknown[]) => Promise.resolve({ addToCart: { count: 2 } }));
    const cache = createGraphCache([{ key: 'cart:1', data: { count: 1 } }, { key: 'product:1', data: {} }]);
    const queue = createTransactionQueue<GraphMutation>({ cache, commit: graphMutationCommitter(fakeClient(mutate as GraphClient['mutate']), cache) });
    const transaction = queue.create({
      collisionKey: 'cart',
      mutation: { inputTypeName: 'AddToCartInput', query: ADD_TO_CART, variables: { input: { productID: 'p1' } }, invalidate: ['cart:'] },
    });
    transaction.commit();
    const settled = await transaction.settled();
    expect(mutate).toHaveBeenCalledWith('AddToCartInput', ADD_TO_CART, { input: { productID: 'p1' } }, undefined, undefined);
    expect(settled).toMatchObject({ status: 'committed', result: { addToCart: { count: 2 } } });
    expect(cache.read('cart:1')?.stale).toBe(true);
    expect(cache.read('product:1')?.stale).toBe(false);
  });

  it('fails the transaction with the client error and leaves the cache alone', async () => {
    const refused = new Error('Server response was missing for query');
    const cache = createGraphCache([{ key: 'cart:1', data: { count: 1 } }]);
    const queue = createTransactionQueue<GraphMutation>({ cache, commit: graphMutationCommitter(fakeClient(() => Promise.reject(refused)), cache) });
    const transaction = queue.create({ collisionKey: 'cart', mutation: { inputTypeName: 'AddToCartInput', query: ADD_TO_CART, invalidate: ['cart:'] } });
    transaction.commit();
    expect(await transaction.settled()).toMatchObject({ status: 'commitFailed', error: refused });
    expect(cache.read('cart:1')?.stale).toBe(false);
  });
});
