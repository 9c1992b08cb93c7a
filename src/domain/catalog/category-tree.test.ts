import { describe, expect, it } from 'vitest';
import { arrowPlace, dropPlace, flattenTree, moveProblem, placeCategory, withSubcategories, type CategoryNode } from './category-tree';

const node = (id: string, parentId: string | null, position: number): CategoryNode => ({ id, parentId, position });
// fashion > batik > tulis; food; home
const TREE = [node('fashion', null, 0), node('food', null, 1), node('home', null, 2), node('batik', 'fashion', 0), node('tulis', 'batik', 0), node('ikat', 'fashion', 1)];

describe('moving a category in the tree', () => {
  it('refuses a move into itself or any of its sub-categories', () => {
    expect(moveProblem(TREE, 'fashion', 'fashion')).toBe('INTO_ITSELF');
    expect(moveProblem(TREE, 'fashion', 'batik')).toBe('INTO_ITSELF');
    expect(moveProblem(TREE, 'fashion', 'tulis')).toBe('INTO_ITSELF');
    expect(moveProblem(TREE, 'batik', 'food')).toBeNull();
    expect(moveProblem(TREE, 'tulis', null)).toBeNull();
  });

  it('refuses an unknown parent and a tree deeper than five levels', () => {
    expect(moveProblem(TREE, 'food', 'gone')).toBe('UNKNOWN_PARENT');
    const deep = [node('a', null, 0), node('b', 'a', 0), node('c', 'b', 0), node('d', 'c', 0), node('e', null, 1), node('f', 'e', 0)];
    expect(moveProblem(deep, 'e', 'c')).toBeNull(); // a b c e f: five levels
    expect(moveProblem(deep, 'e', 'd')).toBe('TOO_DEEP');
  });

  it('renumbers the new siblings and those left behind, returning only what changed', () => {
    const changes = placeCategory(TREE, 'ikat', null, 1);
    expect(changes).toEqual([node('ikat', null, 1), node('food', null, 2), node('home', null, 3)]);
    expect(placeCategory(TREE, 'home', null, 0)).toEqual([node('home', null, 0), node('fashion', null, 1), node('food', null, 2)]);
    // Out-of-range places are clamped to the ends of the list.
    expect(placeCategory(TREE, 'fashion', null, 99)).toEqual([node('food', null, 0), node('home', null, 1), node('fashion', null, 2)]);
    expect(placeCategory(TREE, 'batik', 'food', -3)).toEqual([node('batik', 'food', 0), node('ikat', 'fashion', 0)]);
  });

  it('lists the tree parents first, siblings in order, with each depth', () => {
    expect(flattenTree(TREE).map(({ node: n, depth }) => `${depth}:${n.id}`)).toEqual(['0:fashion', '1:batik', '2:tulis', '1:ikat', '0:food', '0:home']);
  });
});

describe('the moves the tree offers', () => {
  it('moves up and down among siblings, into the one above and out of the parent', () => {
    expect(arrowPlace(TREE, 'food', 'up')).toEqual({ parentId: null, index: 0 });
    expect(arrowPlace(TREE, 'fashion', 'up')).toBeNull();
    expect(arrowPlace(TREE, 'home', 'down')).toBeNull();
    expect(arrowPlace(TREE, 'food', 'indent')).toEqual({ parentId: 'fashion', index: 2 });
    expect(arrowPlace(TREE, 'fashion', 'indent')).toBeNull();
    expect(arrowPlace(TREE, 'tulis', 'outdent')).toEqual({ parentId: 'fashion', index: 1 });
    expect(arrowPlace(TREE, 'food', 'outdent')).toBeNull();
    expect(arrowPlace(TREE, 'gone', 'up')).toBeNull();
  });

  it('offers no way into a sub-tree deeper than the tree may be', () => {
    const deep = [node('a', null, 0), node('b', 'a', 0), node('c', 'b', 0), node('d', 'c', 0), node('e', 'd', 0), node('f', 'd', 1)];
    expect(arrowPlace(deep, 'f', 'indent')).toBeNull();
    expect(arrowPlace(deep, 'f', 'up')).toEqual({ parentId: 'd', index: 0 });
  });

  it('places a dropped category before, after or inside the row it lands on', () => {
    expect(dropPlace(TREE, 'home', 'fashion', 'before')).toEqual({ parentId: null, index: 0 });
    expect(dropPlace(TREE, 'fashion', 'home', 'after')).toEqual({ parentId: null, index: 2 });
    expect(dropPlace(TREE, 'ikat', 'batik', 'inside')).toEqual({ parentId: 'batik', index: 1 });
    expect(dropPlace(TREE, 'food', 'food', 'inside')).toBeNull();
  });
});

describe('a category with its sub-categories', () => {
  const parents = new Map<string, string | null>([['a', null], ['b', 'a'], ['c', 'b'], ['d', null], ['e', 'd']]);

  it('covers every level below a chosen category and nothing above or beside it', () => {
    expect(withSubcategories(['a'], parents)).toEqual(new Set(['a', 'b', 'c']));
    expect(withSubcategories(['b', 'e'], parents)).toEqual(new Set(['b', 'c', 'e']));
    expect(withSubcategories([], parents)).toEqual(new Set());
    expect(withSubcategories(['gone'], parents)).toEqual(new Set());
  });

  it('stops on a corrupted cycle instead of looping', () => {
    const cycle = new Map<string, string | null>([['x', 'y'], ['y', 'x'], ['z', 'x']]);
    expect(withSubcategories(['q'], cycle)).toEqual(new Set());
    expect(withSubcategories(['x'], cycle)).toEqual(new Set(['x', 'y', 'z']));
  });
});
