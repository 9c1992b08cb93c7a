import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { ScreenModule } from './route-definition';
import { BACK_ROUTE } from './router-types';
import type { RouteEntry, RouteTarget, Router, RouterSnapshot } from './router-types';

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() needs a <RouterProvider> above it.');
  return router;
}

/** The whole router state; re-renders on every change. */
export function useRouterState(): RouterSnapshot {
  const router = useRouter();
  // The server snapshot is the same object: the server render and hydration see one state.
  return useSyncExternalStore(router.subscribe, router.getSnapshot, router.getSnapshot);
}

export interface CurrentRoute extends RouteEntry {
  /** The loaded screen module, undefined until Router.ready() resolved. */
  screen: ScreenModule | undefined;
  /** A navigation is waiting for its chunk or data. */
  pending: boolean;
}

export function useRoute(): CurrentRoute {
  const { current, screen, pending } = useRouterState();
  const isPending = pending !== null;
  return useMemo(() => ({ ...current, screen, pending: isPending }), [current, screen, isPending]);
}

/** Renders the current route's screen; `fallback` shows while no screen module is loaded. */
export function RouteView({ fallback = null }: { fallback?: ReactNode }) {
  const { current, screen } = useRouterState();
  if (!screen) return <>{fallback}</>;
  const Screen = screen.default;
  // Keyed by route and path so moving between two products starts the screen afresh.
  return <Screen key={`${current.name} ${current.path}`} route={current} />;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A route target, or an address (same-origin path or a URL on another host). */
  to: RouteTarget | string;
};

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

function mergeRel(rel: string | undefined, required: readonly string[]): string | undefined {
  // Most links have neither: nothing to merge.
  if (!rel && required.length === 0) return undefined;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of required) tokens.add(token);
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

/**
 * A real `<a href>` (works without JavaScript, reachable by keyboard) whose plain left
 * clicks navigate in-app (spec §2 links).
 */
export function Link({ to, onClick, rel, target, children, ...anchorProps }: LinkProps) {
  const router = useRouter();
  // Subscribing keeps the back route's address and aria-current in step with navigation (as
  // `useRouterState` does, without reading the router's context a second time: a page has dozens of links).
  const { current } = useSyncExternalStore(router.subscribe, router.getSnapshot, router.getSnapshot);
  const href = router.hrefFor(to);
  const otherHost = href !== undefined && href !== '' && router.isOtherHost(href);
  const newWindow = typeof to !== 'string' && to.target === 'new';

  const required: string[] = [];
  if (newWindow) required.push('noopener');
  if (otherHost) required.push('noopener', 'noreferrer');

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event)) return;
    if (href === undefined) return;
    if (otherHost || newWindow || (target !== undefined && target !== '_self') || anchorProps.download !== undefined) return;
    event.preventDefault();
    // An unfillable link stays put rather than reloading the current page.
    if (href === '') return;
    void router.navigate(to);
  };

  const isCurrent = href !== undefined && href !== '' && !otherHost && href === current.href;
  const isBack = typeof to !== 'string' && to.name === BACK_ROUTE;
  return (
    <a
      {...anchorProps}
      href={href}
      target={newWindow ? '_blank' : target}
      rel={mergeRel(rel, required)}
      aria-current={anchorProps['aria-current'] ?? (isCurrent && !isBack ? 'page' : undefined)}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
