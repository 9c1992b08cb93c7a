/**
 * Newsletters the owner writes and sends to subscribers (docs/decisions/0046): drafts, the
 * snapshot of the audience when sending starts, the batches the job hands to the outbox, and
 * what readers did (opened, clicked). Owns `newsletters` and `newsletter_recipients`; who may
 * receive one is the subscriptions module's to say, through the flow that sends it.
 */
export {
  createNewsletter, saveNewsletter, deleteNewsletter, listNewsletters, newsletterById,
  type NewsletterRow, type NewsletterRefused, type NewsletterResult, type NewsletterFieldError,
} from './newsletters.service';
export {
  renderNewsletter, startSendingNewsletter, stopSendingNewsletter, queueNewsletterBatches, newsletterFigures,
  recordNewsletterOpen, recordNewsletterClick, newsletterOfDedupeKey,
  type NewsletterEmail, type NewsletterFigures,
} from './newsletter-sending.service';
