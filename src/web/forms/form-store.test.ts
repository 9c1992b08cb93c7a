import { describe, expect, it, vi } from 'vitest';
import { required } from '../../domain/validation/basic-validators';
import { FormDepthError } from '../../domain/validation/form-value';
import { email } from '../../domain/validation/format-validators';
import { min } from '../../domain/validation/number-validators';
import { createFormStore } from './form-store';
import type { FormProcessError } from './process-error';

const validators = { email: [required, email], count: [min(1)] };

function setup() {
  let clock = 1000;
  const store = createFormStore({ now: () => clock });
  store.start('order', { initial: { email: '', count: 1 }, validators });
  return { store, tick: (ms: number) => (clock += ms), form: () => store.get('order')! };
}

const refused: FormProcessError = { form: { key: 'forms.processError' }, fields: { email: { key: 'validation.duplicate' } }, messages: ['taken'] };

describe('form store: start', () => {
  it('creates the state of spec §3 with nothing changed, shown or processed', () => {
    const { form } = setup();
    expect(form()).toEqual({
      name: 'order',
      value: { email: '', count: 1 },
      model: { email: '', count: 1 },
      error: {},
      potentialError: { email: { key: 'validation.required' } },
      dirty: false,
      lastUpdate: 1000,
      lock: 0,
      submitted: 0,
      processing: false,
      processed: false,
      processError: null,
      processErrorValue: null,
      processErrorFailedCount: 0,
      metadata: {},
      hidden: false,
    });
  });

  it('keeps an existing form as it is when started again', () => {
    const { store, form } = setup();
    store.change('order', 'email', 'a@b.co');
    const before = form();
    expect(store.start('order', { initial: { email: 'other' } })).toBe(before);
    expect(store.names()).toEqual(['order']);
  });

  it('refuses initial values nested deeper than 30 levels', () => {
    const store = createFormStore();
    let deep: unknown = 'x';
    for (let level = 0; level < 31; level += 1) deep = { a: deep };
    expect(() => store.start('deep', { initial: deep as Record<string, unknown> })).toThrow(FormDepthError);
    expect(store.get('deep')).toBeUndefined();
  });
});

describe('form store: show and end', () => {
  it('show raises the lock; end on a locked form lowers it instead of removing', () => {
    const { store, form } = setup();
    store.show('order');
    store.show('order');
    expect(form().lock).toBe(2);
    store.end('order');
    expect(form().lock).toBe(1);
    store.end('order');
    expect(form().lock).toBe(0);
    store.end('order');
    expect(store.get('order')).toBeUndefined();
  });

  it('keeps a persisted form after end, until persistence is turned off', () => {
    const { store } = setup();
    store.persist('order');
    store.change('order', 'email', 'kept@toko.id');
    store.end('order');
    expect(store.get('order')?.value.email).toBe('kept@toko.id');
    expect(store.isPersisted('order')).toBe(true);
    store.persist('order', false);
    store.end('order');
    expect(store.get('order')).toBeUndefined();
  });

  it('ignores end of a form that is gone, but refuses to show one', () => {
    const store = createFormStore();
    expect(() => store.end('nothing')).not.toThrow();
    expect(() => store.show('nothing')).toThrow(/No form named "nothing"/);
  });
});

describe('form store: value change', () => {
  it('marks the form dirty and records the time', () => {
    const { store, tick, form } = setup();
    tick(500);
    store.change('order', 'email', 'budi@toko.id');
    expect(form()).toMatchObject({ value: { email: 'budi@toko.id', count: 1 }, dirty: true, lastUpdate: 1500 });
  });

  it('does not mark dirty for an auto-generated value', () => {
    const { store, tick, form } = setup();
    tick(10);
    store.change('order', 'email', 'auto@toko.id', { generated: true });
    expect(form()).toMatchObject({ dirty: false, lastUpdate: 1010, value: { email: 'auto@toko.id' } });
  });

  it('writes nested paths', () => {
    const { store, form } = setup();
    store.change('order', 'address.city', 'Solo');
    expect(form().value).toEqual({ email: '', count: 1, address: { city: 'Solo' } });
  });

  it('refuses a value that would nest deeper than 30 levels, with the form and path named', () => {
    const { store, form } = setup();
    const before = form();
    const path = Array.from({ length: 31 }, (_, index) => `l${index}`).join('.');
    expect(() => store.change('order', path, 'x')).toThrow(/form "order" may nest at most 30 levels/);
    expect(form()).toBe(before);
    expect(() => store.change('order', path.split('.').slice(0, 30).join('.'), 'x')).not.toThrow();
  });

  it('keeps errors hidden until the field is left, then follows the value live', () => {
    const { store, form } = setup();
    store.change('order', 'email', 'budi@');
    expect(form().potentialError.email).toEqual({ key: 'validation.invalid.email' });
    expect(form().error).toEqual({});
    store.touch('order', 'email');
    expect(form().error).toEqual({ email: { key: 'validation.invalid.email' } });
    store.change('order', 'email', 'budi@toko.id');
    expect(form().error).toEqual({});
  });

  it('after a submit, shows errors of changed fields at once', () => {
    const { store, form } = setup();
    store.change('order', 'email', 'budi@toko.id');
    store.submit('order');
    store.change('order', 'count', 0);
    expect(form().error).toEqual({ count: { key: 'validation.min', params: { min: 1 } } });
  });

  it('uses new validators from the next change on', () => {
    const { store, form } = setup();
    store.configure('order', { email: [] });
    expect(form().potentialError.email).toBeDefined();
    store.change('order', 'count', 2);
    expect(form().potentialError).toEqual({});
  });
});

