// The shop settings form: name and logo, colours (with their contrast on white as they are
// typed) and font, contact, languages, money and time, social links, SEO defaults, the catalog
// feed and the domains. A refusal is shown beside each field it names with the focus on the first.
import { useEffect, useRef, useState } from 'react';
import { CURRENCIES } from '../../../domain/money/currency';
import { SOCIAL_SITE_NAMES, SOCIAL_SITES } from '../../../domain/shop/shop-contact';
import { contrastOnWhite, normaliseHexColor, SHOP_FONT_KEYS } from '../../../domain/shop/shop-look';
import { SETTINGS_LIMITS, SHOP_TIME_ZONES } from '../../../domain/shop/shop-settings-rules';
import type { AdminShopSettingsFieldsFragment, AdminUpdateShopSettingsMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { numberFormat } from '../../../domain/i18n/intl-locale';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { usePageOrigin } from '../../meta/page-meta';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useMessages } from '../ui/say';
import { LogoField, SettingField } from './shop-settings-fields';
import { draftFieldOf, draftOf, inputOf, type ShopSettingsDraft } from './shop-settings-draft';
import { SHOP_SETTINGS_QUERY, UPDATE_SHOP_SETTINGS_MUTATION } from './shop-settings-api';

/** Words shown only after a save or a refusal, read as the form is drawn. */
const LATER = ['adminSettings.shopSaved', 'adminSettings.leave', 'error.shopSettings.changedMeanwhile', 'adminSettings.field.logoUploading'];
const FEED_PATH = '/feeds/product-catalog.csv';

