// The settings as the screen edits them (every field a string or a switch) and as it saves them.
import { SOCIAL_SITES, type SocialSite } from '../../../domain/shop/shop-contact';
import type { AdminShopSettingsFieldsFragment, ShopSettingsInput } from '../../graph/generated/admin-operations';

export interface ShopSettingsDraft {
  name: string; taglineId: string; taglineEn: string; logoImageId: string; brandColor: string; accentColor: string; font: string;
  email: string; phone: string; whatsapp: string; address: string; city: string; province: string;
  englishEnabled: boolean; currency: string; timeZone: string; social: Record<SocialSite, string>;
  seoTitleSuffixId: string; seoTitleSuffixEn: string; seoDescriptionId: string; seoDescriptionEn: string; productCatalog: boolean;
}

export function draftOf(settings: AdminShopSettingsFieldsFragment): ShopSettingsDraft {
  const social = Object.fromEntries(SOCIAL_SITES.map((site) => [site, settings.social.find((link) => link.site === site)?.url ?? ''])) as Record<SocialSite, string>;
  return {
    name: settings.name, taglineId: settings.tagline.id, taglineEn: settings.tagline.en ?? '', logoImageId: settings.logoImageId ?? '',
    brandColor: settings.brandColor, accentColor: settings.accentColor, font: settings.font, email: settings.email, phone: settings.phone,
    whatsapp: settings.whatsapp, address: settings.address, city: settings.city, province: settings.province,
    englishEnabled: settings.englishEnabled, currency: String(settings.currency), timeZone: settings.timeZone, social,
    seoTitleSuffixId: settings.seoTitleSuffix.id, seoTitleSuffixEn: settings.seoTitleSuffix.en ?? '',
    seoDescriptionId: settings.seoDescription.id, seoDescriptionEn: settings.seoDescription.en ?? '', productCatalog: settings.productCatalog,
  };
}

export function inputOf(draft: ShopSettingsDraft): ShopSettingsInput {
  return {
    name: draft.name, tagline: { id: draft.taglineId, en: draft.taglineEn }, logoImageId: draft.logoImageId,
    brandColor: draft.brandColor, accentColor: draft.accentColor, font: draft.font, email: draft.email, phone: draft.phone,
    whatsapp: draft.whatsapp, address: draft.address, city: draft.city, province: draft.province, englishEnabled: draft.englishEnabled,
    currency: Number(draft.currency), timeZone: draft.timeZone, social: draft.social,
    seoTitleSuffix: { id: draft.seoTitleSuffixId, en: draft.seoTitleSuffixEn }, seoDescription: { id: draft.seoDescriptionId, en: draft.seoDescriptionEn },
    productCatalog: draft.productCatalog,
  };
}

/** The draft field a refusal names (`tagline.en` → `taglineEn`, `social.x` stays). */
export function draftFieldOf(field: string): string {
  const [head, language] = field.split('.');
  if (head === 'social') return field;
  if (language === 'id' || language === 'en') return `${head}${language === 'id' ? 'Id' : 'En'}`;
  return head ?? field;
}
