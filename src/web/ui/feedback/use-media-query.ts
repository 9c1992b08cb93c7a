// Media queries as React state. The server knows no viewport, so server render and hydration
// both see `false`; the browser's answer follows right after hydration.
import { useCallback, useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT_PX = 800;

/**
 * Spec §2: the mobile breakpoint is 800 px. Narrower than 800 px is mobile, 800 px and wider is
 * not; the fraction catches zoomed viewports of 799.5 px that a plain 799px query would miss.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

const serverSnapshot = () => false;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => mediaList(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}

/** True below the 800 px breakpoint (see MOBILE_MEDIA_QUERY); false on the server. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
}
