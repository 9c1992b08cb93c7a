import { SOCIAL_SITES, type SocialSite } from '../../../domain/shop/shop-contact';
import type { ShopSettingsInput } from '../../../domain/shop/shop-settings-rules';
import type { Builder } from '../../graphql/builder.server';
import {
  shopSettings, updateShopSettings,
  type ShopSettingsFieldError, type ShopSettingsRecord, type ShopSettingsSaveRefused, type ShopSettingsSaveResult,
} from './shop-settings.service';

type Bilingual = { id: string; en?: string };

/** The owner's settings of the shop (docs/decisions/0036): read them, save them. */
export function registerShopSettingsAdminFields(builder: Builder) {
  const TextRef = builder.objectRef<Bilingual>('ShopText').implement({
    fields: (t) => ({ id: t.exposeString('id'), en: t.string({ nullable: true, resolve: (v) => v.en ?? null }) }),
  });
  const SocialLinkRef = builder.objectRef<{ site: SocialSite; url: string }>('ShopSocialLink').implement({
    fields: (t) => ({ site: t.exposeString('site'), url: t.exposeString('url') }),
  });
  const DomainRef = builder.objectRef<{ host: string; primary: boolean }>('ShopDomain').implement({
    fields: (t) => ({ host: t.exposeString('host'), primary: t.exposeBoolean('primary') }),
  });
  const SettingsRef = builder.objectRef<ShopSettingsRecord>('ShopSettings').implement({
    description: 'The shop’s name, look, contact, languages, money, time, social links, SEO defaults and catalog feed.',
    fields: (t) => ({
      version: t.exposeInt('version', { description: 'Send it back when saving; a save over someone else’s change is refused.' }),
      name: t.exposeString('name'),
      tagline: t.field({ type: TextRef, resolve: (s) => s.tagline }),
      logoImageId: t.string({ nullable: true, resolve: (s) => s.logoImageId }),
      brandColor: t.exposeString('brandColor'),
      accentColor: t.exposeString('accentColor'),
      font: t.exposeString('font'),
      email: t.exposeString('email'),
      phone: t.exposeString('phone', { description: 'E.164, or empty.' }),
      whatsapp: t.exposeString('whatsapp', { description: 'E.164, or empty.' }),
      address: t.exposeString('address'),
      city: t.exposeString('city'),
      province: t.exposeString('province'),
      englishEnabled: t.exposeBoolean('englishEnabled'),
      currency: t.exposeInt('currency', { description: 'Currency number of spec §3 (IDR = 2).' }),
      timeZone: t.exposeString('timeZone', { description: 'IANA name: Asia/Jakarta (WIB), Asia/Makassar (WITA) or Asia/Jayapura (WIT).' }),
      social: t.field({ type: [SocialLinkRef], resolve: (s) => SOCIAL_SITES.flatMap((site) => (s.social[site] ? [{ site, url: s.social[site] }] : [])) }),
      seoTitleSuffix: t.field({ type: TextRef, resolve: (s) => s.seoTitleSuffix }),
      seoDescription: t.field({ type: TextRef, resolve: (s) => s.seoDescription }),
      productCatalog: t.exposeBoolean('productCatalog', { description: 'Spec §9: the product feed for Facebook and Instagram catalogs is served.' }),
      domains: t.field({ type: [DomainRef], description: 'Added and removed on the command line, which checks the name first.', resolve: (s) => s.domains }),
    }),
  });

  const FieldErrorRef = builder.objectRef<ShopSettingsFieldError>('ShopSettingsFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const ReasonEnum = builder.enumType('ShopSettingsSaveRefusal', { values: ['INVALID', 'CHANGED_MEANWHILE'] as const });
  const RefusedRef = builder.objectRef<ShopSettingsSaveRefused>('ShopSettingsSaveRefused').implement({
    description: 'Nothing was saved: fields have problems, or someone else saved first.',
    fields: (t) => ({
      reason: t.field({ type: ReasonEnum, resolve: (r) => r.reason }),
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
      settings: t.field({ type: SettingsRef, nullable: true, resolve: (r) => r.settings }),
    }),
  });
  const ResultRef = builder.unionType('ShopSettingsSaveResult', {
    types: [SettingsRef, RefusedRef],
    resolveType: (value: ShopSettingsSaveResult) => ('__typename' in value ? RefusedRef : SettingsRef),
  });

  const TextInput = builder.inputType('ShopTextInput', {
    fields: (t) => ({ id: t.string({ required: true }), en: t.string({ required: false }) }),
  });
  const SocialInput = builder.inputType('ShopSocialInput', {
    description: 'An address of the shop’s page on each site; empty removes it, left out keeps it.',
    fields: (t) => Object.fromEntries(SOCIAL_SITES.map((site) => [site, t.string({ required: false })])) as Record<SocialSite, ReturnType<typeof t.string>>,
  });
  const SettingsInput = builder.inputType('ShopSettingsInput', {
    description: 'A field left out keeps its value.',
    fields: (t) => ({
      name: t.string({ required: false }),
      tagline: t.field({ type: TextInput, required: false }),
      logoImageId: t.string({ required: false, description: 'An uploaded picture’s id; empty removes the logo.' }),
      brandColor: t.string({ required: false, description: '#rrggbb; text of this colour on white needs a contrast of 4.5:1.' }),
      accentColor: t.string({ required: false }),
      font: t.string({ required: false, description: 'system, humanist, serif, rounded or mono.' }),
      email: t.string({ required: false }),
      phone: t.string({ required: false }),
      whatsapp: t.string({ required: false }),
      address: t.string({ required: false }),
      city: t.string({ required: false }),
      province: t.string({ required: false }),
      englishEnabled: t.boolean({ required: false }),
      currency: t.int({ required: false }),
      timeZone: t.string({ required: false }),
      social: t.field({ type: SocialInput, required: false }),
      seoTitleSuffix: t.field({ type: TextInput, required: false }),
      seoDescription: t.field({ type: TextInput, required: false }),
      productCatalog: t.boolean({ required: false }),
    }),
  });

  builder.queryFields((t) => ({
    shopSettings: t.field({ type: SettingsRef, resolve: (_r, _a, ctx) => shopSettings(ctx) }),
  }));
  builder.mutationFields((t) => ({
    updateShopSettings: t.field({
      type: ResultRef,
      args: { version: t.arg.int({ required: true }), input: t.arg({ type: SettingsInput, required: true }) },
      resolve: (_r, args, ctx) => updateShopSettings(ctx, args.version, args.input as ShopSettingsInput),
    }),
  }));
}
