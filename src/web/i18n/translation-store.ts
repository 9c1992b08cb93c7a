// Messages per language, fetched lazily: a page ships only the messages it used, and the
// keys it later needs are asked for in small batches (spec §7). Also holds the locale state of
// spec §3/§4. No `window` here: the same store serves server rendering, which passes no fetch.
import type { Language } from '../../domain/i18n/language';
import { fillMessage } from '../../domain/i18n/fill-message';
import { isMessageSet, MAX_MESSAGE_SETS } from '../../domain/i18n/message-sets';
import { DEFAULT_LANGUAGE } from '../../domain/i18n/language';
import {
  batchKeys,
  isRequestableKey,
  messageSetsUrl,
  readAnswers,
  readMessageSets,
  translationUrl,
} from './translation-batch';

/** Followed by the language, e.g. /_/i81n/id (spec §7). */
export const TRANSLATIONS_PATH_PREFIX = '/_/i81n/';
/** About one use in this many re-checks a key for missing text. */
export const TRANSLATION_RECHECK_ONE_IN = 40;
export const DEFAULT_TIMEZONE_OFFSET = 0;

export type Messages = Readonly<Record<string, string>>;
export type MessagesByLanguage = Partial<Record<Language, Messages>>;
export type TranslationParams = Readonly<Record<string, string | number>>;

export type TranslationFetch = (url: string, init: RequestInit) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface TranslationStoreOptions {
  language?: Language;
  /** The dictionary of `language` known at start (embedded by the server). */
  messages?: Messages;
  /** Absent during server rendering, where every message is already at hand. */
  fetch?: TranslationFetch;
  endpoint?: string;
  /** Version of the server's dictionaries, sent as `h` so answers can be cached per version. */
  hash: string;
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  timezoneOffset?: number;
  warn?: (message: string) => void;
}

export interface TranslationStore {
  /** The message of `key` with `{name}` placeholders filled; the key itself while unknown. */
  t(key: string, params?: TranslationParams): string;
  getLanguage(): Language;
  /** LOCALE_CHANGE. */
  setLanguage(language: Language): void;
  getTimezoneOffset(): number;
  /** TIMEZONE_CHANGE: offset from UTC in hours. */
  changeTimezone(offsetHours: number): void;
  /** REMOVE_LOCALE_CACHE: forgets every dictionary, so messages are fetched afresh. */
  removeLocaleCache(): void;
  /** ADD_FORMAT: merges messages into each language's dictionary. */
  addFormat(messages: MessagesByLanguage): void;
  /** Loads messages the server embedded, before hydration. */
  prime(language: Language, messages: Messages): void;
  messages(language?: Language): Messages;
  /** Keys passed to `t` so far, sorted. */
  collectUsedKeys(): string[];
  /** The current language's text of every used key that has one: what a page must embed. */
  /** The texts used so far, and those of `also` (words a page may show before it can fetch). */
  usedMessages(also?: readonly string[]): Record<string, string>;
  /** Sends queued keys now instead of waiting for the batching timer. */
  flush(): Promise<void>;
  /**
   * Fetches, in one request, every message a screen names by key or by key prefix (`adminBundles.`),
   * so the screen shows complete texts when it appears. Remembered per language: a later
   * language change fetches the same set in the new language. Never rejects; a failure leaves the
   * keys to the per-key batches.
   */
  loadMessageSets(sets: readonly string[]): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Changes whenever anything `t` could return changes. */
  getVersion(): number;
  /**
   * `t` as a function that is replaced whenever the messages change, so React can use it as
   * a snapshot and memoised children that take it as a prop re-render too.
   */
  getTranslator(): Translate;
}

export type Translate = (key: string, params?: TranslationParams) => string;

const DEFAULT_ENDPOINT = TRANSLATIONS_PATH_PREFIX.replace(/\/$/, '');

interface LanguageState {
  messages: Record<string, string>;
  /** `messages` is the caller's object, not yet copied: copy before writing. */
  borrowed: boolean;
  /** Requested and not failed: asking again would only repeat the answer. */
  asked: Set<string>;
  /** Answered 0: never asked for again. */
  unknown: Set<string>;
  /** Key prefixes and keys whose messages were fetched whole (see `loadMessageSets`). */
  loadedSets: Set<string>;
  /** Sets whose request is under way: a second caller waits for it rather than going without. */
  pendingSets: Map<string, Promise<void>>;
  queued: Set<string>;
  inFlight: Set<string>;
}

