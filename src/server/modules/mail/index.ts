/**
 * E-mail: the transport to the mail server, the outbox's sender, the layout every e-mail
 * shares, e-mails as rich-text content with placeholders (defaults in code, a shop's own
 * wording in `email_contents`), and the owner's view of the queue and of the e-mails.
 */
export {
  chooseMailDelivery, createMailTransport, DevelopmentMailbox, MAIL_HELD_MESSAGE, type MailDelivery, type MailDeliveryMode, type MailTransport,
} from './mail-transport.server';
export { createOutboxHandlers, createEmailHandler, defaultSender, formatSender } from './mail-delivery.server';
export {
  safeEmailUrl, renderLayout, withMarketingFooter, type MarketingReason, oneLine, moneyFormatter, deadline, lang, mailAddressOrNull, PRIVATE_LINK, VIEW_ORDER, type Block, type EmailLanguage, type RenderedEmail,
} from './email-layout.server';
export { defineEmail, text, link, block, type EmailData, type EmailContent, type EmailDefinition, type EmailSpec, type EmailAudience } from './email-definition.server';
export { emailDocument, type DefaultBlock } from './email-document.server';
export { renderEmail, renderEmailContent } from './email-content-render.server';
export { validateEmailContent } from './email-content-validate.server';
export { shopEmail, shopEmails, shopEmailRequest, type ShopEmailRequest } from './email-content.service';
export { type PlaceholderSpec, type PlaceholderValues, type PlaceholderKind } from './email-placeholders.server';
export { registerMailAdminFields, type MailAdminDeps } from './mail.resolver';
export { emailTexts } from './email-texts.service';
export { queueTestEmail } from './email-test.service';
