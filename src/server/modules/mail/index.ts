/** E-mail: the transport to the mail server, the outbox's sender, the layout every e-mail shares, and the owner's view of the queue. */
export {
  chooseMailDelivery, createMailTransport, DevelopmentMailbox, MAIL_HELD_MESSAGE, type MailDelivery, type MailDeliveryMode, type MailTransport,
} from './mail-transport.server';
export { createOutboxHandlers, createEmailHandler, defaultSender, formatSender } from './mail-delivery.server';
export {
  safeEmailUrl, render, oneLine, moneyFormatter, deadline, lang, mailAddressOrNull, PRIVATE_LINK, VIEW_ORDER, type Block, type EmailLanguage, type RenderedEmail,
} from './email-layout.server';
export { registerMailAdminFields, type MailAdminDeps } from './mail.resolver';
