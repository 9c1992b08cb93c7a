import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, isPublicReview, isReviewStatus, MAX_REVIEW_REPLY_LENGTH, moderateReview, normalizeReply, REVIEW_STATUSES, type ReviewAction } from './review-moderation';

describe('moderating a review', () => {
  it('takes a pending review to approved or hidden', () => {
    expect(moderateReview('pending', 'approve')).toEqual({ ok: true, status: 'approved' });
    expect(moderateReview('pending', 'hide')).toEqual({ ok: true, status: 'hidden' });
  });

  it('hides an approved review and approves a hidden one again', () => {
    expect(moderateReview('approved', 'hide')).toEqual({ ok: true, status: 'hidden' });
    expect(moderateReview('hidden', 'approve')).toEqual({ ok: true, status: 'approved' });
  });

  it('refuses a step that changes nothing, saying why', () => {
    expect(moderateReview('approved', 'approve')).toEqual({ ok: false, reason: 'already_approved' });
    expect(moderateReview('hidden', 'hide')).toEqual({ ok: false, reason: 'already_hidden' });
  });

  it('never leads back to pending, and only approved reviews are public', () => {
    fc.assert(fc.property(fc.constantFrom(...REVIEW_STATUSES), fc.constantFrom<ReviewAction>('approve', 'hide'), (from, action) => {
      const outcome = moderateReview(from, action);
      if (outcome.ok) {
        expect(outcome.status).not.toBe('pending');
        expect(isPublicReview(outcome.status)).toBe(action === 'approve');
      }
    }));
    expect(isPublicReview('pending')).toBe(false);
  });

  it('knows its statuses', () => {
    expect(isReviewStatus('approved')).toBe(true);
    expect(isReviewStatus('deleted')).toBe(false);
    expect(isReviewStatus(1)).toBe(false);
  });
});

describe('the owner’s reply', () => {
  it('is trimmed, and an empty one removes the reply', () => {
    expect(normalizeReply('  Terima kasih!  ')).toEqual({ ok: true, reply: 'Terima kasih!' });
    expect(normalizeReply('   ')).toEqual({ ok: true, reply: null });
  });

  it('is refused beyond its length', () => {
    expect(normalizeReply('a'.repeat(MAX_REVIEW_REPLY_LENGTH))).toEqual({ ok: true, reply: 'a'.repeat(MAX_REVIEW_REPLY_LENGTH) });
    expect(normalizeReply('a'.repeat(MAX_REVIEW_REPLY_LENGTH + 1))).toEqual({ ok: false, reason: 'too_long' });
  });
});

describe('the average rating', () => {
  it('is null without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it('keeps one decimal, halves rounded up', () => {
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(13, 3)).toBe(4.3); // 4.333…
    expect(averageRating(14, 3)).toBe(4.7); // 4.666…
    expect(averageRating(85, 20)).toBe(4.3); // 4.25
    expect(averageRating(81, 20)).toBe(4.1); // 4.05
  });

  it('lies between 1 and 5 and within half a tenth of the exact mean', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
      const sum = ratings.reduce((a, b) => a + b, 0);
      const average = averageRating(sum, ratings.length)!;
      expect(average).toBeGreaterThanOrEqual(1);
      expect(average).toBeLessThanOrEqual(5);
      expect(Math.abs(average - sum / ratings.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9);
    }));
  });
});
