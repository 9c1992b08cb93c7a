import { escapeHtml } from '../../../../domain/rich-text/escape';
import { currencyByNumber, formatMoney } from '../../../../domain/money/currency';
import { TEST_CARDS, type BilingualText, type CardField } from './card-form';

/**
 * The sandbox pages stand for a payment provider's own site: nothing of the shop runs on
 * them, they load nothing, and no other page may frame them or learn their address.
 */
export const SANDBOX_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export interface SandboxPageSession {
  id: string;
  amount: number;
  currency: number;
  description: string;
  returnUrl: string;
}

export type CardFormValues = { number: string; expiry: string; name: string };

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}',
  'main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.75rem}',
  'h1{font-size:1.375rem;margin:.25rem 0 1rem}h2{font-size:1rem;margin:0 0 .5rem}',
  '.badge{display:inline-block;margin:0;padding:.125rem .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.75rem;font-weight:700;letter-spacing:.04em}',
  '.en{display:block;font-size:.8125rem;font-weight:400;color:#4b5563}',
  '.summary{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1.25rem}',
  '.amount{font-size:1.5rem;font-weight:700;margin:0}.description{margin:.25rem 0 0;color:#374151;overflow-wrap:anywhere}',
  '.field{margin-bottom:1rem}label{display:block;font-weight:600;margin-bottom:.25rem}',
  'input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:inherit}',
  'input[aria-invalid=true]{border-color:#b42318;border-width:2px}',
  '.row{display:flex;gap:1rem}.row .field{flex:1}',
  '.hint{margin:.25rem 0 0;font-size:.8125rem;color:#4b5563}',
  '.error{margin:.25rem 0 0;color:#b42318;font-weight:600}',
  '.alert{border:2px solid #b42318;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1.25rem;background:#fef3f2}',
  '.alert ul{margin:.25rem 0 0;padding-left:1.25rem}.alert a{color:#b42318}',
  'button{width:100%;font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}',
  'button.secondary{background:#fff;color:#1f2937;border:1px solid #6b7280;margin-top:.75rem}',
  'a{color:#1d4ed8}.links{margin:1rem 0 0;text-align:center}',
  ':focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
  '.test-cards{margin-top:1.5rem;padding:.75rem 1rem;border:1px dashed #9ca3af;border-radius:.5rem;background:#f9fafb;font-size:.875rem}',
  '.test-cards ul{margin:0;padding-left:1.25rem}code{font-size:.9375rem;white-space:nowrap}',
].join('');

/** Indonesian text with its English version in smaller type beneath. */
function bilingual(text: BilingualText): string {
  return `${escapeHtml(text.id)} <span class="en" lang="en">${escapeHtml(text.en)}</span>`;
}

/** Inline form for running text, where a block-level English line would break the sentence. */
function bilingualInline(text: BilingualText): string {
  return `${escapeHtml(text.id)} (<span lang="en">${escapeHtml(text.en)}</span>)`;
}

export function displayAmount(amount: number, currency: number): string {
  const info = currencyByNumber(currency);
  return info ? formatMoney(amount, info.code, 'id') : String(amount);
}

/** `url` with `params` added to its query, before any fragment. */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = Object.entries(params).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

