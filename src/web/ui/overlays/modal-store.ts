// The modal layers' state (spec §2), free of React so its timing rules are plain functions of
// the clock. One modal per location: the menu2 location exists to stack a second one on top.
import type { ReactNode } from 'react';
import { MODAL_LAYERS, isModalLocation } from './overlay-layer-names';
import type { ModalLocation } from './overlay-layer-names';

/** Show and hide animation of modals and other animated presences (spec §9). */
export const ANIMATION_DURATION_MS = 500;

/** `opening` lasts the show animation; a background press is ignored until it is over. */
export type ModalPhase = 'opening' | 'open' | 'closing';

export interface ModalControls {
  /** Hides this modal (not a later one shown at the same location). */
  hide(options?: { immediate?: boolean }): void;
}

export type ModalContent = ReactNode | ((controls: ModalControls) => ReactNode);

export interface ModalOptions {
  /** Accessible name, when no heading inside names the modal (see `labelledBy`). */
  label?: string;
  /** Id of the element inside the content that names the modal. */
  labelledBy?: string;
  describedBy?: string;
  /** `alertdialog` for confirmations that interrupt the shopper. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Keeps the modal open across route changes. */
  persist?: boolean;
  /** A press on the dimmed background hides the modal (once the show animation has finished). */
  closeOnBackgroundPress?: boolean;
  /** Escape and the close button hide the modal. Default true. */
  dismissible?: boolean;
  /** Draws the close button in the corner. Default: `dismissible`. */
  closeButton?: boolean;
  /** Element to focus when the modal hides; default the element focused when it appeared. */
  returnFocusTo?: HTMLElement | null;
  className?: string;
  /** Called once when the modal is gone: hidden, replaced, or taken away by a route change. */
  onHidden?: () => void;
}

export interface ModalEntry {
  id: number;
  location: ModalLocation;
  content: ModalContent;
  options: ModalOptions;
  phase: ModalPhase;
}

export type ModalSnapshot = Readonly<Record<ModalLocation, ModalEntry | null>>;

export interface HideOptions {
  /** Skips the hide animation. */
  immediate?: boolean;
  /** Hides only if this modal is still the one shown at the location. */
  id?: number;
}

export interface ModalStore {
  /** Shows `content` at `location`, replacing what was there; the modal's id, or null for an unknown location. */
  show(location: string, content: ModalContent, options?: ModalOptions): number | null;
  hide(location: string, options?: HideOptions): void;
  /** Replaces the content of a modal that is still shown, without replaying its animation. */
  update(id: number, content: ModalContent): void;
  /** A press on the background of the modal at `location`. */
  pressBackground(location: ModalLocation): void;
  /** Hides every modal not set to persist; called on each route change. */
  routeChanged(): void;
  topmost(): ModalLocation | null;
  animationMs: number;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ModalSnapshot;
}

export interface ModalStoreOptions {
  animationMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  log?: Pick<Console, 'error' | 'warn'>;
}

/** Location of the uppermost modal that is not on its way out: the one that owns the focus. */
export function topmostLocation(snapshot: ModalSnapshot): ModalLocation | null {
  for (let index = MODAL_LAYERS.length - 1; index >= 0; index -= 1) {
    const location = MODAL_LAYERS[index];
    const entry = location === undefined ? null : snapshot[location];
    if (location !== undefined && entry && entry.phase !== 'closing') return location;
  }
  return null;
}

function emptySnapshot(): ModalSnapshot {
  return Object.fromEntries(MODAL_LAYERS.map((name) => [name, null])) as Record<ModalLocation, ModalEntry | null>;
}

export function createModalStore(options: ModalStoreOptions = {}): ModalStore {
  const animationMs = options.animationMs ?? ANIMATION_DURATION_MS;
  // Read at call time: tests swap the clock after the store exists, and the server never calls them.
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const log = options.log ?? console;
  const listeners = new Set<() => void>();
  const timers = new Map<ModalLocation, unknown>();
  let snapshot = emptySnapshot();
  let nextId = 1;

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  function cancelTimer(location: ModalLocation): void {
    const timer = timers.get(location);
    if (timer === undefined) return;
    clearTimer(timer);
    timers.delete(location);
  }

  function put(location: ModalLocation, entry: ModalEntry | null): void {
    snapshot = { ...snapshot, [location]: entry };
  }

  function remove(location: ModalLocation): void {
    const entry = snapshot[location];
    cancelTimer(location);
    if (!entry) return;
    put(location, null);
    emit();
    entry.options.onHidden?.();
  }

  function startHide(location: ModalLocation, immediate: boolean): void {
    const entry = snapshot[location];
    if (!entry) return;
    if (immediate) {
      remove(location);
      return;
    }
    // Already on its way out: the running animation decides when it goes.
    if (entry.phase === 'closing') return;
    cancelTimer(location);
    put(location, { ...entry, phase: 'closing' });
    timers.set(location, setTimer(() => {
      timers.delete(location);
      remove(location);
    }, animationMs));
    emit();
  }

  const store: ModalStore = {
    animationMs,
    show(location, content, showOptions = {}) {
      if (!isModalLocation(location)) {
        log.error('Modal.show not found', location);
        return null;
      }
      const previous = snapshot[location];
      cancelTimer(location);
      const id = nextId++;
      put(location, { id, location, content, options: showOptions, phase: 'opening' });
      timers.set(location, setTimer(() => {
        timers.delete(location);
        const entry = snapshot[location];
        if (entry?.id !== id) return;
        put(location, { ...entry, phase: 'open' });
        emit();
      }, animationMs));
      emit();
      previous?.options.onHidden?.();
      return id;
    },
    hide(location, hideOptions = {}) {
      if (!isModalLocation(location)) {
        log.warn('Modal.hide not found', location);
        return;
      }
      const entry = snapshot[location];
      if (!entry || (hideOptions.id !== undefined && entry.id !== hideOptions.id)) return;
      startHide(location, hideOptions.immediate === true);
    },
    update(id, content) {
      for (const location of MODAL_LAYERS) {
        const entry = snapshot[location];
        if (entry?.id !== id || entry.content === content) continue;
        put(location, { ...entry, content });
        emit();
      }
    },
    pressBackground(location) {
      const entry = snapshot[location];
      // The press that opened a modal must not also close it, hence the wait for the animation.
      if (entry?.options.closeOnBackgroundPress && entry.phase === 'open') startHide(location, false);
    },
    routeChanged() {
      for (const location of MODAL_LAYERS) {
        if (snapshot[location] && !snapshot[location]?.options.persist) startHide(location, false);
      }
    },
    topmost: () => topmostLocation(snapshot),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
  return store;
}
