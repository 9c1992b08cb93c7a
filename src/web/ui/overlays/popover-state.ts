// Open state and hover timing of one popover (spec §2): opened by hover or by a press; a
// hover-opened popover closes POPOVER_CLOSE_DELAY_MS after neither the toggler nor the popover
// is hovered, where an element counts as left only POPOVER_LEAVE_DELAY_MS after the pointer
// left it (time to cross the gap between them). Pressed-open popovers stay until dismissed.
import { useCallback, useEffect, useRef, useState } from 'react';

export const POPOVER_CLOSE_DELAY_MS = 300;
export const POPOVER_LEAVE_DELAY_MS = 200;
/** Popovers stack above modals (MODAL_Z_INDEX 19). */
export const POPOVER_Z_INDEX = 20;

export type PopoverPart = 'toggler' | 'popover';
export type OpenedBy = 'hover' | 'press';

type Timer = ReturnType<typeof setTimeout>;

export interface PopoverState {
  openedBy: OpenedBy | null;
  open(by: OpenedBy): void;
  close(): void;
  /** A press on the toggler: opens, pins a hover-opened popover, or closes a pinned one. */
  press(): void;
  enter(part: PopoverPart): void;
  leave(part: PopoverPart): void;
}

export function usePopoverState(openOnHover: boolean, onOpenChange?: (open: boolean) => void): PopoverState {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const current = useRef<OpenedBy | null>(null);
  const hovered = useRef<Record<PopoverPart, boolean>>({ toggler: false, popover: false });
  const leaveTimers = useRef<Partial<Record<PopoverPart, Timer>>>({});
  const closeTimer = useRef<Timer | null>(null);
  const onChange = useRef(onOpenChange);
  useEffect(() => {
    onChange.current = onOpenChange;
  });

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const cancelLeave = useCallback((part: PopoverPart) => {
    const timer = leaveTimers.current[part];
    if (timer !== undefined) clearTimeout(timer);
    delete leaveTimers.current[part];
  }, []);

  const set = useCallback(
    (next: OpenedBy | null) => {
      const was = current.current;
      if (was === next) return;
      current.current = next;
      setOpenedBy(next);
      if (next === null) {
        cancelClose();
        // The popover's own mouseleave never comes once it is gone.
        cancelLeave('popover');
        hovered.current.popover = false;
      }
      if ((was === null) !== (next === null)) onChange.current?.(next !== null);
    },
    [cancelClose, cancelLeave],
  );

  const close = useCallback(() => set(null), [set]);

  const scheduleClose = useCallback(() => {
    const { toggler, popover } = hovered.current;
    if (current.current !== 'hover' || toggler || popover || closeTimer.current !== null) return;
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      if (current.current === 'hover') set(null);
    }, POPOVER_CLOSE_DELAY_MS);
  }, [set]);

  const enter = useCallback(
    (part: PopoverPart) => {
      cancelLeave(part);
      hovered.current[part] = true;
      cancelClose();
      if (part === 'toggler' && openOnHover && current.current === null) set('hover');
    },
    [cancelLeave, cancelClose, openOnHover, set],
  );

  const leave = useCallback(
    (part: PopoverPart) => {
      cancelLeave(part);
      leaveTimers.current[part] = setTimeout(() => {
        delete leaveTimers.current[part];
        hovered.current[part] = false;
        scheduleClose();
      }, POPOVER_LEAVE_DELAY_MS);
    },
    [cancelLeave, scheduleClose],
  );

  const press = useCallback(() => set(current.current === 'press' ? null : 'press'), [set]);

  useEffect(
    () => () => {
      cancelClose();
      cancelLeave('toggler');
      cancelLeave('popover');
    },
    [cancelClose, cancelLeave],
  );

  return { openedBy, open: set, close, press, enter, leave };
}
