import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from './transaction-queue';
import { createTransactionQueue } from './transaction-queue';
import { TransactionQueueProvider, useTransaction, useTransactions } from './transaction-react';

afterEach(cleanup);

function Status({ transaction }: { transaction: Transaction<string> | null }) {
  const snapshot = useTransaction(transaction);
  return <p>Status: {snapshot?.status ?? 'none'}</p>;
}

function List() {
  const transactions = useTransactions<string>();
  return (
    <ul>
      {transactions.map((transaction) => (
        <li key={transaction.id}>
          {transaction.mutation}: {transaction.status}
        </li>
      ))}
    </ul>
  );
}

function setup() {
  const answers: Array<(value: unknown) => void> = [];
  const queue = createTransactionQueue<string>({ commit: () => new Promise((resolve) => answers.push(resolve)) });
  return { queue, answers };
}

describe('transaction React bindings', () => {
  it('follows one transaction through its statuses', async () => {
    const { queue, answers } = setup();
    const transaction = queue.create({ collisionKey: 'k', mutation: 'like' });
    const { rerender } = render(<Status transaction={null} />);
    expect(screen.getByText('Status: none')).toBeDefined();
    rerender(<Status transaction={transaction} />);
    expect(screen.getByText('Status: created')).toBeDefined();
    act(() => transaction.commit());
    expect(screen.getByText('Status: committing')).toBeDefined();
    await act(async () => {
      answers[0]?.('ok');
      await transaction.settled();
    });
    expect(screen.getByText('Status: committed')).toBeDefined();
  });

  it('lists the queue and re-renders on changes', () => {
    const { queue } = setup();
    render(
      <TransactionQueueProvider queue={queue}>
        <List />
      </TransactionQueueProvider>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => {
      queue.create({ collisionKey: 'k', mutation: 'a' }).commit();
      queue.create({ collisionKey: 'k', mutation: 'b' }).commit();
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a: committing', 'b: commitQueued']);
  });

  it('refuses to list without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<List />)).toThrow('need a TransactionQueueProvider');
    vi.restoreAllMocks();
  });
});
