/**
 * Newsletters the owner writes and sends to subscribers (docs/decisions/0046): drafts, the
 * snapshot of the audience when sending starts, the batches the job hands to the outbox, and
 * what readers did (opened, clicked). Owns `newsletters` and `newsletter_recipients`; who may
 * receive one is the subscriptions module's to say, through the flow that sends it.
 */
export {
  createNewsletter, saveNewsletter, deleteNewsletter, listNewsletters, newsletterById, newsletterRefused,
  type NewsletterRow, type NewsletterRefused, type NewsletterResult, type NewsletterFieldError, type NewsletterInput,
} from './newsletters.service';
export {
  renderNewsletter, personaliseNewsletter, startSendingNewsletter, stopSendingNewsletter, queueNewsletterBatches, newsletterFigures,
  recordNewsletterOpen, recordNewsletterClick, newsletterDedupeKey, newsletterOfDedupeKey,
  type NewsletterEmail, type NewsletterFigures, type QueueingDeps, type SendingStart, type RenderedNewsletter,
} from './newsletter-sending.service';
