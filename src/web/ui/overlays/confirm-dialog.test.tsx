import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import type { ConfirmOptions, ConfirmResult } from './confirm-dialog';
import { renderWithOverlays } from './overlay-test-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function ask(options: ConfirmOptions) {
  const results: ConfirmResult[] = [];
  function Asker() {
    const confirm = useConfirm();
    return (
      <button type="button" onClick={() => void confirm(options).then((result) => results.push(result))}>
        Hapus alamat
      </button>
    );
  }
  renderWithOverlays(<Asker />);
  const opener = screen.getByRole('button', { name: 'Hapus alamat' });
  opener.focus();
  fireEvent.click(opener);
  return { results, opener };
}

const base: ConfirmOptions = {
  title: 'Hapus alamat ini?',
  content: <p>Alamat dihapus dari akun Anda.</p>,
  successContent: <p>Alamat sudah dihapus.</p>,
};

describe('confirmation dialogs', () => {
  it('is an alertdialog named by its title and described by its content', () => {
    ask(base);
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus alamat ini?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Alamat dihapus');
    expect((screen.getByRole('button', { name: 'Ya, lanjutkan' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the warning and keeps yes disabled until 'I understand' is ticked", () => {
    ask({ ...base, warning: 'Tidak bisa dibatalkan.', acknowledge: true });
    expect(screen.getByText('Tidak bisa dibatalkan.')).toBeTruthy();
    expect(screen.getByText('Perhatian:')).toBeTruthy();
    const yes = screen.getByRole('button', { name: 'Ya, lanjutkan' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    const box = screen.getByRole('checkbox', { name: 'Saya mengerti' });
    expect(document.activeElement).toBe(box);
    fireEvent.click(box);
    expect(yes.disabled).toBe(false);
    fireEvent.click(box);
    expect(yes.disabled).toBe(true);
  });

  it('requires a radio choice before yes and reports the choice', async () => {
    const onConfirm = vi.fn();
    const { results } = ask({
      ...base,
      onConfirm,
      choices: { legend: 'Alasan', options: [{ value: 'price', label: 'Terlalu mahal' }, { value: 'time', label: 'Terlalu lama' }] },
    });
    expect(screen.getByRole('group', { name: 'Alasan' })).toBeTruthy();
    const yes = screen.getByRole('button', { name: 'Ya, lanjutkan' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Terlalu lama' }));
    expect(yes.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(yes);
    });
    expect(onConfirm).toHaveBeenCalledWith('time');
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(results).toEqual([{ confirmed: true, choice: 'time' }]);
  });

  it('follows yes with a success screen whose back button closes the dialog', async () => {
    const { results, opener } = ask(base);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    });
    expect(screen.getByRole('heading', { name: 'Berhasil' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Alamat sudah dihapus.');
    const back = screen.getByRole('button', { name: 'Kembali' });
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    expect(document.activeElement).toBe(opener);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(results).toEqual([{ confirmed: true, choice: null }]);
  });

  it('settles unconfirmed when cancelled', async () => {
    const { results } = ask(base);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(results).toEqual([{ confirmed: false, choice: null }]);
  });

  it('stays on the question with an alert when the work behind yes fails', async () => {
    ask({ ...base, onConfirm: () => Promise.reject(new Error('offline')) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Gagal diproses. Silakan coba lagi.');
    expect(screen.getByRole('alertdialog', { name: 'Hapus alamat ini?' })).toBeTruthy();
  });

  it('ignores presses while the work behind yes is pending', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    ask({ ...base, onConfirm });
    fireEvent.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    const busy = screen.getByRole('button', { name: 'Memproses…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByRole('heading', { name: 'Berhasil' })).toBeTruthy();
  });

  it('can be used in place, outside a modal', () => {
    const onCancel = vi.fn();
    renderWithOverlays(<ConfirmDialog title="Kosongkan keranjang?" acknowledge="Saya paham isinya hilang" onCancel={onCancel} />);
    expect(screen.getByRole('heading', { name: 'Kosongkan keranjang?' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Saya paham isinya hilang' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('confirmation work that outlives its dialog', () => {
  it('reports confirmed when yes started the work and the dialog was closed with Escape meanwhile', async () => {
    let finish: () => void = () => undefined;
    const { results } = ask({ ...base, onConfirm: () => new Promise<void>((resolve) => { finish = resolve; }) });
    fireEvent.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(results).toEqual([]);
    await act(async () => { finish(); await vi.advanceTimersByTimeAsync(10); });
    expect(results).toEqual([{ confirmed: true, choice: null }]);
  });
});
