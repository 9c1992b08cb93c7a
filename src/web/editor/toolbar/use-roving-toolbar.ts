import type { KeyboardEvent, RefObject } from 'react';
import { useCallback, useEffect } from 'react';

const ITEMS = 'button:not(:disabled), select:not(:disabled)';

/**
 * One tab stop for the whole toolbar (WAI-ARIA toolbar pattern): Tab enters at the last used
 * control, Left/Right arrows move between controls, Home/End go to the ends.
 */
export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  const items = useCallback(() => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []), [ref]);
  const activate = useCallback((target: HTMLElement | undefined, focus: boolean) => {
    if (!target) return;
    // Disabled controls too, so one that becomes enabled does not add a tab stop.
    for (const item of ref.current?.querySelectorAll<HTMLElement>('button, select') ?? []) item.tabIndex = item === target ? 0 : -1;
    if (focus) target.focus();
  }, [ref]);

  useEffect(() => {
    const list = items();
    activate(list.find((item) => item.tabIndex === 0) ?? list[0], false);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    activate(list[(next + list.length) % list.length], true);
  };
  const onFocus = (event: { target: EventTarget }) => {
    if (items().includes(event.target as HTMLElement)) activate(event.target as HTMLElement, false);
  };
  return { onKeyDown, onFocus };
}
