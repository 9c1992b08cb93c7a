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

export interface ScrollPosition {
  x: number;
  y: number;
}

/**
 * The window's scrolling as the router moves it: a new page opens at its top (or at the element
 * its `#fragment` names), a page returned to by back or forward where it was left.
 */
export interface RouterScroll {
  position(): ScrollPosition;
  /** Scrolls there once the next screen has been drawn. */
  to(position: ScrollPosition): void;
  /** Scrolls to the element with this id once the next screen has been drawn; to the top when there is none. */
  toFragment(id: string): void;
  /** Takes scroll restoration over from the browser for moves within the app; answers how to give it back. */
  takeOver(): () => void;
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
  /** Without it (the server render, most tests) the router leaves scrolling alone. */
  scroll?: RouterScroll;
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
    scroll: browserScroll(win),
  };
}

function browserScroll(win: Window): RouterScroll {
  // The next screen is rendered in a microtask after the router commits; a frame later it is there to scroll.
  const drawn = (callback: () => void) => (win.requestAnimationFrame ? win.requestAnimationFrame(callback) : win.setTimeout(callback, 0));
  return {
    position: () => ({ x: win.scrollX, y: win.scrollY }),
    to: (position) => drawn(() => win.scrollTo(position.x, position.y)),
    toFragment: (id) => drawn(() => {
      const target = win.document.getElementById(id);
      if (target) target.scrollIntoView();
      else win.scrollTo(0, 0);
    }),
    takeOver() {
      const { history } = win;
      if (!('scrollRestoration' in history)) return () => {};
      const before = history.scrollRestoration;
      const take = () => { history.scrollRestoration = 'manual'; };
      // A reload, or a return from another site, is the browser's to restore, as on any page.
      const release = () => { history.scrollRestoration = before; };
      const regain = (event: PageTransitionEvent) => { if (event.persisted) take(); };
      take();
      win.addEventListener('pagehide', release);
      win.addEventListener('pageshow', regain);
      return () => {
        release();
        win.removeEventListener('pagehide', release);
        win.removeEventListener('pageshow', regain);
      };
    },
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
    ...(options.scroll ? { scroll: options.scroll } : {}),
    assigned,
    dispatch(type: 'beforeunload' | 'popstate', event: BeforeUnloadLike | PopStateLike) {
      for (const listener of [...listeners[type]]) (listener as (event: unknown) => void)(event);
    },
    listenerCount: (type) => listeners[type].size,
  };
  return env;
}
