/**
 * Product reviews wait for the owner before shoppers see them (docs/decisions/0032): a new
 * review is pending; the owner approves it (shown on the product page) or hides it. An approved
 * review can be hidden later and a hidden one approved again; nothing goes back to pending,
 * because "not yet looked at" stops being true once someone has.
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewAction = 'approve' | 'hide';

export const MAX_REVIEW_REPLY_LENGTH = 2000;

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

const TARGET: Record<ReviewAction, ReviewStatus> = { approve: 'approved', hide: 'hidden' };

export type ModerationOutcome =
  | { ok: true; status: ReviewStatus }
  /** Approving an approved review (or hiding a hidden one) changes nothing: a second press or someone else was first. */
  | { ok: false; reason: 'already_approved' | 'already_hidden' };

export function moderateReview(from: ReviewStatus, action: ReviewAction): ModerationOutcome {
  const to = TARGET[action];
  if (from === to) return { ok: false, reason: to === 'approved' ? 'already_approved' : 'already_hidden' };
  return { ok: true, status: to };
}

/** Only approved reviews reach shoppers, the average rating and the structured data. */
export function isPublicReview(status: ReviewStatus): boolean {
  return status === 'approved';
}

/** The owner's reply as it is kept: trimmed; empty means no reply. */
export function normalizeReply(text: string): { ok: true; reply: string | null } | { ok: false; reason: 'too_long' } {
  const reply = text.trim();
  if (reply.length > MAX_REVIEW_REPLY_LENGTH) return { ok: false, reason: 'too_long' };
  return { ok: true, reply: reply === '' ? null : reply };
}

/**
 * The average of `count` ratings adding up to `sum`, to one decimal, halves rounded up
 * (4.25 → 4.3), in integers so no float error moves a half; null without ratings.
 */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}
