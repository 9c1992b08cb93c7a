import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from './feedback-test-utils';
import { ANIMATION_DEFAULTS, useAnimatedPresence } from './use-animated-presence';
import type { AnimatedPresenceOptions } from './use-animated-presence';
import { REDUCED_MOTION_MEDIA_QUERY } from './use-media-query';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Panel({ open, options }: { open: boolean; options?: AnimatedPresenceOptions }) {
  const { mounted, state } = useAnimatedPresence(open, options);
  return mounted ? <p role="note">{state}</p> : null;
}

const shown = () => screen.queryByRole('note')?.textContent ?? 'unmounted';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ANIMATION_DEFAULTS', () => {
  it('are 500 ms, spring tension 40 and friction 7', () => {
    expect(ANIMATION_DEFAULTS).toEqual({ durationMs: 500, tension: 40, friction: 7 });
    expect(Object.isFrozen(ANIMATION_DEFAULTS)).toBe(true);
  });
});

describe('useAnimatedPresence', () => {
  it('enters over 500 ms by default', () => {
    const { rerender } = render(<Panel open={false} />);
    expect(shown()).toBe('unmounted');
    rerender(<Panel open />);
    expect(shown()).toBe('entering');
    advance(499);
    expect(shown()).toBe('entering');
    advance(1);
    expect(shown()).toBe('entered');
  });

  it('stays mounted while it exits, then unmounts', () => {
    const { rerender } = render(<Panel open />);
    expect(shown()).toBe('entered');
    rerender(<Panel open={false} />);
    expect(shown()).toBe('exiting');
    advance(499);
    expect(shown()).toBe('exiting');
    advance(1);
    expect(shown()).toBe('unmounted');
  });

  it('takes its own duration and can animate the first showing', () => {
    render(<Panel open options={{ durationMs: 200, appear: true }} />);
    expect(shown()).toBe('entering');
    advance(200);
    expect(shown()).toBe('entered');
  });

  it('turns back when reopened during its exit', () => {
    const { rerender } = render(<Panel open />);
    rerender(<Panel open={false} />);
    advance(300);
    rerender(<Panel open />);
    expect(shown()).toBe('entering');
    advance(500);
    expect(shown()).toBe('entered');
  });

  it('skips the animations for people who prefer reduced motion', () => {
    stubMatchMedia({ [REDUCED_MOTION_MEDIA_QUERY]: true });
    const { rerender } = render(<Panel open={false} />);
    rerender(<Panel open />);
    expect(shown()).toBe('entered');
    rerender(<Panel open={false} />);
    expect(shown()).toBe('unmounted');
  });
});
