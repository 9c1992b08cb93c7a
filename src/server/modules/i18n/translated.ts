import type { Language } from '../../../domain/i18n/language';
import type { Translated } from '../../db/schema/translated';

/** The text in the wanted language, falling back to the shop's main language. */
export function pick<T>(value: Translated<T>, language: Language): T {
  if (language === 'id') return value.id;
  return value[language] ?? value.id;
}
