// Form state of spec §3 and its lifecycle of spec §4, for any number of forms keyed by name.
// No React here: screens bind to it through use-form, tests and other code drive it directly.
import { assertFormDepth, getIn, setIn } from '../../domain/validation/form-value';
import type { FieldErrors, FieldValidators } from '../../domain/validation/run-validators';
import { validateFields } from '../../domain/validation/run-validators';
import type { FormValues, MessageRef } from '../../domain/validation/validation-error';
import type { FormProcessError } from './process-error';

export interface FormState<V extends FormValues = FormValues> {
  readonly name: string;
  /** The values as they are now. */
  readonly value: V;
  /** The values the form started from (the record it edits); `reset` returns to them. */
  readonly model: V;
  /** Errors shown to the user: a field's appears once it is left (touched) or the form is submitted. */
  readonly error: FieldErrors;
  /** Every field's current error, shown or not yet. */
  readonly potentialError: FieldErrors;
  /** Changed by the user (auto-generated values do not count). */
  readonly dirty: boolean;
  /** When the values last changed (or the form started), in ms since the epoch. */
  readonly lastUpdate: number;
  /** How many more views show the form beyond the one that started it; `end` releases one. */
  readonly lock: number;
  /** Submissions so far, blocked ones included. */
  readonly submitted: number;
  readonly processing: boolean;
  readonly processed: boolean;
  readonly processError: FormProcessError | null;
  /** The values that were submitted when processing failed. */
  readonly processErrorValue: V | null;
  /** Failed processings so far; a success does not reset it, `reset` does. */
  readonly processErrorFailedCount: number;
  /** Whatever the screen wants to keep with the form (a step, an "edited by hand" flag…). */
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly hidden: boolean;
}

export interface StartFormOptions<V extends FormValues> {
  initial: V;
  validators?: FieldValidators;
  metadata?: Readonly<Record<string, unknown>>;
  hidden?: boolean;
}

export interface ChangeOptions {
  /** Set by the program (e.g. a slug made from a title), so the form does not become dirty. */
  generated?: boolean;
}

export type FormListener = (name: string) => void;

export interface FormStore {
  get<V extends FormValues = FormValues>(name: string): FormState<V> | undefined;
  names(): string[];
  /** Start: creates the form, or returns it unchanged when it already exists (e.g. persisted). */
  start<V extends FormValues>(name: string, options: StartFormOptions<V>): FormState<V>;
  /** Replaces the validators; they apply from the next change, touch or submit. */
  configure(name: string, validators: FieldValidators): void;
  /** Show: another view shows the form, raising its lock count. */
  show(name: string): void;
  /** End: removes the form unless it is locked (then the lock drops by one) or persisted. */
  end(name: string): void;
  persist(name: string, on?: boolean): void;
  isPersisted(name: string): boolean;
  /** Value change of one field path; marks the form dirty unless `generated`. */
  change(name: string, path: string, value: unknown, options?: ChangeOptions): void;
  /** The field was left: its current error, if any, is shown from now on. */
  touch(name: string, path: string): void;
  /** Submit: clears the process error, counts the submission, shows and returns every field's error. */
  submit(name: string): FieldErrors;
  /** Processing of a valid submission began. */
  process(name: string): void;
  /** Success: processed. Forms ended meanwhile are ignored, as for `fail`. */
  succeed(name: string): void;
  /** Failure: stores the errors and the submitted values, and counts the failure. */
  fail(name: string, error: FormProcessError, submittedValue?: FormValues): void;
  /** Back to `model` (or a new model), as if just started; the lock, metadata and hidden flag stay. */
  reset(name: string, model?: FormValues): void;
  setHidden(name: string, hidden: boolean): void;
  setMetadata(name: string, patch: Readonly<Record<string, unknown>>): void;
  subscribe(listener: FormListener): () => void;
}

export interface FormStoreOptions {
  now?: () => number;
}

const NO_ERRORS: FieldErrors = Object.freeze({});

/** The state a form starts with; also what a view renders before the form is started. */
export function createFormState<V extends FormValues>(name: string, options: StartFormOptions<V>, now: number): FormState<V> {
  assertFormDepth(options.initial, undefined, name);
  return {
    name,
    value: options.initial,
    model: options.initial,
    error: NO_ERRORS,
    potentialError: validateFields(options.initial, options.validators ?? {}, getIn),
    dirty: false,
    lastUpdate: now,
    lock: 0,
    submitted: 0,
    processing: false,
    processed: false,
    processError: null,
    processErrorValue: null,
    processErrorFailedCount: 0,
    metadata: options.metadata ?? {},
    hidden: options.hidden ?? false,
  };
}

