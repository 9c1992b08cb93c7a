import { isValidElement, useId, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../i18n/i18n-react';
import type { Translate } from '../../i18n/i18n-react';
import { ToastAction } from './toast-action';
import { isTextRef } from './notification-types';
import type { Notification, NotificationColor, NotificationIconName, NotificationText, ToastPhase } from './notification-types';

const ICON_FOR_COLOR: Partial<Record<NotificationColor, NotificationIconName>> = {
  red: 'error',
  green: 'success',
  yellow: 'warning',
};

const ICON_PATHS: Record<NotificationIconName, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2Zm0-8h-2V7h2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4Z',
  warning: 'M1 21h22L12 2Zm12-3h-2v-2h2Zm0-4h-2v-4h2Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2Zm0-4h-2V7h2Z',
};

/** Every word a toast's frame may show, whatever it says: its close button and its icons' names. */
export const TOAST_TEXT_KEYS: readonly string[] = ['feedback.toast.dismiss', ...Object.keys(ICON_PATHS).map((name) => `feedback.toast.icon.${name}`)];

export function resolveText(t: Translate, text: NotificationText): ReactNode {
  return isTextRef(text) ? t(text.textKey, text.params) : text;
}

function ToastIcon({ icon, color }: Pick<Notification, 'icon' | 'color'>) {
  const t = useT();
  if (icon === null) return null;
  if (isValidElement(icon)) return <span className="toast-icon">{icon}</span>;
  const name = icon ?? (color ? ICON_FOR_COLOR[color] : undefined);
  if (!name) return null;
  // Named: the icon says in words what its colour says, for those who cannot see the colour.
  return (
    <svg className="toast-icon" viewBox="0 0 24 24" width="22" height="22" role="img" aria-label={t(`feedback.toast.icon.${name}`)}>
      <path fill="currentColor" d={ICON_PATHS[name]} />
    </svg>
  );
}

export interface ToastViewProps {
  notification: Notification;
  phase?: ToastPhase;
  /** False for a still preview (showcase): no live region, nothing announced. Default true. */
  live?: boolean;
  onDismiss?: () => void;
  /** Called while the pointer is over the toast or focus is inside it, so its countdown waits. */
  onHold?: (held: boolean) => void;
}

/** One toast, as the notifications layer draws it. */
export function ToastView({ notification, phase = 'shown', live = true, onDismiss, onHold }: ToastViewProps) {
  const t = useT();
  const closeLabelId = useId();
  const titleId = useId();
  const hold = useRef({ pointer: false, focus: false });
  const { title, content, color, actions = [], close = true } = notification;
  const closing = phase === 'closing';
  const dismiss = () => onDismiss?.();

  const setHold = (kind: 'pointer' | 'focus', on: boolean) => {
    const before = hold.current.pointer || hold.current.focus;
    hold.current[kind] = on;
    const after = hold.current.pointer || hold.current.focus;
    if (before !== after) onHold?.(after);
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold('focus', false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !close) return;
    event.stopPropagation();
    dismiss();
  };

  const alert = color === 'red';
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasContent = content !== undefined && content !== null && content !== '';
  return (
    <div
      className={`toast toast-${color ?? 'neutral'}`}
      data-phase={phase}
      aria-hidden={closing || undefined}
      inert={closing}
      onPointerEnter={() => setHold('pointer', true)}
      onPointerLeave={() => setHold('pointer', false)}
      onFocus={() => setHold('focus', true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <div
        className="toast-message"
        role={live ? (alert ? 'alert' : 'status') : undefined}
        aria-live={live ? (alert ? 'assertive' : 'polite') : undefined}
        aria-atomic={live || undefined}
      >
        <ToastIcon icon={notification.icon} color={color} />
        <div className="toast-text">
          {hasTitle && <p className="toast-title" id={titleId}>{resolveText(t, title)}</p>}
          {hasContent && <div className="toast-content">{resolveText(t, content)}</div>}
        </div>
      </div>
      {actions.length > 0 && (
        <div className="toast-actions">
          {actions.map((action, index) => (
            <ToastAction key={index} action={action} onDone={dismiss}>
              {resolveText(t, action.text)}
            </ToastAction>
          ))}
        </div>
      )}
      {close && (
        <button type="button" className="toast-close" aria-labelledby={hasTitle ? `${closeLabelId} ${titleId}` : closeLabelId} onClick={dismiss}>
          <span id={closeLabelId} className="visually-hidden">{t('feedback.toast.dismiss')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
