// How the affiliate page words its figures: rupiah and dates in the shopper's language and
// timezone, the commission rate as a percentage (spec §5 rounding), statuses, failures.
import { useCallback } from 'react';
import { formatPercent } from '../../../domain/format/format';
import { formatTime } from '../../../domain/format/time';
import type { Language } from '../../../domain/i18n/language';
import { GraphHttpError, GraphResponseError } from '../../graph/graph-errors';
import { useLanguage, useTimezoneOffset, type Translate } from '../../i18n/i18n-react';
import { useShopMoney } from '../../ui/shop-currency';

/** Commissions are amounts of the shop's currency, as checkout and orders show them (`Rp6.172`). */
export function useMoney(): (amount: number) => string {
  return useShopMoney();
}

export function useDate(): (value: string) => string {
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return useCallback((value: string) => formatTime(value, 'date', language, offset), [language, offset]);
}

/** Basis points as the percentage a reader expects (500 → "5%", 250 → "2,5%"). */
export function commissionPercent(rateBp: number, language: Language): string {
  return formatPercent(rateBp / 100, language);
}

const REFERRAL_STATUSES = new Set(['pending', 'approved', 'paid', 'reversed']);

export function referralStatusKey(status: string): string {
  return REFERRAL_STATUSES.has(status) ? `affiliate.status.${status}` : 'affiliate.status.unknown';
}

/**
 * Words to show later. Interface texts can arrive after the press that asked for them, so a
 * message is kept as what to say and put into words when rendered, never as a finished string.
 */
export type Said = { text: string } | { key: string; params?: Record<string, string | number> };

export function say(t: Translate, said: Said): string {
  return 'text' in said ? said.text : t(said.key, said.params);
}

/** A failed request: the server's own words when it gave some, else whether it was reached. */
export function failureSaid(error: unknown): Said {
  if (error instanceof GraphResponseError) {
    const message = error.errors[0]?.message?.trim();
    if (message) return { text: message };
  }
  return { key: error instanceof GraphResponseError || error instanceof GraphHttpError ? 'affiliate.error.generic' : 'affiliate.error.offline' };
}
