import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from './feedback-test-utils';
import { MOBILE_MEDIA_QUERY, REDUCED_MOTION_MEDIA_QUERY, useIsMobile, usePrefersReducedMotion } from './use-media-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Layout() {
  return <p>{useIsMobile() ? 'seluler' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  it('asks for viewports narrower than 800 px', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 799.98px)');
    const media = stubMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
    render(<Layout />);
    expect(screen.getByText('seluler')).toBeTruthy();
    expect(media.queries()).toEqual([MOBILE_MEDIA_QUERY]);
  });

  it('follows the viewport as it changes', () => {
    const media = stubMatchMedia();
    render(<Layout />);
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => media.set(MOBILE_MEDIA_QUERY, true));
    expect(screen.getByText('seluler')).toBeTruthy();
    act(() => media.set(MOBILE_MEDIA_QUERY, false));
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('is false where there is no matchMedia', () => {
    render(<Layout />);
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('is false on the server and takes the browser’s answer after hydration', async () => {
    stubMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
    const html = renderToString(<Layout />);
    expect(html).toBe('<p>desktop</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <Layout />));
    expect(container.textContent).toBe('seluler');
    // Agreeing with the server first means no hydration mismatch is reported.
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('usePrefersReducedMotion', () => {
  it('reads the reduced-motion preference', () => {
    const media = stubMatchMedia();
    function Probe() {
      return <p>{usePrefersReducedMotion() ? 'tenang' : 'bergerak'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('bergerak')).toBeTruthy();
    act(() => media.set(REDUCED_MOTION_MEDIA_QUERY, true));
    expect(screen.getByText('tenang')).toBeTruthy();
  });
});
