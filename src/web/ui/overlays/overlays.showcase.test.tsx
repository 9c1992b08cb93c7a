import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-react';
import { RouterProvider } from '../../router/router-react';
import { OverlaysShowcase } from './overlays.showcase';

/** What a shopper reads for a key: the tests find the showcase by its real Indonesian text. */
function text(key: string): string {
  const value = OVERLAY_MESSAGES_ID[key];
  if (value === undefined) throw new Error(`no text for ${key}`);
  return value;
}
import { OVERLAY_MESSAGES_ID, testI18n, testRouter } from './overlay-test-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The showcase's own texts show as their keys here; the components' texts are real.
function renderShowcase() {
  render(
    <RouterProvider router={testRouter()}>
      <I18nProvider store={testI18n(OVERLAY_MESSAGES_ID)}>
        <OverlaysShowcase />
      </I18nProvider>
    </RouterProvider>,
  );
}

describe('OverlaysShowcase', () => {
  it('has a heading for every piece', () => {
    renderShowcase();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const piece of ['layers', 'gate', 'modal', 'popover', 'confirm', 'error']) {
      expect(headings).toContain(text(`overlays.showcase.${piece}.heading`));
    }
  });

  it('opens the gate when the flag is switched off', () => {
    renderShowcase();
    expect(screen.getByText(text('overlays.showcase.gate.waiting'))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: text('overlays.showcase.gate.prevented') }));
    advance(100);
    expect(screen.getByText(text('overlays.showcase.gate.rendered'))).toBeTruthy();
  });

  it('opens a modal, stacks a second one, and closes them from the keyboard', () => {
    renderShowcase();
    const opener = screen.getByRole('button', { name: text('overlays.showcase.modal.open') });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: text('overlays.showcase.modal.title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.openSecond') }));
    expect(screen.getByRole('dialog', { name: text('overlays.showcase.modal.secondTitle') })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    advance(500);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('hides a modal that does not persist on the simulated route change', () => {
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.open') }));
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.routeChange') }));
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.openPersist') }));
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.routeChange') }));
    advance(500);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reports the unknown location it was asked to show at', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.modal.openUnknown') }));
    expect(error).toHaveBeenCalledWith('Modal.show not found', 'nowhere');
    expect(screen.getByText(text('overlays.showcase.modal.unknownLogged'))).toBeTruthy();
  });

  it('runs a confirmation to its result', async () => {
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.confirm.acknowledge') }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(dialog.querySelector('input[type="checkbox"]') as Element);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Ya, lanjutkan' }).find((button) => dialog.contains(button)) as Element);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText(`Hasil terakhir: ${text('overlays.showcase.confirm.confirmed')}`)).toBeTruthy();
  });

  it('shows and clears the error popover', () => {
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.error.required') }));
    const field = screen.getByRole('textbox', { name: text('overlays.showcase.error.field') });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: `${text('overlays.showcase.error.field')} wajib diisi.` })).toBe(field);
    fireEvent.click(screen.getByRole('button', { name: text('overlays.showcase.error.clear') }));
    advance(200);
    expect(screen.queryByText(`${text('overlays.showcase.error.field')} wajib diisi.`)).toBeNull();
  });

  it('opens the popovers from the keyboard', () => {
    renderShowcase();
    const toggler = screen.getByRole('button', { name: text('overlays.showcase.popover.click') });
    toggler.focus();
    fireEvent.keyDown(toggler, { key: 'Enter' });
    expect(toggler.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(toggler);
  });
});
