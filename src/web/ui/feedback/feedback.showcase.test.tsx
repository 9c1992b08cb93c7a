import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../../router/router';
import { RouterProvider } from '../../router/router-react';
import { memoryEnv, routeTable, screenModule } from '../../router/router-test-fixtures';
import { FeedbackShowcase } from './feedback.showcase';
import { withI18n } from './feedback-test-utils';

beforeEach(() => {
  vi.useFakeTimers();
  // The showcase's own texts are not among the test messages: their keys stand in for them.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderShowcase() {
  const router = createRouter({ routes: routeTable(), env: memoryEnv('/'), preloaded: new Map([['home', screenModule('Home')]]) });
  render(<RouterProvider router={router}>{withI18n(<FeedbackShowcase />)}</RouterProvider>);
}

describe('FeedbackShowcase', () => {
  it('has a heading for every piece', () => {
    renderShowcase();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'feedback.showcase.toasts',
      'feedback.showcase.buttons',
      'feedback.showcase.longPress',
      'feedback.showcase.presence',
      'feedback.showcase.breakpoint',
    ]);
  });

  it('raises toasts into its layer, red ones as alerts', () => {
    renderShowcase();
    const layer = screen.getByRole('region', { name: 'Notifikasi' });
    fireEvent.click(screen.getByRole('button', { name: 'feedback.showcase.showError' }));
    expect(within(layer).getByRole('alert').textContent).toContain('feedback.showcase.sample.errorTitle');
    fireEvent.click(screen.getByRole('button', { name: 'feedback.showcase.dismissAll' }));
    expect(within(layer).queryByRole('alert')).toBeNull();
  });

  it('opens and closes the animated panel from its toggle', () => {
    renderShowcase();
    const toggle = screen.getByRole('button', { name: 'feedback.showcase.showPanel' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText(/feedback\.showcase\.presenceState/)).toBeTruthy();
  });
});
