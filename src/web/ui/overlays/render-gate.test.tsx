import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVENT_JAVASCRIPT_POLL_MS, RenderGate } from './render-gate';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function gate(flag: { on: boolean }, addressPasses: (href: string) => boolean = () => false, getHref?: () => string) {
  return (
    <RenderGate isPrevented={() => flag.on} addressPasses={addressPasses} getHref={getHref} fallback={<p>Menunggu</p>}>
      <h1>Toko</h1>
    </RenderGate>
  );
}

describe('RenderGate', () => {
  it('renders at once when the preventJavascript flag is off', () => {
    render(gate({ on: false }));
    expect(screen.getByRole('heading', { name: 'Toko' })).toBeTruthy();
  });

  it('waits while the flag is on, polling every 100 ms', () => {
    expect(PREVENT_JAVASCRIPT_POLL_MS).toBe(100);
    const flag = { on: true };
    const isPrevented = vi.fn(() => flag.on);
    render(
      <RenderGate isPrevented={isPrevented} addressPasses={() => false} fallback={<p>Menunggu</p>}>
        <h1>Toko</h1>
      </RenderGate>,
    );
    expect(screen.getByText('Menunggu')).toBeTruthy();
    const firstChecks = isPrevented.mock.calls.length;
    advance(100);
    expect(isPrevented.mock.calls.length).toBe(firstChecks + 1);
    advance(250);
    expect(isPrevented.mock.calls.length).toBe(firstChecks + 3);
    flag.on = false;
    advance(49);
    expect(screen.queryByRole('heading')).toBeNull();
    advance(1);
    expect(screen.getByRole('heading', { name: 'Toko' })).toBeTruthy();
    // Once open it stays open and stops asking.
    const checks = isPrevented.mock.calls.length;
    flag.on = true;
    advance(1000);
    expect(isPrevented.mock.calls.length).toBe(checks);
    expect(screen.getByRole('heading', { name: 'Toko' })).toBeTruthy();
  });

  it('renders while the flag is on when the address passes the check', () => {
    const addressPasses = vi.fn((href: string) => href.includes('/_/check/'));
    render(gate({ on: true }, addressPasses, () => 'https://toko.example/_/check/ok'));
    expect(screen.getByRole('heading', { name: 'Toko' })).toBeTruthy();
    expect(addressPasses).toHaveBeenCalledWith('https://toko.example/_/check/ok');
  });

  it('re-checks the address too, reading the current one each time', () => {
    let href = 'https://toko.example/';
    render(gate({ on: true }, (address) => address.endsWith('/admin'), () => href));
    advance(300);
    expect(screen.queryByRole('heading')).toBeNull();
    href = 'https://toko.example/admin';
    advance(100);
    expect(screen.getByRole('heading', { name: 'Toko' })).toBeTruthy();
  });

  it('checks window.location.href by default', () => {
    const addressPasses = vi.fn(() => true);
    render(gate({ on: true }, addressPasses));
    expect(addressPasses).toHaveBeenCalledWith(window.location.href);
  });

  it('renders on the server from the same first check', () => {
    expect(renderToString(gate({ on: false }))).toContain('Toko');
    expect(renderToString(gate({ on: true }, () => false, () => '/'))).toContain('Menunggu');
  });
});
