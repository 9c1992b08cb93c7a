// Wire format of the translations call (spec §7): GET {endpoint}/{language}?h=…&q=k1,k2,
// answered by an array in key order where 0 marks a key the server does not know.

/** Approximate length of the comma-separated missing keys fetched in one request. */
export const TRANSLATION_BATCH_CHARS = 200;

/** The list is comma-separated, so a key with a comma in it cannot be asked for. */
export function isRequestableKey(key: string): boolean {
  return key !== '' && !key.includes(',');
}

/**
 * Splits keys into comma-joined groups of at most `limit` characters. A key longer than the
 * limit on its own still goes, alone, rather than never being asked for.
 */
export function batchKeys(keys: readonly string[], limit = TRANSLATION_BATCH_CHARS): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const key of keys) {
    const added = batch.length === 0 ? key.length : length + 1 + key.length;
    if (batch.length > 0 && added > limit) {
      batches.push(batch);
      batch = [key];
      length = key.length;
    } else {
      batch.push(key);
      length = added;
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export function translationUrl(endpoint: string, language: string, hash: string, keys: readonly string[]): string {
  const q = keys.map((key) => encodeURIComponent(key)).join(',');
  return `${endpoint}/${encodeURIComponent(language)}?h=${encodeURIComponent(hash)}&q=${q}`;
}

/** One answer per asked key: its text, 0 for unknown, or `undefined` when it is unusable. */
export type TranslationAnswer = string | 0 | undefined;

export function readAnswers(body: unknown, keys: readonly string[]): TranslationAnswer[] {
  if (!Array.isArray(body)) throw new Error('Translations answer is not an array');
  return keys.map((_key, index): TranslationAnswer => {
    const value: unknown = body[index];
    return value === 0 || typeof value === 'string' ? value : undefined;
  });
}

/** GET {endpoint}/{language}/sets?h=…&s=adminBundles.,error.bundle. (answered as key → text). */
export function messageSetsUrl(endpoint: string, language: string, hash: string, sets: readonly string[]): string {
  return `${endpoint}/${encodeURIComponent(language)}/sets?h=${encodeURIComponent(hash)}&s=${sets.map((set) => encodeURIComponent(set)).join(',')}`;
}

/** The texts of a sets answer; anything that is not a string is left out. */
export function readMessageSets(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('Message sets answer is not an object');
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') texts[key] = value;
  return texts;
}
