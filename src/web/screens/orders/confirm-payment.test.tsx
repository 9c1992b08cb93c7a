import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { ORDER_ID, mutationCalls, renderOrderScreen, sampleOrder } from './orders-test-fixtures';

afterEach(() => {
  cleanup();
});

const CONFIRM_PATH = `/guest/order/${ORDER_ID}/confirm/payment`;

const submittedOrder = sampleOrder({
  canPay: false,
  payments: [{ id: 'pay_1', method: 'BANK_TRANSFER', purpose: 'first', amount: 150000, status: 'submitted', failureReason: null, createdAt: '2024-05-01T05:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: { bank: 'BCA', payerName: 'Sari Wulandari', amount: 150000, transferDate: '2024-05-01' } }],
});
const confirmed = jsonReply({ data: { confirmBankTransfer: { order: submittedOrder, payment: { id: 'pay_1', status: 'submitted' } } } });

const control = (label: string) => screen.getByLabelText<HTMLInputElement>(`${label} (wajib)`);
const fileInput = () => screen.getByLabelText<HTMLInputElement>('orders.confirm.proof (wajib)');

function chooseBank(bank = 'BCA') {
  fireEvent.change(control('orders.confirm.bank'), { target: { value: bank } });
}

async function chooseProof(file = new File(['struk-transfer'], 'bukti.png', { type: 'image/png' })) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByText('orders.confirm.proofChosen')).toBeTruthy());
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'orders.confirm.submit' }));
  });
}

describe('payment confirmation form', () => {
  it('starts with the amount due and today, and names the order', async () => {
    await renderOrderScreen({ path: CONFIRM_PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'orders.confirm.title' })).toBeTruthy();
    expect(control('orders.confirm.amount').value).toBe('150000');
    expect(control('orders.confirm.payerName').value).toBe('Sari Wulandari');
    const date = control('orders.confirm.transferDate');
    expect(date.type).toBe('date');
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date.max).toBe(date.value);
  });

  it('refuses to send without a picture of the transfer', async () => {
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH });
    chooseBank();
    await submit();
    expect(screen.getByText('orders.confirm.proof wajib diisi.')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fileInput());
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a transfer date in the future', async () => {
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH });
    chooseBank();
    await chooseProof();
    fireEvent.change(control('orders.confirm.transferDate'), { target: { value: '2999-01-01' } });
    await submit();
    expect(screen.getByText('orders.confirm.dateInFuture')).toBeTruthy();
    expect(control('orders.confirm.transferDate').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls).toHaveLength(0);
  });

  it("refuses an image over 5 MB with the file tools' message", async () => {
    await renderOrderScreen({ path: CONFIRM_PATH });
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [large] } });
    await waitFor(() => expect(screen.getByText('Ukuran gambar harus di bawah 5 MB.')).toBeTruthy(), { timeout: 10_000 });
  });

  it('sends the proof as a file in a multipart request, then thanks the shopper', async () => {
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH, replies: [confirmed] });
    chooseBank('Mandiri');
    fireEvent.change(control('orders.confirm.amount'), { target: { value: '150.000' } });
    await chooseProof();
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'orders.confirm.thanks' })).toBeTruthy());

    const calls = mutationCalls(fake, 'ConfirmBankTransferInput');
    expect(calls).toHaveLength(1);
    const init = calls[0]!.init;
    expect(init.headers).toMatchObject({ 'graphql-preflight': '1' });
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const operations = JSON.parse(String(body.get('operations'))) as { variables: { input: Record<string, unknown> } };
    expect(operations.variables.input).toMatchObject({ orderId: ORDER_ID, bank: 'Mandiri', payerName: 'Sari Wulandari', amount: 150000, proof: null });
    expect(operations.variables.input.transferDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof operations.variables.input.clientKey).toBe('string');
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.input.proof'] });
    const file = body.get('0') as File;
    expect(file.name).toBe('bukti.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe('struk-transfer'.length);
    expect(screen.getByRole('link', { name: 'orders.backToOrder' }).getAttribute('href')).toBe(`/guest/order/${ORDER_ID}`);
  });

  it('keeps the client key when the connection failed, so a retry cannot pay twice', async () => {
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH, replies: [new TypeError('Failed to fetch'), confirmed] });
    chooseBank();
    await chooseProof();
    await submit();
    await waitFor(() => expect(screen.getByText('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.')).toBeTruthy());
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'orders.confirm.thanks' })).toBeTruthy());
    const keys = mutationCalls(fake, 'ConfirmBankTransferInput').map((call) => {
      const operations = JSON.parse(String((call.init.body as FormData).get('operations'))) as { variables: { input: { clientKey: string } } };
      return operations.variables.input.clientKey;
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    const refusal = jsonReply({ errors: [{ message: 'Jumlah transfer harus lebih dari 0.', extensions: { code: 'BAD_USER_INPUT', field: 'amount' } }], data: null });
    await renderOrderScreen({ path: CONFIRM_PATH, replies: [refusal] });
    chooseBank();
    await chooseProof();
    await submit();
    await waitFor(() => expect(screen.getByText('orders.error.server')).toBeTruthy());
    expect(control('orders.confirm.amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the bank name when the bank is not in the list', async () => {
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH, replies: [confirmed] });
    chooseBank('other');
    await chooseProof();
    await submit();
    expect(screen.getByText('orders.confirm.bankName wajib diisi.')).toBeTruthy();
    fireEvent.change(control('orders.confirm.bankName'), { target: { value: 'Bank Nagari' } });
    await submit();
    await waitFor(() => expect(mutationCalls(fake, 'ConfirmBankTransferInput')).toHaveLength(1));
    const operations = JSON.parse(String((mutationCalls(fake, 'ConfirmBankTransferInput')[0]!.init.body as FormData).get('operations'))) as { variables: { input: { bank: string } } };
    expect(operations.variables.input.bank).toBe('Bank Nagari');
  });

  it('sends a single confirmation when the order was being paid by card', async () => {
    const order = sampleOrder({
      paymentMethod: 'CARD',
      payments: [{ id: 'pay_1', method: 'CARD', purpose: 'first', amount: 150000, status: 'pending', failureReason: null, createdAt: '2024-05-01T03:00:00.000Z', expiresAt: null, wallet: null, instructions: null, proof: null }],
    });
    const { fake } = await renderOrderScreen({ path: CONFIRM_PATH, order, replies: [confirmed] });
    chooseBank();
    await chooseProof();
    await submit();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'orders.confirm.thanks' })).toBeTruthy());
    const posts = fake.calls.filter((call) => call.init.method === 'POST').map((call) => new URL(call.url, 'https://toko.example').searchParams.get('m'));
    expect(posts).toEqual(['ConfirmBankTransferInput']);
  });

  it('says a proof is being checked instead of showing the form again', async () => {
    await renderOrderScreen({ path: CONFIRM_PATH, order: submittedOrder });
    expect(screen.getByRole('heading', { name: 'orders.proof.underReview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'orders.confirm.submit' })).toBeNull();
  });
});
