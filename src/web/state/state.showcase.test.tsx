import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { SHOWCASE_COUNTER_KEY, StateShowcase } from './state.showcase';
import type { UnloadSource } from './storage-access';
import { createMemoryStorage } from './storage-access';

afterEach(cleanup);

// No messages and no fetch: every text shows as its key, which is what the queries below use.
function renderShowcase(storage = createMemoryStorage()) {
  const pageUnload = new Set<() => void>();
  const unloadSource: UnloadSource = (listener) => {
    pageUnload.add(listener);
    return () => pageUnload.delete(listener);
  };
  const i18n = createTranslationStore({ language: 'en', hash: 'test', warn: () => undefined });
  render(
    <I18nProvider store={i18n}>
      <StateShowcase storage={storage} unloadSource={unloadSource} />
    </I18nProvider>,
  );
  return { storage, leavePage: () => pageUnload.forEach((listener) => listener()) };
}

const button = (name: string) => screen.getByRole('button', { name });
const counter = () => screen.getByText('state.persist.counter', { exact: false }).querySelector('output')?.textContent;
const likes = () => screen.getByText('state.tx.likes', { exact: false }).querySelector('strong') ?? undefined;

describe('StateShowcase', () => {
  it('shows its sections under headings, the loaded flag and the persisted keys', () => {
    renderShowcase();
    expect(screen.getByRole('heading', { level: 2, name: 'state.showcase.title' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'state.persist.title' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'state.tx.title' })).toBeDefined();
    expect(screen.getByText('state.persist.yes')).toBeDefined();
    const keys = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(keys).toEqual(['itemCheckout', 'localShoppingCart', 'multiDownloadWarned', 'webAppPrompted', '_lang', SHOWCASE_COUNTER_KEY]);
  });

  it('keeps the counter across a simulated reload and a real one, and forgets it once turned off', () => {
    const { storage, leavePage } = renderShowcase();
    fireEvent.click(button('state.persist.increment'));
    fireEvent.click(button('state.persist.increment'));
    expect(counter()).toBe('2');
    fireEvent.click(button('state.persist.reload'));
    expect(counter()).toBe('2');
    expect(storage.snapshot()).toEqual({ [SHOWCASE_COUNTER_KEY]: '2' });

    fireEvent.click(button('state.persist.increment'));
    leavePage();
    cleanup();
    renderShowcase(storage);
    expect(counter()).toBe('3');

    fireEvent.click(screen.getByRole('checkbox', { name: 'state.persist.keepCounter' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(button('state.persist.reload'));
    expect(counter()).toBe('0');
    expect(storage.snapshot()).toEqual({});
  });

  it('queues two likes on one collision key, fails the first, and shows the collision failure and the rollback', async () => {
    renderShowcase();
    expect(screen.getByText('state.tx.empty')).toBeDefined();
    expect((button('state.tx.fail') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('state.tx.queueTwo'));
    expect(likes()?.textContent).toBe('2');
    const statuses = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(statuses()).toEqual(['state.tx.status.committing', 'state.tx.status.commitQueued']);

    await act(async () => {
      fireEvent.click(button('state.tx.fail'));
      await Promise.resolve();
    });
    expect(statuses()).toEqual(['state.tx.status.commitFailed', 'state.tx.status.collisionCommitFailed']);
    expect(likes()?.textContent).toBe('0');

    const [, first, second] = screen.getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    expect((within(first).getByRole('button', { name: 'state.tx.commit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(first).getByRole('button', { name: 'state.tx.recommit' }));
    expect(likes()?.textContent).toBe('1');
    await act(async () => {
      fireEvent.click(button('state.tx.succeed'));
      await Promise.resolve();
    });
    fireEvent.click(within(second).getByRole('button', { name: 'state.tx.rollback' }));
    expect(statuses()).toEqual(['state.tx.status.committed', 'state.tx.status.rolledBack']);
    expect(likes()?.textContent).toBe('1');

    fireEvent.click(button('state.tx.clear'));
    expect(screen.getByText('state.tx.empty')).toBeDefined();
  });

  it('prepares a like without sending it, to be sent from its row', () => {
    renderShowcase();
    fireEvent.click(button('state.tx.prepare'));
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('a row expected');
    expect(within(row).getByText('state.tx.status.uncommitted')).toBeDefined();
    expect(likes()?.textContent).toBe('1');
    fireEvent.click(within(row).getByRole('button', { name: 'state.tx.commit' }));
    expect(within(row).getByText('state.tx.status.committing')).toBeDefined();
  });
});
