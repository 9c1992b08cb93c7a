// What every gateway's section of the payments screen shares (Midtrans, Xendit): the account as
// stored, its switch (turned off here when another gateway is switched on), saving, and the
// connection check's answer.
import { useCallback, useState } from 'react';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useT } from '../../i18n/i18n-react';
import type { ConnectionCheck } from '../ui/account-form-parts';
import { useSettingsChange } from '../ui/use-settings-change';
import { ADMIN_PAYMENTS_QUERY } from './payments-api';


/** `switchedOff` counts the times another gateway was switched on on this screen. */
export function useGatewayAccount<T extends { enabled: boolean }>(initial: T, switchedOff: number, save: { inputType: string; document: string }) {
  const t = useT();
  const [stored, setStored] = useState(initial);
  const [enabled, setEnabled] = useState(initial.enabled);
  // Switched off by another gateway: shown at once, as the prop changes (no effect, no extra paint).
  const [offSeen, setOffSeen] = useState(switchedOff);
  if (offSeen !== switchedOff) {
    setOffSeen(switchedOff);
    setEnabled(false);
    setStored((current) => ({ ...current, enabled: false }));
  }
  const onAnswer = useCallback((answer: T) => setStored(answer), []);
  const change = useSettingsChange<T>(save.inputType, save.document, graphQueryKeyPrefix(ADMIN_PAYMENTS_QUERY), onAnswer);
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const testConnection = async (ask: () => Promise<ConnectionCheck>) => {
    setCheck(null);
    setChecking(true);
    try {
      setCheck(await ask());
    } catch {
      setCheck({ ok: false, message: t('adminSettings.tryAgain') });
    } finally {
      setChecking(false);
    }
  };
  return { stored, enabled, setEnabled, save: change, check, checking, testConnection };
}
