// "Kabari saya lewat notifikasi": the shopper turns notifications on with a press (browsers ask
// for the permission only after a user gesture). Spec §4 Push registration: any existing
// subscription is unsubscribed first and the new one made with userVisibleOnly; its JSON is
// kept in the persisted browser state and sent to the shop, linked to the order when given.
import { useId, useState } from 'react';
import type { SubscribeToPushMutation, WebPushKeyQuery } from '../../graph/generated/shop-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { usePersistence, usePersistState } from '../../state/persistence-react';
import { Button } from '../feedback/button';
import { SUBSCRIBE_TO_PUSH_INPUT, SUBSCRIBE_TO_PUSH_MUTATION, WEB_PUSH_KEY_QUERY } from './push-api';

/**
 * A browser with no push service to reach (offline, or a headless one) never settles
 * `subscribe`: after this long the shopper is told instead of watching a spinner forever.
 */
const SUBSCRIBE_TIMEOUT_MS = 15_000;

class NoPushService extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new NoPushService('no answer')), ms);
    work.then((value) => { window.clearTimeout(timer); resolve(value); }, (error: unknown) => { window.clearTimeout(timer); reject(error); });
  });
}

type OptInState =
  | { step: 'idle' }
  | { step: 'working' }
  | { step: 'on' }
  | { step: 'denied' }
  | { step: 'unsupported' }
  | { step: 'noService' }
  | { step: 'failed'; reason: string };

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export function PushOptIn({ orderId, variant = 'order' }: { orderId?: string; variant?: 'order' | 'account' }) {
  const t = useT();
  const client = useGraphClient();
  const persistence = usePersistence();
  const { pushSubscription } = usePersistState();
  const statusId = useId();
  const [state, setState] = useState<OptInState>({ step: 'idle' });

  const turnOn = async () => {
    if (!supported()) {
      setState({ step: 'unsupported' });
      return;
    }
    setState({ step: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState({ step: 'denied' });
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const { webPushPublicKey } = await client.query<WebPushKeyQuery>(WEB_PUSH_KEY_QUERY);
      // Registering replaces any existing subscription (spec §4): the old one goes first.
      const existing = await registration.pushManager.getSubscription();
      const replaces = existing?.endpoint ?? null;
      if (existing) await existing.unsubscribe();
      const subscription = await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(webPushPublicKey) }), SUBSCRIBE_TIMEOUT_MS);
      const json = subscription.toJSON();
      persistence.setPushSubscription(json);
      await client.mutate<SubscribeToPushMutation>(SUBSCRIBE_TO_PUSH_INPUT, SUBSCRIBE_TO_PUSH_MUTATION, {
        input: { endpoint: json.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, orderId: orderId ?? null, replaces },
      });
      setState({ step: 'on' });
    } catch (error) {
      if (error instanceof NoPushService) {
        setState({ step: 'noService' });
        return;
      }
      const reason = error instanceof GraphResponseError && error.errors[0]?.message ? error.errors[0].message : error instanceof Error ? error.message : String(error);
      setState({ step: 'failed', reason });
    }
  };

  const message = state.step === 'on' ? t(variant === 'account' ? 'push.optIn.accountOn' : 'push.optIn.on')
    : state.step === 'working' ? t('push.optIn.working')
    : state.step === 'denied' ? t('push.optIn.denied')
    : state.step === 'unsupported' ? t('push.optIn.unsupported')
    : state.step === 'noService' ? t('push.optIn.noService')
    : state.step === 'failed' ? t('push.optIn.failed', { reason: state.reason })
    : '';
  const alert = state.step === 'denied' || state.step === 'failed' || state.step === 'noService';
  return (
    <div className="push-opt-in" data-subscribed={pushSubscription ? 'true' : undefined}>
      {state.step !== 'on' && (
        <Button variant="secondary" onPress={turnOn} loading={state.step === 'working'} aria-describedby={message ? statusId : undefined}>
          {t('push.optIn.button')}
        </Button>
      )}
      <p id={statusId} className={alert ? 'push-opt-in-status push-opt-in-alert' : 'push-opt-in-status'} role={alert ? 'alert' : 'status'}>{message}</p>
    </div>
  );
}
