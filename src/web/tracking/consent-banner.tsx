// The consent banner (spec §7, docs/decisions/0044): shown on the shop's pages only when the
// shop configured a tracking service and the shopper has not chosen yet (or opened it again from
// the footer). It sits in the page's flow above the header, so it never covers the buy button,
// and nothing third-party loads until a choice allows it.
import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPT_ALL, REJECT_ALL } from '../../domain/tracking/consent';
import { useT } from '../i18n/i18n-react';
import { reopenConsent, saveConsent, useConsent } from './consent-store';
import { pageConfig } from './tracking-page';
import './consent-banner.css';

function ServiceNames() {
  const t = useT();
  const config = pageConfig();
  const analytics = [config.ga4 ? 'Google Analytics' : '', config.gtm ? 'Google Tag Manager' : ''].filter(Boolean);
  return (
    <ul className="consent-services">
      {analytics.length ? <li>{t('footer.consent.analyticsUses', { services: analytics.join(', ') })}</li> : null}
      {config.metaPixel ? <li>{t('footer.consent.advertisingUses', { services: 'Meta Pixel' })}</li> : null}
    </ul>
  );
}

function Choices({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { choice } = useConsent();
  const config = pageConfig();
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [advertising, setAdvertising] = useState(choice?.advertising ?? false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="consent-choices">
      <legend>{t('footer.consent.chooseLegend')}</legend>
      {config.ga4 || config.gtm ? (
        <label className="consent-choice">
          <input ref={first} type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.currentTarget.checked)} />
          <span><strong>{t('footer.consent.analytics')}</strong> {t('footer.consent.analyticsHint')}</span>
        </label>
      ) : null}
      {config.metaPixel ? (
        <label className="consent-choice">
          <input ref={config.ga4 || config.gtm ? undefined : first} type="checkbox" checked={advertising} onChange={(event) => setAdvertising(event.currentTarget.checked)} />
          <span><strong>{t('footer.consent.advertising')}</strong> {t('footer.consent.advertisingHint')}</span>
        </label>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="button" onClick={() => { saveConsent({ analytics, advertising }); onDone(); }}>{t('footer.consent.save')}</button>
      </div>
    </fieldset>
  );
}

/** The banner, and the install prompts of the shop's pages. */
export function ConsentBanner() {
  const t = useT();
  const { offered, open, reopened } = useConsent();
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();
  const textId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    // Opened from the footer: the reader is taken to it. Asking on arrival takes no focus away.
    if (reopened) region.current?.focus();
  }, [reopened]);
  if (!offered || !open) return null;
  const done = () => {
    setChoosing(false);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section ref={region} className="consent-banner" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <div className="consent-inner">
        <h2 id={titleId} className="consent-title">{t('footer.consent.title')}</h2>
        <div id={textId} className="consent-text">
          <p>{t('footer.consent.text')}</p>
          <ServiceNames />
        </div>
        {choosing ? <Choices onDone={done} /> : (
          <div className="consent-actions">
            <button type="button" className="button" onClick={() => { saveConsent(ACCEPT_ALL); done(); }}>{t('footer.consent.acceptAll')}</button>
            <button type="button" className="button button-secondary" onClick={() => { saveConsent(REJECT_ALL); done(); }}>{t('footer.consent.reject')}</button>
            <button type="button" className="button button-quiet" onClick={() => setChoosing(true)}>{t('footer.consent.choose')}</button>
          </div>
        )}
      </div>
    </section>
  );
}

/** The footer's way back to the choice (an item of its list); shown only when the shop configured a service. */
export function ConsentSettingsLink() {
  const t = useT();
  const { offered } = useConsent();
  if (!offered) return null;
  return (
    <li>
      <button type="button" className="consent-settings-link" onClick={() => { reopenConsent(); window.scrollTo({ top: 0 }); }}>
        {t('footer.consent.settings')}
      </button>
    </li>
  );
}
