/** Serves the interface dictionaries (src/domain/i18n) to browsers, with a hash that changes with them. */
export { messagesFor, messagesHash } from './messages.service';
