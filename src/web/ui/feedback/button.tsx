import { useRef, useState } from 'react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useT } from '../../i18n/i18n-react';

/** Spec §2 sizes; left out, the regular size. 'input' matches the height of a text input beside it. */
export type ButtonSize = 'small' | 'big' | 'bigger' | 'input';
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'onClick'> {
  /** May return a promise: the button then shows as loading and ignores presses until it settles. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Loading decided outside, for example while the form a submit button belongs to is sent. */
  loading?: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * A real `<button>` (type button unless told otherwise). While loading it stays focusable, so
 * keyboard users keep their place, and is marked busy and unavailable instead of disabled.
 */
export function Button({
  onPress,
  size,
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  children,
  ...buttonProps
}: ButtonProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  // State alone would let a fast double press through before the re-render.
  const pendingRef = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || pendingRef.current) {
      // Also keeps a busy submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    const result = onPress?.(event);
    if (!isThenable(result)) return;
    pendingRef.current = true;
    setPending(true);
    const settle = () => {
      pendingRef.current = false;
      setPending(false);
    };
    result.then(settle, (error: unknown) => {
      settle();
      // Still the handler's failure to report: rethrown, it reaches the global error handling.
      throw error;
    });
  };

  const classes = ['ui-button', `ui-button-${variant}`, size ? `ui-button-${size}` : '', busy ? 'is-loading' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || buttonProps['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <span className="ui-button-spinner" aria-hidden="true" />}
      <span className="ui-button-label">{children}</span>
      {/* The comma keeps the two words apart in every screen reader's name computation. */}
      {busy && <span className="visually-hidden">{`, ${t('feedback.button.loading')}`}</span>}
    </button>
  );
}
