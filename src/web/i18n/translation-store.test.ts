import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchKeys } from './translation-batch';
import type { TranslationFetch, TranslationStore, TranslationStoreOptions } from './translation-store';
import { createTranslationStore } from './translation-store';
import { MAX_MESSAGE_SETS } from '../../domain/i18n/message-sets';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let answers: unknown[];
let warnings: string[];

const fakeFetch: TranslationFetch = (url, init) => {
  calls.push({ url, init });
  const answer = answers.shift() ?? [];
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve({ status: 200, json: () => Promise.resolve(answer) });
};

function makeStore(options: Partial<TranslationStoreOptions> = {}): TranslationStore {
  return createTranslationStore({
    language: 'id',
    messages: { greeting: 'Halo, {name}!', cart: 'Keranjang' },
    fetch: fakeFetch,
    hash: 'v42',
    random: () => 0.5,
    setTimeout,
    warn: (message) => warnings.push(message),
    ...options,
  });
}

/** The `q` keys of a request, in order. */
function askedKeys(call: Call | undefined): string[] {
  if (!call) throw new Error('no request made');
  return (new URL(call.url, 'http://shop.test').searchParams.get('q') ?? '').split(',');
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answers = [];
  warnings = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('t', () => {
  it('fills {name} placeholders and leaves unknown ones as they are', () => {
    const store = makeStore();
    expect(store.t('greeting', { name: 'Sari' })).toBe('Halo, Sari!');
    expect(store.t('greeting')).toBe('Halo, {name}!');
    expect(store.t('greeting', { other: 1 })).toBe('Halo, {name}!');
  });

  it('shows a missing message blank while it is fetched, warns once, and asks for it in one request', async () => {
    const store = makeStore();
    expect(store.t('checkout.title')).toBe('');
    store.t('checkout.title');
    store.t('order.empty');
    expect(warnings).toEqual(['missing translation: checkout.title', 'missing translation: order.empty']);
    expect(calls).toHaveLength(0);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/_/i81n/id?h=v42&q=checkout.title,order.empty');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('uses the text once it arrives and tells subscribers', async () => {
    const store = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    answers.push(['Bayar', 'Kosong']);
    store.t('checkout.title');
    store.t('order.empty');
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.t('checkout.title')).toBe('Bayar');
    expect(store.t('order.empty')).toBe('Kosong');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('stops asking for a key answered 0, with a warning', async () => {
    const store = makeStore();
    answers.push(['Bayar', 0]);
    store.t('checkout.title');
    store.t('no.such.key');
    await settle();
    expect(warnings).toContain('unknown translation key: no.such.key');
    expect(store.t('no.such.key')).toBe('no.such.key');
    expect(store.t('checkout.title')).toBe('Bayar');
    await settle();
    expect(calls).toHaveLength(1);
    expect(warnings.filter((warning) => warning.startsWith('unknown'))).toHaveLength(1);
  });

  it('never asks for a key containing a comma', async () => {
    const store = makeStore();
    expect(store.t('a,b')).toBe('a,b');
    store.t('plain');
    await settle();
    expect(calls).toHaveLength(1);
    expect(askedKeys(calls[0])).toEqual(['plain']);
    expect(warnings).toContain('missing translation: a,b');
  });

  it('asks again after a failed request, at the next use', async () => {
    const store = makeStore();
    answers.push(new TypeError('offline'));
    store.t('checkout.title');
    await settle();
    expect(warnings).toContain('translations request failed: offline');
    store.t('checkout.title');
    await settle();
    expect(calls.map(askedKeys)).toEqual([['checkout.title'], ['checkout.title']]);
  });
});

describe('batching', () => {
  it('sends keys in comma-joined batches of at most 200 characters, each key once, in order', async () => {
    const store = makeStore();
    const keys = Array.from({ length: 10 }, (_, index) => `screen.section${index}.${'x'.repeat(30)}`);
    expect(keys[0]).toHaveLength(46);
    for (const key of keys) store.t(key);
    await settle();
    // 4 keys take 4 × 46 + 3 = 187 characters; a fifth would make 234.
    expect(calls.map((call) => askedKeys(call).length)).toEqual([4, 4, 2]);
    expect(calls.flatMap(askedKeys)).toEqual(keys);
    for (const call of calls) expect(askedKeys(call).join(',').length).toBeLessThanOrEqual(200);
  });

  it('fills a batch up to exactly 200 characters and sends an over-long key alone', () => {
    const exact = ['a'.repeat(99), 'b'.repeat(100)];
    expect(batchKeys([...exact, 'c'])).toEqual([exact, ['c']]);
    expect(batchKeys(['d', 'e'.repeat(250), 'f'])).toEqual([['d'], ['e'.repeat(250)], ['f']]);
  });
});

describe('re-checking known keys', () => {
  it('asks again for about 1 in 40 uses of a known key, using the random source', async () => {
    const draws = [0.5, 0.024, 0.025, 0.9];
    const store = makeStore({ random: () => draws.shift() ?? 0.5 });
    answers.push(['Keranjang belanja']);
    store.t('cart');
    await settle();
    expect(calls).toHaveLength(0);
    store.t('cart');
    await settle();
    expect(calls).toHaveLength(1);
    expect(askedKeys(calls[0])).toEqual(['cart']);
    expect(store.t('cart')).toBe('Keranjang belanja');
    store.t('cart');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('stops re-checking a known key the server answers 0 for, keeping its text', async () => {
    const store = makeStore({ random: () => 0 });
    answers.push([0]);
    store.t('cart');
    await settle();
    expect(warnings).toEqual(['unknown translation key: cart']);
    expect(store.t('cart')).toBe('Keranjang');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('never re-checks when the draw is always high', async () => {
    const store = makeStore({ random: () => 0.999 });
    for (let use = 0; use < 200; use += 1) store.t('cart');
    await settle();
    expect(calls).toHaveLength(0);
  });
});

describe('locale state', () => {
  it('switches dictionaries with the language and asks for the new language', async () => {
    const store = makeStore();
    store.addFormat({ en: { cart: 'Cart' } });
    store.setLanguage('en');
    expect(store.getLanguage()).toBe('en');
    expect(store.t('cart')).toBe('Cart');
    store.t('greeting');
    await settle();
    expect(calls[0]?.url).toBe('/_/i81n/en?h=v42&q=greeting');
  });

  it('merges formats per language, clears them all on REMOVE_LOCALE_CACHE, and tracks the timezone', async () => {
    const store = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.addFormat({ id: { pay: 'Bayar' }, en: { pay: 'Pay' } });
    expect(store.messages('id')).toMatchObject({ cart: 'Keranjang', pay: 'Bayar' });
    expect(store.messages('en')).toEqual({ pay: 'Pay' });
    store.changeTimezone(7);
    expect(store.getTimezoneOffset()).toBe(7);
    store.removeLocaleCache();
    expect(store.messages('id')).toEqual({});
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.t('cart')).toBe('');
    await settle();
    expect(askedKeys(calls[0])).toEqual(['cart']);
  });

  it('defaults to Indonesian and timezone offset 0 (spec §9)', () => {
    const store = createTranslationStore({ hash: 'h' });
    expect(store.getLanguage()).toBe('id');
    expect(store.getTimezoneOffset()).toBe(0);
  });
});

describe('server rendering', () => {
  it('reports exactly the messages a page used, and sends nothing without a fetch', () => {
    const store = makeStore({ fetch: undefined });
    store.prime('id', { footer: 'Kaki' });
    store.t('greeting', { name: 'A' });
    store.t('footer');
    store.t('missing.one');
    expect(store.collectUsedKeys()).toEqual(['footer', 'greeting', 'missing.one']);
    expect(store.usedMessages()).toEqual({ footer: 'Kaki', greeting: 'Halo, {name}!' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds the texts a page may show before it can fetch, when it knows them', () => {
    const store = makeStore({ fetch: undefined });
    store.prime('id', { footer: 'Kaki', busy: 'Sedang diproses…' });
    store.t('footer');
    expect(store.usedMessages(['busy', 'missing.one'])).toEqual({ footer: 'Kaki', busy: 'Sedang diproses…' });
  });

  it('lets the client start from the embedded messages without asking for them', async () => {
    const store = makeStore({ messages: {} });
    store.prime('id', { footer: 'Kaki' });
    expect(store.t('footer')).toBe('Kaki');
    await settle();
    expect(calls).toHaveLength(0);
  });
});

describe('loadMessageSets', () => {
  it('fetches a screen\'s sets in one request, so its words are there before it shows, and never asks twice', async () => {
    const store = makeStore();
    answers.push({ 'cart.title': 'Keranjang belanja', 'cart.empty': 'Keranjang kosong' });
    await store.loadMessageSets(['cart.', 'nav.home']);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://shop.test');
    expect(url.pathname).toBe('/_/i81n/id/sets');
    expect(url.searchParams.get('s')).toBe('cart.,nav.home');
    expect(url.searchParams.get('h')).toBe('v42');
    expect(store.t('cart.title')).toBe('Keranjang belanja');
    expect(warnings).toEqual([]);
    await store.loadMessageSets(['cart.', 'nav.home']);
    expect(calls).toHaveLength(1);
  });

  it('lets a second caller wait for a set already on its way instead of going on without its words', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const slowFetch: TranslationFetch = (url, init) => {
      calls.push({ url, init });
      return new Promise((resolve) => {
        answer = (value) => resolve({ status: 200, json: () => Promise.resolve(value) });
      });
    };
    const store = makeStore({ fetch: slowFetch });
    const page = store.loadMessageSets(['nav.', 'search.']);
    let ready = false;
    const later = store.loadMessageSets(['search.']).then(() => { ready = true; });
    await settle();
    expect(calls).toHaveLength(1);
    expect(ready).toBe(false);
    answer({ 'search.suggest.none': 'Tidak ada saran' });
    await Promise.all([page, later]);
    expect(store.t('search.suggest.none')).toBe('Tidak ada saran');
    expect(warnings).toEqual([]);
  });

  it('fetches the same sets in the new language when the language changes', async () => {
    const store = makeStore();
    answers.push({ 'cart.title': 'Keranjang belanja' }, { 'cart.title': 'Shopping cart' });
    await store.loadMessageSets(['cart.']);
    store.setLanguage('en');
    await settle();
    expect(calls.map((call) => new URL(call.url, 'http://shop.test').pathname)).toEqual(['/_/i81n/id/sets', '/_/i81n/en/sets']);
    expect(store.t('cart.title')).toBe('Shopping cart');
  });

  it('leaves out sets that are not keys or prefixes, and asks again after a failure', async () => {
    const store = makeStore();
    answers.push(new Error('offline'), { 'cart.title': 'Keranjang belanja' });
    await store.loadMessageSets(['cart.', '*', '']);
    expect(new URL(calls[0]!.url, 'http://shop.test').searchParams.get('s')).toBe('cart.');
    await store.loadMessageSets(['cart.']);
    expect(calls).toHaveLength(2);
    expect(store.t('cart.title')).toBe('Keranjang belanja');
  });

  it('asks for more sets than one request may carry in further requests, the screen\'s own last sets included', async () => {
    const store = makeStore();
    const frame = Array.from({ length: MAX_MESSAGE_SETS + 3 }, (_, i) => `admin.section${i}.nav`);
    answers.push({}, { 'adminSubscribers.title': 'Pelanggan e-mail' });
    await store.loadMessageSets([...frame, 'adminSubscribers.']);
    const asked = calls.map((call) => new URL(call.url, 'http://shop.test').searchParams.get('s')!.split(','));
    expect(asked.map((sets) => sets.length)).toEqual([MAX_MESSAGE_SETS, 4]);
    expect(asked.flat()).toEqual([...frame, 'adminSubscribers.']);
    expect(store.t('adminSubscribers.title')).toBe('Pelanggan e-mail');
  });
});
