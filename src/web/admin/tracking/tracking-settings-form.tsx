// The tracking services form: three ids, each checked on the server; a refusal is shown beside
// each field it names, with the focus on the first.
import { useEffect, useRef, useState } from 'react';
import type { TrackingField } from '../../../domain/tracking/tracking-services';
import type { AdminTrackingSettingsQuery, AdminUpdateTrackingSettingsMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useMessages } from '../ui/say';
import { TrackingIdField } from './tracking-id-field';
import { TRACKING_SETTINGS_QUERY, UPDATE_TRACKING_SETTINGS_MUTATION } from './tracking-settings-api';

type Values = AdminTrackingSettingsQuery['trackingSettings'];
const FIELDS: readonly TrackingField[] = ['ga4', 'gtm', 'metaPixel'];
/** Words shown only after a save or a refusal, read as the form is drawn. */
const LATER = ['adminTracking.saved', 'adminSettings.leave', 'error.tracking.invalid'];

export function TrackingSettingsForm({ settings }: { settings: Values }) {
  const t = useT();
  const { notify } = useNotify();
  useMessages(LATER);
  const [saved, setSaved] = useState<Values>(settings);
  const [draft, setDraft] = useState<Values>(settings);
  const [errors, setErrors] = useState<Partial<Record<TrackingField, string>>>({});
  const [formError, setFormError] = useState('');
  const focusNext = useRef<string | null>(null);
  const [run, { loading }] = useMutation<AdminUpdateTrackingSettingsMutation>('TrackingSettingsInput', UPDATE_TRACKING_SETTINGS_MUTATION, { invalidate: [graphQueryKeyPrefix(TRACKING_SETTINGS_QUERY)] });
  const dirty = FIELDS.some((field) => saved[field] !== draft[field]);
  useUnsavedChangesGuard(dirty, t('adminSettings.leave'));

  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field) document.getElementById(`tracking-${field}`)?.focus();
  });

  const save = async () => {
    setFormError('');
    let answer: AdminUpdateTrackingSettingsMutation['updateTrackingSettings'];
    try {
      answer = (await run({ input: { ga4: draft.ga4, gtm: draft.gtm, metaPixel: draft.metaPixel } })).updateTrackingSettings;
    } catch {
      return setFormError(t('error.tracking.invalid'));
    }
    if (answer.__typename === 'TrackingSettingsRefused') {
      const found: Partial<Record<TrackingField, string>> = {};
      for (const error of answer.fieldErrors) found[error.field as TrackingField] ??= error.message;
      setErrors(found);
      setFormError(answer.message);
      focusNext.current = FIELDS.find((field) => found[field]) ?? null;
      return;
    }
    const fresh = { ga4: answer.ga4, gtm: answer.gtm, metaPixel: answer.metaPixel };
    setSaved(fresh);
    setDraft(fresh);
    setErrors({});
    notify({ id: 'tracking-settings-saved', color: 'green', content: textRef('adminTracking.saved'), duration: 4000 });
  };

  const field = (key: TrackingField) => (
    <TrackingIdField
      field={key}
      label={t(`adminTracking.field.${key}`)}
      hint={t(`adminTracking.field.${key}Hint`)}
      value={draft[key]}
      error={errors[key]}
      onChange={(value) => {
        setDraft((current) => ({ ...current, [key]: value }));
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
    />
  );

  return (
    <form className="tracking-settings" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <p className="admin-muted">{t('adminTracking.intro')}</p>
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      <section className="admin-panel" aria-labelledby="tracking-services">
        <h2 id="tracking-services">{t('adminTracking.nav')}</h2>
        {field('ga4')}
        {field('gtm')}
        {field('metaPixel')}
        <p className="field-hint">{t('adminTracking.consentNote')}</p>
      </section>
      <div className="tracking-settings-bar">
        <Button type="submit" loading={loading}>{t('adminTracking.save')}</Button>
      </div>
    </form>
  );
}
