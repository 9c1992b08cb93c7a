import type { Builder } from '../../graphql/builder.server';
import type { ContentAdminInputs } from '../content';
import { commerceSettings } from './commerce-settings.service';
import type { CheckoutFieldRecord } from './commerce-settings.tables';
import { saveCheckoutFields } from './checkout-fields.service';

/** The owner's checkout questions (spec §3 `customFields`, docs/decisions/0034) on the admin schema. */
export function registerCheckoutFieldsAdminFields(builder: Builder, deps: { inputs: ContentAdminInputs }) {
  const { TranslatedTextInput } = deps.inputs;
  const KindEnum = builder.enumType('CheckoutFieldKind', { values: ['text', 'textarea'] as const, description: 'One line, or several.' });
  const LabelRef = builder.objectRef<CheckoutFieldRecord['label']>('CheckoutFieldLabel').implement({
    fields: (t) => ({ id: t.exposeString('id'), en: t.string({ nullable: true, resolve: (label) => label.en || null }) }),
  });
  const FieldRef = builder.objectRef<CheckoutFieldRecord>('CheckoutFieldSetting').implement({
    fields: (t) => ({
      key: t.exposeString('key', { description: 'Where a checkout keeps the answer; stays as long as the question does.' }),
      label: t.field({ type: LabelRef, resolve: (f) => f.label }),
      required: t.exposeBoolean('required'),
      kind: t.field({ type: KindEnum, resolve: (f) => f.kind }),
      maxLength: t.exposeInt('maxLength'),
    }),
  });
  const FieldInput = builder.inputType('CheckoutFieldInput', {
    fields: (t) => ({
      key: t.string({ required: false, description: 'An existing question’s key; left out, a new question.' }),
      label: t.field({ type: TranslatedTextInput, required: true }),
      required: t.boolean({ required: true }),
      kind: t.field({ type: KindEnum, required: true }),
      maxLength: t.int({ required: true, description: '1 to 200 for one line, 1 to 2000 for several.' }),
    }),
  });

  builder.queryFields((t) => ({
    checkoutFieldSettings: t.field({ type: [FieldRef], resolve: async (_r, _a, ctx) => (await commerceSettings(ctx)).checkoutFields }),
  }));
  builder.mutationFields((t) => ({
    saveCheckoutFields: t.field({
      type: [FieldRef],
      description: 'Replaces the questions with the list given, in its order.',
      args: { fields: t.arg({ type: [FieldInput], required: true }) },
      resolve: (_r, args, ctx) => saveCheckoutFields(ctx, args.fields),
    }),
  }));
}
