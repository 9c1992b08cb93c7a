// A newsletter's rules (docs/decisions/0046): its lifecycle, its audience, and how its links
// are counted. Pure, so the admin screen checks a draft the way the server does.
import type { Language } from '../i18n/language';

/**
 * draft → sending → sent, or sending → stopped. Sending snapshots the audience once: who
 * subscribes later is not added, who unsubscribes meanwhile is skipped when their turn comes.
 */
export const NEWSLETTER_STATES = ['draft', 'sending', 'sent', 'stopped'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export type NewsletterAction = 'edit' | 'send' | 'finish' | 'stop' | 'delete';

const TRANSITIONS: Readonly<Record<NewsletterState, Partial<Record<NewsletterAction, NewsletterState>>>> = {
  draft: { edit: 'draft', send: 'sending', delete: 'draft' },
  sending: { finish: 'sent', stop: 'stopped' },
  sent: {},
  stopped: {},
};

/** The state after `action`, or null when the newsletter's state does not allow it. */
export function newsletterAfter(state: NewsletterState, action: NewsletterAction): NewsletterState | null {
  return TRANSITIONS[state][action] ?? null;
}

/** The states `action` may be taken from, for a write that checks the state in its own statement. */
export function statesAllowing(action: NewsletterAction): NewsletterState[] {
  return NEWSLETTER_STATES.filter((state) => newsletterAfter(state, action) !== null);
}

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_TITLE_MAX = 120;
/** Addresses one job pass hands to the outbox for one newsletter; the rest wait for the next pass. */
export const NEWSLETTER_QUEUE_BATCH = 500;

/**
 * Who receives it: always subscribers who confirmed and have not unsubscribed, narrowed by
 * the language they read in and by having bought from one of the categories (sub-categories
 * included). Both empty: every subscriber.
 */
export interface NewsletterAudience {
  language: Language | null;
  categoryIds: string[];
}

export const EVERYONE: NewsletterAudience = { language: null, categoryIds: [] };

export interface NewsletterDraft {
  title: string;
  subject: string;
  language: Language;
  audience: NewsletterAudience;
}

export interface NewsletterProblem { field: string; key: string }

export function checkNewsletterDraft(draft: NewsletterDraft, options: { forSending: boolean; documentEmpty: boolean }): NewsletterProblem[] {
  const problems: NewsletterProblem[] = [];
  const title = draft.title.trim();
  const subject = draft.subject.trim();
  if (title === '') problems.push({ field: 'title', key: 'error.newsletter.titleRequired' });
  else if (Array.from(title).length > NEWSLETTER_TITLE_MAX) problems.push({ field: 'title', key: 'error.newsletter.titleTooLong' });
  if (Array.from(subject).length > NEWSLETTER_SUBJECT_MAX) problems.push({ field: 'subject', key: 'error.newsletter.subjectTooLong' });
  else if (/[\r\n]/.test(draft.subject)) problems.push({ field: 'subject', key: 'error.newsletter.subjectOneLine' });
  if (options.forSending) {
    if (subject === '') problems.push({ field: 'subject', key: 'error.newsletter.subjectRequired' });
    if (options.documentEmpty) problems.push({ field: 'document', key: 'error.newsletter.bodyRequired' });
  }
  return problems;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * Replaces each `href` to an http(s) address that `counts` accepts with the counting link of
 * its position: the counting route looks the address up by number in what was sent, so it
 * can only ever redirect to an address the owner wrote (never an open redirect). Returns the
 * rewritten HTML and the addresses in order (unescaped); the same address keeps one number.
 * `countingUrl` must give HTML-ready text.
 */
export function countedLinks(html: string, countingUrl: (index: number) => string, counts: (url: string) => boolean = () => true): { html: string; links: string[] } {
  const links: string[] = [];
  const rewritten = html.replace(/href="(https?:\/\/[^"]+)"/g, (whole, escaped: string) => {
    const url = escaped.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    if (!counts(url)) return whole;
    let index = links.indexOf(url);
    if (index < 0) index = links.push(url) - 1;
    return `href="${countingUrl(index)}"`;
  });
  return { html: rewritten, links };
}

/** Share of `part` in `whole`, in percent to one decimal; null when nothing was delivered. */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
