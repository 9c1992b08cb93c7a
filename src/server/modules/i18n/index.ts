/**
 * Serves the interface dictionaries (src/domain/i18n) to browsers, with a hash that changes with
 * them, and each shop's own wording over them (docs/decisions/0037). Owns `message_overrides`.
 */
export { messagesFor, messagesHash } from './messages.service';
export { shopDictionary, messageOverrideCache, type ShopDictionary } from './message-overrides.service';
export { registerInterfaceTextAdminFields } from './message-overrides.resolver';
