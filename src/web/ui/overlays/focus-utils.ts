// Keyboard focus helpers shared by modals and popovers. DOM only, called from event handlers
// and effects, never during rendering (the server has no document).

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.hidden && !element.closest('[inert],[hidden]'),
  );
}

/** Focuses the element marked `data-autofocus`, else the first tabbable, else `root` itself. */
export function focusInitial(root: HTMLElement): void {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]');
  const target = marked ?? tabbables(root)[0] ?? root;
  target.focus({ preventScroll: true });
}

/**
 * Keeps Tab and Shift+Tab cycling inside `root`. Returns true when it moved the focus itself
 * (the caller then stops the browser's default move).
 */
export function cycleTab(root: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const list = tabbables(root);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    root.focus({ preventScroll: true });
    return true;
  }
  const outside = !active || !root.contains(active) || active === root;
  if (backwards && (active === first || outside)) {
    last.focus({ preventScroll: true });
    return true;
  }
  if (!backwards && (active === last || outside)) {
    first.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/** Gives focus back to where it was, unless that element has left the page meanwhile. */
export function restoreFocus(element: Element | null | undefined): void {
  if (element && element.isConnected && typeof (element as HTMLElement).focus === 'function') {
    (element as HTMLElement).focus({ preventScroll: true });
  }
}
