import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromGlobalId, toGlobalId } from './global-id';

describe('toGlobalId', () => {
  it('is the unpadded base64url of Type:id', () => {
    expect(toGlobalId('Product', '42')).toBe('UHJvZHVjdDo0Mg');
    expect(toGlobalId('Product', '42')).not.toMatch(/[+/=]/);
  });

  it('refuses a type that is not a GraphQL name, and an empty id', () => {
    expect(() => toGlobalId('', '1')).toThrow(TypeError);
    expect(() => toGlobalId('A:B', '1')).toThrow(TypeError);
    expect(() => toGlobalId('Product', '')).toThrow(TypeError);
  });

  it('names the bad type or the type of the empty id', () => {
    expect(() => toGlobalId('A:B', '1')).toThrow('Invalid global id type "A:B"');
    expect(() => toGlobalId('Product', '')).toThrow('Empty id for global id of type Product');
  });
});

describe('fromGlobalId', () => {
  it('reads type and id, keeping colons and Unicode in the id', () => {
    expect(fromGlobalId('UHJvZHVjdDo0Mg')).toEqual({ type: 'Product', id: '42' });
    expect(fromGlobalId(toGlobalId('Order', 'a:b:c'))).toEqual({ type: 'Order', id: 'a:b:c' });
    expect(fromGlobalId(toGlobalId('Page', 'kopi-☕'))).toEqual({ type: 'Page', id: 'kopi-☕' });
  });

  it('returns null for malformed input', () => {
    const b64 = (s: string) => btoa(s).replace(/=+$/, '');
    for (const bad of [
      '',
      'UHJvZHVjdDo0Mg==',
      'UHJvZHVjdDo0Mg!',
      'A',
      b64('Product'),
      b64(':42'),
      b64('Product:'),
      b64('Pro duct:1'),
      b64('\xff\xfe:1'),
      'UHJvZHVjdDo0Mh',
    ]) {
      expect(fromGlobalId(bad), bad).toBeNull();
    }
    expect(fromGlobalId(undefined)).toBeNull();
    expect(fromGlobalId(12)).toBeNull();
  });

  it('round-trips any type name and id (property)', () => {
    const type = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,30}$/);
    const id = fc.string({ unit: 'binary', minLength: 1 });
    fc.assert(fc.property(type, id, (t, i) => {
      const globalId = toGlobalId(t, i);
      expect(globalId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(fromGlobalId(globalId)).toEqual({ type: t, id: i });
    }));
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.base64String()), (text) => {
      const decoded = fromGlobalId(text);
      if (decoded) expect(toGlobalId(decoded.type, decoded.id)).toBe(text);
    }));
  });
});
