import { CARD_MAX_DIGITS, CARD_MIN_DIGITS, isLuhnValid } from '../../../../domain/validation/card-number';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
/** What a test card number asks the sandbox to do when the shop charges it. */
export type CardOutcome = 'succeed' | 'decline' | 'fail';

export interface CardFormInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** A message in Indonesian (shown first) with its English version. */
export interface BilingualText {
  id: string;
  en: string;
}

export type CardFormResult =
  | { ok: true; last4: string; outcome: CardOutcome }
  | { ok: false; errors: Partial<Record<CardField, BilingualText>> };

/** Test numbers shown on the hosted form; any other Luhn-valid number succeeds. */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome; description: BilingualText }> = [
  { number: '4242 4242 4242 4242', outcome: 'succeed', description: { id: 'berhasil', en: 'succeeds' } },
  { number: '4000 0000 0000 0002', outcome: 'decline', description: { id: 'ditolak', en: 'is declined' } },
  { number: '4000 0000 0000 0119', outcome: 'fail', description: { id: 'gagal karena kesalahan pemrosesan', en: 'fails with a processing error' } },
];

const OUTCOME_BY_DIGITS = new Map<string, CardOutcome>(TEST_CARDS.map((card) => [card.number.replace(/ /g, ''), card.outcome]));

export const MAX_NAME_LENGTH = 100;
/** Expiry dates further ahead than this are typing mistakes, not cards. */
const MAX_YEARS_AHEAD = 20;

const MESSAGES = {
  numberMissing: { id: 'Masukkan nomor kartu.', en: 'Enter the card number.' },
  numberInvalid: { id: 'Nomor kartu tidak valid. Periksa kembali angkanya.', en: 'The card number is not valid. Please check the digits.' },
  expiryMissing: { id: 'Masukkan masa berlaku kartu (BB/TT).', en: 'Enter the expiry date (MM/YY).' },
  expiryInvalid: { id: 'Masa berlaku harus berformat BB/TT, misalnya 08/29.', en: 'The expiry date must look like MM/YY, for example 08/29.' },
  expiryPast: { id: 'Kartu ini sudah kedaluwarsa.', en: 'This card has expired.' },
  cvcInvalid: { id: 'CVC terdiri dari 3 atau 4 angka.', en: 'The CVC has 3 or 4 digits.' },
  nameMissing: { id: 'Masukkan nama yang tertera pada kartu.', en: 'Enter the name on the card.' },
  nameTooLong: { id: `Nama pada kartu paling banyak ${MAX_NAME_LENGTH} karakter.`, en: `The name on the card can have at most ${MAX_NAME_LENGTH} characters.` },
} satisfies Record<string, BilingualText>;

/** The digits of a card number typed with optional spaces, or null when anything else is in it. */
export function cardDigits(raw: string): string | null {
  if (raw.length > 40 || !/^[\d ]*$/.test(raw)) return null;
  return raw.replace(/ /g, '');
}

/** The test outcome a valid card number asks for. */
export function cardOutcome(digits: string): CardOutcome {
  return OUTCOME_BY_DIGITS.get(digits) ?? 'succeed';
}

/** `MM/YY` → month and four-digit year, or null. */
export function parseExpiry(raw: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(raw);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

function expiryError(raw: string, now: Date): BilingualText | null {
  if (raw.trim() === '') return MESSAGES.expiryMissing;
  const expiry = parseExpiry(raw);
  if (!expiry) return MESSAGES.expiryInvalid;
  // A card is good through the last day of its expiry month.
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (expiry.year < nowYear || (expiry.year === nowYear && expiry.month < nowMonth)) return MESSAGES.expiryPast;
  if (expiry.year > nowYear + MAX_YEARS_AHEAD) return MESSAGES.expiryInvalid;
  return null;
}

/** Checks the hosted form's fields; on success keeps only what may be stored. */
export function validateCardForm(input: CardFormInput, now: Date): CardFormResult {
  const errors: Partial<Record<CardField, BilingualText>> = {};

  const digits = cardDigits(input.number);
  if (input.number.trim() === '') errors.number = MESSAGES.numberMissing;
  else if (digits === null || digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS || !isLuhnValid(digits)) errors.number = MESSAGES.numberInvalid;

  const expiry = expiryError(input.expiry, now);
  if (expiry) errors.expiry = expiry;

  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = MESSAGES.cvcInvalid;

  const name = input.name.trim();
  if (name === '') errors.name = MESSAGES.nameMissing;
  else if ([...name].length > MAX_NAME_LENGTH) errors.name = MESSAGES.nameTooLong;

  if (Object.keys(errors).length > 0 || digits === null) return { ok: false, errors };
  return { ok: true, last4: digits.slice(-4), outcome: cardOutcome(digits) };
}
