// Live courier rates (docs/decisions/0062): which aggregator prices parcels at checkout (none,
// Biteship or RajaOngkir, one at a time), its key (typed once, never shown back), where parcels
// leave from, the couriers offered, and for Biteship who the courier collects from and the
// webhook address to paste into its dashboard. A connection check asks the aggregator itself.
import { useCallback, useState } from 'react';
import type { AdminCourierAggregatorFieldsFragment, AdminCourierAggregatorsQuery, AdminTestCourierAggregatorMutation, CourierAggregatorProvider } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation, useQuery } from '../../graph/graph-react';
import { formatTime } from '../../../domain/format/time';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { useSettingsChange } from '../ui/use-settings-change';
import { AccountActions, AccountTextField, type ConnectionCheck } from '../ui/account-form-parts';
import { ADMIN_COURIER_AGGREGATORS_QUERY, SAVE_COURIER_AGGREGATOR_MUTATION, TEST_COURIER_AGGREGATOR_MUTATION } from './live-rates-api';

type Setup = AdminCourierAggregatorFieldsFragment;
type Account = Setup['accounts'][number];
type Choice = CourierAggregatorProvider | 'none';

const ID = 'live-rates';
const NAMES: Record<CourierAggregatorProvider, string> = { biteship: 'Biteship', rajaongkir: 'RajaOngkir' };

/** The owner's words for why checkout last fell back to the rate tables. */
function fallbackKind(reason: string): 'timeout' | 'unauthorized' | 'unreachable' | 'other' {
  return reason === 'timeout' || reason === 'unauthorized' || reason === 'unreachable' ? reason : 'other';
}

