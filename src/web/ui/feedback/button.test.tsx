import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { withI18n } from './feedback-test-utils';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('Button', () => {
  it('is a real button that does not submit forms unless told to', () => {
    const onPress = vi.fn();
    render(withI18n(<Button onPress={onPress}>Simpan</Button>));
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('shows a loading state while an asynchronous press is pending and ignores presses meanwhile', async () => {
    const onPress = vi.fn(() => later(1000));
    render(withI18n(<Button onPress={onPress}>Simpan</Button>));
    const button = screen.getByRole('button', { name: 'Simpan' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Simpan, Sedang diproses…' })).toBe(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBe(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores a second press made before React re-rendered', () => {
    const onPress = vi.fn(() => later(1000));
    render(withI18n(<Button onPress={onPress}>Simpan</Button>));
    const button = screen.getByRole('button', { name: 'Simpan' });
    // Both clicks land inside one batch, before the loading state is drawn.
    act(() => {
      button.click();
      button.click();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('stays focusable while loading, so keyboard users keep their place', () => {
    render(withI18n(<Button onPress={() => later(1000)}>Simpan</Button>));
    const button = screen.getByRole('button', { name: 'Simpan' });
    button.focus();
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('keeps a loading submit button from submitting its form again', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(withI18n(<form onSubmit={onSubmit}><Button type="submit" loading>Bayar</Button></form>));
    fireEvent.click(screen.getByRole('button', { name: /Bayar/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(withI18n(<form onSubmit={onSubmit}><Button type="submit">Bayar</Button></form>));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const onPress = vi.fn();
    render(withI18n(<Button disabled onPress={onPress}>Hapus</Button>));
    const button = screen.getByRole('button', { name: 'Hapus' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('offers the sizes small, big, bigger and input, and a few looks', () => {
    render(
      withI18n(
        <>
          <Button size="small">Kecil</Button>
          <Button>Biasa</Button>
          <Button size="big">Besar</Button>
          <Button size="bigger">Lebih besar</Button>
          <Button size="input" variant="secondary">Pakai</Button>
          <Button variant="danger" className="extra">Hapus</Button>
        </>,
      ),
    );
    const classes = (name: string) => screen.getByRole('button', { name }).className.split(' ');
    expect(classes('Kecil')).toEqual(['ui-button', 'ui-button-primary', 'ui-button-small']);
    expect(classes('Biasa')).toEqual(['ui-button', 'ui-button-primary']);
    expect(classes('Besar')).toContain('ui-button-big');
    expect(classes('Lebih besar')).toContain('ui-button-bigger');
    expect(classes('Pakai')).toEqual(['ui-button', 'ui-button-secondary', 'ui-button-input']);
    expect(classes('Hapus')).toEqual(['ui-button', 'ui-button-danger', 'extra']);
  });
});
