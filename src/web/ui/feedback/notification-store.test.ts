import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store';
import type { NotificationStoreOptions } from './notification-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function makeStore(options: NotificationStoreOptions = {}) {
  // The (fake) global timers, passed as they are.
  return createNotificationStore({ setTimeout, clearTimeout, ...options });
}

/** Ids of the toasts on screen and not closing. */
const shownIds = (store: ReturnType<typeof makeStore>) => store.getSnapshot().filter((toast) => toast.phase === 'shown').map((toast) => toast.id);
const allIds = (store: ReturnType<typeof makeStore>) => store.getSnapshot().map((toast) => toast.id);

describe('showing one at a time', () => {
  it('shows the first toast at once and each next one 800 ms after the previous', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    store.notify({ id: 'b' });
    store.notify({ id: 'c' });
    expect(shownIds(store)).toEqual(['a']);
    vi.advanceTimersByTime(799);
    expect(shownIds(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shownIds(store)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(800);
    expect(shownIds(store)).toEqual(['a', 'b', 'c']);
  });

  it('makes a toast added soon after another wait out the rest of the gap', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    vi.advanceTimersByTime(500);
    store.notify({ id: 'b' });
    vi.advanceTimersByTime(299);
    expect(shownIds(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shownIds(store)).toEqual(['a', 'b']);
  });

  it('shows a toast at once when the last one is older than the gap', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    vi.advanceTimersByTime(5000);
    store.notify({ id: 'b' });
    expect(shownIds(store)).toEqual(['a', 'b']);
  });

  it('tells subscribers about every change with a new snapshot', () => {
    const store = makeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.notify({ id: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.dismiss('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('closing', () => {
  it('closes a toast 30000 ms after it showed, then fades it out over 300 ms', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    store.notify({ id: 'b' });
    vi.advanceTimersByTime(29_999);
    expect(shownIds(store)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((toast) => [toast.id, toast.phase])).toEqual([['a', 'closing'], ['b', 'shown']]);
    vi.advanceTimersByTime(299);
    expect(allIds(store)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(allIds(store)).toEqual(['b']);
    // b showed 800 ms after a, so it closes at 30 800 ms.
    vi.advanceTimersByTime(499);
    expect(shownIds(store)).toEqual(['b']);
    vi.advanceTimersByTime(1);
    expect(shownIds(store)).toEqual([]);
  });

  it('honours a toast’s own duration, and 0 keeps it until dismissed', () => {
    const store = makeStore();
    store.notify({ id: 'short', duration: 1000 });
    vi.advanceTimersByTime(1000);
    store.notify({ id: 'sticky', duration: 0 });
    expect(store.getSnapshot().find((toast) => toast.id === 'short')?.phase).toBe('closing');
    vi.advanceTimersByTime(10 * 60_000);
    expect(shownIds(store)).toEqual(['sticky']);
    store.dismiss('sticky');
    vi.advanceTimersByTime(300);
    expect(allIds(store)).toEqual([]);
  });

  it('fades a dismissed toast out over 300 ms and calls its onClose once', () => {
    const onClose = vi.fn();
    const store = makeStore();
    store.notify({ id: 'a', onClose });
    store.dismiss('a');
    store.dismiss('a');
    expect(store.getSnapshot()[0]?.phase).toBe('closing');
    expect(onClose).toHaveBeenCalledExactlyOnceWith('dismissed');
    vi.advanceTimersByTime(300);
    expect(allIds(store)).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops a dismissed toast that was still waiting without ever showing it', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    store.notify({ id: 'b' });
    store.dismiss('b');
    vi.advanceTimersByTime(2000);
    expect(allIds(store)).toEqual(['a']);
  });

  it('clears every toast', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    store.notify({ id: 'b' });
    store.clear();
    vi.advanceTimersByTime(300);
    expect(allIds(store)).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(allIds(store)).toEqual([]);
  });
});

describe('at most three kept', () => {
  it('closes the oldest when a fourth toast is added', () => {
    const onClose = vi.fn();
    const store = makeStore();
    store.notify({ id: 'a', onClose });
    vi.advanceTimersByTime(800);
    store.notify({ id: 'b' });
    vi.advanceTimersByTime(800);
    store.notify({ id: 'c' });
    vi.advanceTimersByTime(800);
    store.notify({ id: 'd' });
    expect(onClose).toHaveBeenCalledWith('overflow');
    expect(store.getSnapshot().map((toast) => [toast.id, toast.phase])).toEqual([
      ['a', 'closing'],
      ['b', 'shown'],
      ['c', 'shown'],
      ['d', 'shown'],
    ]);
    vi.advanceTimersByTime(300);
    expect(allIds(store)).toEqual(['b', 'c', 'd']);
  });

  it('never keeps more than three, counting those still waiting their turn', () => {
    const store = makeStore();
    for (const id of ['a', 'b', 'c', 'd', 'e']) store.notify({ id });
    for (let step = 0; step < 10; step += 1) {
      expect(shownIds(store).length).toBeLessThanOrEqual(3);
      vi.advanceTimersByTime(400);
    }
    expect(shownIds(store)).toEqual(['c', 'd', 'e']);
  });
});

describe('the same id again', () => {
  it('updates the toast in place and restarts its timer', () => {
    const store = makeStore();
    store.notify({ id: 'upload', title: 'Mengunggah 10%' });
    vi.advanceTimersByTime(20_000);
    store.notify({ id: 'upload', title: 'Mengunggah 90%' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: 'upload', version: 1, notification: { title: 'Mengunggah 90%' } });
    vi.advanceTimersByTime(29_999);
    expect(shownIds(store)).toEqual(['upload']);
    vi.advanceTimersByTime(1);
    expect(shownIds(store)).toEqual([]);
  });

  it('updates a waiting toast without showing it early', () => {
    const store = makeStore();
    store.notify({ id: 'a' });
    store.notify({ id: 'b', title: 'one' });
    store.notify({ id: 'b', title: 'two' });
    expect(shownIds(store)).toEqual(['a']);
    vi.advanceTimersByTime(800);
    expect(store.getSnapshot()[1]?.notification.title).toBe('two');
  });

  it('brings back a toast that was fading out', () => {
    const store = makeStore();
    store.notify({ id: 'a', duration: 1000 });
    vi.advanceTimersByTime(1100);
    store.notify({ id: 'a', duration: 1000 });
    expect(store.getSnapshot().map((toast) => toast.phase)).toEqual(['shown']);
    vi.advanceTimersByTime(999);
    expect(shownIds(store)).toEqual(['a']);
  });

  it('gives toasts without an id distinct ids', () => {
    const store = makeStore();
    const first = store.notify({});
    const second = store.notify({});
    expect(first).not.toBe(second);
  });
});

describe('pausing', () => {
  it('holds the countdown while paused and runs the rest after', () => {
    const store = makeStore();
    store.notify({ id: 'a', duration: 1000 });
    vi.advanceTimersByTime(600);
    store.pause('a');
    vi.advanceTimersByTime(5000);
    expect(shownIds(store)).toEqual(['a']);
    store.resume('a');
    vi.advanceTimersByTime(399);
    expect(shownIds(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shownIds(store)).toEqual([]);
  });
});

describe('sound', () => {
  it('plays the sound of a toast when it shows, and only when it has one', () => {
    const playSound = vi.fn();
    const store = makeStore({ playSound });
    store.notify({ id: 'quiet' });
    store.notify({ id: 'chime', sound: true });
    store.notify({ id: 'file', sound: '/sounds/order.mp3' });
    expect(playSound).not.toHaveBeenCalled();
    vi.advanceTimersByTime(800);
    expect(playSound).toHaveBeenCalledExactlyOnceWith(true);
    vi.advanceTimersByTime(800);
    expect(playSound).toHaveBeenLastCalledWith('/sounds/order.mp3');
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('keeps the toast when the sound fails', () => {
    const store = makeStore({
      playSound: () => {
        throw new Error('NotAllowedError');
      },
    });
    store.notify({ id: 'a', sound: true });
    expect(shownIds(store)).toEqual(['a']);
  });
});

describe('without injected timers', () => {
  it('uses the global timers', () => {
    const store = createNotificationStore();
    store.notify({ id: 'a', duration: 100 });
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()[0]?.phase).toBe('closing');
  });
});
