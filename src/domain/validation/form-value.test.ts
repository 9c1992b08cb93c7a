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

describe('form value errors and edges', () => {
  it('says which form and which value nest too deep', () => {
    const error = new FormDepthError('a.b', 2, 'checkout');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FormDepthError');
    expect(error.message).toBe('Values of form "checkout" may nest at most 2 levels deep; the value at "a.b" goes deeper');
    expect(new FormDepthError('', 3).message).toBe('Form values may nest at most 3 levels deep; the value at "(root)" goes deeper');
    expect(() => assertFormDepth({ a: { b: { c: {} } } }, 2, 'alamat')).toThrow('Values of form "alamat" may nest at most 2 levels deep; the value at "a.b" goes deeper');
    expect(() => assertFormDepth({ a: { b: 1 } }, 2)).not.toThrow();
  });

  it('names the bad path in its refusal', () => {
    expect(() => parsePath('a..b')).toThrow(new FormPathError('Empty segment in form field path "a..b"'));
    expect(() => parsePath('')).toThrow('Empty segment in form field path ""');
    expect(() => parsePath('a.__proto__')).toThrow('Form field path "a.__proto__" may not contain "__proto__"');
    expect(() => setIn({ list: [] }, 'list.x', 1)).toThrow('Form field path "list.x" indexes a list with "x"');
    expect(() => setIn({ name: 'Sari' }, 'name.first', 1)).toThrow('Form field path "name.first" runs through a value that holds no fields');
    expect(new FormPathError('x').name).toBe('FormPathError');
  });

  it('indexes lists with whole numbers up to 99999 only', () => {
    expect(setIn({ list: [] }, 'list.99999', 'z').list).toHaveLength(100_000);
    for (const segment of ['100000', '1a', 'a1', '-1']) {
      expect(() => setIn({ list: [] }, `list.${segment}`, 1), segment).toThrow(FormPathError);
    }
    expect(setIn({}, 'lines.0.count', 2)).toEqual({ lines: [{ count: 2 }] });
    expect(setIn({}, 'lines.a1.count', 2)).toEqual({ lines: { a1: { count: 2 } } });
    expect(setIn({}, 'lines.1a', 2)).toEqual({ lines: { '1a': 2 } });
  });

  it('leaves the original list untouched when setting through it', () => {
    const values = { list: [1, 2] };
    expect(setIn(values, 'list.1', 5)).toEqual({ list: [1, 5] });
    expect(values.list).toEqual([1, 2]);
  });

  it('treats only plain objects and lists as holding fields', () => {
    expect(getIn({ a: new Date(0) }, 'a.getTime')).toBeUndefined();
    expect(getIn({ a: 'text' }, 'a.length')).toBeUndefined();
    expect(getIn({ a: Object.assign(Object.create(null) as object, { b: 1 }) }, 'a.b')).toBe(1);
    expect(getIn({ a: null }, 'a.b')).toBeUndefined();
    expect(findTooDeep({ a: 'x', b: [{ c: [] }] }, 2)).toBe('b.0');
    expect(findTooDeep({ a: {}, b: { c: {} } }, 2)).toBe('b.c');
  });

  it('compares values structurally, within the depth limit', () => {
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(Number.NaN, 1)).toBe(false);
    expect(sameValue(1, Number.NaN)).toBe(false);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, 'a')).toBe(false);
    expect(sameValue('a', { a: 1 })).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
    expect(sameValue({ a: { b: 1 } }, { a: { b: 1 } }, 1)).toBe(true);
    expect(sameValue({ a: { b: {} } }, { a: { b: {} } }, 1)).toBe(false);
  });
});
