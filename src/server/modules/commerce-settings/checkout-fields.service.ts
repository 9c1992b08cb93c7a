import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput } from '../../errors.server';
import { changedParts, recordAudit } from '../audit';
import { translatedText, type TextInput } from '../content';
import { commerceSettingsOf, saveCommerceSettings } from './commerce-settings.service';
import type { CheckoutFieldRecord } from './commerce-settings.tables';

export const MAX_CHECKOUT_FIELDS = 10;
export const FIELD_LABEL_MAX = 80;
/** One line holds a short answer; several lines a message. */
export const MAX_LENGTH_LIMITS = { text: 200, textarea: 2000 } as const;

export interface CheckoutFieldInput {
  /** An existing field's key keeps the answers checkouts already hold; left out, a new field. */
  key?: string | null;
  label: TextInput;
  required: boolean;
  kind: 'text' | 'textarea';
  maxLength: number;
}

/**
 * Replaces the shop's checkout questions with `fields`, in the order given: adding, changing,
 * removing and reordering are one save of the list the screen shows.
 */
export async function saveCheckoutFields(ctx: RequestContext, fields: readonly CheckoutFieldInput[]): Promise<CheckoutFieldRecord[]> {
  if (fields.length > MAX_CHECKOUT_FIELDS) throw badInput('error.checkoutFields.tooMany', { max: MAX_CHECKOUT_FIELDS }, 'fields');
  return inTransaction(ctx.db, async (tx) => {
    const current = await commerceSettingsOf(tx, ctx.shop.id);
    const known = new Set(current.checkoutFields.map((field) => field.key));
    const seen = new Set<string>();
    const next = fields.map((field, index): CheckoutFieldRecord => {
      if (field.key && (!known.has(field.key) || seen.has(field.key))) throw badInput('error.checkoutFields.unknownKey', {}, `fields.${index}.key`);
      const key = field.key || `field${randomBytes(5).toString('hex')}`;
      seen.add(key);
      // Checked here so a refusal names the row (`fields.2.label.id`), as the screen shows it.
      const id = field.label.id?.trim() ?? '';
      if (!id) throw badInput('error.checkoutFields.label', { max: FIELD_LABEL_MAX }, `fields.${index}.label.id`);
      if (id.length > FIELD_LABEL_MAX) throw badInput('error.checkoutFields.label', { max: FIELD_LABEL_MAX }, `fields.${index}.label.id`);
      if ((field.label.en?.trim().length ?? 0) > FIELD_LABEL_MAX) throw badInput('error.checkoutFields.labelEn', { max: FIELD_LABEL_MAX }, `fields.${index}.label.en`);
      const label = translatedText(field.label, 'checkoutFieldLabel', FIELD_LABEL_MAX, true);
      const max = MAX_LENGTH_LIMITS[field.kind];
      if (!Number.isSafeInteger(field.maxLength) || field.maxLength < 1 || field.maxLength > max) {
        throw badInput('error.checkoutFields.maxLength', { max }, `fields.${index}.maxLength`);
      }
      return { key, label, required: field.required, kind: field.kind, maxLength: field.maxLength };
    });
    await saveCommerceSettings(tx, ctx.shop.id, { checkoutFields: next });
    await recordAudit(ctx, tx, { action: 'saveCheckoutFields', entityType: 'checkoutFields', ...changedParts({ fields: current.checkoutFields }, { fields: next }) });
    ctx.loaders.clear();
    return next;
  });
}
