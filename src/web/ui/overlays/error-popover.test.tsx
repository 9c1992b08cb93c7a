import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-react';
import { ERROR_POPOVER_DEBOUNCE_MARGIN, ERROR_POPOVER_FADE_MS, ERROR_POPOVER_MARGIN, ErrorPopover, errorFieldProps, REQUIRED_ERROR } from './error-popover';
import { renderWithOverlays, testI18n } from './overlay-test-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function box(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) };
}

function Field({ initial = null, fieldName }: { initial?: string | null; fieldName?: string }) {
  const [error, setError] = useState<string | null>(initial);
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <label htmlFor="email">Email</label>
      <input id="email" ref={ref} {...errorFieldProps('email-error', error)} />
      <ErrorPopover id="email-error" anchorRef={ref} error={error} fieldName={fieldName} />
      <button type="button" onClick={() => setError(REQUIRED_ERROR)}>Kosong</button>
      <button type="button" onClick={() => setError('validation.invalid.email')}>Salah</button>
      <button type="button" onClick={() => setError(null)}>Benar</button>
    </>
  );
}

describe('ErrorPopover', () => {
  it("names the field in 'x is required' and ties the bubble to it", () => {
    renderWithOverlays(<Field fieldName="Email" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Kosong' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Email wajib diisi.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Email wajib diisi.' })).toBe(field);
    expect(alert.closest('[data-overlay-popover-layer="default"]')).toBeTruthy();
    expect(alert.style.zIndex).toBe('20');
  });

  it('shows the plain required message without a field name, and other keys as they are', () => {
    renderWithOverlays(<Field />);
    fireEvent.click(screen.getByRole('button', { name: 'Kosong' }));
    expect(screen.getByRole('alert').textContent).toBe('Wajib diisi.');
    fireEvent.click(screen.getByRole('button', { name: 'Salah' }));
    expect(screen.getByRole('alert').textContent).toBe('Alamat email tidak valid.');
  });

  it('fades in and out over 200 ms, keeping the last message while it fades', () => {
    expect(ERROR_POPOVER_FADE_MS).toBe(200);
    renderWithOverlays(<Field initial="validation.invalid.email" />);
    const alert = screen.getByRole('alert');
    expect(alert.style.getPropertyValue('--overlay-fade')).toBe('200ms');
    expect(alert.className).toContain('is-entering');
    fireEvent.click(screen.getByRole('button', { name: 'Benar' }));
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-describedby')).toBe(false);
    expect(alert.className).toContain('is-leaving');
    expect(alert.textContent).toBe('Alamat email tidak valid.');
    advance(199);
    expect(screen.queryByRole('alert')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('comes back without leaving when a new error arrives during the fade-out', () => {
    renderWithOverlays(<Field initial="validation.invalid.email" fieldName="Email" />);
    fireEvent.click(screen.getByRole('button', { name: 'Benar' }));
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Kosong' }));
    advance(500);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Email wajib diisi.');
    expect(alert.className).toContain('is-entering');
  });

  it('sits under the field, at least 20 px inside the viewport, and moves only past a 10 px shift', () => {
    expect([ERROR_POPOVER_MARGIN, ERROR_POPOVER_DEBOUNCE_MARGIN]).toEqual([20, 10]);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(400);
    const fieldBox = { current: box(300, 100, 90, 30) };
    vi.spyOn(HTMLInputElement.prototype, 'getBoundingClientRect').mockImplementation(() => fieldBox.current);
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLDivElement) {
      return this.getAttribute('role') === 'alert' ? box(0, 0, 150, 30) : box(0, 0, 0, 0);
    });
    renderWithOverlays(<Field initial="validation.invalid.email" />);
    const alert = screen.getByRole('alert');
    // Field bottom (130) plus the arrow's 10 px; pushed left to 400 - 20 - 150 to stay 20 px inside.
    expect(alert.style.top).toBe('140px');
    expect(alert.style.left).toBe('230px');

    fieldBox.current = box(300, 108, 90, 30);
    fireEvent.scroll(window);
    expect(alert.style.top).toBe('140px');

    fieldBox.current = box(300, 111, 90, 30);
    fireEvent(window, new Event('resize'));
    expect(alert.style.top).toBe('151px');
  });

  it('draws in place when no overlay layers are mounted', () => {
    render(
      <I18nProvider store={testI18n()}>
        <Field initial="required" fieldName="Email" />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').className).toContain('is-inline');
  });
});