describe('form store: submit and processing', () => {
  it('submit counts submissions, shows every error and returns them', () => {
    const { store, form } = setup();
    expect(store.submit('order')).toEqual({ email: { key: 'validation.required' } });
    expect(store.submit('order')).toEqual({ email: { key: 'validation.required' } });
    expect(form()).toMatchObject({ submitted: 2, error: { email: { key: 'validation.required' } } });
  });

  it('success sets processed', () => {
    const { store, form } = setup();
    store.submit('order');
    store.process('order');
    expect(form()).toMatchObject({ processing: true, processed: false });
    store.succeed('order');
    expect(form()).toMatchObject({ processing: false, processed: true });
  });

  it('failure stores the errors and the submitted value and counts failures', () => {
    const { store, form } = setup();
    store.process('order');
    store.fail('order', refused, { email: 'sent@toko.id', count: 1 });
    store.process('order');
    store.fail('order', refused);
    expect(form()).toMatchObject({
      processing: false,
      processed: false,
      processError: refused,
      processErrorValue: { email: '', count: 1 },
      processErrorFailedCount: 2,
    });
  });

  it('submit clears the process error but keeps the failure count', () => {
    const { store, form } = setup();
    store.fail('order', refused);
    store.submit('order');
    expect(form()).toMatchObject({ processError: null, processErrorValue: null, processErrorFailedCount: 1 });
    store.succeed('order');
    expect(form().processErrorFailedCount).toBe(1);
  });

  it('ignores an outcome arriving after the form ended', () => {
    const { store } = setup();
    store.process('order');
    store.end('order');
    expect(() => store.succeed('order')).not.toThrow();
    expect(() => store.fail('order', refused)).not.toThrow();
    expect(store.get('order')).toBeUndefined();
  });
});

describe('form store: reset, hidden, metadata, listeners', () => {
  it('reset returns to the model (or a new one) as if just started, keeping the lock', () => {
    const { store, form } = setup();
    store.show('order');
    store.change('order', 'email', 'x');
    store.submit('order');
    store.fail('order', refused);
    store.reset('order');
    expect(form()).toMatchObject({ value: { email: '', count: 1 }, dirty: false, submitted: 0, error: {}, processErrorFailedCount: 0, lock: 1 });
    store.reset('order', { email: 'new@toko.id', count: 3 });
    expect(form()).toMatchObject({ value: { email: 'new@toko.id', count: 3 }, model: { email: 'new@toko.id', count: 3 }, potentialError: {} });
  });

  it('sets hidden and merges metadata', () => {
    const { store, form } = setup();
    store.setHidden('order', true);
    store.setMetadata('order', { step: 1 });
    store.setMetadata('order', { seen: true });
    expect(form()).toMatchObject({ hidden: true, metadata: { step: 1, seen: true } });
  });

  it('tells listeners which form changed, until they unsubscribe', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.change('order', 'email', 'a');
    expect(listener).toHaveBeenLastCalledWith('order');
    unsubscribe();
    store.change('order', 'email', 'b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the state object on every change, so views can compare snapshots', () => {
    const { store, form } = setup();
    const before = form();
    store.change('order', 'email', 'a');
    expect(form()).not.toBe(before);
    expect(before.value.email).toBe('');
  });

  it('refuses changes to a form never started', () => {
    const store = createFormStore();
    expect(() => store.change('ghost', 'a', 1)).toThrow(/No form named "ghost"/);
  });
});
