import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { mutationCalls, renderAccountScreen, sentBody } from './account-test-fixtures';

afterEach(() => {
  cleanup();
});

const PATH = '/account/password/change';

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
  });
}

function fill(current: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText(/^Kata sandi saat ini/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^Kata sandi baru/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Ulangi kata sandi baru/), { target: { value: again } });
}

describe('changing the password', () => {
  it('asks a visitor who is not signed in to sign in first, coming back here', async () => {
    await renderAccountScreen({ path: PATH, customer: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ubah kata sandi');
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?next=%2Faccount%2Fpassword%2Fchange');
    expect(screen.queryByLabelText(/^Kata sandi saat ini/)).toBeNull();
  });

  it('refuses a short password, one equal to the e-mail and a confirmation that differs, before asking the server', async () => {
    const { fake } = await renderAccountScreen({ path: PATH });
    fill('lama-sekali-123', 'pendek', 'pendek');
    await submit();
    expect(screen.getByLabelText(/^Kata sandi baru/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Kata sandi baru/));
    expect(screen.getByText('Kata sandi minimal 10 karakter.')).toBeTruthy();
    fill('lama-sekali-123', 'SARI@example.id', 'SARI@example.id');
    await submit();
    expect(screen.getByText('Kata sandi tidak boleh sama dengan alamat e-mail.')).toBeTruthy();
    fill('lama-sekali-123', 'teh-tarik-tanpa-gula', 'teh-tarik-tanpa-gul');
    await submit();
    expect(screen.getByText('Kedua kata sandi baru tidak sama.')).toBeTruthy();
    expect(mutationCalls(fake, 'CustomerChangePasswordInput')).toHaveLength(0);
  });

  it('shows a wrong current password beside its field', async () => {
    await renderAccountScreen({
      path: PATH,
      replies: [jsonReply({ data: null, errors: [{ message: 'Kata sandi saat ini tidak benar.', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } }] })],
    });
    fill('salah-sekali-123', 'teh-tarik-tanpa-gula', 'teh-tarik-tanpa-gula');
    await submit();
    const current = screen.getByLabelText(/^Kata sandi saat ini/);
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(current.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent).toBe('Kata sandi saat ini tidak benar.');
  });

  it('says the other sessions ended once the password is changed', async () => {
    const { fake } = await renderAccountScreen({ path: PATH, replies: [jsonReply({ data: { changePassword: { id: 'cus_1' } } })] });
    fill('lama-sekali-123', 'teh-tarik-tanpa-gula', 'teh-tarik-tanpa-gula');
    await submit();
    const answer = await screen.findByRole('status', { name: 'Kata sandi diganti' });
    expect(answer.textContent).toContain('Semua sesi lain akun ini sudah diakhiri');
    expect(document.activeElement).toBe(within(answer).getByRole('heading'));
    expect(sentBody(mutationCalls(fake, 'CustomerChangePasswordInput')[0]!).variables).toEqual({ input: { currentPassword: 'lama-sekali-123', newPassword: 'teh-tarik-tanpa-gula' } });
  });
});
