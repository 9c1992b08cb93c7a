import { zoneAbbreviation } from '../../../domain/format/shop-time';
import { currencyByNumber, formatMoney, type CurrencyCode } from '../../../domain/money/currency';
import { formatTime } from '../../../domain/format/time';
import type { Language } from '../../../domain/i18n/language';
import { escapeHtml } from '../../../domain/rich-text/escape';
import type { EmailMessage } from '../outbox';

/** What a template produces; the caller adds the recipient. */
export type RenderedEmail = Omit<EmailMessage, 'to'>;

export type EmailLanguage = Language;

/**
 * Deadlines are shown in Western Indonesian Time: shops have no time zone setting yet, and
 * a deadline in UTC would read seven hours early to most buyers.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks: every e-mail is a list of blocks rendered twice, as HTML and as plain text,
// so the two versions cannot drift apart.

export type Block =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'button'; label: string; url: string | null }
  | { kind: 'link'; label: string; url: string | null }
  | { kind: 'rows'; rows: Array<{ label: string; value: string; strong?: boolean }> }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  /** A picture (a product's), at most 280 px wide; left out without a safe address. */
  | { kind: 'image'; url: string | null; alt: string };

/**
 * The address when it is an absolute http(s) URL, else null. Anything else (`javascript:`,
 * `data:`, relative paths that mean nothing in a mail client) is left out of the e-mail.
 */
export function safeEmailUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/** One line of text for a subject: line breaks would be refused by the outbox, long runs of space look broken. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Escaped text whose own line breaks (an owner's instructions, a reason) are kept. */
function multilineHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n').trim()).replace(/\n/g, '<br>');
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0f766e';

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 14px;font-size:15px;line-height:1.6;color:${INK}">${block.strong ? `<strong>${multilineHtml(block.text)}</strong>` : multilineHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${multilineHtml(block.text)}</p>`;
    case 'button':
      if (!block.url) return '';
      return `<p style="margin:20px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;padding:12px 22px;border-radius:6px;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    case 'link':
      if (!block.url) return '';
      return `<p style="margin:0 0 14px;font-size:15px;line-height:1.6"><a href="${escapeHtml(block.url)}" style="color:${ACCENT}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul style="margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;color:${INK}">${block.items.map((item) => `<li style="margin:0 0 6px">${multilineHtml(item)}</li>`).join('')}</ul>`;
    case 'image':
      if (!block.url) return '';
      return `<p style="margin:0 0 14px"><img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" width="280" style="display:block;max-width:100%;height:auto;border:0;border-radius:6px"></p>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;font-size:15px;color:${INK}">${block.rows
        .map((row) => {
          const weight = row.strong ? 'font-weight:700;' : '';
          return `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #e4e7eb;${weight}">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e4e7eb;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'note':
      return block.text.replace(/\r\n?/g, '\n').trim();
    case 'button':
    case 'link':
      return block.url ? `${block.label}: ${block.url}` : '';
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    // The plain-text part has the product's name in words; a picture adds nothing there.
    case 'image':
      return '';
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  }
}

const FOOTER: Readonly<Record<EmailLanguage, (shop: string) => string>> = {
  id: (shop) => `E-mail ini dikirim otomatis oleh ${shop}.`,
  en: (shop) => `This e-mail was sent automatically by ${shop}.`,
};

/** Inline CSS of the tags the rich-text renderer writes: mail clients ignore style sheets. */
export const EMAIL_TAG_CSS: Readonly<Record<string, string>> = {
  h1: `margin:0 0 16px;font-size:21px;line-height:1.35;color:${INK}`,
  h2: `margin:24px 0 8px;font-size:17px;line-height:1.4;color:${INK}`,
  h3: `margin:20px 0 8px;font-size:16px;line-height:1.4;color:${INK}`,
  h4: `margin:16px 0 6px;font-size:15px;line-height:1.4;color:${INK}`,
  h5: `margin:16px 0 6px;font-size:14px;line-height:1.4;color:${INK}`,
  h6: `margin:16px 0 6px;font-size:13px;line-height:1.4;color:${MUTED}`,
  p: `margin:0 0 14px;font-size:15px;line-height:1.6;color:${INK}`,
  ul: `margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;color:${INK}`,
  ol: `margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;color:${INK}`,
  li: 'margin:0 0 6px',
  blockquote: `margin:0 0 14px;padding:4px 0 4px 14px;border-left:3px solid #e4e7eb;color:${MUTED}`,
  pre: `margin:0 0 14px;padding:10px;background:#f4f5f7;font-size:13px;white-space:pre-wrap;color:${INK}`,
  hr: 'border:0;border-top:1px solid #e4e7eb;margin:20px 0',
  figure: 'margin:0 0 14px',
  a: `color:${ACCENT}`,
};

/** The look of a link drawn as a button, in the shop's accent colour. */
export const EMAIL_BUTTON_CSS = `display:inline-block;background:${ACCENT};color:#ffffff;padding:12px 22px;border-radius:6px;font-size:15px;font-weight:600;text-decoration:none`;

/** The HTML and text of generated rows (the order lines, the bank accounts) inside a document. */
export function generatedHtml(blocks: readonly Block[]): string {
  return blocks.map(blockHtml).join('');
}

export function generatedText(blocks: readonly Block[]): string[] {
  return blocks.map(blockText).filter((part) => part !== '');
}

const LAYOUT_END = '</table></td></tr></table></body></html>';

/**
 * Why a marketing e-mail came, in its footer: a newsletter goes to subscribers only, but a
 * checkout reminder may reach someone who never subscribed, and a confirmation someone who
 * has not yet; each is told the true reason.
 */
