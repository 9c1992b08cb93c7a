import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translate } from './i18n-react';
import { I18nProvider, useLanguage, useT, useTimezoneOffset } from './i18n-react';
import type { TranslationFetch } from './translation-store';
import { createTranslationStore } from './translation-store';

let requested: string[];

const fakeFetch: TranslationFetch = (url) => {
  requested.push(url);
  return Promise.resolve({ status: 200, json: () => Promise.resolve(['Keranjang kosong']) });
};

const EmptyNotice = memo(function EmptyNotice({ t }: { t: Translate }) {
  return <p role="status">{t('cart.empty')}</p>;
});

function CartHeader() {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <header lang={language}>
      <h1>{t('cart.title', { count: 2 })}</h1>
      <EmptyNotice t={t} />
      <p>UTC+{offset}</p>
    </header>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  requested = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function makeStore() {
  return createTranslationStore({
    language: 'id',
    messages: { 'cart.title': 'Keranjang ({count})' },
    fetch: fakeFetch,
    hash: 'h1',
    random: () => 0.5,
    setTimeout,
    warn: () => undefined,
  });
}

describe('i18n React bindings', () => {
  it('renders known messages at once and re-renders, memoised parts too, when missing ones arrive', async () => {
    const store = makeStore();
    render(
      <I18nProvider store={store}>
        <CartHeader />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Keranjang (2)' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requested).toEqual(['/_/i81n/id?h=h1&q=cart.empty']);
    expect(screen.getByRole('status').textContent).toBe('Keranjang kosong');
  });

  it('follows language and timezone changes', () => {
    const store = makeStore();
    store.addFormat({ en: { 'cart.title': 'Cart ({count})', 'cart.empty': 'Empty' } });
    render(
      <I18nProvider store={store}>
        <CartHeader />
      </I18nProvider>,
    );
    act(() => {
      store.setLanguage('en');
      store.changeTimezone(7);
    });
    expect(screen.getByRole('banner').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Cart (2)' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Empty');
    expect(screen.getByText('UTC+7')).toBeDefined();
  });
});
