import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './use-long-press';
import type { LongPressOptions } from './use-long-press';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(options?: LongPressOptions) {
  const onLongPress = vi.fn();
  const onClick = vi.fn();
  function Target() {
    const handlers = useLongPress<HTMLButtonElement>(onLongPress, options);
    return <button type="button" {...handlers} onClick={onClick}>Produk</button>;
  }
  render(<Target />);
  return { onLongPress, onClick, target: screen.getByRole('button', { name: 'Produk' }) };
}

const touch = { pointerType: 'touch', pointerId: 1, button: 0, clientX: 100, clientY: 100 };

describe('useLongPress', () => {
  it('fires once a touch is held for 200 ms', () => {
    const { onLongPress, target } = setup();
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(199);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('takes another duration when told', () => {
    const { onLongPress, target } = setup({ ms: 500 });
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(499);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['lifting the finger', (target: Element) => fireEvent.pointerUp(target, touch)],
    ['leaving the element', (target: Element) => fireEvent.pointerLeave(target, touch)],
    ['a cancelled pointer', (target: Element) => fireEvent.pointerCancel(target, touch)],
    ['moving away', (target: Element) => fireEvent.pointerMove(target, { ...touch, clientX: 120 })],
  ])('is cancelled by %s', (_name, interrupt) => {
    const { onLongPress, target } = setup();
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(150);
    interrupt(target);
    vi.advanceTimersByTime(500);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('forgives the small wobble of a resting finger', () => {
    const { onLongPress, target } = setup();
    fireEvent.pointerDown(target, touch);
    fireEvent.pointerMove(target, { ...touch, clientX: 104, clientY: 97 });
    vi.advanceTimersByTime(200);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('ignores the mouse unless asked to listen to it', () => {
    const mouse = { ...touch, pointerType: 'mouse' };
    const first = setup();
    fireEvent.pointerDown(first.target, mouse);
    vi.advanceTimersByTime(1000);
    expect(first.onLongPress).not.toHaveBeenCalled();
    cleanup();
    const second = setup({ pointerTypes: ['mouse'] });
    fireEvent.pointerDown(second.target, mouse);
    vi.advanceTimersByTime(200);
    expect(second.onLongPress).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that ends a long press, but not a plain tap', () => {
    const { onClick, target } = setup();
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(200);
    fireEvent.pointerUp(target, touch);
    fireEvent.click(target);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(100);
    fireEvent.pointerUp(target, touch);
    fireEvent.click(target);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the phone’s own menu closed during a long press', () => {
    const { target } = setup();
    fireEvent.pointerDown(target, touch);
    vi.advanceTimersByTime(200);
    expect(fireEvent.contextMenu(target)).toBe(false);
  });

  it('leaves the context menu alone otherwise', () => {
    const { target } = setup();
    expect(fireEvent.contextMenu(target)).toBe(true);
  });

  it.each([
    ['the context-menu key', { key: 'ContextMenu' }],
    ['Shift+F10', { key: 'F10', shiftKey: true }],
  ])('fires at once from the keyboard with %s', (_name, key) => {
    const { onLongPress, target } = setup();
    fireEvent.keyDown(target, { key: 'F10' });
    expect(onLongPress).not.toHaveBeenCalled();
    fireEvent.keyDown(target, key);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when the element goes away', () => {
    const { onLongPress, target } = setup();
    fireEvent.pointerDown(target, touch);
    cleanup();
    vi.advanceTimersByTime(500);
    expect(onLongPress).not.toHaveBeenCalled();
  });
});
