// "Kabari saya lewat notifikasi": the shopper turns notifications on with a press (browsers ask
// for the permission only after a user gesture). Spec §4 Push registration: any existing
// subscription is unsubscribed first and the new one made with userVisibleOnly. Spec §3: the
// persisted browser state holds the subscription, and only once the shop accepted it: it tells
// the page whether notifications are on, and names the subscription a new one replaces.
import { useEffect, useId, useState } from 'react';
import type { SubscribeToPushMutation, UnsubscribeFromPushMutation, WebPushKeyQuery } from '../../graph/generated/shop-operations';
import type { GraphClient } from '../../graph/graph-client';
import { GraphNetworkError, GraphResponseError } from '../../graph/graph-errors';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { usePersistence, usePersistState } from '../../state/persistence-react';
import { Button } from '../feedback/button';
import { SUBSCRIBE_TO_PUSH_INPUT, SUBSCRIBE_TO_PUSH_MUTATION, UNSUBSCRIBE_FROM_PUSH_INPUT, UNSUBSCRIBE_FROM_PUSH_MUTATION, WEB_PUSH_KEY_QUERY } from './push-api';

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
  | { step: 'failed'; reason: string }
  | { step: 'turningOff' }
  | { step: 'off' }
  | { step: 'offFailed'; reason: string };

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** A subscription as the shop needs it: its address and both keys. */
function complete(json: PushSubscriptionJSON | null | undefined): (PushSubscriptionJSON & { endpoint: string; keys: { p256dh: string; auth: string } }) | null {
  const p256dh = json?.keys?.p256dh;
  const auth = json?.keys?.auth;
  return json?.endpoint && p256dh && auth ? { ...json, endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

/**
 * Sends the browser's subscription to the shop, naming the one it replaces with that one's auth
 * secret: the shop moves the old one's orders over only for the browser that held it.
 */
async function register(client: GraphClient, subscription: PushSubscriptionJSON, replaced: PushSubscriptionJSON | null, orderId: string | null): Promise<void> {
  const json = complete(subscription);
  if (!json) throw new Error('the browser gave a subscription without keys');
  const previous = complete(replaced);
  await client.mutate<SubscribeToPushMutation>(SUBSCRIBE_TO_PUSH_INPUT, SUBSCRIBE_TO_PUSH_MUTATION, {
    input: {
      endpoint: json.endpoint,
      keys: json.keys,
      orderId,
      replaces: previous && previous.endpoint !== json.endpoint ? previous.endpoint : null,
      replacesAuth: previous && previous.endpoint !== json.endpoint ? previous.keys.auth : null,
    },
  });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export function PushOptIn({ orderId, variant = 'order' }: { orderId?: string; variant?: 'order' | 'account' }) {
  const t = useT();
  const client = useGraphClient();
  const persistence = usePersistence();
  const { loaded, pushSubscription } = usePersistState();
  const statusId = useId();
  const [state, setState] = useState<OptInState>({ step: 'idle' });
  /** The browser's own subscription's address: undefined until asked, null when it has none. */
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!loaded || !supported()) return;
    let live = true;
    void (async () => {
      const current = await currentSubscription();
      if (!live) return;
      const known = persistence.getState().pushSubscription;
      const json = current?.toJSON();
      // The browser handed out a new subscription (renewed by its push service): the shop is
      // told, naming the one it knew, before the page says notifications are on.
      if (json?.endpoint && known && json.endpoint !== known.endpoint && Notification.permission === 'granted') {
        await register(client, json, known, null);
        if (!live) return;
        persistence.setPushSubscription(json);
      }
      setBrowserEndpoint(current?.endpoint ?? null);
    })().catch(() => {
      // The shop could not be told now; the next page tries again, and the button still works.
      if (live) setBrowserEndpoint(null);
    });
    return () => { live = false; };
  }, [loaded, client, persistence]);

  /** On in this browser: the shop accepted the very subscription the browser holds. */
  const subscribed = pushSubscription !== null && browserEndpoint !== undefined && browserEndpoint === pushSubscription.endpoint;

  const reasonOf = (error: unknown) => (error instanceof GraphResponseError && error.errors[0]?.message ? error.errors[0].message
    : error instanceof GraphNetworkError ? t('push.optIn.unreachable')
    : error instanceof Error ? error.message : String(error));

  const turnOn = async () => {
    if (!supported()) {
      setState({ step: 'unsupported' });
      return;
    }
    setState({ step: 'working' });
    let made: PushSubscription | null = null;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState({ step: 'denied' });
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const { webPushPublicKey } = await client.query<WebPushKeyQuery>(WEB_PUSH_KEY_QUERY);
      // Registering replaces any existing subscription (spec §4): the old one goes first. The
      // shop is told which one it replaces: the one it accepted last, else the browser's own.
      const existing = await registration.pushManager.getSubscription();
      const replaced = persistence.getState().pushSubscription ?? existing?.toJSON() ?? null;
      if (existing) await existing.unsubscribe();
      made = await withTimeout(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(webPushPublicKey) }), SUBSCRIBE_TIMEOUT_MS);
      const json = made.toJSON();
      await register(client, json, replaced, orderId ?? null);
      // Kept only now that the shop has it: a refused subscription is never taken for one that works.
      persistence.setPushSubscription(json);
      setBrowserEndpoint(made.endpoint);
      setState({ step: 'on' });
    } catch (error) {
      // The shop does not have it, so the browser does not keep it either: nothing is half on.
      if (made) await made.unsubscribe().catch(() => false);
      setBrowserEndpoint(null);
      if (error instanceof NoPushService) {
        setState({ step: 'noService' });
        return;
      }
      setState({ step: 'failed', reason: reasonOf(error) });
    }
  };

  const turnOff = async () => {
    const known = complete(pushSubscription);
    setState({ step: 'turningOff' });
    try {
      if (known) {
        await client.mutate<UnsubscribeFromPushMutation>(UNSUBSCRIBE_FROM_PUSH_INPUT, UNSUBSCRIBE_FROM_PUSH_MUTATION, {
          input: { endpoint: known.endpoint, auth: known.keys.auth },
        });
      }
      const current = await currentSubscription();
      if (current) await current.unsubscribe();
      persistence.setPushSubscription(null);
      setBrowserEndpoint(null);
      setState({ step: 'off' });
    } catch (error) {
      setState({ step: 'offFailed', reason: reasonOf(error) });
    }
  };

  // Whether this order is linked to the subscription is the shop's to know: an order page says
  // "on" once its own press succeeded; the account, for the browser as a whole.
  const on = state.step === 'on' || (variant === 'account' && state.step === 'idle' && subscribed);
  const message = on ? t(variant === 'account' ? 'push.optIn.accountOn' : 'push.optIn.on')
    : state.step === 'working' ? t('push.optIn.working')
    : state.step === 'denied' ? t('push.optIn.denied')
    : state.step === 'unsupported' ? t('push.optIn.unsupported')
    : state.step === 'noService' ? t('push.optIn.noService')
    : state.step === 'failed' ? t('push.optIn.failed', { reason: state.reason })
    : state.step === 'turningOff' ? t('push.optOut.working')
    : state.step === 'off' ? t('push.optOut.off')
    : state.step === 'offFailed' ? t('push.optOut.failed', { reason: state.reason })
    : '';
  const alert = state.step === 'denied' || state.step === 'failed' || state.step === 'noService' || state.step === 'offFailed';
  // The order page may link one more order to a browser already subscribed; the account's is on or off.
  const offerOn = state.step !== 'on' && state.step !== 'turningOff' && !(variant === 'account' && subscribed && state.step !== 'off');
  const offerOff = (subscribed || state.step === 'on' || state.step === 'offFailed') && state.step !== 'working';
  return (
    <div className="push-opt-in" data-subscribed={on ? 'true' : undefined}>
      {offerOn && (
        <Button variant="secondary" onPress={turnOn} loading={state.step === 'working'} aria-describedby={message ? statusId : undefined}>
          {t('push.optIn.button')}
        </Button>
      )}
      {offerOff && (
        <Button variant="quiet" onPress={turnOff} loading={state.step === 'turningOff'} aria-describedby={message ? statusId : undefined}>
          {t('push.optOut.button')}
        </Button>
      )}
      <p id={statusId} className={alert ? 'push-opt-in-status push-opt-in-alert' : 'push-opt-in-status'} role={alert ? 'alert' : 'status'}>{message}</p>
    </div>
  );
}
