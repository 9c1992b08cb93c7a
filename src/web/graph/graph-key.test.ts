import { describe, expect, it } from 'vitest';
import { graphCacheKey } from './graph-key';

const QUERY = 'query Product($id: ID!) { product(id: $id) { name } }';

describe('graphCacheKey', () => {
  it('does not depend on the order variables were written in, at any depth', () => {
    expect(graphCacheKey(QUERY, { a: 1, b: { d: [1, { f: 1, e: 2 }], c: 'x' } })).toBe(
      graphCacheKey(QUERY, { b: { c: 'x', d: [1, { e: 2, f: 1 }] }, a: 1 }),
    );
  });

  it('treats missing and empty variables alike, and tells different requests apart', () => {
    expect(graphCacheKey(QUERY)).toBe(graphCacheKey(QUERY, {}));
    expect(graphCacheKey(QUERY, { id: '1' })).not.toBe(graphCacheKey(QUERY, { id: '2' }));
    expect(graphCacheKey(QUERY, { id: [1, 2] })).not.toBe(graphCacheKey(QUERY, { id: [2, 1] }));
    expect(graphCacheKey(QUERY)).not.toBe(graphCacheKey(`${QUERY} `.replace('name', 'title')));
  });
});
