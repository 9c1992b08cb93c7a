import type { Language } from '../../../domain/i18n/language';

/** A message shoppers read in an API answer, in their language (Indonesian by default). */
export function say(language: Language, text: { id: string; en: string }): string {
  return language === 'en' ? text.en : text.id;
}
