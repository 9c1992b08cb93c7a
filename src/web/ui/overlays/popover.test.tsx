import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_LEAVE_DELAY_MS, POPOVER_Z_INDEX } from './popover-state';
import { useModals } from './modal-react';
import { Popover } from './popover';
import type { PopoverProps } from './popover';
import { renderWithOverlays } from './overlay-test-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderPopover(props: Partial<PopoverProps> = {}) {
  renderWithOverlays(
    <>
      <Popover toggler="Kategori" role="dialog" label="Daftar kategori" {...props}>
        {({ close }) => (
          <>
            <a href="/product/category/batik">Batik</a>
            <button type="button" onClick={close}>Tutup daftar</button>
          </>
        )}
      </Popover>
      <button type="button">Lainnya</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Kategori' });
}

const panel = () => screen.queryByRole('dialog', { name: 'Daftar kategori' });

/** Puts the toggler `top` pixels below the viewport top, as a scroll would. */
function placeToggler(toggler: HTMLElement, top: number) {
  toggler.getBoundingClientRect = () => ({ top, left: 40, bottom: top + 30, right: 140, width: 100, height: 30, x: 40, y: top, toJSON: () => ({}) });
}

describe('Popover', () => {
  it('opens and closes on a press, with aria-expanded, aria-controls and z-index 20', () => {
    const toggler = renderPopover();
    expect(toggler.getAttribute('aria-expanded')).toBe('false');
    expect(toggler.hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(toggler);
    const open = panel();
    expect(open).toBeTruthy();
    expect(toggler.getAttribute('aria-expanded')).toBe('true');
    expect(toggler.getAttribute('aria-controls')).toBe(open?.id);
    expect(toggler.getAttribute('aria-haspopup')).toBe('dialog');
    expect(POPOVER_Z_INDEX).toBe(20);
    expect(open?.style.zIndex).toBe('20');
    // Drawn in the default popover layer, not next to the toggler.
    expect(open?.closest('[data-overlay-popover-layer="default"]')).toBeTruthy();
    fireEvent.click(toggler);
    expect(panel()).toBeNull();
  });

  it('draws in the layer it names', () => {
    fireEvent.click(renderPopover({ layer: 'sidebar' }));
    expect(panel()?.closest('[data-overlay-popover-layer="sidebar"]')).toBeTruthy();
  });

  it('opens on hover and closes 300 ms after neither part is hovered, counting a part left 200 ms after the pointer leaves', () => {
    expect([POPOVER_LEAVE_DELAY_MS, POPOVER_CLOSE_DELAY_MS]).toEqual([200, 300]);
    const toggler = renderPopover({ openOnHover: true });
    fireEvent.mouseEnter(toggler);
    expect(panel()).toBeTruthy();
    fireEvent.mouseLeave(toggler);
    advance(POPOVER_LEAVE_DELAY_MS + POPOVER_CLOSE_DELAY_MS - 1);
    expect(panel()).toBeTruthy();
    advance(1);
    expect(panel()).toBeNull();
  });

  it('stays open while the pointer crosses from the toggler to the popover and rests there', () => {
    const toggler = renderPopover({ openOnHover: true });
    fireEvent.mouseEnter(toggler);
    fireEvent.mouseLeave(toggler);
    advance(150);
    fireEvent.mouseEnter(panel() as HTMLElement);
    advance(5000);
    expect(panel()).toBeTruthy();
    fireEvent.mouseLeave(panel() as HTMLElement);
    advance(499);
    expect(panel()).toBeTruthy();
    advance(1);
    expect(panel()).toBeNull();
  });

  it('cancels the close when the pointer comes back before it runs', () => {
    const toggler = renderPopover({ openOnHover: true });
    fireEvent.mouseEnter(toggler);
    fireEvent.mouseLeave(toggler);
    advance(400);
    fireEvent.mouseEnter(toggler);
    advance(1000);
    expect(panel()).toBeTruthy();
  });

  it('does not open on hover unless asked to', () => {
    fireEvent.mouseEnter(renderPopover());
    expect(panel()).toBeNull();
  });

  it('keeps a pressed-open popover open when the pointer leaves; a press pins a hover-opened one', () => {
    const toggler = renderPopover({ openOnHover: true });
    fireEvent.mouseEnter(toggler);
    fireEvent.click(toggler);
    fireEvent.mouseLeave(toggler);
    advance(2000);
    expect(panel()).toBeTruthy();
  });

  it('closes when the toggler moves more than 60 px, and follows it for smaller moves', () => {
    const toggler = renderPopover();
    placeToggler(toggler, 100);
    fireEvent.click(toggler);
    expect(panel()?.style.top).toBe('136px');
    placeToggler(toggler, 160);
    fireEvent.scroll(window);
    expect(panel()?.style.top).toBe('196px');
    placeToggler(toggler, 161);
    fireEvent(window, new Event('resize'));
    expect(panel()).toBeNull();
  });

  it('opens from the keyboard with Enter or Space, moving the focus in; Escape closes and returns it', () => {
    const toggler = renderPopover();
    toggler.focus();
    fireEvent.keyDown(toggler, { key: 'Enter' });
    expect(panel()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Batik' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggler);
    fireEvent.keyDown(toggler, { key: ' ' });
    expect(panel()).toBeTruthy();
    fireEvent.keyDown(toggler, { key: ' ' });
    expect(panel()).toBeNull();
  });

  it('returns to the toggler when Tab leaves the end of the popover', () => {
    const toggler = renderPopover();
    toggler.focus();
    fireEvent.keyDown(toggler, { key: 'Enter' });
    const last = screen.getByRole('button', { name: 'Tutup daftar' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggler);
  });

  it('closes on a press outside and when the focus moves elsewhere', () => {
    const toggler = renderPopover();
    fireEvent.click(toggler);
    fireEvent.mouseDown(panel() as HTMLElement);
    expect(panel()).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(panel()).toBeNull();
    fireEvent.click(toggler);
    fireEvent.blur(toggler, { relatedTarget: screen.getByRole('button', { name: 'Lainnya' }) });
    expect(panel()).toBeNull();
  });

  it('closes through the controls its content receives', () => {
    fireEvent.click(renderPopover());
    fireEvent.click(screen.getByRole('button', { name: 'Tutup daftar' }));
    expect(panel()).toBeNull();
  });

  it('takes Escape before a modal it was opened from', () => {
    function InModal() {
      const modals = useModals();
      return (
        <button
          type="button"
          onClick={() => modals.show('default', <Popover toggler="Opsi" role="dialog" label="Opsi pengiriman">Kurir</Popover>, { label: 'Pengiriman' })}
        >
          Buka
        </button>
      );
    }
    renderWithOverlays(<InModal />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const toggler = screen.getByRole('button', { name: 'Opsi' });
    toggler.focus();
    fireEvent.keyDown(toggler, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Opsi pengiriman' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    advance(1000);
    expect(screen.queryByRole('dialog', { name: 'Opsi pengiriman' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pengiriman' })).toBeTruthy();
    expect(document.activeElement).toBe(toggler);
  });
});
