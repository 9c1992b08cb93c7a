// The toasts of spec §2 as a plain store, so code outside React (upload helpers) can raise them
// and the rules can be tested with fake timers alone. The React layer only renders its snapshot.
import type { CloseReason, Notification, SoundPlayer, ToastEntry } from './notification-types';

// Toasts of spec §9.
export const TOAST_MAX_COUNT = 3;
export const TOAST_GAP_MS = 800;
export const TOAST_DURATION_MS = 30_000;
export const TOAST_FADE_MS = 300;
export const TOAST_WIDTH_PX = 340;

export interface NotificationStoreOptions {
  /**
   * Default: the global timers, looked up when called so that fake timers installed later apply.
   * Method signatures, so the global `setTimeout` and `clearTimeout` can be passed as they are.
   */
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(id: never): void;
  /** Only used to know how much of a paused countdown is left. */
  now?: () => number;
  /** Without one, toasts asking for a sound stay silent. */
  playSound?: SoundPlayer;
}

export interface NotificationStore {
  /** Keeps the toast (or updates the one with the same id) and returns its id. */
  notify(notification: Notification): string;
  dismiss(id: string): void;
  /** Dismisses every toast, shown or waiting. */
  clear(): void;
  /** Stops a shown toast's countdown (pointer over it, focus in it) until `resume`. */
  pause(id: string): void;
  resume(id: string): void;
  /** Shown and closing toasts, oldest first; a new array after every change. */
  getSnapshot(): readonly ToastEntry[];
  subscribe(listener: () => void): () => void;
}

type Phase = 'waiting' | ToastEntry['phase'];

interface Item {
  id: string;
  notification: Notification;
  phase: Phase;
  version: number;
  /** The countdown while shown, the fade while closing. */
  timer: unknown;
  /** Milliseconds of the countdown still to run; Infinity for a toast that waits for dismissal. */
  remaining: number;
  startedAt: number;
  paused: boolean;
}

const NO_TIMER: unique symbol = Symbol('no timer');

export function createNotificationStore(options: NotificationStoreOptions = {}): NotificationStore {
  // Called detached from `options`: a browser refuses window.setTimeout called on another object.
  const setTimer: (callback: () => void, ms: number) => unknown =
    options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = (options.clearTimeout ?? ((id: ReturnType<typeof globalThis.setTimeout>) => globalThis.clearTimeout(id))) as (id: unknown) => void;
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let items: Item[] = [];
  let snapshot: readonly ToastEntry[] = [];
  /** Running while the last shown toast is younger than TOAST_GAP_MS: the next one waits. */
  let gate: unknown = NO_TIMER;
  let sequence = 0;
  // Changes and owners' onClose callbacks are delivered once the store is consistent again,
  // so a listener or callback that notifies in turn sees no half-done state.
  let depth = 0;
  let changed = false;
  let callbacks: (() => void)[] = [];

  function batch(work: () => void): void {
    depth += 1;
    try {
      work();
    } finally {
      depth -= 1;
    }
    if (depth > 0) return;
    if (changed) {
      changed = false;
      snapshot = items
        .filter((item) => item.phase !== 'waiting')
        .map((item) => ({ id: item.id, notification: item.notification, phase: item.phase as ToastEntry['phase'], version: item.version }));
      for (const listener of [...listeners]) listener();
    }
    const pending = callbacks;
    callbacks = [];
    for (const callback of pending) callback();
  }

  function stopTimer(item: Item): void {
    if (item.timer !== NO_TIMER) clearTimer(item.timer);
    item.timer = NO_TIMER;
  }

  function runCountdown(item: Item): void {
    if (item.paused || item.remaining === Infinity) return;
    item.startedAt = now();
    item.timer = setTimer(() => batch(() => close(item, 'timeout')), item.remaining);
  }

  function restartCountdown(item: Item): void {
    stopTimer(item);
    const duration = item.notification.duration ?? TOAST_DURATION_MS;
    item.remaining = duration > 0 && Number.isFinite(duration) ? duration : Infinity;
    runCountdown(item);
  }

  function sound(item: Item): void {
    const wanted = item.notification.sound;
    if (!wanted || !options.playSound) return;
    try {
      options.playSound(wanted === true ? true : wanted);
    } catch {
      // A sound is a courtesy: a browser refusing audio must not cost the toast.
    }
  }

  function show(item: Item): void {
    item.phase = 'shown';
    restartCountdown(item);
    sound(item);
    changed = true;
  }

  function pump(): void {
    if (gate !== NO_TIMER) return;
    const next = items.find((item) => item.phase === 'waiting');
    if (!next) return;
    show(next);
    gate = setTimer(() => {
      gate = NO_TIMER;
      batch(pump);
    }, TOAST_GAP_MS);
  }

  function remove(item: Item): void {
    stopTimer(item);
    items = items.filter((other) => other !== item);
    changed = true;
  }

  function close(item: Item, reason: CloseReason): void {
    if (item.phase === 'closing' || !items.includes(item)) return;
    if (item.phase === 'waiting') {
      // Never seen: nothing to fade out.
      remove(item);
    } else {
      stopTimer(item);
      item.phase = 'closing';
      item.timer = setTimer(() => batch(() => remove(item)), TOAST_FADE_MS);
      changed = true;
    }
    const onClose = item.notification.onClose;
    if (onClose) callbacks.push(() => onClose(reason));
  }

  /** At most TOAST_MAX_COUNT are kept (shown or waiting); the oldest closes first. */
  function enforceLimit(protect: Item): void {
    let kept = items.filter((item) => item.phase !== 'closing');
    while (kept.length > TOAST_MAX_COUNT) {
      const oldest = kept.find((item) => item !== protect);
      if (!oldest) return;
      close(oldest, 'overflow');
      kept = kept.filter((item) => item !== oldest);
    }
  }

  function notify(notification: Notification): string {
    const id = notification.id ?? `toast-${(sequence += 1)}`;
    batch(() => {
      const existing = items.find((item) => item.id === id);
      if (!existing) {
        const item: Item = { id, notification: { ...notification, id }, phase: 'waiting', version: 0, timer: NO_TIMER, remaining: 0, startedAt: 0, paused: false };
        items.push(item);
        enforceLimit(item);
        pump();
        return;
      }
      existing.notification = { ...notification, id };
      existing.version += 1;
      changed = true;
      // A waiting toast starts its countdown when its turn comes.
      if (existing.phase === 'waiting') return;
      if (existing.phase === 'closing') {
        // Revived before it faded out: it counts as kept again.
        stopTimer(existing);
        existing.phase = 'shown';
        enforceLimit(existing);
      }
      show(existing);
    });
    return id;
  }

  function find(id: string): Item | undefined {
    return items.find((item) => item.id === id);
  }

  return {
    notify,
    dismiss(id) {
      const item = find(id);
      if (item) batch(() => close(item, 'dismissed'));
    },
    clear() {
      batch(() => {
        for (const item of [...items]) close(item, 'dismissed');
      });
    },
    pause(id) {
      const item = find(id);
      if (!item || item.paused || item.phase !== 'shown') return;
      item.paused = true;
      if (item.timer === NO_TIMER) return;
      stopTimer(item);
      item.remaining = Math.max(0, item.remaining - (now() - item.startedAt));
    },
    resume(id) {
      const item = find(id);
      if (!item || !item.paused) return;
      item.paused = false;
      if (item.phase === 'shown') runCountdown(item);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
