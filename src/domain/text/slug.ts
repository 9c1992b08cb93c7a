/**
 * Letters that Unicode does not decompose into a base letter plus marks, spelled the way
 * they are usually written in plain ASCII.
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't',
};

/**
 * A URL slug (spec §5): lowercased, every run of characters other than a–z and 0–9 becomes
 * one hyphen, and no hyphen (nor underscore) is left at either end.
 *
 * Accented letters keep their base letter ('Kopi Gayo Aceh — Édisi Spésial' →
 * 'kopi-gayo-aceh-edisi-spesial'): the text is decomposed (NFKD) and the combining marks
 * removed, and a few letters without a decomposition are spelled out (ß → ss, ø → o).
 * The alphabet is ASCII only so slugs never need percent-encoding; text without any Latin
 * letter or digit (for example only Chinese characters) gives '' and the caller chooses a
 * fallback such as the record's id.
 */
export function toSlug(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþıħŧ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** A slug as `toSlug` produces it: lowercase ASCII letters and digits in hyphen-separated words. */
export function isValidSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
