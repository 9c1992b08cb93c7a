import { describe, expect, it } from 'vitest';
import { required } from '../../domain/validation/basic-validators';
import { GraphHttpError, GraphNetworkError, GraphResponseError } from '../graph/graph-errors';
import { DICTIONARIES } from '../../domain/i18n/dictionaries';
import { fillMessage } from '../../domain/i18n/fill-message';
import { createFormStore } from './form-store';
import { submitForm } from './form-submit';
import { FormSubmitError, toProcessError } from './process-error';

function setup(initial: Record<string, unknown> = { title: 'Kopi' }) {
  const store = createFormStore();
  store.start('product', { initial, validators: { title: [required] } });
  return store;
}

describe('submitForm', () => {
  it('blocks on validation errors without calling the handler', async () => {
    const store = setup({ title: '' });
    let called = false;
    const outcome = await submitForm(store, 'product', () => {
      called = true;
    });
    expect(outcome).toEqual({ status: 'invalid', errors: { title: { key: 'validation.required' } } });
    expect(called).toBe(false);
    expect(store.get('product')).toMatchObject({ submitted: 1, processing: false });
  });

  it('runs the handler with the values while processing, then marks processed', async () => {
    const store = setup();
    let seen: unknown;
    let processingDuring = false;
    const outcome = await submitForm(store, 'product', async (values) => {
      seen = values;
      processingDuring = store.get('product')!.processing;
      await Promise.resolve();
    });
    expect(outcome).toEqual({ status: 'processed' });
    expect(seen).toEqual({ title: 'Kopi' });
    expect(processingDuring).toBe(true);
    expect(store.get('product')).toMatchObject({ processing: false, processed: true, submitted: 1 });
  });

  it('stores what the handler threw with the values that were sent, even if edited meanwhile', async () => {
    const store = setup();
    const outcome = await submitForm(store, 'product', async () => {
      store.change('product', 'title', 'Teh');
      throw new FormSubmitError({ fields: { title: { key: 'validation.duplicate' } } });
    });
    expect(outcome.status).toBe('failed');
    expect(store.get('product')).toMatchObject({
      processError: { form: { key: 'forms.processError.fields' }, fields: { title: { key: 'validation.duplicate' } } },
      processErrorValue: { title: 'Kopi' },
      processErrorFailedCount: 1,
      processing: false,
    });
  });

  it('ignores a submit while the previous one is processing', async () => {
    const store = setup();
    let finish = () => {};
    const first = submitForm(store, 'product', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(await submitForm(store, 'product', () => undefined)).toEqual({ status: 'busy' });
    expect(store.get('product')!.submitted).toBe(1);
    finish();
    expect(await first).toEqual({ status: 'processed' });
  });

  it('refuses a form that was never started', async () => {
    await expect(submitForm(createFormStore(), 'none', () => undefined)).rejects.toThrow(/No form named "none"/);
  });
});

describe('toProcessError', () => {
  it('keeps the field and form messages of a FormSubmitError', () => {
    const error = new FormSubmitError({ form: { key: 'checkout.outOfStock', params: { name: 'Kopi' } } });
    expect(toProcessError(error)).toEqual({ form: { key: 'checkout.outOfStock', params: { name: 'Kopi' } }, fields: {}, messages: ['The server refused the form'] });
    expect(toProcessError(new FormSubmitError({})).form).toEqual({ key: 'forms.processError' });
  });

  it('keeps the server messages of a graph error behind a generic text', () => {
    const error = new GraphResponseError([{ message: 'Slug taken' }, { message: 'Too long' }], null);
    expect(toProcessError(error)).toEqual({ form: { key: 'forms.processError' }, fields: {}, messages: ['Slug taken', 'Too long'] });
  });

  it('shows a rate limit in the server\'s own words, which say how long to wait', () => {
    const body = JSON.stringify({ errors: [{ message: 'Terlalu banyak percobaan. Coba lagi dalam 5 menit.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 300 } }] });
    const form = toProcessError(new GraphHttpError(429, body)).form!;
    expect(fillMessage(DICTIONARIES.id[form.key]!, form.params ?? {})).toBe('Terlalu banyak percobaan. Coba lagi dalam 5 menit.');
    // Without readable words, and for other statuses, the generic text stays.
    expect(toProcessError(new GraphHttpError(429, 'Too Many Requests')).form).toEqual({ key: 'forms.processError' });
    expect(toProcessError(new GraphHttpError(400, body)).form).toEqual({ key: 'forms.processError' });
  });

  it('tells a lost connection apart and accepts anything thrown', () => {
    expect(toProcessError(new GraphNetworkError(3)).form).toEqual({ key: 'forms.processError.offline' });
    expect(toProcessError('boom')).toEqual({ form: { key: 'forms.processError' }, fields: {}, messages: ['boom'] });
  });
});