/** `errors` with `path` set to `error`, or without `path` when there is none. */
function withError(errors: FieldErrors, path: string, error: MessageRef | undefined): FieldErrors {
  if (errors[path] === error) return errors;
  const next = { ...errors };
  if (error) next[path] = error as FieldErrors[string];
  else delete next[path];
  return next;
}

export function createFormStore(options: FormStoreOptions = {}): FormStore {
  const now = options.now ?? Date.now;
  const forms = new Map<string, FormState>();
  const validatorsOf = new Map<string, FieldValidators>();
  const persisted = new Set<string>();
  const listeners = new Set<FormListener>();

  function notify(name: string): void {
    for (const listener of [...listeners]) listener(name);
  }

  function current(name: string): FormState {
    const form = forms.get(name);
    if (!form) throw new Error(`No form named "${name}" has been started`);
    return form;
  }

  function update(name: string, patch: Partial<FormState>): void {
    forms.set(name, { ...current(name), ...patch });
    notify(name);
  }

  function validate(name: string, value: FormValues): FieldErrors {
    return validateFields(value, validatorsOf.get(name) ?? {}, getIn);
  }

  return {
    get: <V extends FormValues>(name: string) => forms.get(name) as FormState<V> | undefined,
    names: () => [...forms.keys()],

    start<V extends FormValues>(name: string, startOptions: StartFormOptions<V>): FormState<V> {
      const existing = forms.get(name);
      if (existing) return existing as FormState<V>;
      validatorsOf.set(name, startOptions.validators ?? {});
      const form = createFormState(name, startOptions, now());
      forms.set(name, form);
      notify(name);
      return form;
    },

    configure(name, validators) {
      // Nothing is recomputed (or announced) here: views pass fresh validator objects on
      // every render, and the next change, touch or submit validates with these anyway.
      validatorsOf.set(name, validators);
    },

    show(name) {
      update(name, { lock: current(name).lock + 1 });
    },

    end(name) {
      const form = forms.get(name);
      if (!form) return;
      if (form.lock > 0) update(name, { lock: form.lock - 1 });
      else if (!persisted.has(name)) {
        forms.delete(name);
        validatorsOf.delete(name);
        notify(name);
      }
    },

    persist(name, on = true) {
      if (on) persisted.add(name);
      else persisted.delete(name);
    },
    isPersisted: (name) => persisted.has(name),

    change(name, path, value, changeOptions = {}) {
      const form = current(name);
      const next = setIn(form.value, path, value);
      assertFormDepth(next, undefined, name);
      const potentialError = validate(name, next);
      // Errors already on show follow the values at once, so a fix clears its message as
      // it is typed; the changed field's own error shows live once the form was submitted.
      let error = form.error;
      for (const shown of Object.keys(form.error)) error = withError(error, shown, potentialError[shown]);
      if (form.submitted > 0) error = withError(error, path, potentialError[path]);
      update(name, {
        value: next,
        potentialError,
        error,
        dirty: form.dirty || !changeOptions.generated,
        lastUpdate: now(),
      });
    },

    touch(name, path) {
      const form = current(name);
      const potentialError = validate(name, form.value);
      const error = withError(form.error, path, potentialError[path]);
      if (error !== form.error) update(name, { error, potentialError });
    },

    submit(name) {
      const form = current(name);
      const potentialError = validate(name, form.value);
      update(name, {
        submitted: form.submitted + 1,
        processError: null,
        processErrorValue: null,
        processed: false,
        potentialError,
        error: potentialError,
      });
      return potentialError;
    },

    process(name) {
      update(name, { processing: true, processed: false });
    },

    succeed(name) {
      if (forms.has(name)) update(name, { processing: false, processed: true });
    },

    fail(name, error, submittedValue) {
      const form = forms.get(name);
      if (!form) return;
      update(name, {
        processing: false,
        processed: false,
        processError: error,
        processErrorValue: submittedValue ?? form.value,
        processErrorFailedCount: form.processErrorFailedCount + 1,
      });
    },

    reset(name, model) {
      const form = current(name);
      const base = model ?? form.model;
      assertFormDepth(base, undefined, name);
      const fresh = createFormState(name, { initial: base, validators: validatorsOf.get(name), metadata: form.metadata, hidden: form.hidden }, now());
      forms.set(name, { ...fresh, lock: form.lock });
      notify(name);
    },

    setHidden(name, hidden) {
      if (current(name).hidden !== hidden) update(name, { hidden });
    },

    setMetadata(name, patch) {
      update(name, { metadata: { ...current(name).metadata, ...patch } });
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
