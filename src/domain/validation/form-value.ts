/** Deepest nesting of a form value that is walked (spec §9). */
export const FORM_DEPTH_LIMIT = 30;
import type { FormValues } from './validation-error';

/**
 * Reading and updating nested form values by field path (`address.city`, `lines.0.count`),
 * and the form depth limit of spec §5. Only arrays and plain objects nest; dates, files and
 * other class instances are leaf values.
 */

/** Thrown for a value nested deeper than the form depth limit (spec §5: 30 levels). */
export class FormDepthError extends Error {
  override name = 'FormDepthError';
  constructor(
    readonly path: string,
    readonly limit: number = FORM_DEPTH_LIMIT,
    readonly formName?: string,
  ) {
    const form = formName === undefined ? 'Form values' : `Values of form "${formName}"`;
    super(`${form} may nest at most ${limit} levels deep; the value at "${path || '(root)'}" goes deeper`);
  }
}

/** Thrown for a field path that is empty, unsafe or runs through a value that cannot hold fields. */
export class FormPathError extends Error {
  override name = 'FormPathError';
}

// Writing through these would reach Object.prototype from text that may come from a server.
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

export function isNestable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function parsePath(path: string): string[] {
  const segments = path.split('.');
  if (path === '' || segments.some((segment) => segment === '')) throw new FormPathError(`Empty segment in form field path "${path}"`);
  const unsafe = segments.find((segment) => FORBIDDEN_SEGMENTS.has(segment));
  if (unsafe) throw new FormPathError(`Form field path "${path}" may not contain "${unsafe}"`);
  return segments;
}

/**
 * The path of the first array or object found deeper than `limit` levels (the form's own
 * values being level 1), or null when the value fits. The walk stops at the limit, so a
 * value that contains itself is reported instead of looping.
 */
export function findTooDeep(value: unknown, limit: number = FORM_DEPTH_LIMIT): string | null {
  function walk(current: unknown, level: number, path: string): string | null {
    if (!isNestable(current)) return null;
    if (level > limit) return path;
    for (const [key, child] of Object.entries(current)) {
      const found = walk(child, level + 1, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
    return null;
  }
  return walk(value, 1, '');
}

/** Throws `FormDepthError` when the value nests deeper than the limit. */
export function assertFormDepth(value: unknown, limit: number = FORM_DEPTH_LIMIT, formName?: string): void {
  const path = findTooDeep(value, limit);
  if (path !== null) throw new FormDepthError(path, limit, formName);
}

/** The value at `path`, or undefined when any step is missing. Inherited properties are never read. */
export function getIn(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const segment of parsePath(path)) {
    if (!isNestable(current) || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Indexes past this are refused, so a mistyped path cannot allocate an enormous list. */
export const MAX_LIST_INDEX = 99_999;

function withChild(container: unknown, segment: string, child: (previous: unknown) => unknown, path: string): unknown {
  if (Array.isArray(container)) {
    const index = /^\d+$/.test(segment) ? Number(segment) : -1;
    if (index < 0 || index > MAX_LIST_INDEX) throw new FormPathError(`Form field path "${path}" indexes a list with "${segment}"`);
    const copy = container.slice();
    copy[index] = child(container[index]);
    return copy;
  }
  if (!isNestable(container)) throw new FormPathError(`Form field path "${path}" runs through a value that holds no fields`);
  const record = container as Record<string, unknown>;
  return { ...record, [segment]: child(Object.hasOwn(record, segment) ? record[segment] : undefined) };
}

/**
 * A copy of `values` with `value` at `path`; only the objects along the path are copied.
 * Missing steps are created: a list when the next segment is a number, else an object.
 */
export function setIn<V extends FormValues>(values: V, path: string, value: unknown): V {
  const segments = parsePath(path);
  function update(container: unknown, index: number): unknown {
    const segment = segments[index] as string;
    const next = segments[index + 1];
    if (next === undefined) return withChild(container, segment, () => value, path);
    const emptyChild = /^\d+$/.test(next) ? [] : {};
    return withChild(container, segment, (previous) => update(previous ?? emptyChild, index + 1), path);
  }
  return update(values, 0) as V;
}

/** Structural equality of form values (plain data), e.g. "is this still what the server refused?". */
export function sameValue(a: unknown, b: unknown, limit: number = FORM_DEPTH_LIMIT): boolean {
  // -0 and 0 are the same amount; NaN is the same (lack of a) number.
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (limit < 0 || !isNestable(a) || !isNestable(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], limit - 1));
}
