// React binding of a form in the form store: field helpers, submit with validation and
// focus on the first invalid field, and the processing state of the submit handler.
import type { FormEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { required } from '../../domain/validation/basic-validators';
import { getIn, sameValue } from '../../domain/validation/form-value';
import type { FieldValidators } from '../../domain/validation/run-validators';
import type { FormValues, MessageRef } from '../../domain/validation/validation-error';
import { isEmptyValue } from '../../domain/validation/validation-error';
import { createFieldRegistry } from './field-registry';
import type { ChangeOptions, FormState } from './form-store';
import { createFormState } from './form-store';
import { useFormStore } from './form-store-react';
import type { SubmitHandler, SubmitOutcome } from './form-submit';
import { submitForm } from './form-submit';

export interface UseFormOptions<V extends FormValues> {
  /** The values the form starts from; read once, when the form starts. */
  initial: V;
  /** Rules per field path, checked in order; the first error of a field is shown. */
  validators?: FieldValidators;
  /** Runs after validation passes; a rejection or throw becomes the process error. */
  onSubmit: SubmitHandler<V>;
  /** Keep the form (values, errors, counts) after the view unmounts. */
  persist?: boolean;
}

/** Everything a control needs to edit one field. */
export interface FieldBinding {
  /** The field path, also the control's `name`. */
  readonly name: string;
  readonly id: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly value: unknown;
  /** The error to show: a validation error, else the server's refusal while the value is unchanged. */
  readonly error: MessageRef | null;
  readonly required: boolean;
  readonly ref: (element: HTMLElement | null) => void;
  setValue(value: unknown, options?: ChangeOptions): void;
  onBlur(): void;
}

export interface FormApi<V extends FormValues> {
  readonly state: FormState<V>;
  readonly values: V;
  field(path: string): FieldBinding;
  setValue(path: string, value: unknown, options?: ChangeOptions): void;
  submit(): Promise<SubmitOutcome>;
  reset(model?: V): void;
  setMetadata(patch: Readonly<Record<string, unknown>>): void;
  setHidden(hidden: boolean): void;
  /** Spread on the `<form>`: browser validation off (these rules speak instead), submit wired. */
  readonly formProps: { readonly noValidate: true; readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void };
}

function serverError(state: FormState, path: string): MessageRef | null {
  const refused = state.processError?.fields[path];
  if (!refused || !state.processErrorValue) return null;
  return sameValue(getIn(state.value, path), getIn(state.processErrorValue, path)) ? refused : null;
}

export function useForm<V extends FormValues>(name: string, options: UseFormOptions<V>): FormApi<V> {
  const store = useFormStore();
  const baseId = useId();
  const [registry] = useState(createFieldRegistry);
  // What renders before the form is started (server rendering, first client render).
  const [fallback, setFallback] = useState(() => createFormState(name, options, 0));
  if (fallback.name !== name) setFallback(createFormState(name, options, 0));

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe((changed) => {
      if (changed === name) onChange();
    }),
    [store, name],
  );
  const read = () => store.get<V>(name) ?? (fallback as FormState<V>);
  const state = useSyncExternalStore(subscribe, read, read);

  // The name of the form this view has started or shown, so it does so once for the effect
  // below and the event that may come before it.
  const joined = useRef<string | null>(null);
  const join = ({ initial, validators }: Pick<UseFormOptions<V>, 'initial' | 'validators'>) => {
    if (joined.current === name) return;
    // A form already there is shown by another view too, or was persisted: show it again.
    if (store.get(name)) store.show(name);
    else store.start(name, { initial, validators });
    joined.current = name;
  };
  useEffect(() => {
    join(latest.current);
    return () => {
      if (joined.current === name) joined.current = null;
      store.end(name);
    };
    // `join` is made anew each render; the form is joined once per name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, name]);
  // The controls answer from the moment they are on the page, but the effect above runs only
  // after the first paint: a change made in between (a quick hand, or input typed before the
  // page was taken over and replayed right after it) starts the form from the options the
  // controls were drawn with, instead of going to a form that is not there and being lost.
  const joinNow = () => join(options);

  const { validators, persist } = options;
  useEffect(() => {
    if (store.get(name)) store.configure(name, validators ?? {});
  }, [store, name, validators]);
  useEffect(() => {
    if (persist !== undefined) store.persist(name, persist);
  }, [store, name, persist]);

  const focusFirst = (paths: Iterable<string>) => {
    // The re-render first, so the focused control already carries its error description.
    flushSync(() => undefined);
    registry.first(paths)?.focus();
  };

  const setValue = (path: string, value: unknown, changeOptions?: ChangeOptions) => {
    joinNow();
    store.change(name, path, value, changeOptions);
  };

  const submit = async (): Promise<SubmitOutcome> => {
    joinNow();
    const outcome = await submitForm<V>(store, name, (values) => latest.current.onSubmit(values));
    if (outcome.status === 'invalid') focusFirst(Object.keys(outcome.errors));
    else if (outcome.status === 'failed') focusFirst(Object.keys(outcome.error.fields));
    return outcome;
  };

  const idPrefix = `${baseId}-${name.replace(/[^\w-]/g, '-')}`;
  return {
    state,
    values: state.value,
    field(path) {
      const id = `${idPrefix}-${path.replace(/[^\w-]/g, '-')}`;
      return {
        name: path,
        id,
        hintId: `${id}-hint`,
        errorId: `${id}-error`,
        value: getIn(state.value, path),
        error: state.error[path] ?? serverError(state, path),
        required: validators?.[path]?.includes(required) ?? false,
        ref: registry.refFor(path),
        setValue: (value, changeOptions) => setValue(path, value, changeOptions),
        // Tabbing through a blank field is not a mistake yet; submit will say what is missing.
        onBlur: () => {
          const form = store.get(name);
          if (form && (form.submitted > 0 || !isEmptyValue(getIn(form.value, path)))) store.touch(name, path);
        },
      };
    },
    setValue,
    submit,
    reset: (model) => {
      joinNow();
      store.reset(name, model);
    },
    setMetadata: (patch) => {
      joinNow();
      store.setMetadata(name, patch);
    },
    setHidden: (hidden) => {
      joinNow();
      store.setHidden(name, hidden);
    },
    formProps: {
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
  };
}
