import { Suspense, type ReactNode } from 'react';

/**
 * Taking over a long server-rendered page is one long task: every card, link and picture of it
 * at once, which on a slow phone keeps a tap waiting. A part wrapped in `HydrateLater` is left as
 * the server drew it while the page is taken over and taken over in a task of its own soon after,
 * one part per task, in page order. Until then it is plain HTML: its links work as links.
 * (docs/decisions/0052, "Long pages taken over in parts")
 */

/** Whether the page the browser opened is being taken over right now (set by the entry). */
let takingOver = false;
/** The parts left for later, each released in a task after the one before it. */
let queue: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `takeOver` (hydration) with the parts wrapped in `HydrateLater` left for later tasks. */
export function takeOverInParts(takeOver: () => void): void {
  takingOver = true;
  try {
    takeOver();
  } finally {
    takingOver = false;
  }
}

/** A turn of its own after the parts queued before it. */
function laterTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}

function Gate({ children }: { children: ReactNode }) {
  // Thrown while the page is taken over: Suspense keeps this part's server-drawn element and
  // takes it over when the promise settles. Rendered at once on every later render.
  if (takingOver) throw laterTurn();
  return <>{children}</>;
}

/** `children` must draw exactly one element: that element is what stays as the server drew it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
