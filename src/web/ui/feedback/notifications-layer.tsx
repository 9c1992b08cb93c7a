import { useLayoutEffect, useRef } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import { POPOVER_Z_INDEX } from '../overlays/popover-state';
import { TOAST_FADE_MS, TOAST_WIDTH_PX } from './notification-store';
import { useT } from '../../i18n/i18n-react';
import { useNotificationStore, useToasts } from './notifications-react';
import { TOAST_TEXT_KEYS, ToastView } from './toast-view';

// Toasts report what just happened, so they sit above modals and popovers.
const LAYER_STYLE = {
  '--toast-width': `${TOAST_WIDTH_PX}px`,
  '--toast-fade': `${TOAST_FADE_MS}ms`,
  zIndex: POPOVER_Z_INDEX + 1,
} as CSSProperties;

const FOCUSABLE_IN_SHOWN = '[data-phase="shown"] :is(button, a[href])';

/**
 * The notifications root layer (spec §2): the store's toasts, one live region each (polite, or
 * assertive for red ones). Mount it once, under NotificationsProvider, I18nProvider and (for
 * actions with a route) RouterProvider.
 */
export function NotificationsLayer() {
  const t = useT();
  // A toast may open long after the page was served (a press, a save): the layer reads its
  // frame's words on every render, so a server-rendered page embeds them and no toast waits for text.
  for (const key of TOAST_TEXT_KEYS) t(key);
  const store = useNotificationStore();
  const toasts = useToasts();
  const layerRef = useRef<HTMLElement>(null);
  /** Where focus came from before it entered the layer: it goes back there when no toast is left. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  /** The toast holding focus, if any. */
  const focusedIdRef = useRef<string | null>(null);

  // A toast that closes while focused in it (dismissed, or pushed out by a newer one) must not
  // drop keyboard users at the top of the page.
  useLayoutEffect(() => {
    const focusedId = focusedIdRef.current;
    const layer = layerRef.current;
    if (focusedId === null || !layer) return;
    if (toasts.some((toast) => toast.id === focusedId && toast.phase === 'shown')) return;
    focusedIdRef.current = null;
    const doc = layer.ownerDocument;
    const active = doc.activeElement;
    if (active && active !== doc.body && !layer.contains(active)) return;
    const next = layer.querySelector<HTMLElement>(FOCUSABLE_IN_SHOWN);
    const back = returnFocusRef.current;
    if (next) next.focus();
    else if (back?.isConnected) back.focus();
  }, [toasts]);

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusRef.current = from;
    const toast = (event.target as Element).closest('[data-toast-id]');
    focusedIdRef.current = toast?.getAttribute('data-toast-id') ?? null;
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    // No relatedTarget also means the focused toast vanished: the effect above handles that.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focusedIdRef.current = null;
  };

  return (
    <section ref={layerRef} className="toast-layer" aria-label={t('feedback.toasts.label')} style={LAYER_STYLE} onFocus={handleFocus} onBlur={handleBlur}>
      {toasts.map((toast) => (
        <div key={toast.id} className="toast-slot" data-toast-id={toast.id} data-phase={toast.phase}>
          <ToastView
            notification={toast.notification}
            phase={toast.phase}
            onDismiss={() => store.dismiss(toast.id)}
            onHold={(held) => (held ? store.pause(toast.id) : store.resume(toast.id))}
          />
        </div>
      ))}
    </section>
  );
}
