/**
 * A screen names the messages it shows as sets: a key prefix ending in a dot (`adminBundles.`)
 * or one whole key. The browser fetches a screen's sets together with its chunk, so the screen
 * appears with its texts rather than blank labels that fill in a moment later.
 */
export const MESSAGE_SET = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.?$/;
/** At most this many sets in one request. */
export const MAX_MESSAGE_SETS = 24;
const MAX_MESSAGE_SET_LENGTH = 100;

export function isMessageSet(set: string): boolean {
  return set.length <= MAX_MESSAGE_SET_LENGTH && MESSAGE_SET.test(set);
}

export function inMessageSet(key: string, set: string): boolean {
  return set.endsWith('.') ? key.startsWith(set) : key === set;
}

/** The messages of a dictionary that fall in any of the sets, in the dictionary's order. */
export function messagesInSets(dictionary: Readonly<Record<string, string>>, sets: readonly string[]): Record<string, string> {
  const wanted = sets.filter(isMessageSet);
  const found: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (wanted.some((set) => inMessageSet(key, set))) found[key] = text;
  }
  return found;
}