export type MarketingReason = 'subscribed' | 'startedCheckout' | 'askedToSubscribe';

const MARKETING_FOOTER: Readonly<Record<EmailLanguage, { why: Readonly<Record<MarketingReason, string>>; unsubscribe: string; preferences: string; view: string }>> = {
  id: {
    why: {
      subscribed: 'Anda menerima e-mail ini karena berlangganan kabar dan promo dari toko ini.',
      startedCheckout: 'Anda menerima e-mail ini karena memulai checkout di toko ini dan belum menyelesaikannya.',
      askedToSubscribe: 'Anda menerima e-mail ini karena alamat ini didaftarkan untuk kabar dan promo dari toko ini. Bukan Anda? Abaikan saja e-mail ini.',
    },
    unsubscribe: 'Berhenti berlangganan',
    preferences: 'Atur langganan',
    view: 'Lihat di browser',
  },
  en: {
    why: {
      subscribed: 'You receive this e-mail because you subscribed to news and offers from this shop.',
      startedCheckout: 'You receive this e-mail because you started a checkout at this shop and did not finish it.',
      askedToSubscribe: 'You receive this e-mail because this address was entered to get news and offers from this shop. Not you? Just ignore this e-mail.',
    },
    unsubscribe: 'Unsubscribe',
    preferences: 'Manage subscription',
    view: 'View in your browser',
  },
};

/**
 * A marketing e-mail's last row: why it came, and the links to unsubscribe in one click, to
 * manage the subscription and to read it in a browser; the plain-text part gets the same.
 */
export function withMarketingFooter(email: RenderedEmail, language: EmailLanguage, reason: MarketingReason, links: { unsubscribe: string; preferences: string; view: string }): RenderedEmail {
  const words = MARKETING_FOOTER[language];
  const why = words.why[reason];
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:${MUTED};text-decoration:underline">${escapeHtml(label)}</a>`;
  const row = `<tr><td style="padding:0 28px 16px;${FONT};font-size:12px;line-height:1.6;color:${MUTED}">${escapeHtml(why)}<br>`
    + `${link(links.unsubscribe, words.unsubscribe)} · ${link(links.preferences, words.preferences)} · ${link(links.view, words.view)}</td></tr>`;
  const at = email.html.lastIndexOf(LAYOUT_END);
  const html = at >= 0 ? `${email.html.slice(0, at)}${row}${email.html.slice(at)}` : `${email.html}${row}`;
  const text = `${email.text}${why}\n${words.unsubscribe}: ${links.unsubscribe}\n${words.preferences}: ${links.preferences}\n${words.view}: ${links.view}\n`;
  return { ...email, html, text };
}

/**
 * The layout every e-mail shares: the shop's name above, the body, and the automatic-mail
 * footer below; the plain-text part the same in words.
 */
export function renderLayout(language: EmailLanguage, shopName: string, subject: string, bodyHtml: string, bodyText: readonly string[]): RenderedEmail {
  const shop = oneLine(shopName);
  // Tables and inline styles: the layout most mail clients still render faithfully.
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(oneLine(subject))}</title></head>`
    + `<body style="margin:0;padding:0;background:#f4f5f7;${FONT}">`
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">'
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">'
    + `<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e7eb;${FONT};font-size:18px;font-weight:700;color:${ACCENT}">${escapeHtml(shop)}</td></tr>`
    + `<tr><td style="padding:24px 28px;${FONT}">${bodyHtml}</td></tr>`
    + `<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;${FONT};font-size:12px;color:${MUTED}">${escapeHtml(FOOTER[language](shop))}</td></tr>`
    + LAYOUT_END;
  const text = [shop, '', ...bodyText.flatMap((part) => [part, '']), FOOTER[language](shop), ''].join('\n');
  return { subject: oneLine(subject), html, text };
}

function currencyCode(currency: number): CurrencyCode {
  return currencyByNumber(currency)?.code ?? 'IDR';
}

export function moneyFormatter(currency: number, language: EmailLanguage): (amount: number) => string {
  const code = currencyCode(currency);
  return (amount) => formatMoney(amount, code, language);
}

/** "1 Des 2026, 09.00 WIB"; in English with the offset too, for readers who do not know WIB. */
export function deadline(date: Date, language: EmailLanguage, offsetHours: number): string {
  const when = formatTime(date, 'dateTime', language, offsetHours);
  const zone = zoneAbbreviation(offsetHours);
  return language === 'id' || zone.startsWith('UTC') ? `${when} ${zone}` : `${when} ${zone} (UTC+${offsetHours})`;
}

export function lang(language: unknown): EmailLanguage {
  return language === 'en' ? 'en' : 'id';
}

export const PRIVATE_LINK: Readonly<Record<EmailLanguage, string>> = {
  id: 'Tautan pesanan ini bersifat pribadi: siapa pun yang memilikinya dapat melihat pesanan Anda. Jangan bagikan kepada orang lain.',
  en: 'This order link is private: anyone who has it can see your order. Please do not share it.',
};

export const VIEW_ORDER: Readonly<Record<EmailLanguage, string>> = { id: 'Lihat pesanan', en: 'View your order' };

/**
 * The address when it can go in an outbox recipient (one line, something@somewhere), else
 * null: a shop whose contact address is empty or mistyped gets no notice rather than a
 * failed order.
 */
export function mailAddressOrNull(address: string | null | undefined): string | null {
  const trimmed = (address ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) && trimmed.length <= 320 ? trimmed : null;
}
