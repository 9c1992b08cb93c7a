import { createHash } from 'node:crypto';
import type { Language } from '../../../domain/i18n/language';
import { messagesEn } from './messages/en.messages';
import { feedbackMessages } from './messages/feedback.messages';
import { filesMessages } from './messages/files.messages';
import { formsMessages } from './messages/forms.messages';
import { messagesId } from './messages/id.messages';
import { overlaysMessages } from './messages/overlays.messages';
import { stateMessages } from './messages/state.messages';
import { cartMessages } from './messages/cart.messages';
import { checkoutMessages } from './messages/checkout.messages';
import { ordersMessages } from './messages/orders.messages';

const AREAS = [overlaysMessages, feedbackMessages, formsMessages, filesMessages, stateMessages, cartMessages, checkoutMessages, ordersMessages];

/** The storefront's messages plus each UI-kit area's, one dictionary per language. */
export const DICTIONARIES: Record<Language, Readonly<Record<string, string>>> = {
  id: Object.assign({}, messagesId, ...AREAS.map((area) => area.id)),
  en: Object.assign({}, messagesEn, ...AREAS.map((area) => area.en)),
};

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
