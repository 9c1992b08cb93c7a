import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForRenderGate } from './render-gate';

describe('waitForRenderGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when allowed, else on the first 100 ms check that allows it', async () => {
    await waitForRenderGate({ isPrevented: () => false, addressPasses: () => false, getHref: () => '/' });
    let prevented = true;
    let done = false;
    void waitForRenderGate({ isPrevented: () => prevented, addressPasses: () => false, getHref: () => '/' }).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(false);
    prevented = false;
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('lets an address that passes the check through while the flag is on', async () => {
    await waitForRenderGate({ isPrevented: () => true, addressPasses: (href) => href.startsWith('/admin'), getHref: () => '/admin/x' });
  });
});
