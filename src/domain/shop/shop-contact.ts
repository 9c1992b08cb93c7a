import { normalizePhoneNumber } from '../validation/phone-number';

/**
 * How shoppers reach the shop outside it: a WhatsApp chat opened with a greeting, and the
 * shop's pages on the social sites Indonesian shoppers use.
 */

export const SOCIAL_SITES = ['instagram', 'tiktok', 'facebook', 'youtube', 'x'] as const;
export type SocialSite = (typeof SOCIAL_SITES)[number];
export type SocialLinks = Partial<Record<SocialSite, string>>;

const SITE_HOSTS: Readonly<Record<SocialSite, readonly string[]>> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  facebook: ['facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
};

export const SOCIAL_SITE_NAMES: Readonly<Record<SocialSite, string>> = {
  instagram: 'Instagram', tiktok: 'TikTok', facebook: 'Facebook', youtube: 'YouTube', x: 'X',
};

/**
 * The address as stored (https, no fragment) when it leads to a page of that site: its own
 * host or a subdomain (`www.`, `m.`), and a path beyond the home page. Null otherwise.
 */
export function normaliseSocialLink(site: SocialSite, text: string): string | null {
  const raw = text.trim();
  if (!raw || raw.length > 300) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!SITE_HOSTS[site].some((own) => host === own || host.endsWith(`.${own}`))) return null;
  if (url.pathname.replace(/\/+$/, '') === '') return null;
  url.protocol = 'https:';
  url.hash = '';
  return url.href;
}

/** The WhatsApp number as wa.me wants it: digits with the country code, no plus (`62812…`). */
export function whatsappDigits(text: string): string | null {
  const e164 = normalizePhoneNumber(text);
  return e164 ? e164.slice(1) : null;
}

/** A chat with the shop opened with a greeting (the page's words, in its language). */
export function whatsappLink(e164: string, greeting: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