function LiveRatesForm({ initial }: { initial: Setup }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const when = (value: string) => formatTime(value, 'dateTime', language, offset);
  const [setup, setSetup] = useState(initial);
  const active = setup.accounts.find((account) => account.enabled);
  const [choice, setChoice] = useState<Choice>(active?.provider ?? 'none');
  const accountOf = (provider: CourierAggregatorProvider): Account => setup.accounts.find((account) => account.provider === provider)!;
  const [drafts, setDrafts] = useState(() => Object.fromEntries(setup.accounts.map((account) => [account.provider, { ...account, apiKey: '' }])) as Record<CourierAggregatorProvider, Account & { apiKey: string }>);
  const onAnswer = useCallback((answer: Setup) => setSetup(answer), []);
  const save = useSettingsChange<Setup>('CourierAggregatorInput', SAVE_COURIER_AGGREGATOR_MUTATION, graphQueryKeyPrefix(ADMIN_COURIER_AGGREGATORS_QUERY), onAnswer);
  const [saved, setSaved] = useState(false);
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [runCheck] = useMutation<AdminTestCourierAggregatorMutation>('CourierAggregatorCheckInput', TEST_COURIER_AGGREGATOR_MUTATION);
  const provider = choice === 'none' ? null : choice;
  const draft = provider ? drafts[provider] : null;
  const edit = (change: Partial<Account & { apiKey: string }>) => {
    if (!provider) return;
    setDrafts((current) => ({ ...current, [provider]: { ...current[provider], ...change } }));
  };
  const inputOf = (account: Account & { apiKey: string }, enabled: boolean) => ({
    provider: account.provider, enabled, apiKey: account.apiKey.trim() || null, originPostalCode: account.originPostalCode, couriers: account.couriers,
    senderName: account.senderName, senderPhone: account.senderPhone, senderAddress: account.senderAddress,
  });

  const onSubmit = async () => {
    setSaved(false);
    // "None" switches off whichever aggregator was on, keeping its settings for later.
    const target = provider ? drafts[provider] : active ? { ...drafts[active.provider], apiKey: '' } : null;
    if (!target) {
      setSaved(true);
      return;
    }
    const done = await save.submit({ input: inputOf(target, provider !== null) });
    if (done) edit({ apiKey: '' });
    setSaved(done);
  };
  const testConnection = async () => {
    if (!provider || !draft) return;
    setCheck(null);
    setChecking(true);
    try {
      setCheck((await runCheck({ input: { provider, apiKey: draft.apiKey.trim() || null } })).testCourierAggregator);
    } catch {
      setCheck({ ok: false, message: t('adminSettings.tryAgain') });
    } finally {
      setChecking(false);
    }
  };
  const stored = provider ? accountOf(provider) : null;

  return (
    <form className="pay-provider" aria-labelledby={`${ID}-title`} onSubmit={(event) => {
      event.preventDefault();
      void onSubmit();
    }}>
      {save.error ? <p role="alert" className="admin-alert">{save.error}</p> : null}
      <fieldset className="ship-fieldset">
        <legend className="ship-legend">{t('adminShipping.live.provider')}</legend>
        {(['none', 'biteship', 'rajaongkir'] as const).map((option) => (
          <label key={option} className="pay-check">
            <input type="radio" name={`${ID}-provider`} value={option} checked={choice === option} onChange={() => {
              setChoice(option);
              setCheck(null);
              setSaved(false);
            }} />
            {option === 'none' ? t('adminShipping.live.none') : NAMES[option]}
          </label>
        ))}
        {provider ? <p className="field-hint">{t(`adminShipping.live.${provider}Hint`)}</p> : null}
        {save.problems.enabled ? <p className="field-error">{save.problems.enabled}</p> : null}
      </fieldset>
      {provider && draft && stored ? (
        <fieldset className="pay-fieldset">
          <legend className="visually-hidden">{NAMES[provider]}</legend>
          {stored.enabled && stored.lastFailure && stored.lastFailureAt ? (
            <p className="pay-check-problem">{t(`adminShipping.live.fallback.${fallbackKind(stored.lastFailure)}`, { provider: NAMES[provider], time: when(stored.lastFailureAt) })}</p>
          ) : null}
          <p className="pay-key-state">
            {stored.apiKeyLast4
              ? t('adminShipping.live.stored', { last4: stored.apiKeyLast4, mode: t(stored.production ? 'couriers.mode.live' : 'couriers.mode.test') })
              : t('adminPayments.noKey')}
          </p>
          <AccountTextField gateway={`${ID}-${provider}`} name="apiKey" label={t('adminShipping.live.apiKey')} hint={t('adminShipping.live.apiKeyHint')}
            value={draft.apiKey} onChange={(apiKey) => edit({ apiKey })} error={save.problems.apiKey} secret />
          <AccountTextField gateway={`${ID}-${provider}`} name="originPostalCode" label={t('adminShipping.live.originPostalCode')}
            value={draft.originPostalCode} onChange={(originPostalCode) => edit({ originPostalCode })} error={save.problems.originPostalCode} />
          {provider === 'rajaongkir' && stored.originLabel ? <p className="field-hint">{t('adminShipping.live.origin', { label: stored.originLabel })}</p> : null}
          <fieldset className="ship-fieldset" aria-describedby={save.problems.couriers ? `${ID}-couriers-error` : undefined}>
            <legend className="field-label">{t('adminShipping.live.couriers')}</legend>
            <div className="ship-provinces-grid">
              {setup.couriers.map((courier) => (
                <label key={courier.code} className="ship-check">
                  <input type="checkbox" checked={draft.couriers.includes(courier.code)} onChange={(event) => {
                    const on = event.currentTarget.checked;
                    edit({ couriers: on ? [...draft.couriers, courier.code] : draft.couriers.filter((code) => code !== courier.code) });
                  }} />
                  {courier.name}
                </label>
              ))}
            </div>
            {save.problems.couriers ? <p id={`${ID}-couriers-error`} className="field-error">{save.problems.couriers}</p> : null}
          </fieldset>
          {provider === 'biteship' ? (
            <fieldset className="ship-fieldset">
              <legend className="field-label">{t('adminShipping.live.sender')}</legend>
              <AccountTextField gateway={ID} name="senderName" label={t('adminShipping.live.senderName')} value={draft.senderName} onChange={(senderName) => edit({ senderName })} error={save.problems.senderName} />
              <AccountTextField gateway={ID} name="senderPhone" label={t('adminShipping.live.senderPhone')} value={draft.senderPhone} onChange={(senderPhone) => edit({ senderPhone })} error={save.problems.senderPhone} />
              <AccountTextField gateway={ID} name="senderAddress" label={t('adminShipping.live.senderAddress')} value={draft.senderAddress} onChange={(senderAddress) => edit({ senderAddress })} error={save.problems.senderAddress} />
              <div className="field">
                <label className="field-label" htmlFor={`${ID}-webhookUrl`}>{t('adminShipping.live.webhookUrl')}</label>
                <input id={`${ID}-webhookUrl`} className="field-control pay-callback-url" type="text" readOnly value={setup.webhookUrl}
                  spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
              </div>
            </fieldset>
          ) : null}
        </fieldset>
      ) : null}
      <AccountActions canManage saveLabel={t('adminShipping.live.save')} testLabel={t('adminShipping.live.test')}
        saved={saved} checking={checking} check={check} onTest={provider ? () => void testConnection() : undefined} />
    </form>
  );
}

/**
 * The words of the form, asked for as the screen first renders (on the server too), since the
 * form itself is drawn only once its own query has answered.
 */
const FORM_WORDS = [
  ...['provider', 'none', 'biteshipHint', 'rajaongkirHint', 'stored', 'apiKey', 'apiKeyHint', 'originPostalCode', 'origin', 'couriers', 'sender', 'senderName',
    'senderPhone', 'senderAddress', 'webhookUrl', 'save', 'test', 'fallback.timeout', 'fallback.unauthorized', 'fallback.unreachable', 'fallback.other'].map((key) => `adminShipping.live.${key}`),
  'couriers.mode.test', 'couriers.mode.live', 'adminPayments.noKey', 'adminSettings.saved', 'adminSettings.tryAgain', 'adminSettings.fixErrors', 'adminSettings.signedOut',
];

/** The section, read with its own query: only staff who may change settings see it. */
export function LiveRatesSection() {
  const t = useT();
  useMessages(FORM_WORDS);
  const query = useQuery<AdminCourierAggregatorsQuery>(ADMIN_COURIER_AGGREGATORS_QUERY);
  return (
    <section className="admin-panel" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('adminShipping.live.title')}</h2>
      <AdminLoadState query={query}>
        {(data) => (
          <>
            <p className="admin-muted">{t('adminShipping.live.intro', { seconds: String(data.courierAggregators.ratesTimeoutSeconds) })}</p>
            <LiveRatesForm initial={data.courierAggregators} />
          </>
        )}
      </AdminLoadState>
    </section>
  );
}
