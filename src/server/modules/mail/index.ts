/** E-mail: the transport to the mail server, the outbox's sender, and the layout every e-mail shares. */
export { createMailTransport, LocalMailbox, type MailTransport } from './mail-transport.server';
export { createOutboxHandlers, createEmailHandler, defaultSender, formatSender } from './mail-delivery.server';
export {
  safeEmailUrl, render, oneLine, moneyFormatter, deadline, lang, PRIVATE_LINK, VIEW_ORDER, type Block, type EmailLanguage, type RenderedEmail,
} from './email-layout.server';
