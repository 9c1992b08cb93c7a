import type { Language } from './language';

/** A value per language; the shop's main language is always present, others may be missing. */
export type Translated<T> = { id: T } & Partial<Record<Exclude<Language, 'id'>, T>>;

/** The text in the wanted language, falling back to the shop's main language. */
export function pick<T>(value: Translated<T>, language: Language): T {
  if (language === 'id') return value.id;
  return value[language] ?? value.id;
}
