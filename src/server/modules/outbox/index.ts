/**
 * Side effects written in the same transaction as the work that causes them (e-mails,
 * notifications) and delivered afterwards with retries. Owns `outbox`.
 */
export {
  enqueueEmail, enqueueWebhook, deliverDueOutbox, outboxDepth, listShopEmails, shopEmailById, postWebhook, OUTBOX_BACKOFF_MS, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS,
  type EmailMessage, type WebhookRequest, type OutboxHandlers, type DeliveryCounts, type ShopEmail, type ShopEmailSummary, type Tx,
} from './outbox.service';