function htmlPage(title: BilingualText, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title.id)} · ${escapeHtml(title.en)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function summary(session: SandboxPageSession): string {
  return `<section class="summary" aria-label="Ringkasan pembayaran"><p class="amount">${escapeHtml(displayAmount(session.amount, session.currency))}</p><p class="description">${escapeHtml(session.description)}</p></section>`;
}

interface FieldSpec {
  field: CardField;
  id: string;
  name: string;
  label: BilingualText;
  attributes: string;
  hint?: BilingualText;
}

const CARD_FIELDS: FieldSpec[] = [
  { field: 'number', id: 'card-number', name: 'number', label: { id: 'Nomor kartu', en: 'Card number' }, attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"' },
  { field: 'expiry', id: 'card-expiry', name: 'expiry', label: { id: 'Masa berlaku', en: 'Expiry date' }, attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="BB/TT"', hint: { id: 'Format BB/TT, misalnya 08/29.', en: 'MM/YY, for example 08/29.' } },
  { field: 'cvc', id: 'card-cvc', name: 'cvc', label: { id: 'CVC', en: 'Security code' }, attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', hint: { id: '3 atau 4 angka di balik kartu.', en: '3 or 4 digits on the back of the card.' } },
  { field: 'name', id: 'card-name', name: 'name', label: { id: 'Nama pada kartu', en: 'Name on card' }, attributes: 'type="text" autocomplete="cc-name" maxlength="100" spellcheck="false"' },
];

function cardField(spec: FieldSpec, value: string, error: BilingualText | undefined, autofocus: boolean): string {
  const describedBy = [spec.hint ? `${spec.id}-hint` : null, error ? `${spec.id}-error` : null].filter(Boolean).join(' ');
  return `<div class="field"><label for="${spec.id}">${bilingual(spec.label)}</label>`
    + `<input id="${spec.id}" name="${spec.name}" ${spec.attributes} value="${escapeHtml(value)}" required`
    + `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>`
    + `${spec.hint ? `<p class="hint" id="${spec.id}-hint">${bilingualInline(spec.hint)}</p>` : ''}`
    + `${error ? `<p class="error" id="${spec.id}-error">${bilingualInline(error)}</p>` : ''}</div>`;
}

export function cardFormPath(sessionId: string): string {
  return `/_sandbox/card/${encodeURIComponent(sessionId)}`;
}

/** The hosted card form; `values` never carries the CVC, which is always typed again. */
export function cardFormPage(session: SandboxPageSession, values: CardFormValues = { number: '', expiry: '', name: '' }, errors: Partial<Record<CardField, BilingualText>> = {}): string {
  const amount = displayAmount(session.amount, session.currency);
  const firstInvalid = CARD_FIELDS.find((spec) => errors[spec.field]);
  const errorSummary = firstInvalid
    ? `<div class="alert" role="alert"><h2>${bilingual({ id: 'Periksa kembali isian Anda', en: 'Please check what you entered' })}</h2><ul>${CARD_FIELDS.filter((spec) => errors[spec.field]).map((spec) => `<li><a href="#${spec.id}">${bilingualInline(errors[spec.field]!)}</a></li>`).join('')}</ul></div>`
    : '';
  const fieldValue = (field: CardField): string => (field === 'cvc' ? '' : values[field]);
  const field = (spec: FieldSpec) => cardField(spec, fieldValue(spec.field), errors[spec.field], spec === firstInvalid);
  const [numberField, expiryField, cvcField, nameField] = CARD_FIELDS.map(field);
  const cancelUrl = withQuery(session.returnUrl, { session: session.id, cancelled: '1' });
  const testCards = TEST_CARDS.map((card) => `<li><code>${escapeHtml(card.number)}</code> ${bilingualInline(card.description)}</li>`).join('');
  return htmlPage(
    { id: 'Pembayaran kartu (sandbox)', en: 'Sandbox card payment' },
    `<p class="badge">SANDBOX</p><h1>${bilingual({ id: 'Bayar dengan kartu', en: 'Pay by card' })}</h1>${summary(session)}${errorSummary}`
    + `<form method="post" action="${escapeHtml(cardFormPath(session.id))}">${numberField}<div class="row">${expiryField}${cvcField}</div>${nameField}`
    + `<button type="submit">Bayar ${escapeHtml(amount)}</button></form>`
    + `<p class="links"><a href="${escapeHtml(cancelUrl)}">${bilingualInline({ id: 'Batal dan kembali ke toko', en: 'Cancel and return to the shop' })}</a></p>`
    + `<section class="test-cards" aria-labelledby="test-cards-title"><h2 id="test-cards-title">${bilingual({ id: 'Nomor kartu uji', en: 'Test card numbers' })}</h2><ul>${testCards}`
    + `<li>${bilingualInline({ id: 'Nomor lain yang lolos cek Luhn berhasil', en: 'any other Luhn-valid number succeeds' })}</li></ul>`
    + `<p class="hint">${bilingualInline({ id: 'Gunakan masa berlaku di masa depan dan CVC apa saja', en: 'use any future expiry date and any CVC' })}</p></section>`,
  );
}

export function walletPath(sessionId: string, action?: 'pay' | 'cancel'): string {
  return `/_sandbox/wallet/${encodeURIComponent(sessionId)}${action ? `/${action}` : ''}`;
}

export function walletPage(session: SandboxPageSession): string {
  const amount = displayAmount(session.amount, session.currency);
  return htmlPage(
    { id: 'Dompet Sandbox', en: 'Sandbox wallet' },
    `<p class="badge">SANDBOX</p><h1>${bilingual({ id: 'Dompet Sandbox', en: 'Sandbox wallet' })}</h1>${summary(session)}`
    + `<p>${bilingualInline({ id: 'Setujui pembayaran ini dari saldo dompet uji Anda', en: 'approve this payment from your test wallet balance' })}</p>`
    + `<form method="post" action="${escapeHtml(walletPath(session.id, 'pay'))}"><button type="submit">Bayar ${escapeHtml(amount)}</button></form>`
    + `<form method="post" action="${escapeHtml(walletPath(session.id, 'cancel'))}"><button type="submit" class="secondary">${bilingualInline({ id: 'Batalkan pembayaran', en: 'Cancel payment' })}</button></form>`,
  );
}

/** A session that does not exist (404), or cannot be used any more (410). */
export function unavailablePage(title: BilingualText, message: BilingualText, link?: { href: string; text: BilingualText }): string {
  return htmlPage(
    title,
    `<p class="badge">SANDBOX</p><h1>${bilingual(title)}</h1><p>${bilingual(message)}</p>`
    + (link ? `<p class="links"><a href="${escapeHtml(link.href)}">${bilingualInline(link.text)}</a></p>` : ''),
  );
}
