import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { required } from '../../domain/validation/basic-validators';
import { email } from '../../domain/validation/format-validators';
import { phoneNumber } from '../../domain/validation/phone-number';
import { TextField } from './field';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { createFormStore } from './form-store';
import { FormStatus } from './form-status';
import { renderWithForms } from './forms-test-fixtures';
import { FormSubmitError } from './process-error';
import type { SubmitHandler } from './form-submit';
import { useForm } from './use-form';

type Values = { email: string; phone: string };
const VALIDATORS = { email: [required, email], phone: [phoneNumber] };

function SignupForm({ onSubmit, persist }: { onSubmit: SubmitHandler<Values>; persist?: boolean }) {
  const form = useForm<Values>('signup', { initial: { email: '', phone: '' }, validators: VALIDATORS, onSubmit, persist });
  return (
    <form {...form.formProps} aria-label="Daftar">
      <TextField field={form.field('email')} label="Email" type="email" />
      <TextField field={form.field('phone')} label="Telepon" type="tel" hint="Contoh: 0812-3456-7890" />
      <button type="submit">Daftar</button>
      <button type="button" onClick={() => form.setValue('phone', '0812 0000 0000', { generated: true })}>Isi otomatis</button>
      <FormStatus state={form.state} />
      <p>dirty: {String(form.state.dirty)}</p>
    </form>
  );
}

/**
 * Types into the e-mail field as soon as it is drawn, before the form's effects have run: the way
 * input made before the page was taken over is replayed right after hydrating it.
 */
