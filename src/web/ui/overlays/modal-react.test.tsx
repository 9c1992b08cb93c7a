import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_Z_INDEX } from './modal-frame';
import type { ModalOptions } from './modal-store';
import { Modal, useModals } from './modal-react';
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

function Opener({ options = {}, location = 'default' }: { options?: ModalOptions; location?: string }) {
  const modals = useModals();
  return (
    <>
      <button type="button" onClick={() => modals.show(location, ({ hide }) => (
        <>
          <h2>Ubah alamat</h2>
          <label>
            Kota <input type="text" />
          </label>
          <button type="button" onClick={() => hide({ immediate: true })}>Simpan</button>
          <button type="button" onClick={() => modals.show('menu2', <button type="button">Di atas</button>, { label: 'Kedua' })}>
            Buka kedua
          </button>
        </>
      ), { label: 'Alamat', ...options })}>
        Buka modal
      </button>
      <button type="button">Di luar</button>
    </>
  );
}

function openModal(options: ModalOptions = {}) {
  const rendered = renderWithOverlays(<Opener options={options} />);
  const opener = screen.getByRole('button', { name: 'Buka modal' });
  opener.focus();
  fireEvent.click(opener);
  return { ...rendered, opener };
}

describe('modals', () => {
  it('shows an aria-modal dialog at z-index 19 with the focus inside', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Alamat' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(MODAL_Z_INDEX).toBe(19);
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('19');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Kota' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog and pulls stray focus back', () => {
    openModal();
    const field = screen.getByRole('textbox', { name: 'Kota' });
    const close = screen.getByRole('button', { name: 'Tutup' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    screen.getByRole('button', { name: 'Di luar', hidden: true }).focus();
    expect(document.activeElement).toBe(field);
  });

  it('closes on Escape with the animation and gives the focus back to the opener', () => {
    const { opener } = openModal();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    advance(499);
    expect(screen.queryByRole('dialog')).toBeTruthy();
    advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and draws no close button when not dismissible', () => {
    openModal({ dismissible: false });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    advance(1000);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tutup' })).toBeNull();
  });

  it('closes with its close button, and at once through the content controls', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buka modal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides on a background press only when configured and once the show animation is over', () => {
    openModal({ closeOnBackgroundPress: true });
    const backdrop = document.querySelector('.overlay-modal-backdrop') as Element;
    advance(499);
    fireEvent.click(backdrop);
    advance(1);
    expect(screen.getByRole('dialog').closest('.overlay-modal')?.className).toContain('is-open');
    fireEvent.click(backdrop);
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the modal on a background press when not configured', () => {
    openModal();
    advance(500);
    fireEvent.click(document.querySelector('.overlay-modal-backdrop') as Element);
    advance(500);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hides on a route change, but not when set to persist or when only the query changes', async () => {
    const { router } = openModal();
    act(() => router.replaceQuery({ sort: 'NEWEST' }));
    advance(500);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => router.navigate('/product/kaos'));
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    const persisted = openModal({ persist: true });
    await act(() => persisted.router.navigate('/product/kaos'));
    advance(500);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("logs 'Modal.show not found' for an unknown location", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithOverlays(<Opener location="sidebar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka modal' }));
    expect(error).toHaveBeenCalledWith('Modal.show not found', 'sidebar');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks menu2 above default; the top one owns the focus and returns it when it goes', () => {
    openModal();
    const second = screen.getByRole('button', { name: 'Buka kedua' });
    second.focus();
    fireEvent.click(second);
    const top = screen.getByRole('dialog', { name: 'Kedua' });
    expect(top.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Alamat' })).toBeTruthy();
    expect(document.activeElement).toBe(second);
    advance(500);
    expect(screen.queryByRole('dialog', { name: 'Kedua' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Alamat' })).toBeTruthy();
  });
});

describe('<Modal>', () => {
  function Declarative({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    const [count, setCount] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Buka</button>
        <Modal
          open={open}
          label="Deklaratif"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <p>Hitungan {count}</p>
          <button type="button" onClick={() => setCount((value) => value + 1)}>Tambah</button>
          <button type="button" onClick={() => setOpen(false)}>Selesai</button>
        </Modal>
      </>
    );
  }

  it('shows while open, follows its content and hides when closed by the parent', () => {
    const onClose = vi.fn();
    renderWithOverlays(<Declarative onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(screen.getByText('Hitungan 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Selesai' }));
    advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the parent when it was dismissed', () => {
    const onClose = vi.fn();
    renderWithOverlays(<Declarative onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    advance(500);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useModals', () => {
  it('needs an OverlayProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useModals();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/OverlayProvider/);
  });
});
