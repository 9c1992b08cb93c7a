// Measuring the element an overlay hangs from. Called from effects and event handlers only.

export interface AnchorBox {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export function measure(element: Element): AnchorBox {
  const { top, left, bottom, right } = element.getBoundingClientRect();
  return { top, left, bottom, right };
}

/** How far the anchor's top-left corner travelled between two measurements, in CSS pixels. */
export function distanceMoved(from: AnchorBox, to: AnchorBox): number {
  return Math.hypot(to.left - from.left, to.top - from.top);
}

/** Keeps a box of `width` at least `margin` inside a viewport `viewportWidth` wide. */
export function clampIntoViewport(left: number, width: number, viewportWidth: number, margin: number): number {
  const max = viewportWidth - margin - width;
  return Math.max(margin, Math.min(left, max));
}

export function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

/**
 * Calls `onMove` whenever something may have moved the anchor: any scroll (of the page or of
 * a scrolling box around it) and window resizes. Returns the function that stops listening.
 */
export function watchLayoutChanges(onMove: () => void): () => void {
  window.addEventListener('scroll', onMove, { capture: true, passive: true });
  window.addEventListener('resize', onMove);
  return () => {
    window.removeEventListener('scroll', onMove, { capture: true });
    window.removeEventListener('resize', onMove);
  };
}