export function ShopSettingsForm({ settings: opened }: { settings: AdminShopSettingsFieldsFragment }) {
  const t = useT();
  const language = useLanguage();
  const origin = usePageOrigin();
  const { notify } = useNotify();
  useMessages(LATER);
  const [version, setVersion] = useState(opened.version);
  const [saved, setSaved] = useState(() => draftOf(opened));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const focusNext = useRef<string | null>(null);
  const [run, { loading }] = useMutation<AdminUpdateShopSettingsMutation>('ShopSettingsInput', UPDATE_SHOP_SETTINGS_MUTATION, { invalidate: [graphQueryKeyPrefix(SHOP_SETTINGS_QUERY)] });
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
  useUnsavedChangesGuard(dirty, t('adminSettings.leave'));

  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field) document.getElementById(`settings-${field.replace('.', '-')}`)?.focus();
  });

  const set = <K extends keyof ShopSettingsDraft>(key: K, value: ShopSettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => { const { [key]: _gone, ...rest } = current; return rest; });
  };
  const text = (key: keyof ShopSettingsDraft & string, label: string, extra: Partial<Parameters<typeof SettingField>[0]> = {}) => (
    <SettingField field={key} label={label} value={String(draft[key])} error={errors[key]} onChange={(value) => set(key, value as never)} {...extra} />
  );

  const save = async () => {
    setFormError('');
    let answer: AdminUpdateShopSettingsMutation['updateShopSettings'];
    try {
      answer = (await run({ version, input: inputOf(draft) })).updateShopSettings;
    } catch {
      return setFormError(t('error.shopSettings.invalid'));
    }
    if (answer.__typename === 'ShopSettingsSaveRefused') {
      if (answer.reason === 'CHANGED_MEANWHILE' && answer.settings) {
        setVersion(answer.settings.version);
        return setFormError(answer.message);
      }
      const found: Record<string, string> = {};
      for (const error of answer.fieldErrors) found[draftFieldOf(error.field)] ??= error.message;
      setErrors(found);
      setFormError(answer.message);
      focusNext.current = Object.keys(found)[0] ?? null;
      return;
    }
    const fresh = draftOf(answer);
    setVersion(answer.version);
    setSaved(fresh);
    setDraft(fresh);
    setErrors({});
    notify({ id: 'shop-settings-saved', color: 'green', content: textRef('adminSettings.shopSaved'), duration: 4000 });
  };

  const colour = (key: 'brandColor' | 'accentColor') => {
    const hex = normaliseHexColor(draft[key]);
    return text(key, t(`adminSettings.field.${key}`), {
      hint: t('adminSettings.field.colorHint'), maxLength: 7,
      extra: hex ? (
        <p className="settings-swatch">
          <span className="settings-swatch-chip" style={{ background: hex }} aria-hidden="true" />
          <span>{t('adminSettings.field.contrast', { ratio: numberFormat(language, { maximumFractionDigits: 1 }).format(contrastOnWhite(hex)) })}</span>
        </p>
      ) : null,
    });
  };

  return (
    <form className="shop-settings" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <p className="admin-muted">{t('adminSettings.intro')}</p>
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      <section className="admin-panel" aria-labelledby="settings-identity">
        <h2 id="settings-identity">{t('adminSettings.section.identity')}</h2>
        {text('name', t('adminSettings.field.name'), { maxLength: SETTINGS_LIMITS.name })}
        {text('taglineId', t('adminSettings.field.tagline'), { maxLength: SETTINGS_LIMITS.tagline })}
        {text('taglineEn', t('adminSettings.field.taglineEn'), { maxLength: SETTINGS_LIMITS.tagline })}
        <LogoField imageId={draft.logoImageId} shopName={draft.name} error={errors.logoImageId} onChange={(id) => set('logoImageId', id)} />
      </section>
      <section className="admin-panel" aria-labelledby="settings-look">
        <h2 id="settings-look">{t('adminSettings.section.look')}</h2>
        {colour('brandColor')}
        {colour('accentColor')}
        <div className="field">
          <label htmlFor="settings-font" className="field-label">{t('adminSettings.field.font')}</label>
          <select id="settings-font" className="field-control" value={draft.font} aria-describedby="settings-font-hint" onChange={(event) => set('font', event.currentTarget.value)}>
            {SHOP_FONT_KEYS.map((font) => <option key={font} value={font}>{t(`adminSettings.font.${font}`)}</option>)}
          </select>
          <p id="settings-font-hint" className="field-hint">{t('adminSettings.field.fontHint')}</p>
        </div>
      </section>
      <section className="admin-panel" aria-labelledby="settings-contact">
        <h2 id="settings-contact">{t('adminSettings.section.contact')}</h2>
        {text('email', t('adminSettings.field.email'), { type: 'email' })}
        {text('phone', t('adminSettings.field.phone'), { type: 'tel' })}
        {text('whatsapp', t('adminSettings.field.whatsapp'), { type: 'tel', hint: t('adminSettings.field.whatsappHint') })}
        {text('address', t('adminSettings.field.address'), { multiline: true, maxLength: SETTINGS_LIMITS.address })}
        {text('city', t('adminSettings.field.city'), { maxLength: SETTINGS_LIMITS.city })}
        {text('province', t('adminSettings.field.province'), { maxLength: SETTINGS_LIMITS.province })}
      </section>
      <section className="admin-panel" aria-labelledby="settings-region">
        <h2 id="settings-region">{t('adminSettings.section.region')}</h2>
        <label className="settings-check"><input type="checkbox" checked={draft.englishEnabled} aria-describedby="settings-languages-hint" onChange={(event) => set('englishEnabled', event.currentTarget.checked)} /> {t('adminSettings.field.english')}</label>
        <p id="settings-languages-hint" className="field-hint">{t('adminSettings.field.languagesHint')}</p>
        <div className="field">
          <label htmlFor="settings-currency" className="field-label">{t('adminSettings.field.currency')}</label>
          <select id="settings-currency" className="field-control" value={draft.currency} aria-describedby="settings-currency-hint" onChange={(event) => set('currency', event.currentTarget.value)}>
            {CURRENCIES.map((currency) => <option key={currency.number} value={currency.number}>{currency.code} ({currency.symbol})</option>)}
          </select>
          <p id="settings-currency-hint" className="field-hint">{t('adminSettings.field.currencyHint')}</p>
        </div>
        <div className="field">
          <label htmlFor="settings-timeZone" className="field-label">{t('adminSettings.field.timeZone')}</label>
          <select id="settings-timeZone" className="field-control" value={draft.timeZone} onChange={(event) => set('timeZone', event.currentTarget.value)}>
            {Object.keys(SHOP_TIME_ZONES).map((zone) => <option key={zone} value={zone}>{t(`adminSettings.zone.${zone}`)}</option>)}
          </select>
        </div>
      </section>
      <section className="admin-panel" aria-labelledby="settings-social">
        <h2 id="settings-social">{t('adminSettings.section.social')}</h2>
        {SOCIAL_SITES.map((site) => (
          <SettingField key={site} field={`social.${site}`} type="url" label={t('adminSettings.field.social', { site: SOCIAL_SITE_NAMES[site] })} value={draft.social[site]} error={errors[`social.${site}`]}
            onChange={(value) => { setDraft((current) => ({ ...current, social: { ...current.social, [site]: value } })); setErrors(({ [`social.${site}`]: _gone, ...rest }) => rest); }} />
        ))}
      </section>
      <section className="admin-panel" aria-labelledby="settings-seo">
        <h2 id="settings-seo">{t('adminSettings.section.seo')}</h2>
        <p className="field-hint">{t('adminSettings.field.seoHint')}</p>
        {text('seoTitleSuffixId', t('adminSettings.field.seoTitleSuffix'), { maxLength: SETTINGS_LIMITS.titleSuffix })}
        {text('seoTitleSuffixEn', t('adminSettings.field.seoTitleSuffixEn'), { maxLength: SETTINGS_LIMITS.titleSuffix })}
        {text('seoDescriptionId', t('adminSettings.field.seoDescription'), { multiline: true, maxLength: SETTINGS_LIMITS.description })}
        {text('seoDescriptionEn', t('adminSettings.field.seoDescriptionEn'), { multiline: true, maxLength: SETTINGS_LIMITS.description })}
        <label className="settings-check"><input type="checkbox" checked={draft.productCatalog} aria-describedby="settings-catalog-hint" onChange={(event) => set('productCatalog', event.currentTarget.checked)} /> {t('adminSettings.field.productCatalog')}</label>
        <p id="settings-catalog-hint" className="field-hint">{t('adminSettings.field.productCatalogHint', { url: `${origin}${FEED_PATH}` })}</p>
      </section>
      <section className="admin-panel" aria-labelledby="settings-domains">
        <h2 id="settings-domains">{t('adminSettings.section.domains')}</h2>
        <ul>{opened.domains.map((domain) => <li key={domain.host}>{domain.host}{domain.primary ? ` (${t('adminSettings.domains.primary')})` : ''}</li>)}</ul>
        <p className="field-hint">{t('adminSettings.domains.cli')}</p>
      </section>
      <div className="shop-settings-bar">
        <Button type="submit" loading={loading}>{t('adminSettings.save')}</Button>
      </div>
    </form>
  );
}
