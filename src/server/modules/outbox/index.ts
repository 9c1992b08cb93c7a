/**
 * Side effects written in the same transaction as the work that causes them (e-mails,
 * notifications) and delivered afterwards with retries. Owns `outbox`.
 */
export {
  enqueueEmail, enqueueEmails, enqueueWebhook, deliverDueOutbox, outboxDepth, emailDeliveryOf, listShopEmails, shopEmailById, shopEmailByKey, mailQueueCounts, retryFailedEmail, MAIL_STATES, postWebhook, enqueuePushes, enqueueProviderCall, pushDeliveryCounts, PermanentDeliveryFailure, OUTBOX_BACKOFF_MS, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS,
  type EmailMessage, type QueuedEmail, type WebhookRequest, type PushMessage, type ProviderCall, type QueuedPush, type OutboxHandlers, type DeliveryCounts, type ShopEmail, type ShopEmailSummary, type MailState, type MailQueueCounts, type MailQueueView, type Tx,
} from './outbox.service';
