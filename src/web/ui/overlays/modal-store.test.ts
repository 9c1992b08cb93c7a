import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_DURATION_MS } from './modal-store';
import { createModalStore } from './modal-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function quietLog() {
  return { error: vi.fn(), warn: vi.fn() };
}

describe('modal store', () => {
  it('animates in over ANIMATION_DURATION_MS (500 ms) before counting as open', () => {
    expect(ANIMATION_DURATION_MS).toBe(500);
    const store = createModalStore();
    const id = store.show('default', 'Isi');
    expect(id).not.toBeNull();
    expect(store.getSnapshot().default?.phase).toBe('opening');
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot().default?.phase).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().default?.phase).toBe('open');
  });

  it('hides with the animation: gone 500 ms later, onHidden called once', () => {
    const onHidden = vi.fn();
    const store = createModalStore();
    store.show('default', 'Isi', { onHidden });
    vi.advanceTimersByTime(500);
    store.hide('default');
    expect(store.getSnapshot().default?.phase).toBe('closing');
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot().default).not.toBeNull();
    expect(onHidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().default).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('hides immediately when asked, even in the middle of the hide animation', () => {
    const store = createModalStore();
    store.show('default', 'Isi');
    store.hide('default', { immediate: true });
    expect(store.getSnapshot().default).toBeNull();
    store.show('menu2', 'Dua');
    store.hide('menu2');
    vi.advanceTimersByTime(100);
    store.hide('menu2', { immediate: true });
    expect(store.getSnapshot().menu2).toBeNull();
  });

  it('takes its animation length from the options', () => {
    const store = createModalStore({ animationMs: 40 });
    store.show('default', 'Isi');
    vi.advanceTimersByTime(40);
    expect(store.getSnapshot().default?.phase).toBe('open');
  });

  it("logs 'Modal.show not found' and 'Modal.hide not found' for unknown locations", () => {
    const log = quietLog();
    const store = createModalStore({ log });
    expect(store.show('sidebar', 'Isi')).toBeNull();
    expect(log.error).toHaveBeenCalledWith('Modal.show not found', 'sidebar');
    store.hide('nowhere');
    expect(log.warn).toHaveBeenCalledWith('Modal.hide not found', 'nowhere');
    expect(store.getSnapshot()).toEqual({ default: null, menu2: null });
  });

  it('logs to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createModalStore();
    store.show('nowhere', 'Isi');
    store.hide('nowhere');
    expect(error).toHaveBeenCalledWith('Modal.show not found', 'nowhere');
    expect(warn).toHaveBeenCalledWith('Modal.hide not found', 'nowhere');
  });

  it('ignores a background press unless configured, and until the show animation has finished', () => {
    const store = createModalStore();
    store.show('default', 'Tidak dikonfigurasi');
    vi.advanceTimersByTime(500);
    store.pressBackground('default');
    expect(store.getSnapshot().default?.phase).toBe('open');

    store.show('default', 'Dikonfigurasi', { closeOnBackgroundPress: true });
    vi.advanceTimersByTime(499);
    store.pressBackground('default');
    expect(store.getSnapshot().default?.phase).toBe('opening');
    vi.advanceTimersByTime(1);
    store.pressBackground('default');
    expect(store.getSnapshot().default?.phase).toBe('closing');
  });

  it('hides modals on a route change unless they persist', () => {
    const store = createModalStore();
    store.show('default', 'Biasa');
    store.show('menu2', 'Bertahan', { persist: true });
    store.routeChanged();
    expect(store.getSnapshot().default?.phase).toBe('closing');
    expect(store.getSnapshot().menu2?.phase).toBe('opening');
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot().default).toBeNull();
    expect(store.getSnapshot().menu2?.phase).toBe('open');
  });

  it('replaces the modal at a location, telling the old one it is gone', () => {
    const first = vi.fn();
    const store = createModalStore();
    const firstId = store.show('default', 'Satu', { onHidden: first });
    const secondId = store.show('default', 'Dua');
    expect(first).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().default?.content).toBe('Dua');
    // A hide aimed at the replaced modal leaves the new one alone.
    store.hide('default', { id: firstId ?? -1, immediate: true });
    expect(store.getSnapshot().default?.id).toBe(secondId);
  });

  it('updates content without replaying the animation', () => {
    const store = createModalStore();
    const id = store.show('default', 'Lama');
    vi.advanceTimersByTime(500);
    store.update(id ?? -1, 'Baru');
    expect(store.getSnapshot().default).toMatchObject({ content: 'Baru', phase: 'open' });
  });

  it('names the uppermost modal that is not closing as topmost', () => {
    const store = createModalStore();
    expect(store.topmost()).toBeNull();
    store.show('default', 'Bawah');
    store.show('menu2', 'Atas');
    expect(store.topmost()).toBe('menu2');
    store.hide('menu2');
    expect(store.topmost()).toBe('default');
  });

  it('tells subscribers about every change and stops when they unsubscribe', () => {
    const store = createModalStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.show('default', 'Isi');
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.hide('default', { immediate: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
