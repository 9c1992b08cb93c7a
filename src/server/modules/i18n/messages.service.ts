import { createHash } from 'node:crypto';
import { DICTIONARIES } from '../../../domain/i18n/dictionaries';
import type { Language } from '../../../domain/i18n/language';

export function messagesFor(language: Language): Readonly<Record<string, string>> {
  return DICTIONARIES[language];
}

const hashes = new Map<Language, string>();

/** Changes whenever a dictionary changes, so browsers refetch instead of trusting old text. */
export function messagesHash(language: Language): string {
  let hash = hashes.get(language);
  if (!hash) {
    hash = createHash('sha1').update(JSON.stringify(DICTIONARIES[language])).digest('base64url').slice(0, 10);
    hashes.set(language, hash);
  }
  return hash;
}