export function createTranslationStore(options: TranslationStoreOptions): TranslationStore {
  const {
    fetch: fetchFn,
    endpoint = DEFAULT_ENDPOINT,
    hash,
    random = Math.random,
    warn = (message: string) => console.warn(message),
  } = options;
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  let language = options.language ?? DEFAULT_LANGUAGE;
  let timezoneOffset = options.timezoneOffset ?? DEFAULT_TIMEZONE_OFFSET;
  let states = new Map<Language, LanguageState>();
  const used = new Set<string>();
  const warned = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let translator: Translate | undefined;
  let flushScheduled = false;
  /** The sets the current screen asked for, fetched again when the language changes. */
  let activeSets: readonly string[] = [];
  // Borrowed until the first write: a server renders many pages from one shared dictionary.
  if (options.messages) {
    const initial = state(language);
    initial.messages = options.messages as Record<string, string>;
    initial.borrowed = true;
  }

  function writable(current: LanguageState): Record<string, string> {
    if (current.borrowed) {
      current.messages = { ...current.messages };
      current.borrowed = false;
    }
    return current.messages;
  }

  function state(of: Language): LanguageState {
    let found = states.get(of);
    if (!found) {
      found = { messages: {}, borrowed: false, asked: new Set(), unknown: new Set(), loadedSets: new Set(), pendingSets: new Map(), queued: new Set(), inFlight: new Set() };
      states.set(of, found);
    }
    return found;
  }

  function changed(): void {
    version += 1;
    translator = undefined;
    for (const listener of [...listeners]) listener();
  }

  /** Once per language: a key missing in one dictionary may well be missing in another. */
  function warnOnce(of: Language, message: string): void {
    const seen = `${of}\u0000${message}`;
    if (warned.has(seen)) return;
    warned.add(seen);
    warn(message);
  }

  function enqueue(current: LanguageState, key: string): void {
    if (!fetchFn || !isRequestableKey(key) || current.unknown.has(key)) return;
    if (current.queued.has(key) || current.inFlight.has(key)) return;
    current.queued.add(key);
    if (flushScheduled) return;
    flushScheduled = true;
    // A render asks for many keys in one go; the timer lets them share requests.
    setTimer(() => void flush(), 0);
  }

  async function request(fetchKeys: TranslationFetch, of: Language, current: LanguageState, keys: string[]): Promise<void> {
    for (const key of keys) current.inFlight.add(key);
    let answers;
    try {
      const response = await fetchKeys(translationUrl(endpoint, of, hash, keys), { credentials: 'include' });
      if (response.status < 200 || response.status >= 300) throw new Error(`Translations answered ${response.status}`);
      answers = readAnswers(await response.json(), keys);
    } catch (error) {
      // Forgotten so that a later use asks again; no re-render, so no request storm either.
      for (const key of keys) current.asked.delete(key);
      warn(`translations request failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      for (const key of keys) current.inFlight.delete(key);
    }
    let updated = false;
    keys.forEach((key, index) => {
      const answer = answers[index];
      if (answer === 0) {
        current.unknown.add(key);
        warnOnce(of, `unknown translation key: ${key}`);
      } else if (answer !== undefined && current.messages[key] !== answer) {
        writable(current)[key] = answer;
        updated = true;
      }
    });
    if (updated) changed();
  }

  async function flush(): Promise<void> {
    flushScheduled = false;
    if (!fetchFn) return;
    const requests: Array<Promise<void>> = [];
    for (const [of, current] of states) {
      if (current.queued.size === 0) continue;
      const keys = [...current.queued];
      current.queued.clear();
      for (const key of keys) current.asked.add(key);
      for (const batch of batchKeys(keys)) requests.push(request(fetchFn, of, current, batch));
    }
    await Promise.all(requests);
  }

  async function loadSets(of: Language, sets: readonly string[]): Promise<void> {
    const current = state(of);
    const valid = [...new Set(sets)].filter(isMessageSet);
    // A part of the page that shows later (the search suggestions) may ask while the page's own
    // request for the same set is still on its way: it waits for that answer.
    const underway = new Set(valid.map((set) => current.pendingSets.get(set)).filter((pending) => pending !== undefined));
    const wanted = valid.filter((set) => !current.loadedSets.has(set));
    if (!fetchFn || (wanted.length === 0 && underway.size === 0)) return;
    // The server answers at most MAX_MESSAGE_SETS sets a request; an admin screen names more
    // (the frame's section labels come first), so the rest go in further requests, side by side.
    const groups: string[][] = [];
    for (let i = 0; i < wanted.length; i += MAX_MESSAGE_SETS) groups.push(wanted.slice(i, i + MAX_MESSAGE_SETS));
    await Promise.all([...underway, ...groups.map((group) => loadSetGroup(fetchFn, of, current, group))]);
  }

  function loadSetGroup(fetcher: TranslationFetch, of: Language, current: LanguageState, wanted: readonly string[]): Promise<void> {
    const loading = fetchSetGroup(fetcher, of, current, wanted).finally(() => {
      for (const set of wanted) if (current.pendingSets.get(set) === loading) current.pendingSets.delete(set);
    });
    for (const set of wanted) current.pendingSets.set(set, loading);
    return loading;
  }

  async function fetchSetGroup(fetcher: TranslationFetch, of: Language, current: LanguageState, wanted: readonly string[]): Promise<void> {
    for (const set of wanted) current.loadedSets.add(set);
    try {
      const response = await fetcher(messageSetsUrl(endpoint, of, hash, wanted), { credentials: 'same-origin' });
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      const answer = readMessageSets(await response.json());
      let updated = false;
      for (const [key, text] of Object.entries(answer)) {
        current.asked.add(key);
        if (current.messages[key] !== text) {
          writable(current)[key] = text;
          updated = true;
        }
      }
      if (updated) changed();
    } catch {
      // Asked again by the next screen that needs them; meanwhile single keys are batched.
      for (const set of wanted) current.loadedSets.delete(set);
    }
  }

  function fill(message: string, params: TranslationParams | undefined): string {
    return params ? fillMessage(message, params, { locale: language }) : message;
  }


  const store: TranslationStore = {
    t(key, params) {
      used.add(key);
      const current = state(language);
      const message = current.messages[key];
      if (message !== undefined) {
        // Known texts can change on the server; a sample of uses keeps them from going stale.
        if (!current.unknown.has(key) && random() * TRANSLATION_RECHECK_ONE_IN < 1) enqueue(current, key);
        return fill(message, params);
      }
      warnOnce(language, `missing translation: ${key}`);
      if (!current.asked.has(key)) enqueue(current, key);
      // While the text may still arrive, a blank reads better than a raw key flashing by; a key
      // the server does not know (or a store that cannot fetch) shows as itself.
      return fetchFn && isRequestableKey(key) && !current.unknown.has(key) ? '' : fill(key, params);
    },
    getLanguage: () => language,
    setLanguage(next) {
      if (next === language) return;
      language = next;
      changed();
      void loadSets(next, activeSets);
    },
    getTimezoneOffset: () => timezoneOffset,
    changeTimezone(offsetHours) {
      if (offsetHours === timezoneOffset) return;
      timezoneOffset = offsetHours;
      changed();
    },
    removeLocaleCache() {
      states = new Map();
      changed();
    },
    addFormat(byLanguage) {
      for (const [of, messages] of Object.entries(byLanguage) as Array<[Language, Messages | undefined]>) {
        if (messages) Object.assign(writable(state(of)), messages);
      }
      changed();
    },
    prime(of, messages) {
      Object.assign(writable(state(of)), messages);
      changed();
    },
    messages: (of = language) => ({ ...state(of).messages }),
    collectUsedKeys: () => [...used].sort(),
    usedMessages(also = []) {
      const current = state(language);
      const result: Record<string, string> = {};
      for (const key of [...new Set([...used, ...also])].sort()) {
        const message = current.messages[key];
        if (message !== undefined) result[key] = message;
      }
      return result;
    },
    flush,
    loadMessageSets(sets) {
      activeSets = sets;
      return loadSets(language, sets);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    getTranslator() {
      translator ??= (key, params) => store.t(key, params);
      return translator;
    },
  };
  return store;
}
