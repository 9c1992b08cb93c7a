import { placeholderNames } from './fill-message';

/** The longest text a shop may put in place of an interface message. */
export const OVERRIDE_MAX_CHARS = 500;

export type OverrideProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'missing'; names: string[] }
  | { kind: 'invented'; names: string[] }
  | { kind: 'stray' };

const PLURAL_OR_SIMPLE = /\{\w+,\s*plural,(?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+\s*\}|\{\w+\}/g;

/**
 * Whether `text` may replace the interface message `original` (docs/decisions/0037): the
 * screens fill the same names in, so a text must keep every placeholder of the default
 * (`{count}`, a plural of `{count}`) and invent none, or shoppers would read "{count}" or lose a
 * number. A brace that is neither a placeholder nor a plural would be shown as written.
 */
export function overrideProblem(original: string, text: string): OverrideProblem | null {
  if (text.trim() === '') return { kind: 'empty' };
  if (text.length > OVERRIDE_MAX_CHARS) return { kind: 'tooLong', max: OVERRIDE_MAX_CHARS };
  if (/[{}]/.test(text.replace(PLURAL_OR_SIMPLE, ''))) return { kind: 'stray' };
  const wanted = placeholderNames(original);
  const given = placeholderNames(text);
  const missing = wanted.filter((name) => !given.includes(name));
  if (missing.length) return { kind: 'missing', names: missing };
  const invented = given.filter((name) => !wanted.includes(name));
  if (invented.length) return { kind: 'invented', names: invented };
  return null;
}
