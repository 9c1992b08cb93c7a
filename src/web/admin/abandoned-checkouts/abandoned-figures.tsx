// The period's figures at a glance, and the recovery e-mail's delay, saved on the same screen.
import { useCallback, useState } from 'react';
import { delayParts } from '../../../domain/checkout/abandoned-checkouts';
import { formatPercent } from '../../../domain/format/format';
import type { AdminAbandonedCheckoutsQuery } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useLanguage, useT, type Translate } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { NumberField } from '../ui/number-field';
import { useSettingsChange } from '../ui/use-settings-change';
import { ADMIN_ABANDONED_QUERY, SAVE_RECOVERY_DELAY_MUTATION } from './abandoned-api';
import { useAdminMoney } from '../ui/admin-money';

type Figures = AdminAbandonedCheckoutsQuery['abandonedCheckoutFigures'];
type Settings = AdminAbandonedCheckoutsQuery['checkoutRecoverySettings'];

/** "1 jam 30 menit" / "1 h 30 min". */
export function delayText(minutes: number, t: Translate): string {
  const parts = delayParts(minutes);
  if (!parts.hours) return t('adminAbandoned.delay.minutes', { minutes: parts.minutes });
  return parts.minutes ? t('adminAbandoned.delay.hoursMinutes', parts) : t('adminAbandoned.delay.hours', { hours: parts.hours });
}

export function AbandonedFigures({ figures }: { figures: Figures }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const rate = figures.recoveryRate === null ? t('adminAbandoned.figures.rateNone') : formatPercent(figures.recoveryRate, language);
  return (
    <section className="admin-panel" aria-labelledby="ab-figures-title">
      <h2 id="ab-figures-title">{t('adminAbandoned.figures.heading', { count: figures.periodDays })}</h2>
      <dl className="ab-figures">
        <div><dt>{t('adminAbandoned.figures.abandoned')}</dt><dd>{figures.abandoned}</dd></div>
        <div>
          <dt>{t('adminAbandoned.figures.emailsSent')}</dt>
          <dd>{figures.emailsSent}{figures.emailsFailed ? <span className="ab-detail">{t('adminAbandoned.figures.emailsFailed', { count: figures.emailsFailed })}</span> : null}</dd>
        </div>
        <div><dt>{t('adminAbandoned.figures.recovered')}</dt><dd>{figures.recovered}</dd></div>
        <div><dt>{t('adminAbandoned.figures.recoveredValue')}</dt><dd>{money(figures.recoveredValue)}</dd></div>
        <div><dt>{t('adminAbandoned.figures.rate')}</dt><dd>{rate}</dd></div>
      </dl>
    </section>
  );
}

export function RecoveryDelayForm({ settings }: { settings: Settings }) {
  const t = useT();
  const [minutes, setMinutes] = useState(String(settings.delayMinutes));
  const [saved, setSaved] = useState<number | null>(null);
  const onAnswer = useCallback((answer: Settings) => setMinutes(String(answer.delayMinutes)), []);
  const save = useSettingsChange<Settings>('CheckoutRecoveryDelayInput', SAVE_RECOVERY_DELAY_MUTATION, graphQueryKeyPrefix(ADMIN_ABANDONED_QUERY), onAnswer);
  const submit = async () => {
    setSaved(null);
    const delayMinutes = minutes === '' ? 0 : Number(minutes);
    if (await save.submit({ input: { delayMinutes } })) setSaved(delayMinutes);
  };
  const hint = t('adminAbandoned.delay.hint', { min: settings.minMinutes, max: settings.maxMinutes / 60, maxMinutes: settings.maxMinutes, current: delayText(settings.delayMinutes, t) });
  return (
    <form className="admin-panel ab-delay" aria-labelledby="ab-delay-title" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="ab-delay-title">{t('adminAbandoned.delay.heading')}</h2>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <NumberField label={t('adminAbandoned.delay.label')} hint={hint} unit={t('adminAbandoned.delay.unit')} required value={minutes} onChange={setMinutes} error={save.problems.delayMinutes} />
      <div className="ab-delay-actions">
        <Button type="submit">{t('adminAbandoned.delay.save')}</Button>
        <p role="status">{saved === null ? '' : t('adminAbandoned.delay.saved', { current: delayText(saved, t) })}</p>
      </div>
    </form>
  );
}
