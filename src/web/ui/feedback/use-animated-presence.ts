import { useEffect, useState } from 'react';
import { SPRING_FRICTION, SPRING_TENSION } from '../../../domain/animation/spring';
import { ANIMATION_DURATION_MS } from '../overlays/modal-store';
import { usePrefersReducedMotion } from './use-media-query';

/** Spec §9 animation defaults, for code that animates (a spring takes tension and friction). */
export const ANIMATION_DEFAULTS = Object.freeze({
  durationMs: ANIMATION_DURATION_MS,
  tension: SPRING_TENSION,
  friction: SPRING_FRICTION,
});

export type PresenceState = 'entering' | 'entered' | 'exiting';

export interface AnimatedPresence {
  /** Render the element while true; it stays mounted through its exit animation. */
  mounted: boolean;
  /** Meaningless while not mounted. */
  state: PresenceState;
}

export interface AnimatedPresenceOptions {
  /** Length of the enter and exit animations (default ANIMATION_DEFAULTS.durationMs). */
  durationMs?: number;
  /** Animate in also when `open` is already true on the first render (default false: it just shows). */
  appear?: boolean;
}

type Phase = PresenceState | 'exited';

function settled(phase: Phase): Phase {
  if (phase === 'entering') return 'entered';
  if (phase === 'exiting') return 'exited';
  return phase;
}

/**
 * Keeps an element mounted while it animates out, and says which animation runs. With
 * prefers-reduced-motion (or no duration) it skips straight to 'entered' or unmounted.
 */
export function useAnimatedPresence(open: boolean, options: AnimatedPresenceOptions = {}): AnimatedPresence {
  const { durationMs = ANIMATION_DEFAULTS.durationMs, appear = false } = options;
  const instant = usePrefersReducedMotion() || durationMs <= 0;
  const [phase, setPhase] = useState<Phase>(() => (open ? (appear ? 'entering' : 'entered') : 'exited'));
  const [shownOpen, setShownOpen] = useState(open);

  // Adjusted during render, not in an effect: the very frame in which `open` flips animates.
  if (open !== shownOpen) {
    setShownOpen(open);
    setPhase(open ? 'entering' : phase === 'exited' ? 'exited' : 'exiting');
  }

  useEffect(() => {
    if (phase !== 'entering' && phase !== 'exiting') return;
    const timer = setTimeout(() => setPhase(settled(phase)), instant ? 0 : durationMs);
    return () => clearTimeout(timer);
  }, [phase, durationMs, instant]);

  const visible = instant ? settled(phase) : phase;
  return visible === 'exited' ? { mounted: false, state: 'exiting' } : { mounted: true, state: visible };
}
