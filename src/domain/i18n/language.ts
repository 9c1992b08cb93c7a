/** Languages the storefront speaks; the first is the main one (spec §1: Indonesian by default). */
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** Local-storage / cookie key that remembers a visitor's chosen language (spec §7). */
export const LANGUAGE_STORAGE_KEY = '_lang';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Matches one tag such as `en-GB` or `id` against the supported list by its primary subtag. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  // `in` is the legacy ISO 639 code for Indonesian that some Android browsers still send.
  const normalised = primary === 'in' ? 'id' : primary;
  return isSupportedLanguage(normalised) ? normalised : undefined;
}

/** Tags of an Accept-Language header, best first (q-values honoured, invalid parts dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Stored choice first, then the browser's languages in order, else the main language (spec §7). */
export function resolveLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  const fromStore = matchLanguage(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
