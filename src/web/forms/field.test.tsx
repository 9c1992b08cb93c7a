import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { required } from '../../domain/validation/basic-validators';
import { min } from '../../domain/validation/number-validators';
import { CheckboxField, Field, TextField } from './field';
import { renderWithForms } from './forms-test-fixtures';
import { useForm } from './use-form';

type Values = { agree: boolean; courier: string; count: string; note: string };
const VALIDATORS = { agree: [required], courier: [required], count: [min(5)] };

function OrderForm() {
  const form = useForm<Values>('order', {
    initial: { agree: false, courier: '', count: '', note: '' },
    validators: VALIDATORS,
    onSubmit: () => undefined,
  });
  return (
    <form {...form.formProps} aria-label="Pesanan">
      <Field field={form.field('courier')} label="Kurir" hint="Pilih jasa pengiriman">
        {(control) => (
          <select {...control} value={String(form.values.courier)} onChange={(event) => form.setValue('courier', event.currentTarget.value)}>
            <option value="">—</option>
            <option value="jne">JNE</option>
          </select>
        )}
      </Field>
      <TextField field={form.field('count')} label="Jumlah" inputMode="numeric" />
      <TextField field={form.field('note')} label="Catatan" multiline />
      <CheckboxField field={form.field('agree')} label="Saya setuju" />
      <button type="submit">Pesan</button>
    </form>
  );
}

const submit = () => act(async () => {
  fireEvent.submit(screen.getByRole('form', { name: 'Pesanan' }));
});
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

afterEach(cleanup);

describe('Field', () => {
  it('labels any control and describes it by its hint while there is no error', () => {
    renderWithForms(<OrderForm />);
    const courier = screen.getByRole('combobox', { name: 'Kurir (wajib)' });
    expect(courier.getAttribute('aria-invalid')).toBeNull();
    expect(descriptions(courier)).toEqual(['Pilih jasa pengiriman']);
    expect(screen.getByRole('textbox', { name: 'Jumlah' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('adds the translated error, with the field name, to the description once submitted', async () => {
    renderWithForms(<OrderForm />);
    await submit();
    const courier = screen.getByRole('combobox', { name: 'Kurir (wajib)' });
    expect(courier.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(courier)).toEqual(['Pilih jasa pengiriman', 'Kurir wajib diisi.']);
    expect(document.activeElement).toBe(courier);
    fireEvent.change(courier, { target: { value: 'jne' } });
    expect(descriptions(courier)).toEqual(['Pilih jasa pengiriman']);
  });

  it('fills the parameters of an error message', () => {
    renderWithForms(<OrderForm />);
    const count = screen.getByRole('textbox', { name: 'Jumlah' });
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.blur(count);
    expect(descriptions(count)).toEqual(['Nilai minimal 5.']);
  });
});

describe('TextField and CheckboxField', () => {
  it('renders a labelled textarea when multiline', () => {
    renderWithForms(<OrderForm />);
    const note = screen.getByRole('textbox', { name: 'Catatan' });
    expect(note.tagName).toBe('TEXTAREA');
    fireEvent.change(note, { target: { value: 'Tolong dibungkus rapi' } });
    expect((note as HTMLTextAreaElement).value).toBe('Tolong dibungkus rapi');
  });

  it('requires a required checkbox to be ticked', async () => {
    renderWithForms(<OrderForm />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kurir (wajib)' }), { target: { value: 'jne' } });
    await submit();
    const agree = screen.getByRole('checkbox', { name: 'Saya setuju (wajib)' });
    expect(agree.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(agree)).toEqual(['Saya setuju wajib diisi.']);
    expect(document.activeElement).toBe(agree);
    fireEvent.click(agree);
    expect((agree as HTMLInputElement).checked).toBe(true);
    expect(agree.getAttribute('aria-invalid')).toBeNull();
  });
});
