import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop, sentVariables } from '../../cart/cart-test-fixtures';
import { createFakeFetch, jsonReply } from '../../graph/graph-test-fetch';
import { StockAlertForm } from './stock-alert-form';

afterEach(cleanup);

describe('the back-in-stock request on a sold-out product page', () => {
  it('sends the address for the sold-out variation and announces the answer, which takes the focus', async () => {
    const fake = createFakeFetch([jsonReply({ data: { requestStockAlert: { email: 'sari@example.com', message: 'Terima kasih. Kami akan mengirim satu e-mail ke sari@example.com saat produk ini tersedia lagi.' } } })]);
    renderInShop(<StockAlertForm productId="UHJvZHVjdDox" variationId="VmFyaWF0aW9uOjE=" variationLabel="Merah / L" />, { path: '/product/kaos', fetch: fake });
    const region = screen.getByRole('region', { name: 'Kabari saya saat tersedia' });
    expect(region.textContent).toContain('Pilihan Merah / L sedang habis.');
    fireEvent.change(screen.getByRole('textbox', { name: /Alamat e-mail/ }), { target: { value: ' sari@example.com ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Kabari saya' })); });
    const answer = await screen.findByText('Terima kasih. Kami akan mengirim satu e-mail ke sari@example.com saat produk ini tersedia lagi.');
    expect(answer.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(sentVariables(fake.calls[0]!)).toEqual({ input: { productId: 'UHJvZHVjdDox', variationId: 'VmFyaWF0aW9uOjE=', email: 'sari@example.com' } });
    // Another address is one press away.
    fireEvent.click(screen.getByRole('button', { name: 'Pakai alamat lain' }));
    expect(screen.getByRole('textbox', { name: /Alamat e-mail/ })).toBeTruthy();
  });

  it('shows the shop\'s refusal beside the field and sends nothing for an address that is not one', async () => {
    const fake = createFakeFetch([jsonReply({ data: null, errors: [{ message: 'Tulis alamat e-mail yang lengkap, misalnya nama@contoh.com.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] })]);
    renderInShop(<StockAlertForm productId="UHJvZHVjdDox" variationId={null} variationLabel={null} />, { path: '/product/kopi', fetch: fake });
    const field = screen.getByRole('textbox', { name: /Alamat e-mail/ });
    fireEvent.change(field, { target: { value: 'sari@' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Kabari saya' })); });
    expect(fake.calls).toHaveLength(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'sari@contoh.com' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Kabari saya' })); });
    await screen.findByText('Tulis alamat e-mail yang lengkap, misalnya nama@contoh.com.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
