import { useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';

export const LONG_PRESS_MS = 200;

export type LongPressEvent<E extends Element> = PointerEvent<E> | KeyboardEvent<E>;

export interface LongPressOptions {
  /** How long the finger must stay down (default LONG_PRESS_MS, spec §9). */
  ms?: number;
  /**
   * Pointer kinds that can long-press. Default touch and pen: a mouse user holding the button a
   * little long while clicking must not trigger it, and has the right button instead.
   */
  pointerTypes?: readonly string[];
  /** A finger always wobbles a little; moving further than this many pixels cancels. Default 10. */
  moveTolerancePx?: number;
}

export interface LongPressHandlers<E extends Element> {
  onPointerDown(event: PointerEvent<E>): void;
  onPointerMove(event: PointerEvent<E>): void;
  onPointerUp(event: PointerEvent<E>): void;
  onPointerLeave(event: PointerEvent<E>): void;
  onPointerCancel(event: PointerEvent<E>): void;
  /** Keeps the phone's own long-press menu from opening over ours. */
  onContextMenu(event: MouseEvent<E>): void;
  /** Swallows the click that follows a long press, so the element's tap action does not run too. */
  onClickCapture(event: MouseEvent<E>): void;
  /** The keyboard equivalent: the context-menu key or Shift+F10. */
  onKeyDown(event: KeyboardEvent<E>): void;
}

const DEFAULT_POINTER_TYPES: readonly string[] = ['touch', 'pen'];
const DEFAULT_MOVE_TOLERANCE_PX = 10;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
}

/** Handlers to spread on an element: `handler` runs once a touch has been held for `ms`. */
export function useLongPress<E extends Element = HTMLElement>(
  handler: (event: LongPressEvent<E>) => void,
  options: LongPressOptions = {},
): LongPressHandlers<E> {
  const { ms = LONG_PRESS_MS, pointerTypes = DEFAULT_POINTER_TYPES, moveTolerancePx = DEFAULT_MOVE_TOLERANCE_PX } = options;
  const handlerRef = useRef(handler);
  const pressRef = useRef<Press | null>(null);
  const firedRef = useRef(false);

  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);

  useEffect(
    () => () => {
      if (pressRef.current) clearTimeout(pressRef.current.timer);
    },
    [],
  );

  const typesKey = pointerTypes.join(' ');
  return useMemo(() => {
    const types = typesKey.split(' ');
    const cancel = () => {
      if (pressRef.current) clearTimeout(pressRef.current.timer);
      pressRef.current = null;
    };
    return {
      onPointerDown(event) {
        cancel();
        firedRef.current = false;
        if (!types.includes(event.pointerType) || event.button > 0) return;
        const timer = setTimeout(() => {
          pressRef.current = null;
          firedRef.current = true;
          handlerRef.current(event);
        }, ms);
        pressRef.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, timer };
      },
      onPointerMove(event) {
        const press = pressRef.current;
        if (!press || press.pointerId !== event.pointerId) return;
        if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > moveTolerancePx) cancel();
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onContextMenu(event) {
        if (pressRef.current || firedRef.current) event.preventDefault();
      },
      onClickCapture(event) {
        if (!firedRef.current) return;
        firedRef.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onKeyDown(event) {
        if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
        event.preventDefault();
        handlerRef.current(event);
      },
    } satisfies LongPressHandlers<E>;
  }, [ms, typesKey, moveTolerancePx]);
}
