import type { Builder } from '../../graphql/builder.server';
import {
  trackingSettings, updateTrackingSettings,
  type TrackingSettingsInput, type TrackingSettingsRecord, type TrackingSettingsRefused, type TrackingSettingsSaveResult,
} from './tracking-settings.service';

/** The owner's tracking services (docs/decisions/0044): read them, save them. */
export function registerTrackingSettingsAdminFields(builder: Builder) {
  const SettingsRef = builder.objectRef<TrackingSettingsRecord>('TrackingSettings').implement({
    description: 'The analytics and ad services the shop reports to, once a shopper agrees; empty is off.',
    fields: (t) => ({
      ga4: t.exposeString('ga4', { description: 'Google Analytics 4 measurement id (G-…).' }),
      gtm: t.exposeString('gtm', { description: 'Google Tag Manager container id (GTM-…).' }),
      metaPixel: t.exposeString('metaPixel', { description: 'Meta pixel id (digits).' }),
    }),
  });
  const FieldErrorRef = builder.objectRef<TrackingSettingsRefused['fieldErrors'][number]>('TrackingSettingsFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const RefusedRef = builder.objectRef<TrackingSettingsRefused>('TrackingSettingsRefused').implement({
    description: 'Nothing was saved: an id is not in its service’s form.',
    fields: (t) => ({
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
    }),
  });
  const ResultRef = builder.unionType('TrackingSettingsSaveResult', {
    types: [SettingsRef, RefusedRef],
    resolveType: (value: TrackingSettingsSaveResult) => ('__typename' in value ? RefusedRef : SettingsRef),
  });
  const SettingsInput = builder.inputType('TrackingSettingsInput', {
    description: 'A field left out keeps its value; an empty one switches the service off.',
    fields: (t) => ({
      ga4: t.string({ required: false }),
      gtm: t.string({ required: false }),
      metaPixel: t.string({ required: false }),
    }),
  });
  builder.queryFields((t) => ({
    trackingSettings: t.field({ type: SettingsRef, resolve: (_r, _a, ctx) => trackingSettings(ctx) }),
  }));
  builder.mutationFields((t) => ({
    updateTrackingSettings: t.field({
      type: ResultRef,
      args: { input: t.arg({ type: SettingsInput, required: true }) },
      resolve: (_r, args, ctx) => updateTrackingSettings(ctx, args.input as TrackingSettingsInput),
    }),
  }));
}
