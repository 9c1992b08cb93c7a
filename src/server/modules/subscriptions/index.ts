/**
 * E-mail subscriptions with double opt-in (docs/decisions/0041): the subscribe forms, the
 * links of marketing e-mails (`/_/email/{id}/{action}`), the one check every marketing sender
 * makes, and the owner's subscriber list. Owns `email_subscribers` and `email_links`.
 */
export { subscribeToEmail, startSubscription, subscriptionEmailOrRefuse, type SubscribeAccepted } from './subscriptions.service';
export { enqueueMarketingEmail, mayReceiveMarketing, unsubscribedAddress, type MarketingKind, type MarketingLinks } from './marketing-email.service';
export { confirmSubscription, emailLinkView, emailOfLink, resubscribeByLink, unsubscribeByLink, type ConfirmOutcome, type EmailLinkView } from './email-actions.service';
export { subscribedAddresses, enqueueMarketingEmails, emailLinkTarget, type MarketingEmailInBatch } from './newsletter-audience.service';
export { subscribersCsv, type SubscriberQuery } from './subscribers-admin.service';
export { registerSubscriptionShopFields, registerSubscriptionAdminFields } from './subscriptions.resolver';
export { SUBSCRIPTION_EMAILS } from './subscription-emails.templates';
export { SUBSCRIBER_STATES, type SubscriberState } from './subscriptions.tables';
