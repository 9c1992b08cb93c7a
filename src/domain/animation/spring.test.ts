import { describe, expect, it } from 'vitest';
import { springEasing, springProgress } from './spring';

describe('spring easing', () => {
  it('starts at 0, ends at 1 and overshoots with the default tension 40 and friction 7', () => {
    const progress = springProgress();
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1);
    const peak = Math.max(...progress);
    expect(peak).toBeGreaterThan(1.08);
    expect(peak).toBeLessThan(1.16);
  });

  it('does not overshoot when the friction is critical or more', () => {
    const progress = springProgress({ tension: 40, friction: 2 * Math.sqrt(40) + 1 });
    expect(Math.max(...progress)).toBeLessThanOrEqual(1);
  });

  it('writes a CSS linear() easing with one point per sample', () => {
    const easing = springEasing(undefined, 10);
    expect(easing).toMatch(/^linear\(0, [\d., ]+, 1\)$/);
    expect(easing.split(',')).toHaveLength(11);
  });
});
