import { CURRENCIES } from '../money/currency';
import { isEmailAddress } from '../validation/format-validators';
import { normalizePhoneNumber } from '../validation/phone-number';
import { normaliseSocialLink, SOCIAL_SITES, type SocialLinks } from './shop-contact';
import { isShopTimeZone, type ShopTimeZone } from '../format/shop-time';
import { contrastOnWhite, isShopFont, MIN_TEXT_CONTRAST, normaliseHexColor, readableOnWhite, type ShopFont } from './shop-look';

/**
 * The shop's own settings as the owner saves them (docs/decisions/0036), checked field by
 * field so every problem is named at once, each on its field with a message key.
 */

export { SHOP_TIME_ZONES, isShopTimeZone, type ShopTimeZone } from '../format/shop-time';

export interface BilingualText { id: string; en?: string }

export const SETTINGS_LIMITS = {
  name: 80, tagline: 160, address: 300, city: 80, province: 80, titleSuffix: 60, description: 300,
} as const;

export interface ShopSettingsValues {
  name: string;
  tagline: BilingualText;
  logoImageId: string | null;
  brandColor: string;
  accentColor: string;
  font: ShopFont;
  email: string;
  /** E.164, or empty when the shop gives none. */
  phone: string;
  whatsapp: string;
  address: string;
  city: string;
  province: string;
  englishEnabled: boolean;
  /** Currency number of spec §3. */
  currency: number;
  timeZone: ShopTimeZone;
  social: SocialLinks;
  seoTitleSuffix: BilingualText;
  seoDescription: BilingualText;
  productCatalog: boolean;
}

/** What the owner sends: text as typed; a field left out keeps its value. */
export type ShopSettingsInput = { [K in keyof ShopSettingsValues]?: K extends 'social' ? Partial<Record<keyof SocialLinks, string | null>> : ShopSettingsValues[K] | null };

export interface SettingsProblem { field: string; key: string; params?: Record<string, string | number> }

function text(value: string | null | undefined, current: string): string {
  return (value ?? current).trim();
}

function bilingual(value: BilingualText | null | undefined, current: BilingualText): BilingualText {
  const source = value ?? current;
  const en = source.en?.trim();
  return en ? { id: source.id.trim(), en } : { id: source.id.trim() };
}

/** The input merged over the saved values and checked: the values to store, or every problem. */
export function checkShopSettings(input: ShopSettingsInput, current: ShopSettingsValues): { values: ShopSettingsValues } | { problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  const refuse = (field: string, key: string, params?: Record<string, string | number>) => problems.push(params ? { field, key, params } : { field, key });
  const tooLong = (field: keyof typeof SETTINGS_LIMITS, value: string) => {
    if (value.length > SETTINGS_LIMITS[field]) refuse(field, 'error.shopSettings.tooLong', { max: SETTINGS_LIMITS[field] });
  };

  const name = text(input.name, current.name);
  if (!name) refuse('name', 'error.shopSettings.nameRequired');
  tooLong('name', name);
  const tagline = bilingual(input.tagline, current.tagline);
  for (const language of ['id', 'en'] as const) {
    if ((tagline[language] ?? '').length > SETTINGS_LIMITS.tagline) refuse(`tagline.${language}`, 'error.shopSettings.tooLong', { max: SETTINGS_LIMITS.tagline });
  }

  const color = (field: 'brandColor' | 'accentColor') => {
    const raw = input[field];
    if (raw === undefined || raw === null) return current[field];
    const hex = normaliseHexColor(raw);
    if (!hex) {
      refuse(field, 'error.shopSettings.colorFormat');
      return current[field];
    }
    if (!readableOnWhite(hex)) refuse(field, 'error.shopSettings.contrast', { ratio: contrastOnWhite(hex), min: MIN_TEXT_CONTRAST });
    return hex;
  };
  const brandColor = color('brandColor');
  const accentColor = color('accentColor');

  const font = input.font ?? current.font;
  if (!isShopFont(font)) refuse('font', 'error.shopSettings.font');

  const email = text(input.email, current.email);
  if (!email) refuse('email', 'error.shopSettings.emailRequired');
  else if (!isEmailAddress(email)) refuse('email', 'error.shopSettings.email');

  const phoneOf = (field: 'phone' | 'whatsapp') => {
    const raw = text(input[field], current[field]);
    if (!raw) return '';
    const e164 = normalizePhoneNumber(raw);
    if (!e164) refuse(field, 'error.shopSettings.phone');
    return e164 ?? raw;
  };
  const phone = phoneOf('phone');
  const whatsapp = phoneOf('whatsapp');

  const address = text(input.address, current.address);
  const city = text(input.city, current.city);
  const province = text(input.province, current.province);
  tooLong('address', address);
  tooLong('city', city);
  tooLong('province', province);

  const currency = input.currency ?? current.currency;
  if (!CURRENCIES.some((c) => c.number === currency)) refuse('currency', 'error.shopSettings.currency');
  const timeZone = input.timeZone ?? current.timeZone;
  if (!isShopTimeZone(timeZone)) refuse('timeZone', 'error.shopSettings.timeZone');

  const social: SocialLinks = { ...current.social };
  for (const site of SOCIAL_SITES) {
    const raw = input.social?.[site];
    if (raw === undefined) continue;
    if (raw === null || raw.trim() === '') {
      delete social[site];
      continue;
    }
    const link = normaliseSocialLink(site, raw);
    if (link) social[site] = link;
    else refuse(`social.${site}`, `error.shopSettings.social.${site}`);
  }

  const seoTitleSuffix = bilingual(input.seoTitleSuffix, current.seoTitleSuffix);
  const seoDescription = bilingual(input.seoDescription, current.seoDescription);
  for (const language of ['id', 'en'] as const) {
    if ((seoTitleSuffix[language] ?? '').length > SETTINGS_LIMITS.titleSuffix) refuse(`seoTitleSuffix.${language}`, 'error.shopSettings.tooLong', { max: SETTINGS_LIMITS.titleSuffix });
    if ((seoDescription[language] ?? '').length > SETTINGS_LIMITS.description) refuse(`seoDescription.${language}`, 'error.shopSettings.tooLong', { max: SETTINGS_LIMITS.description });
  }

  if (problems.length) return { problems };
  return {
    values: {
      name, tagline, logoImageId: input.logoImageId === undefined ? current.logoImageId : input.logoImageId,
      brandColor, accentColor, font: font as ShopFont, email, phone, whatsapp, address, city, province,
      englishEnabled: input.englishEnabled ?? current.englishEnabled, currency, timeZone: timeZone as ShopTimeZone,
      social, seoTitleSuffix, seoDescription, productCatalog: input.productCatalog ?? current.productCatalog,
    },
  };
}