function TypedBeforeStart({ text }: { text: string }) {
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    // Through the native setter, so the control's change is seen as a person's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [text]);
  return null;
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email (wajib)' });
const phoneInput = () => screen.getByRole('textbox', { name: 'Telepon' });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => act(async () => {
  fireEvent.submit(screen.getByRole('form', { name: 'Daftar' }));
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useForm with TextField', () => {
  it('labels its controls and starts without errors', () => {
    renderWithForms(<SignupForm onSubmit={() => undefined} />);
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    expect(emailInput().getAttribute('aria-required')).toBe('true');
    expect(phoneInput().getAttribute('aria-required')).toBeNull();
  });

  it('blocks a submit with errors, shows "x is required" and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    renderWithForms(<SignupForm onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    const describedBy = emailInput().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Email wajib diisi.');
    expect(document.activeElement).toBe(emailInput());
  });

  it('focuses the first invalid field in page order, not in rule order', async () => {
    renderWithForms(<SignupForm onSubmit={() => undefined} />);
    type(emailInput(), 'budi@toko.id');
    type(phoneInput(), '0812');
    await submit();
    expect(document.activeElement).toBe(phoneInput());
    expect(phoneInput().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Contoh: 0812-3456-7890',
      'Nomor telepon terlalu pendek.',
    ]);
  });

  it('shows an error when a filled field is left, not when a blank one is tabbed through', () => {
    renderWithForms(<SignupForm onSubmit={() => undefined} />);
    fireEvent.blur(emailInput());
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    type(emailInput(), 'budi@');
    fireEvent.blur(emailInput());
    expect(screen.getByText('Alamat email tidak valid.')).toBeDefined();
    type(emailInput(), 'budi@toko.id');
    expect(screen.queryByText('Alamat email tidak valid.')).toBeNull();
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('runs an async submit with a processing state, then reports it processed', async () => {
    const onSubmit = vi.fn((_values: Values) => new Promise<void>((resolve) => setTimeout(resolve, 500)));
    renderWithForms(<SignupForm onSubmit={onSubmit} />);
    type(emailInput(), 'budi@toko.id');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'budi@toko.id', phone: '' });
    expect(screen.getByRole('status').textContent).toBe('Sedang diproses…');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status').textContent).toBe('Formulir berhasil dikirim.');
  });

  it('shows the server refusal beside the field until its value changes, and counts failures', async () => {
    const onSubmit = vi.fn(() => {
      throw new FormSubmitError({ fields: { email: { key: 'validation.duplicate' } } });
    });
    renderWithForms(<SignupForm onSubmit={onSubmit} />);
    type(emailInput(), 'budi@toko.id');
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('Percobaan gagal: 1');
    expect(screen.getByText('Nilai ini sudah dipakai.')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailInput());
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('Percobaan gagal: 2');
    type(emailInput(), 'budi2@toko.id');
    expect(screen.queryByText('Nilai ini sudah dipakai.')).toBeNull();
  });

  it('keeps an auto-generated value from making the form dirty', () => {
    renderWithForms(<SignupForm onSubmit={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Isi otomatis' }));
    expect((phoneInput() as HTMLInputElement).value).toBe('0812 0000 0000');
    expect(screen.getByText(/^dirty:/).textContent).toBe('dirty: false');
    type(emailInput(), 'b');
    expect(screen.getByText(/^dirty:/).textContent).toBe('dirty: true');
  });

  it('removes the form on unmount unless persisted, and a persisted one comes back as it was', () => {
    const store = createFormStore();
    const first = renderWithForms(<SignupForm onSubmit={() => undefined} />, { store });
    type(emailInput(), 'lost@toko.id');
    first.unmount();
    expect(store.get('signup')).toBeUndefined();

    const second = renderWithForms(<SignupForm onSubmit={() => undefined} persist />, { store });
    type(emailInput(), 'kept@toko.id');
    second.unmount();
    expect(store.get('signup')?.value.email).toBe('kept@toko.id');
    renderWithForms(<SignupForm onSubmit={() => undefined} persist />, { store });
    expect((emailInput() as HTMLInputElement).value).toBe('kept@toko.id');
  });

  it('shares one form between two views through the lock count', () => {
    const store = createFormStore();
    const page = renderWithForms(<SignupForm onSubmit={() => undefined} />, { store });
    const modal = renderWithForms(<SignupForm onSubmit={() => undefined} />, { store });
    expect(store.get('signup')?.lock).toBe(1);
    modal.unmount();
    expect(store.get('signup')?.lock).toBe(0);
    page.unmount();
    expect(store.get('signup')).toBeUndefined();
  });

  it('takes a change that comes before the form was started into the form, and starts it once', () => {
    const store = createFormStore();
    const view = renderWithForms(<><SignupForm onSubmit={() => undefined} /><TypedBeforeStart text="awal@toko.id" /></>, { store });
    expect(store.get<Values>('signup')?.value).toEqual({ email: 'awal@toko.id', phone: '' });
    expect(store.get('signup')?.dirty).toBe(true);
    // What the field shows is what the form holds, and will send.
    expect((emailInput() as HTMLInputElement).value).toBe('awal@toko.id');
    expect(store.get('signup')?.lock).toBe(0);
    view.unmount();
    expect(store.get('signup')).toBeUndefined();
  });

  it('puts a change that comes before this view showed a shared form into that form, and shows it once', () => {
    const store = createFormStore();
    const page = renderWithForms(<SignupForm onSubmit={() => undefined} />, { store });
    const modal = renderWithForms(<><SignupForm onSubmit={() => undefined} /><TypedBeforeStart text="berdua@toko.id" /></>, { store });
    expect(store.get<Values>('signup')?.value.email).toBe('berdua@toko.id');
    expect(store.get('signup')?.lock).toBe(1);
    modal.unmount();
    expect(store.get('signup')?.lock).toBe(0);
    page.unmount();
    expect(store.get('signup')).toBeUndefined();
  });

  it('translates errors in the current language', async () => {
    const { i18n } = renderWithForms(<SignupForm onSubmit={() => undefined} />);
    await submit();
    act(() => i18n.setLanguage('en'));
    expect(screen.getByText('Email is required.')).toBeDefined();
  });

  it('works without a shared store, with a store of its own', async () => {
    const i18n = createTranslationStore({ language: 'id', messages: { 'validation.requiredField': '{name} wajib diisi.' }, hash: 'test', warn: () => undefined });
    render(
      <I18nProvider store={i18n}>
        <SignupForm onSubmit={() => undefined} />
      </I18nProvider>,
    );
    await submit();
    expect(screen.getByText('Email wajib diisi.')).toBeDefined();
  });
});
