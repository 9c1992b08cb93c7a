// A change of the payment settings, answered with the whole setup the screen redraws from.
import type { AdminPaymentFieldsFragment } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useSettingsChange, type SettingsChange } from '../ui/use-settings-change';
import { ADMIN_PAYMENTS_QUERY } from './payments-api';

export type PaymentSetup = AdminPaymentFieldsFragment;

export function usePaymentChange(inputType: string, document: string, onSetup: (setup: PaymentSetup) => void): SettingsChange {
  return useSettingsChange<PaymentSetup>(inputType, document, graphQueryKeyPrefix(ADMIN_PAYMENTS_QUERY), onSetup);
}
