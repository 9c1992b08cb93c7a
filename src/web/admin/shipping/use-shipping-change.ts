// A change of the shipping settings, answered with the whole setup the screen redraws from.
import type { AdminShippingFieldsFragment } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useSettingsChange, type SettingsChange } from '../ui/use-settings-change';
import { ADMIN_SHIPPING_QUERY } from './shipping-api';

export type ShippingSetup = AdminShippingFieldsFragment;

export function useShippingChange(inputType: string, document: string, onSetup: (setup: ShippingSetup) => void): SettingsChange {
  return useSettingsChange<ShippingSetup>(inputType, document, graphQueryKeyPrefix(ADMIN_SHIPPING_QUERY), onSetup);
}
