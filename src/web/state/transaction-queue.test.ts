import { describe, expect, it, vi } from 'vitest';
import type { TransactionSnapshot } from './transaction-queue';
import { createTransactionQueue } from './transaction-queue';
import { LIKES, like, settle, setup } from './transaction-test-fixtures';

describe('transaction queue', () => {
  it('commits same-key transactions one at a time, first in first out, and other keys at once', async () => {
    const { queue, calls, callOf } = setup();
    const first = queue.create({ collisionKey: 'post', mutation: 'a' });
    const second = queue.create({ collisionKey: 'post', mutation: 'b' });
    const third = queue.create({ collisionKey: 'post', mutation: 'c' });
    const other = queue.create({ collisionKey: 'cart', mutation: 'd' });
    first.commit();
    second.commit();
    third.commit();
    other.commit();
    expect(calls.map((call) => call.snapshot.mutation)).toEqual(['a', 'd']);
    expect([first, second, third, other].map((t) => t.getSnapshot().status)).toEqual(['committing', 'commitQueued', 'commitQueued', 'committing']);

    callOf(first).resolve({ id: 1 });
    await first.settled();
    expect(first.getSnapshot()).toMatchObject({ status: 'committed', result: { id: 1 } });
    expect(second.getSnapshot().status).toBe('committing');
    expect(third.getSnapshot().status).toBe('commitQueued');
    callOf(second).resolve('b done');
    await second.settled();
    expect(calls.map((call) => call.snapshot.mutation)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('fails the queued same-key transactions with collision commit failed when one fails, and rolls back their optimistic results', async () => {
    const { queue, callOf, likes } = setup();
    const first = queue.create({ collisionKey: 'post', mutation: 'a', optimistic: like() });
    const second = queue.create({ collisionKey: 'post', mutation: 'b', optimistic: like() });
    const other = queue.create({ collisionKey: 'cart', mutation: 'c', optimistic: like(10) });
    for (const transaction of [first, other, second]) {
      transaction.applyOptimistic();
      transaction.commit();
    }
    expect(likes()).toBe(12);

    const refused = new Error('refused');
    callOf(first).reject(refused);
    await first.settled();
    expect(first.getSnapshot()).toMatchObject({ status: 'commitFailed', error: refused, optimisticApplied: false });
    expect(second.getSnapshot()).toMatchObject({ status: 'collisionCommitFailed', error: refused, optimisticApplied: false });
    expect(other.getSnapshot()).toMatchObject({ status: 'committing', optimisticApplied: true });
    // The other key's like was applied between the two failed ones and stays.
    expect(likes()).toBe(10);
  });

  it('starts a new commit at once after a failure emptied the key', async () => {
    const { queue, calls, callOf } = setup();
    const failed = queue.create({ collisionKey: 'post', mutation: 'a' });
    failed.commit();
    callOf(failed).reject(new Error('no'));
    await failed.settled();
    const next = queue.create({ collisionKey: 'post', mutation: 'b' });
    next.commit();
    expect(next.getSnapshot().status).toBe('committing');
    expect(calls).toHaveLength(2);
  });

  it('applies the optimistic result only on applyOptimistic, keeps it on success and takes it back on rollback', async () => {
    const { queue, callOf, likes } = setup();
    const sent = queue.create({ collisionKey: 'post', mutation: 'a', optimistic: like() });
    sent.commit();
    expect(likes()).toBe(0);
    const kept = queue.create({ collisionKey: 'cart', mutation: 'b', optimistic: like() });
    kept.applyOptimistic();
    expect(kept.getSnapshot()).toMatchObject({ status: 'uncommitted', optimisticApplied: true });
    expect(likes()).toBe(1);
    kept.commit();
    callOf(kept).resolve('ok');
    await kept.settled();
    expect(likes()).toBe(1);

    const undone = queue.create({ collisionKey: 'wish', mutation: 'c', optimistic: like() });
    undone.applyOptimistic();
    expect(likes()).toBe(2);
    undone.rollback();
    expect(undone.getSnapshot()).toMatchObject({ status: 'rolledBack', optimisticApplied: false });
    expect(likes()).toBe(1);
  });

  it('rolls back a queued transaction: out of the queue, its result out of the cache', async () => {
    const { queue, calls, callOf, likes } = setup();
    const first = queue.create({ collisionKey: 'post', mutation: 'a' });
    const queued = queue.create({ collisionKey: 'post', mutation: 'b', optimistic: like() });
    const last = queue.create({ collisionKey: 'post', mutation: 'c' });
    first.commit();
    queued.applyOptimistic();
    queued.commit();
    last.commit();
    queued.rollback();
    expect(likes()).toBe(0);
    callOf(first).resolve('ok');
    await first.settled();
    expect(calls.map((call) => call.snapshot.mutation)).toEqual(['a', 'c']);
  });

  it('undoes an earlier optimistic result without losing the later ones on top of it', () => {
    const { queue, likes } = setup();
    const lower = queue.create({ collisionKey: 'a', mutation: 'lower', optimistic: like(1) });
    const upper = queue.create({ collisionKey: 'b', mutation: 'upper', optimistic: like(10) });
    lower.applyOptimistic();
    upper.applyOptimistic();
    expect(likes()).toBe(11);
    lower.rollback();
    expect(likes()).toBe(10);
    upper.rollback();
    expect(likes()).toBe(0);
  });

  it('keeps a confirmed result when an optimistic one applied before it is undone', async () => {
    const { queue, callOf, likes } = setup();
    const pending = queue.create({ collisionKey: 'a', mutation: 'pending', optimistic: like(1) });
    const confirmed = queue.create({ collisionKey: 'b', mutation: 'confirmed', optimistic: like(10) });
    pending.applyOptimistic();
    confirmed.applyOptimistic();
    confirmed.commit();
    callOf(confirmed).resolve('ok');
    await confirmed.settled();
    pending.rollback();
    expect(likes()).toBe(10);
  });

  it('brings an optimistic result back on recommit and sends again', async () => {
    const { queue, calls, callOf, likes } = setup();
    const transaction = queue.create({ collisionKey: 'post', mutation: 'a', optimistic: like() });
    transaction.applyOptimistic();
    transaction.commit();
    callOf(transaction).reject(new Error('offline'));
    await transaction.settled();
    expect(likes()).toBe(0);
    transaction.recommit();
    expect(transaction.getSnapshot()).toMatchObject({ status: 'committing', optimisticApplied: true, error: undefined });
    expect(likes()).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('recommits behind a same-key transaction that is being sent', async () => {
    const { queue, callOf } = setup();
    const failed = queue.create({ collisionKey: 'post', mutation: 'a' });
    failed.commit();
    callOf(failed).reject(new Error('no'));
    await failed.settled();
    const busy = queue.create({ collisionKey: 'post', mutation: 'b' });
    busy.commit();
    failed.recommit();
    expect(failed.getSnapshot().status).toBe('commitQueued');
  });

  it('fails a transaction whose committer throws instead of rejecting', async () => {
    const queue = createTransactionQueue<string>({
      commit: () => {
        throw new Error('bad mutation');
      },
    });
    const transaction = queue.create({ collisionKey: 'post', mutation: 'a' });
    transaction.commit();
    const settled = await transaction.settled();
    expect(settled.status).toBe('commitFailed');
    expect((settled.error as Error).message).toBe('bad mutation');
  });

  it('passes the committer the transaction with its mutation, status committing', () => {
    const { queue, calls } = setup();
    queue.create({ collisionKey: 'post', mutation: 'like post 1' }).commit();
    expect(calls[0]?.snapshot).toMatchObject({ id: 'tx1', collisionKey: 'post', mutation: 'like post 1', status: 'committing' });
  });

  it('gives each transaction its own id and finds it again', () => {
    const { queue } = setup();
    const a = queue.create({ collisionKey: 'k', mutation: 'a' });
    const b = queue.create({ collisionKey: 'k', mutation: 'b' });
    expect(a.id).not.toBe(b.id);
    expect(queue.get(b.id)).toBe(b);
    expect(queue.get('missing')).toBeUndefined();
  });

  it('tells subscribers about every change and keeps list() the same array in between', async () => {
    const { queue, callOf } = setup();
    const onQueue = vi.fn();
    queue.subscribe(onQueue);
    const transaction = queue.create({ collisionKey: 'k', mutation: 'a' });
    const onTransaction = vi.fn();
    const stop = transaction.subscribe(onTransaction);
    const list = queue.list();
    expect(queue.list()).toBe(list);
    expect(list.map((snapshot) => snapshot.mutation)).toEqual(['a']);

    transaction.commit();
    expect(onTransaction).toHaveBeenCalledTimes(1);
    expect(queue.list()).not.toBe(list);
    expect(queue.list()[0]?.status).toBe('committing');
    callOf(transaction).resolve('ok');
    await transaction.settled();
    expect(onTransaction).toHaveBeenCalledTimes(2);
    expect(onQueue).toHaveBeenCalledTimes(3);
    stop();
    queue.forgetFinished();
    expect(onTransaction).toHaveBeenCalledTimes(2);
  });

  it('forgets committed and rolled-back transactions on request, keeping failed and open ones', async () => {
    const { queue, callOf } = setup();
    const done = queue.create({ collisionKey: 'a', mutation: 'done' });
    const undone = queue.create({ collisionKey: 'b', mutation: 'undone' });
    const failed = queue.create({ collisionKey: 'c', mutation: 'failed' });
    queue.create({ collisionKey: 'd', mutation: 'open' });
    done.commit();
    failed.commit();
    undone.rollback();
    callOf(done).resolve('ok');
    callOf(failed).reject(new Error('no'));
    await settle();
    queue.forgetFinished();
    expect(queue.list().map((snapshot) => snapshot.mutation)).toEqual(['failed', 'open']);
    expect(queue.get(done.id)).toBeUndefined();
  });

  it('settles at once when already settled and waits through a recommit otherwise', async () => {
    const { queue, callOf } = setup();
    const transaction = queue.create({ collisionKey: 'k', mutation: 'a' });
    transaction.rollback();
    await expect(transaction.settled()).resolves.toMatchObject({ status: 'rolledBack' });

    const retried = queue.create({ collisionKey: 'k', mutation: 'b' });
    retried.commit();
    callOf(retried).reject(new Error('no'));
    await retried.settled();
    retried.recommit();
    const second = retried.settled();
    let seen: TransactionSnapshot<string> | undefined;
    void second.then((snapshot) => (seen = snapshot));
    await settle();
    expect(seen).toBeUndefined();
    callOf(retried).resolve('ok');
    await expect(second).resolves.toMatchObject({ status: 'committed', result: 'ok' });
  });

  it('creates its own cache when given none', () => {
    const queue = createTransactionQueue({ commit: () => Promise.resolve() });
    const transaction = queue.create({ collisionKey: 'k', mutation: null, optimistic: like() });
    transaction.applyOptimistic();
    expect(queue.cache.read(LIKES)?.data).toBe(1);
  });
});
