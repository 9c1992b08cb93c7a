// Spec §2: rendering waits while the preventJavascript flag is on, unless the current address
// passes a check; the wait polls every PREVENT_JAVASCRIPT_POLL_MS.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export const PREVENT_JAVASCRIPT_POLL_MS = 100;

export interface RenderGateOptions {
  /** Whether the preventJavascript flag is on now. */
  isPrevented: () => boolean;
  /** Addresses that may render even while the flag is on. */
  addressPasses: (href: string) => boolean;
  /** The current address; default `window.location.href`, read only when checking. */
  getHref?: () => string;
}

function currentHref(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

function allowed({ isPrevented, addressPasses, getHref = currentHref }: RenderGateOptions): boolean {
  return !isPrevented() || addressPasses(getHref());
}

/**
 * True once rendering may go ahead. Checked at the first render (so a page that is allowed
 * renders at once, on the server too) and then every 100 ms until it is; it never turns back.
 */
export function useRenderGate(options: RenderGateOptions): boolean {
  const [open, setOpen] = useState(() => allowed(options));
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (open) return;
    const timer = setInterval(() => {
      if (allowed(latest.current)) setOpen(true);
    }, PREVENT_JAVASCRIPT_POLL_MS);
    return () => clearInterval(timer);
  }, [open]);
  return open;
}

export interface RenderGateProps extends RenderGateOptions {
  children?: ReactNode;
  /** Shown while waiting; default nothing. */
  fallback?: ReactNode;
}

export function RenderGate({ children, fallback = null, ...options }: RenderGateProps) {
  return <>{useRenderGate(options) ? children : fallback}</>;
}

/**
 * The same wait outside React, for the browser entry: hydration starts only once rendering
 * is allowed, while the server-rendered page stays readable meanwhile.
 */
export function waitForRenderGate(
  options: RenderGateOptions,
  timers: { setInterval: (fn: () => void, ms: number) => unknown; clearInterval: (handle: unknown) => void } = {
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  },
): Promise<void> {
  if (allowed(options)) return Promise.resolve();
  return new Promise((resolve) => {
    const handle = timers.setInterval(() => {
      if (!allowed(options)) return;
      timers.clearInterval(handle);
      resolve();
    }, PREVENT_JAVASCRIPT_POLL_MS);
  });
}
