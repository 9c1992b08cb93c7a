import type { Block } from './email-layout.server';

/**
 * Placeholders of e-mail content: `{{name}}`, where a name is dotted camel-case words
 * (`order.number`, `links.confirmPayment`). Spaces inside the braces are allowed. Three kinds:
 *
 * - `text`: a value written into the sentence (and into the subject and table cells);
 * - `link`: an address; the address of a LINK entity may be exactly one link placeholder
 *   (`{{links.order}}`), and the filled address must still be an absolute http(s) URL;
 * - `block`: a generated part (the order lines, the bank accounts); it stands alone on its
 *   own line, as a paragraph whose whole text is the placeholder.
 *
 * Anything else between double braces is an unknown placeholder: it renders as nothing and
 * validation names it.
 */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\s*\}\}/g;

/** Anything that looks like it meant to be a placeholder, valid name or not. */
const LOOSE_PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export type PlaceholderKind = 'text' | 'link' | 'block';

export interface PlaceholderSpec {
  name: string;
  kind: PlaceholderKind;
}

/** One generated row of a block placeholder: see `Block` of the layout. */
export type PlaceholderValue = string | null | readonly Block[];
export type PlaceholderValues = Readonly<Record<string, PlaceholderValue>>;

export function placeholderToken(name: string): string {
  return `{{${name}}}`;
}

/** The name when `text` is exactly one placeholder (spaces around allowed), else null. */
export function solePlaceholderName(text: string): string | null {
  const match = /^\s*\{\{\s*([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\s*\}\}\s*$/.exec(text);
  return match ? (match[1] ?? null) : null;
}

/** Every placeholder-looking name in `text`, in order, valid syntax or not (trimmed). */
export function placeholderNamesIn(text: string): string[] {
  return [...text.matchAll(LOOSE_PLACEHOLDER)].map((m) => (m[1] ?? '').trim());
}

/** The text value of a placeholder for writing into a sentence: blocks and missing links give ''. */
export function inlineValue(values: PlaceholderValues, name: string): string {
  if (!Object.hasOwn(values, name)) return '';
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export interface FilledText {
  text: string;
  /** Old code-point offset → new one, for a range's start. */
  mapStart: (offset: number) => number;
  /** Old code-point offset → new one, for a range's end. */
  mapEnd: (offset: number) => number;
  /** How many placeholders the text had, and how many of them filled with something. */
  placeholders: number;
  filled: number;
}

/**
 * Text with its placeholders replaced by `value(name)` (unknown or malformed ones by
 * nothing), and the mapping of code-point offsets so that style and link ranges keep
 * covering the same words. A range that began or ended inside a placeholder covers the
 * whole filled value.
 */
export function fillText(text: string, value: (name: string) => string): FilledText {
  const chars = Array.from(text);
  const source = chars.join('');
  const spans: Array<{ start: number; end: number; newStart: number; newEnd: number }> = [];
  let out = '';
  let lastUnit = 0;
  let lastPoint = 0;
  let newPoint = 0;
  let filled = 0;
  // Work in UTF-16 units for the regex, count code points for the ranges.
  for (const match of source.matchAll(LOOSE_PLACEHOLDER)) {
    const unitStart = match.index ?? 0;
    const before = source.slice(lastUnit, unitStart);
    const beforePoints = Array.from(before).length;
    const tokenPoints = Array.from(match[0]).length;
    const start = lastPoint + beforePoints;
    const name = (match[1] ?? '').trim();
    const valid = new RegExp(`^${PLACEHOLDER_PATTERN.source}$`).test(match[0]);
    const replacement = valid ? value(name) : '';
    if (replacement !== '') filled += 1;
    out += before + replacement;
    newPoint += beforePoints;
    const replacementPoints = Array.from(replacement).length;
    spans.push({ start, end: start + tokenPoints, newStart: newPoint, newEnd: newPoint + replacementPoints });
    newPoint += replacementPoints;
    lastUnit = unitStart + match[0].length;
    lastPoint = start + tokenPoints;
  }
  out += source.slice(lastUnit);
  const shiftAt = (offset: number, inside: 'start' | 'end'): number => {
    let delta = 0;
    for (const span of spans) {
      if (offset >= span.end) delta = span.newEnd - span.end;
      else if (offset > span.start) return inside === 'start' ? span.newStart : span.newEnd;
      else break;
    }
    return offset + delta;
  };
  return {
    text: out,
    mapStart: (offset) => shiftAt(offset, 'start'),
    mapEnd: (offset) => shiftAt(offset, 'end'),
    placeholders: spans.length,
    filled,
  };
}

export interface PlaceholderProblem {
  /** The placeholder as written. */
  name: string;
  reason: 'unknown' | 'blockInline' | 'notALinkPlaceholder';
}
