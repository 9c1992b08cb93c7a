import { describe, expect, it } from 'vitest';
import { checkNewsletterDraft, countedLinks, EVERYONE, NEWSLETTER_STATES, NEWSLETTER_SUBJECT_MAX, newsletterAfter, rate } from './newsletter';

const draft = { title: 'Promo Desember', subject: 'Diskon akhir tahun', language: 'id' as const, audience: EVERYONE };

describe('a newsletter’s lifecycle', () => {
  it('is edited and sent only as a draft, and finishes or stops only while sending', () => {
    expect(newsletterAfter('draft', 'edit')).toBe('draft');
    expect(newsletterAfter('draft', 'send')).toBe('sending');
    expect(newsletterAfter('sending', 'finish')).toBe('sent');
    expect(newsletterAfter('sending', 'stop')).toBe('stopped');
    expect(newsletterAfter('sending', 'edit')).toBeNull();
    expect(newsletterAfter('draft', 'stop')).toBeNull();
  });

  it('never leaves sent or stopped', () => {
    for (const action of ['edit', 'send', 'finish', 'stop', 'delete'] as const) {
      expect(newsletterAfter('sent', action)).toBeNull();
      expect(newsletterAfter('stopped', action)).toBeNull();
    }
    expect(NEWSLETTER_STATES).toEqual(['draft', 'sending', 'sent', 'stopped']);
  });
});

describe('checking a draft', () => {
  it('lets a draft be saved without a subject or text, but not sent', () => {
    expect(checkNewsletterDraft({ ...draft, subject: '' }, { forSending: false, documentEmpty: true })).toEqual([]);
    expect(checkNewsletterDraft({ ...draft, subject: ' ' }, { forSending: true, documentEmpty: true }).map((p) => p.key))
      .toEqual(['error.newsletter.subjectRequired', 'error.newsletter.bodyRequired']);
  });

  it('names the field of each problem', () => {
    const problems = checkNewsletterDraft({ ...draft, title: '', subject: 'x'.repeat(NEWSLETTER_SUBJECT_MAX + 1) }, { forSending: false, documentEmpty: false });
    expect(problems).toEqual([
      { field: 'title', key: 'error.newsletter.titleRequired' },
      { field: 'subject', key: 'error.newsletter.subjectTooLong' },
    ]);
    expect(checkNewsletterDraft({ ...draft, subject: 'a\r\nBcc: x@y' }, { forSending: false, documentEmpty: false })).toEqual([{ field: 'subject', key: 'error.newsletter.subjectOneLine' }]);
  });
});

describe('counted links', () => {
  it('numbers each web address once and keeps the address unescaped for the redirect', () => {
    const html = '<a href="https://toko.example/p?a=1&amp;b=2">A</a> <a href="mailto:x@y">B</a> <a href="https://toko.example/p?a=1&amp;b=2">C</a> <a href="http://x.example/">D</a>';
    const counted = countedLinks(html, (index) => `/c?l=${index}`);
    expect(counted.links).toEqual(['https://toko.example/p?a=1&b=2', 'http://x.example/']);
    expect(counted.html).toBe('<a href="/c?l=0">A</a> <a href="mailto:x@y">B</a> <a href="/c?l=0">C</a> <a href="/c?l=1">D</a>');
  });

  it('leaves the links it is told not to count', () => {
    const counted = countedLinks('<a href="https://toko.example/_/email/x/unsubscribe">U</a>', () => '/c', (url) => !url.includes('/_/email/'));
    expect(counted.links).toEqual([]);
    expect(counted.html).toContain('/_/email/x/unsubscribe');
  });
});

describe('rates', () => {
  it('is a share of what was delivered to one decimal, and none before anything was', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
  });
});
