// Everything the router needs from the browser, injected so that the same router runs during
// server rendering (no window) and in tests. Nothing here touches `window` at module load.
import { hasSignedInHint } from '../../domain/customers/signed-in-hint';

export interface PageViewEvent {
  path: string;
  /** Always false when emitted: admin views are not tracked (spec §2, §6). */
  admin: boolean;
}

export interface BeforeUnloadLike {
  returnValue: unknown;
  preventDefault(): void;
}

export interface PopStateLike {
  state: unknown;
}

export interface RouterEnv {
  history: {
    readonly state: unknown;
    pushState(state: unknown, unused: string, url: string): void;
    replaceState(state: unknown, unused: string, url: string): void;
    back(): void;
  };
  location: {
    readonly origin: string;
    readonly href: string;
    assign(url: string): void;
  };
  open(url: string, target: string): void;
  confirm(message: string): boolean;
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadLike) => void): void;
  addEventListener(type: 'popstate', listener: (event: PopStateLike) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadLike) => void): void;
  removeEventListener(type: 'popstate', listener: (event: PopStateLike) => void): void;
  fetch(url: string, init: { credentials: 'include'; referrer: string; method: 'GET' }): Promise<unknown>;
  setTimeout(callback: () => void, ms: number): unknown;
  getSelection(): { removeAllRanges(): void } | null;
  onPageView(event: PageViewEvent): void;
  pageViewsEnabled: boolean;
  /**
   * Whether a customer session exists here (spec §6), for routes that need one. Without it the
   * router lets every route open: the server render has already decided.
   */
  signedIn?: () => boolean;
}

export interface BrowserEnvOptions {
  /** Defaults to the global window, read when called (never at import). */
  win?: Window;
  onPageView?: (event: PageViewEvent) => void;
  pageViewsEnabled?: boolean;
}

export function createBrowserEnv(options: BrowserEnvOptions = {}): RouterEnv {
  const win = options.win ?? window;
  return {
    history: win.history,
    location: win.location,
    // noopener keeps the opened page from reaching back into the shop through window.opener.
    open: (url, target) => {
      win.open(url, target, 'noopener');
    },
    confirm: (message) => win.confirm(message),
    addEventListener: (type: string, listener: (event: never) => void) =>
      win.addEventListener(type, listener as unknown as EventListener),
    removeEventListener: (type: string, listener: (event: never) => void) =>
      win.removeEventListener(type, listener as unknown as EventListener),
    fetch: (url, init) => win.fetch(url, init),
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    getSelection: () => win.getSelection(),
    onPageView: options.onPageView ?? (() => {}),
    pageViewsEnabled: options.pageViewsEnabled ?? true,
    // The session cookie is HttpOnly; its readable hint says only that one exists.
    signedIn: () => hasSignedInHint(win.document.cookie),
  };
}

export interface MemoryEnvOptions extends Partial<Omit<RouterEnv, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>> {
  /** Absolute URL of the page, for example the request URL during server rendering. */
  url: string;
}

export interface MemoryEnv extends RouterEnv {
  /** Addresses passed to location.assign (full page loads). */
  readonly assigned: readonly string[];
  /** Delivers an event to the listeners registered for it, as the browser would. */
  dispatch(type: 'beforeunload', event: BeforeUnloadLike): void;
  dispatch(type: 'popstate', event: PopStateLike): void;
  listenerCount(type: 'beforeunload' | 'popstate'): number;
}

/**
 * An environment kept in memory: the server render uses it (nothing leaves the process) and
 * tests use it as a faithful fake. Its history behaves like the browser's: back() moves one
 * entry back and dispatches popstate.
 */
export function createMemoryEnv(options: MemoryEnvOptions): MemoryEnv {
  const origin = new URL(options.url).origin;
  const entries: { state: unknown; url: string }[] = [{ state: null, url: new URL(options.url).href }];
  let position = 0;
  const assigned: string[] = [];
  const listeners = { beforeunload: new Set<(event: never) => void>(), popstate: new Set<(event: never) => void>() };
  const absolute = (url: string) => new URL(url, entries[position]!.url).href;

  const env: MemoryEnv = {
    history: {
      get state() {
        return entries[position]!.state;
      },
      pushState(state, _unused, url) {
        entries.splice(position + 1, entries.length, { state, url: absolute(url) });
        position += 1;
      },
      replaceState(state, _unused, url) {
        entries[position] = { state, url: absolute(url) };
      },
      back() {
        if (position === 0) return;
        position -= 1;
        env.dispatch('popstate', { state: entries[position]!.state });
      },
    },
    location: {
      origin,
      get href() {
        return entries[position]!.url;
      },
      assign(url) {
        assigned.push(absolute(url));
      },
    },
    open: options.open ?? (() => {}),
    confirm: options.confirm ?? (() => true),
    addEventListener: (type: 'beforeunload' | 'popstate', listener: (event: never) => void) => {
      listeners[type].add(listener);
    },
    removeEventListener: (type: 'beforeunload' | 'popstate', listener: (event: never) => void) => {
      listeners[type].delete(listener);
    },
    fetch: options.fetch ?? (() => Promise.resolve(undefined)),
    setTimeout: options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms)),
    getSelection: options.getSelection ?? (() => null),
    onPageView: options.onPageView ?? (() => {}),
    pageViewsEnabled: options.pageViewsEnabled ?? true,
    ...(options.signedIn ? { signedIn: options.signedIn } : {}),
    assigned,
    dispatch(type: 'beforeunload' | 'popstate', event: BeforeUnloadLike | PopStateLike) {
      for (const listener of [...listeners[type]]) (listener as (event: unknown) => void)(event);
    },
    listenerCount: (type) => listeners[type].size,
  };
  return env;
}
