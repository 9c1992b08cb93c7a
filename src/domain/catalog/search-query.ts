/**
 * How a shopper's search text becomes words, and which misspelt words may be corrected
 * (decision 0048). Pure rules; the database does the matching.
 */

/** Search words are capped so a pasted essay cannot turn into a huge query. */
export const MAX_SEARCH_WORDS = 6;

/** Longer "words" are not words a shopper types; they are cut so a query stays small. */
const MAX_WORD_LENGTH = 40;

/** One wrong, missing or extra letter is forgiven in words at least this long (shorter ones would match too much). */
export const TYPO_MIN_LENGTH = 5;

/**
 * The last word is also matched as the start of a word once it has this many characters: the
 * search box suggests from the second letter ("batik sh" → batik shirts).
 */
export const PREFIX_MIN_LENGTH = 2;

/**
 * The words of a search as the index holds them: lower case, compatibility-normalised, split at
 * anything that is not a letter or digit (so `LN-BTK-001` is `ln`, `btk`, `001`, as the index
 * splits SKUs), at most `MAX_SEARCH_WORDS`, repeated words once.
 */
export function searchQueryWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The word without Indonesian inflectional endings: a particle (-lah, -kah, -tah, -pun) and then
 * a possessive (-ku, -mu, -nya), as in "kemejanya" → "kemeja", "tasmu" → "tas". The stemmer
 * strips these too but goes on to prefixes ("kemeja" → "meja"); the word as a shopper would
 * write it bare lets the exact word rank above a mere shared stem. Empty when nothing is left
 * to strip or too little would remain.
 */
export function withoutInflection(word: string): string | null {
  let bare = word;
  const particle = /^(.{3,}?)(lah|kah|tah|pun)$/u.exec(bare);
  if (particle?.[1]) bare = particle[1];
  const possessive = /^(.{3,}?)(nya|ku|mu)$/u.exec(bare);
  if (possessive?.[1]) bare = possessive[1];
  return bare === word ? null : bare;
}

/**
 * Whether the Indonesian stemmer may cut the word down. It takes ke-, ter- and pe- off roots
 * that merely begin so ("keranjang" → "ranjang", "terasi" → "asi", "kemeja" → "meja"), so such
 * words are matched as written only, here and in the index (`etalase_indonesian_stemmable`,
 * migration 0036).
 */
export function stemsSafely(word: string): boolean {
  return !/^(ke|ter|pe(?![rnm]))/u.test(word);
}

/** Whether the word may be corrected to a vocabulary word one edit away. */
export function mayCorrect(word: string): boolean {
  return [...word].length >= TYPO_MIN_LENGTH && !/\p{N}/u.test(word);
}

/** A vocabulary word one edit away from a typed word, with how alike they look (0–1). */
export interface CorrectionCandidate {
  word: string;
  term: string;
  likeness: number;
}

/**
 * Per typed word, the corrections worth trying, best first: the most alike first, then the
 * shorter, then alphabetical, so the same search always gives the same answer. A word found in
 * the vocabulary as typed gets none.
 */
export function correctionsByWord(candidates: readonly CorrectionCandidate[]): Map<string, string[]> {
  // A word the shop uses as typed is not a typo, however many words look like it.
  const known = new Set(candidates.filter((candidate) => candidate.term === candidate.word).map((candidate) => candidate.word));
  const sorted = [...candidates].sort((a, b) => b.likeness - a.likeness || a.term.length - b.term.length || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const byWord = new Map<string, string[]>();
  for (const candidate of sorted) {
    if (known.has(candidate.word)) continue;
    const list = byWord.get(candidate.word) ?? [];
    if (!list.includes(candidate.term)) list.push(candidate.term);
    byWord.set(candidate.word, list);
  }
  return byWord;
}

/** The search as the shop understood it: each typed word replaced by its best correction. */
export function correctedSearchText(words: readonly string[], corrections: ReadonlyMap<string, readonly string[]>): string {
  return words.map((word) => corrections.get(word)?.[0] ?? word).join(' ');
}
