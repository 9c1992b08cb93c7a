import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesEn } from '../../domain/i18n/messages/en.messages';
import { messagesId } from '../../domain/i18n/messages/id.messages';
import { searchSuggestionMessages } from '../../domain/i18n/messages/search-suggestions.messages';
import type { Language } from '../../domain/i18n/language';
import { createGraphCache } from '../graph/graph-cache';
import { createGraphClient, type GraphFetch, type GraphFetchResponse } from '../graph/graph-client';
import { GraphProvider } from '../graph/graph-react';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { createRouter } from '../router/router';
import { RouterProvider } from '../router/router-react';
import { memoryEnv, screenOf } from '../router/router-test-fixtures';
import type { Router } from '../router/router-types';
import { SearchBox } from './search-box';
import { DEBOUNCE_MS } from './search-suggestions';

const MESSAGES: Record<Language, Readonly<Record<string, string>>> = {
  id: { ...messagesId, ...searchSuggestionMessages.id },
  en: { ...messagesEn, ...searchSuggestionMessages.en },
};

const money = (amount: number) => ({ amount, formatted: `Rp${amount.toLocaleString('id-ID')}`, currency: 'IDR' });

function product(slug: string, name: string, amount = 185_000) {
  return {
    id: `p-${slug}`,
    slug,
    name,
    price: money(amount),
    compareAtPrice: null,
    discountPercent: null,
    image: { id: `img-${slug}`, width: 800, height: 800, dominantColor: '#c8a27a', alt: name, gif: false },
  };
}

function answer(products: ReturnType<typeof product>[], categories: { slug: string; name: string }[] = [], correctedQuery: string | null = null) {
  return {
    data: {
      search: {
        correctedQuery,
        categories: categories.map((category) => ({ id: `c-${category.slug}`, ...category })),
        products: { edges: products.map((node) => ({ node })) },
      },
    },
  };
}

const SHIRTS = [
  product('kemeja-batik-parang', 'Kemeja Batik Parang'),
  product('kemeja-linen-kerah-shanghai', 'Kemeja Linen Kerah Shanghai', 249_000),
  product('kemeja-tenun-ikat', 'Kemeja Tenun Ikat'),
];

