import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { mutationCalls, renderAccountScreen, sentBody } from './account-test-fixtures';

afterEach(() => {
  cleanup();
});

const PATH = '/account/email/change';

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Kirim tautan konfirmasi' }));
  });
}

describe('changing the e-mail address', () => {
  it('asks a visitor who is not signed in to sign in first, coming back here', async () => {
    await renderAccountScreen({ path: PATH, customer: null });
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?next=%2Faccount%2Femail%2Fchange');
  });

  it('shows the current address and refuses a malformed new one before asking the server', async () => {
    const { fake } = await renderAccountScreen({ path: PATH });
    expect(screen.getByText(/Alamat sekarang: sari@example.id\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Alamat e-mail baru/), { target: { value: 'bukan-email' } });
    fireEvent.change(screen.getByLabelText(/^Kata sandi saat ini/), { target: { value: 'kopi-susu-gula-aren' } });
    await submit();
    expect(screen.getByLabelText(/^Alamat e-mail baru/).getAttribute('aria-invalid')).toBe('true');
    expect(mutationCalls(fake, 'RequestEmailChangeInput')).toHaveLength(0);
  });

  it('says a link went to the new address and that the old one was told and can undo it', async () => {
    const message = 'Kami telah mengirim tautan konfirmasi ke sari.baru@example.id. Alamat e-mail akun Anda berubah setelah tautan itu dibuka.';
    const { fake } = await renderAccountScreen({ path: PATH, replies: [jsonReply({ data: { requestEmailChange: { message } } })] });
    fireEvent.change(screen.getByLabelText(/^Alamat e-mail baru/), { target: { value: ' sari.baru@example.id ' } });
    fireEvent.change(screen.getByLabelText(/^Kata sandi saat ini/), { target: { value: 'kopi-susu-gula-aren' } });
    await submit();
    const answer = await screen.findByRole('status', { name: 'Periksa e-mail baru Anda' });
    expect(answer.textContent).toContain(message);
    expect(answer.textContent).toContain('Alamat lama (sari@example.id) juga sudah kami beri tahu');
    expect(sentBody(mutationCalls(fake, 'RequestEmailChangeInput')[0]!).variables).toEqual({ input: { newEmail: 'sari.baru@example.id', password: 'kopi-susu-gula-aren' } });
  });

  it('shows a wrong password beside its field', async () => {
    await renderAccountScreen({
      path: PATH,
      replies: [jsonReply({ data: null, errors: [{ message: 'Kata sandi saat ini tidak benar.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] })],
    });
    fireEvent.change(screen.getByLabelText(/^Alamat e-mail baru/), { target: { value: 'sari.baru@example.id' } });
    fireEvent.change(screen.getByLabelText(/^Kata sandi saat ini/), { target: { value: 'salah-sekali' } });
    await submit();
    await waitFor(() => expect(screen.getByLabelText(/^Kata sandi saat ini/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Kata sandi saat ini tidak benar.')).toBeTruthy();
  });
});
