import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORM_DEPTH_LIMIT, FormDepthError, FormPathError, assertFormDepth, findTooDeep, getIn, parsePath, sameValue, setIn } from './form-value';

/** `{ a: { a: … 'leaf' } }` with `levels` objects. */
function nested(levels: number): Record<string, unknown> {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value as Record<string, unknown>;
}

describe('form depth limit', () => {
  it('is 30 levels', () => {
    expect(FORM_DEPTH_LIMIT).toBe(30);
  });

  it('accepts values nested exactly 30 levels and refuses 31, naming the path', () => {
    expect(findTooDeep(nested(30))).toBeNull();
    expect(findTooDeep(nested(31))).toBe(Array(30).fill('a').join('.'));
    expect(() => assertFormDepth(nested(31))).toThrow(FormDepthError);
    expect(() => assertFormDepth(nested(31))).toThrow(/at most 30 levels/);
  });

  it('counts lists as levels and leaves dates and files as leaves', () => {
    let list: unknown = [new Date(0)];
    for (let level = 1; level < 30; level += 1) list = [list];
    expect(findTooDeep(list)).toBeNull();
    expect(findTooDeep([list])).not.toBeNull();
  });

  it('reports a value that contains itself instead of looping', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => assertFormDepth(loop)).toThrow(FormDepthError);
  });

  it('agrees with the nesting count (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), (levels) => {
      expect(findTooDeep(nested(levels)) === null).toBe(levels <= FORM_DEPTH_LIMIT);
    }));
  });
});

describe('field paths', () => {
  it('reads nested values and lists, and nothing inherited', () => {
    const values = { address: { city: 'Bandung' }, lines: [{ count: 2 }] };
    expect(getIn(values, 'address.city')).toBe('Bandung');
    expect(getIn(values, 'lines.0.count')).toBe(2);
    expect(getIn(values, 'lines.1.count')).toBeUndefined();
    expect(getIn(values, 'address.toString')).toBeUndefined();
  });

  it('writes by copying only the objects along the path', () => {
    const values = { address: { city: 'Bandung', zip: '40111' }, other: { x: 1 } };
    const next = setIn(values, 'address.city', 'Malang');
    expect(next).toEqual({ address: { city: 'Malang', zip: '40111' }, other: { x: 1 } });
    expect(values.address.city).toBe('Bandung');
    expect(next.other).toBe(values.other);
  });

  it('creates missing steps as lists before numbers and objects otherwise', () => {
    expect(setIn({}, 'lines.0.count', 3)).toEqual({ lines: [{ count: 3 }] });
  });

  it('refuses empty, prototype-reaching and impossible paths', () => {
    for (const path of ['', 'a..b', '__proto__.x', 'a.constructor', 'a.prototype']) expect(() => parsePath(path)).toThrow(FormPathError);
    expect(() => setIn({ a: 'text' }, 'a.b', 1)).toThrow(FormPathError);
    expect(() => setIn({ a: [] }, 'a.x', 1)).toThrow(FormPathError);
    expect(() => setIn({ a: [] }, 'a.100000', 1)).toThrow(FormPathError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads back what it wrote (property)', () => {
    const key = fc.stringMatching(/^[a-z]{1,5}$/);
    fc.assert(fc.property(fc.array(key, { minLength: 1, maxLength: 8 }), fc.jsonValue(), (segments, value) => {
      const path = segments.join('.');
      expect(getIn(setIn({}, path, value), path)).toEqual(value);
    }));
  });
});

describe('sameValue', () => {
  it('compares plain data structurally', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(-0, 0)).toBe(true);
    expect(sameValue('1', 1)).toBe(false);
  });

  it('holds for any JSON value and its copy (property)', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(sameValue(value, JSON.parse(JSON.stringify(value)))).toBe(true);
    }));
  });
});
