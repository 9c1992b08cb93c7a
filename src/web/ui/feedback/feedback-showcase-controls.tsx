// Showcase sections of the feedback area's controls and hooks (used by feedback.showcase.tsx).
import { useId, useState } from 'react';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from './button';
import type { ButtonSize, ButtonVariant } from './button';
import { ANIMATION_DEFAULTS, useAnimatedPresence } from './use-animated-presence';
import { useLongPress } from './use-long-press';
import { useIsMobile } from './use-media-query';

const SIZES: readonly (ButtonSize | undefined)[] = ['small', undefined, 'big', 'bigger'];
const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'quiet'];

const PANEL_STYLE = { '--presence-duration': `${ANIMATION_DEFAULTS.durationMs}ms` } as CSSProperties;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ButtonShowcase() {
  const t = useT();
  const inputId = useId();
  const [saves, setSaves] = useState(0);
  const [forcedLoading, setForcedLoading] = useState(false);

  return (
    <section aria-labelledby="feedback-showcase-buttons">
      <h2 id="feedback-showcase-buttons">{t('feedback.showcase.buttons')}</h2>
      <h3>{t('feedback.showcase.sizes')}</h3>
      <div className="feedback-showcase-row">
        {SIZES.map((size) => (
          <Button key={size ?? 'regular'} size={size}>{t(`feedback.showcase.size.${size ?? 'regular'}`)}</Button>
        ))}
      </div>
      <div className="feedback-showcase-row">
        <label htmlFor={inputId}>{t('feedback.showcase.voucher')}</label>
        <input id={inputId} className="feedback-showcase-input" />
        <Button size="input">{t('feedback.showcase.size.input')}</Button>
      </div>
      <h3>{t('feedback.showcase.variants')}</h3>
      <div className="feedback-showcase-row">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>{t(`feedback.showcase.variant.${variant}`)}</Button>
        ))}
        <Button disabled>{t('feedback.showcase.disabled')}</Button>
      </div>
      <h3>{t('feedback.showcase.loading')}</h3>
      <div className="feedback-showcase-row">
        <Button onPress={() => wait(2000).then(() => setSaves((count) => count + 1))}>{t('feedback.showcase.saveSlowly')}</Button>
        <Button variant="secondary" loading={forcedLoading}>{t('feedback.showcase.sending')}</Button>
        <label className="feedback-showcase-check">
          <input type="checkbox" checked={forcedLoading} onChange={(event) => setForcedLoading(event.target.checked)} />
          {t('feedback.showcase.forceLoading')}
        </label>
      </div>
      <p role="status" className="feedback-showcase-note">{t('feedback.showcase.saveCount', { count: saves })}</p>
    </section>
  );
}

export function LongPressShowcase() {
  const t = useT();
  const [taps, setTaps] = useState(0);
  const [longPresses, setLongPresses] = useState(0);
  const longPress = useLongPress<HTMLButtonElement>(() => setLongPresses((count) => count + 1));

  return (
    <section aria-labelledby="feedback-showcase-long-press">
      <h2 id="feedback-showcase-long-press">{t('feedback.showcase.longPress')}</h2>
      <p>{t('feedback.showcase.longPressIntro')}</p>
      <button type="button" className="ui-button ui-button-secondary long-press-target" {...longPress} onClick={() => setTaps((count) => count + 1)}>
        {t('feedback.showcase.longPressTarget')}
      </button>
      <p role="status" className="feedback-showcase-note">{t('feedback.showcase.longPressCount', { taps, longPresses })}</p>
    </section>
  );
}

export function PresenceShowcase() {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const presence = useAnimatedPresence(open);

  return (
    <section aria-labelledby="feedback-showcase-presence">
      <h2 id="feedback-showcase-presence">{t('feedback.showcase.presence')}</h2>
      <p>
        {t('feedback.showcase.presenceDefaults', {
          duration: ANIMATION_DEFAULTS.durationMs,
          tension: ANIMATION_DEFAULTS.tension,
          friction: ANIMATION_DEFAULTS.friction,
        })}
      </p>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((value) => !value)}>
        {t(open ? 'feedback.showcase.hidePanel' : 'feedback.showcase.showPanel')}
      </Button>
      <div id={panelId}>
        {presence.mounted && (
          <p className={`feedback-showcase-panel is-${presence.state}`} style={PANEL_STYLE}>
            {t('feedback.showcase.presenceState', { state: t(`feedback.showcase.state.${presence.state}`) })}
          </p>
        )}
      </div>
    </section>
  );
}

export function MobileShowcase() {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <section aria-labelledby="feedback-showcase-mobile">
      <h2 id="feedback-showcase-mobile">{t('feedback.showcase.breakpoint')}</h2>
      <p role="status">{t(mobile ? 'feedback.showcase.isMobile' : 'feedback.showcase.isDesktop')}</p>
    </section>
  );
}