/** The shop API as the box sees it: each request waits until the test answers it. */
function fakeShop() {
  const asked: { q: string; reply: (body: unknown) => void }[] = [];
  const fetch: GraphFetch = (url) => {
    const variables = JSON.parse(new URL(url, 'https://toko.example').searchParams.get('variables') ?? '{}') as { q: string };
    return new Promise<GraphFetchResponse>((resolve) => {
      asked.push({ q: variables.q, reply: (body) => resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) });
    });
  };
  return {
    fetch,
    asked,
    queries: () => asked.map((request) => request.q),
    /** Answers the oldest request still waiting for `q`. */
    async reply(q: string, body: unknown) {
      const index = asked.findIndex((request) => request.q === q);
      if (index < 0) throw new Error(`nothing asked about "${q}"; asked: ${asked.map((request) => request.q).join(', ')}`);
      const [request] = asked.splice(index, 1);
      await act(async () => {
        request!.reply(body);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

function renderBox(options: { language?: Language; path?: string } = {}) {
  const language = options.language ?? 'id';
  const shop = fakeShop();
  const router: Router = createRouter({
    routes: [
      { name: 'home', path: '/', screen: screenOf('Beranda') },
      { name: 'categoryList', path: '/product/category/', screen: screenOf('Kategori') },
      { name: 'category', path: '/product/category/:slug', screen: screenOf('Kategori') },
      { name: 'product', path: '/product/:slug', screen: screenOf('Produk') },
      { name: 'search', path: '/search', screen: screenOf('Pencarian') },
    ],
    env: memoryEnv(options.path ?? '/'),
  });
  router.start();
  const client = createGraphClient({ fetch: shop.fetch, setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) });
  const i18n = createTranslationStore({ language, messages: MESSAGES[language], hash: 'test', warn: (message) => { throw new Error(message); } });
  render(
    <RouterProvider router={router}>
      <GraphProvider client={client} cache={createGraphCache()}>
        <I18nProvider store={i18n}>
          <header><SearchBox /></header>
          <main><button type="button">Elsewhere</button></main>
        </I18nProvider>
      </GraphProvider>
    </RouterProvider>,
  );
  const input = screen.getByLabelText(MESSAGES[language]['search.label']!) as HTMLInputElement;
  return { shop, router, input };
}

/** Focuses the box (which loads the suggestions' chunk) and waits until it reads as a combobox. */
async function focusBox(input: HTMLInputElement) {
  act(() => input.focus());
  await waitFor(() => expect(input.getAttribute('role')).toBe('combobox'));
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

const key = (input: HTMLInputElement, name: string) => fireEvent.keyDown(input, { key: name });
const optionNames = () => screen.getAllByRole('option').map((option) => option.querySelector('.search-suggest-name')?.textContent);
const status = () => screen.getByRole('status').textContent;

afterEach(() => {
  cleanup();
});

describe('search suggestions in the header', () => {
  it('is a plain search form until the shopper reaches for it', () => {
    const { input } = renderBox();
    expect(input.getAttribute('type')).toBe('search');
    expect(input.getAttribute('role')).toBeNull();
    expect(input.form?.getAttribute('action')).toBe('/search');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('asks once typing pauses, from two letters on, and lists products and categories with their count', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');

    type(input, 'k');
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 2));
    expect(shop.queries()).toEqual([]);
    for (const text of ['ke', 'kem', 'Keme']) type(input, text);
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    await shop.reply('keme', answer(SHIRTS, [{ slug: 'kemeja', name: 'Kemeja' }]));

    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Kemeja Batik Parang', 'Kemeja Linen Kerah Shanghai', 'Kemeja Tenun Ikat', 'Kemeja']);
    expect(screen.getByRole('listbox', { name: 'Saran pencarian' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Produk' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Kategori' })).toBeTruthy();
    expect(screen.getAllByRole('option')[1]!.textContent).toContain('Rp249.000');
    expect(status()).toBe('3 produk, 1 kategori');
  });

  it('moves through the options with the arrow keys and opens the highlighted product with Enter', async () => {
    const { shop, router, input } = renderBox();
    await focusBox(input);
    type(input, 'keme');
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    await shop.reply('keme', answer(SHIRTS, [{ slug: 'kemeja', name: 'Kemeja' }]));
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    // Past the last option the highlight returns to the text, then wraps round.
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');

    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false);
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/product/kemeja-linen-kerah-shanghai'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(input.value).toBe('keme');
  });

  it('opens a highlighted category too', async () => {
    const { shop, router, input } = renderBox();
    await focusBox(input);
    type(input, 'kem');
    await waitFor(() => expect(shop.queries()).toEqual(['kem']));
    await shop.reply('kem', answer(SHIRTS.slice(0, 1), [{ slug: 'kemeja', name: 'Kemeja' }]));
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    key(input, 'Enter');
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/product/category/kemeja'));
  });

  it('searches as before when Enter is pressed with nothing highlighted', async () => {
    const { shop, router, input } = renderBox();
    await focusBox(input);
    type(input, 'kemeja linen');
    await waitFor(() => expect(shop.queries()).toEqual(['kemeja linen']));
    await shop.reply('kemeja linen', answer(SHIRTS.slice(1, 2)));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // What a browser does with Enter in a form's only field: the form is sent.
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true);
    fireEvent.submit(input.form!);
    await waitFor(() => expect(router.getSnapshot().current.href).toBe('/search?q=kemeja%20linen'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('never lets a late answer to earlier letters replace the answer to the latest ones', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'ke');
    await waitFor(() => expect(shop.queries()).toEqual(['ke']));
    type(input, 'kem');
    await waitFor(() => expect(shop.queries()).toEqual(['ke', 'kem']));

    // The answer to "kem" comes first; the slower one to "ke" arrives after it.
    await shop.reply('kem', answer(SHIRTS.slice(0, 2)));
    expect(optionNames()).toEqual(['Kemeja Batik Parang', 'Kemeja Linen Kerah Shanghai']);
    await shop.reply('ke', answer([product('keripik-tempe', 'Keripik Tempe'), product('kecap-manis', 'Kecap Manis')]));
    expect(optionNames()).toEqual(['Kemeja Batik Parang', 'Kemeja Linen Kerah Shanghai']);
    expect(status()).toBe('2 produk');

    // Going back to "ke" shows its own answer, now in the cache, without asking again.
    type(input, 'ke');
    await waitFor(() => expect(optionNames()).toEqual(['Keripik Tempe', 'Kecap Manis']));
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 2));
    expect(shop.asked).toEqual([]);
  });

  it('keeps the list it has while the next answer is on its way, and shares one request per prefix', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'kem');
    await waitFor(() => expect(shop.queries()).toEqual(['kem']));
    await shop.reply('kem', answer(SHIRTS));
    type(input, 'keme');
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    expect(optionNames()).toHaveLength(3);
    expect(screen.getByRole('listbox').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    // "keme" typed again (here with other spacing and case) while its request is out: one request.
    type(input, ' KEME ');
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 2));
    expect(shop.queries()).toEqual(['keme']);
    await shop.reply('keme', answer(SHIRTS.slice(2)));
    expect(optionNames()).toEqual(['Kemeja Tenun Ikat']);
  });

  it('keeps the highlight on its product when the answer to the latest letters arrives', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'kem');
    await waitFor(() => expect(shop.queries()).toEqual(['kem']));
    await shop.reply('kem', answer(SHIRTS));
    type(input, 'keme');
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    // The shopper moves through the list they have while the next one is on its way.
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Kemeja Linen Kerah Shanghai');
    await shop.reply('keme', answer([SHIRTS[1]!, SHIRTS[2]!]));
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Kemeja Linen Kerah Shanghai');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    // A list without it highlights nothing.
    type(input, 'kemej');
    await waitFor(() => expect(shop.queries()).toEqual(['kemej']));
    key(input, 'ArrowDown');
    await shop.reply('kemej', answer([SHIRTS[2]!]));
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('says when there is nothing to suggest', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'zzq');
    await waitFor(() => expect(shop.queries()).toEqual(['zzq']));
    await shop.reply('zzq', answer([]));
    expect(status()).toBe('Tidak ada saran');
    expect(screen.getByText('Tidak ada saran', { selector: '.search-suggest-note' })).toBeTruthy();
    // No empty listbox is shown as open.
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, and opens again on Arrow Down or more typing', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'keme');
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    await shop.reply('keme', answer(SHIRTS));
    key(input, 'ArrowDown');
    const escape = fireEvent.keyDown(input, { key: 'Escape' });
    // Escape closes the list; it does not also empty the field, as a search field's own Escape would.
    expect(escape).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(input.value).toBe('keme');

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
  });

  it('closes when the shopper clicks outside it or leaves the field', async () => {
    const { shop, input } = renderBox();
    await focusBox(input);
    type(input, 'keme');
    await waitFor(() => expect(shop.queries()).toEqual(['keme']));
    await shop.reply('keme', answer(SHIRTS));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'kemej');
    await waitFor(() => expect(shop.queries()).toEqual(['kemej']));
    await shop.reply('kemej', answer(SHIRTS));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Pressing an option keeps focus in the field, so the list is still there for the click.
    expect(fireEvent.mouseDown(screen.getAllByRole('option')[0]!)).toBe(false);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks English on an English page', async () => {
    const { shop, input } = renderBox({ language: 'en' });
    await focusBox(input);
    type(input, 'shirt');
    await waitFor(() => expect(shop.queries()).toEqual(['shirt']));
    await shop.reply('shirt', answer(SHIRTS.slice(0, 1), [{ slug: 'kemeja', name: 'Shirts' }, { slug: 'batik', name: 'Batik' }], 'shirts'));
    expect(status()).toBe('1 product, 2 categories');
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    expect(screen.getByText('Suggestions for “shirts”')).toBeTruthy();
    type(input, 'shirtz');
    await waitFor(() => expect(shop.queries()).toEqual(['shirtz']));
    await shop.reply('shirtz', answer([]));
    expect(status()).toBe('No suggestions');
  });
});
