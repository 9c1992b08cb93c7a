import type { Language } from '../../../domain/i18n/language';

/** A value per language; the shop's main language is always present, others may be missing. */
export type Translated<T> = { id: T } & Partial<Record<Exclude<Language, 'id'>, T>>;
