// A button that opens a floating panel in a popover layer (spec §2 popovers).
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import type { AriaRole, CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { distanceMoved, measure, viewportWidth, watchLayoutChanges } from './anchor-geometry';
import type { AnchorBox } from './anchor-geometry';
import { focusInitial, tabbables } from './focus-utils';
import { usePopoverLayer } from './overlay-context';
import type { PopoverLayerName } from './overlay-layer-names';
import { POPOVER_Z_INDEX, usePopoverState } from './popover-state';

/** An open popover closes once its toggler has moved this far (scrolling, layout changes). */
export const POPOVER_TOGGLER_MOVE_CLOSE_PX = 60;

/** Space between the toggler and the panel, in CSS pixels. */
const GAP_PX = 6;
const POPUP_ROLES: ReadonlySet<string> = new Set(['menu', 'listbox', 'tree', 'grid', 'dialog']);

export interface PopoverControls {
  close(): void;
}

export interface PopoverProps {
  /** What the toggler button shows. */
  toggler: ReactNode;
  /** Accessible name of the toggler when it shows only an icon. */
  togglerLabel?: string;
  togglerClassName?: string;
  children: ReactNode | ((controls: PopoverControls) => ReactNode);
  /** Also open while the pointer rests on the toggler. A press always opens. */
  openOnHover?: boolean;
  layer?: PopoverLayerName;
  /** Which edges of toggler and panel line up. */
  align?: 'start' | 'end';
  /** Role of the panel, e.g. 'dialog' (then give it a `label`). */
  role?: AriaRole;
  label?: string;
  className?: string;
  onOpenChange?: (open: boolean) => void;
}

/** Set on the element directly: scrolling re-places the panel without re-rendering it. */
function place(panel: HTMLElement, box: AnchorBox, align: 'start' | 'end'): void {
  panel.style.top = `${box.bottom + GAP_PX}px`;
  if (align === 'end') panel.style.right = `${Math.max(0, viewportWidth() - box.right)}px`;
  else panel.style.left = `${Math.max(0, box.left)}px`;
}

function inside(element: Element | null, target: EventTarget | null): boolean {
  return !!element && target instanceof Node && element.contains(target);
}

export function Popover({
  toggler,
  togglerLabel,
  togglerClassName,
  children,
  openOnHover = false,
  layer = 'default',
  align = 'start',
  role,
  label,
  className,
  onOpenChange,
}: PopoverProps) {
  const panelId = useId();
  const host = usePopoverLayer(layer);
  const state = usePopoverState(openOnHover, onOpenChange);
  const { openedBy, close, press, enter, leave } = state;
  const isOpen = openedBy !== null;
  const togglerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  const closeAndRefocus = useCallback(() => {
    close();
    togglerRef.current?.focus({ preventScroll: true });
  }, [close]);

  // Follows the toggler while it moves a little; a move past the limit means the shopper
  // scrolled on, and the popover would hang over unrelated content.
  useLayoutEffect(() => {
    const toggle = togglerRef.current;
    const panel = panelRef.current;
    if (!isOpen || !toggle || !panel) return;
    const origin = measure(toggle);
    place(panel, origin, align);
    return watchLayoutChanges(() => {
      const box = measure(toggle);
      if (distanceMoved(origin, box) > POPOVER_TOGGLER_MOVE_CLOSE_PX) close();
      else place(panel, box, align);
    });
  }, [isOpen, host, align, close]);

  // A layout effect, run with the commit that opens the panel: a passive one may run a frame
  // later, and an Escape pressed in between would find no listener and be lost.
  useLayoutEffect(() => {
    if (!isOpen) return;
    if (focusPanel.current && panelRef.current) focusInitial(panelRef.current);
    focusPanel.current = false;
    const onPress = (event: MouseEvent) => {
      if (!inside(togglerRef.current, event.target) && !inside(panelRef.current, event.target)) close();
    };
    // Capture phase and defaultPrevented: the popover closes before a modal under it hears Escape.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const active = document.activeElement;
      if (inside(panelRef.current, active) || active === togglerRef.current) closeAndRefocus();
      else close();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [isOpen, close, closeAndRefocus]);

  const onTogglerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Handled here rather than by the click the key would cause, so focus can move into the panel.
    event.preventDefault();
    if (event.repeat) return;
    focusPanel.current = !isOpen;
    press();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const list = tabbables(panel);
    const atEdge = event.shiftKey
      ? document.activeElement === panel || document.activeElement === list[0]
      : list.length === 0 || document.activeElement === list[list.length - 1];
    // The panel lives at the end of the page; leaving it returns to where it hangs from.
    if (!atEdge) return;
    event.preventDefault();
    event.stopPropagation();
    closeAndRefocus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (openedBy !== 'press' || next === null) return;
    if (!inside(togglerRef.current, next) && !inside(panelRef.current, next)) close();
  };

  const style: CSSProperties = { position: 'fixed', zIndex: POPOVER_Z_INDEX };
  const panel = isOpen ? (
    <div
      ref={panelRef}
      id={panelId}
      className={className ? `overlay-popover ${className}` : 'overlay-popover'}
      style={style}
      role={role}
      aria-label={role ? label : undefined}
      tabIndex={-1}
      onMouseEnter={() => enter('popover')}
      onMouseLeave={() => leave('popover')}
      onKeyDown={onPanelKeyDown}
      onBlur={onBlur}
    >
      {typeof children === 'function' ? children({ close }) : children}
    </div>
  ) : null;

  return (
    <>
      <button
        ref={togglerRef}
        type="button"
        className={togglerClassName ? `overlay-popover-toggler ${togglerClassName}` : 'overlay-popover-toggler'}
        aria-label={togglerLabel}
        aria-expanded={isOpen}
        // Only while the panel exists: an id reference must point at an element.
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup={role && POPUP_ROLES.has(role) ? (role as 'menu' | 'listbox' | 'tree' | 'grid' | 'dialog') : undefined}
        onClick={press}
        onKeyDown={onTogglerKeyDown}
        onKeyUp={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
        onMouseEnter={() => enter('toggler')}
        onMouseLeave={() => leave('toggler')}
        onBlur={onBlur}
      >
        {toggler}
      </button>
      {panel && host ? createPortal(panel, host) : panel}
    </>
  );
}
