import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphCache } from '../graph/graph-cache';
import { createGraphClient, graphCacheKey } from '../graph/graph-client';
import { GraphProvider } from '../graph/graph-react';
import { createFakeFetch } from '../graph/graph-test-fetch';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { CURRENCY_GLOBAL, useShopMoney } from './shop-currency';
import { SHELL_QUERY } from './shell-query';

function Price({ amount }: { amount: number }) {
  return <p>{useShopMoney()(amount)}</p>;
}

function renderPrice(amount: number, shopCurrency: string | null) {
  const fake = createFakeFetch();
  const client = createGraphClient({ fetch: fake.fetch, setTimeout, clearTimeout });
  // The frame's answer, which every server render primes, carries the shop's currency.
  const cache = createGraphCache(shopCurrency ? [{ key: graphCacheKey(SHELL_QUERY), data: { shop: { id: 'Shop:1', name: 'Lumbung Nusantara', currency: { code: shopCurrency } } } }] : []);
  const i18n = createTranslationStore({ language: 'id', messages: {}, hash: 'test', warn: () => undefined });
  render(<GraphProvider client={client} cache={cache}><I18nProvider store={i18n}><Price amount={amount} /></I18nProvider></GraphProvider>);
  return fake;
}

afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>)[CURRENCY_GLOBAL];
});

describe('money in the shop currency', () => {
  it('is the shop’s own currency, read from the page’s primed answer without a request', () => {
    const fake = renderPrice(1250, 'SGD_D');
    expect(screen.getByRole('paragraph').textContent).not.toContain('Rp');
    expect(screen.getByRole('paragraph').textContent).toContain('12');
    expect(fake.calls).toHaveLength(0);
  });

  it('is rupiah when the page knows no other (spec §9 default)', () => {
    renderPrice(150000, null);
    expect(screen.getByRole('paragraph').textContent).toBe('Rp150.000');
  });

  it('follows the page global over the shop’s setting', () => {
    (window as unknown as Record<string, unknown>)[CURRENCY_GLOBAL] = 'MYR';
    renderPrice(150000, 'IDR');
    expect(screen.getByRole('paragraph').textContent).toContain('RM');
  });
});
