/**
 * The shape of a shop's category tree: where a category may move, and the order siblings keep.
 * Pure, so the server (which decides) and the admin screen (which offers the moves) agree.
 */
export interface CategoryNode {
  id: string;
  parentId: string | null;
  position: number;
}

/** Deeper trees do not fit the shop's menus and breadcrumbs. */
export const MAX_CATEGORY_DEPTH = 5;

export type CategoryMoveProblem = 'UNKNOWN_PARENT' | 'INTO_ITSELF' | 'TOO_DEEP';

/** Siblings in the order shoppers see them: position, then id so equal positions stay stable. */
export function siblingsOf<T extends CategoryNode>(nodes: readonly T[], parentId: string | null): T[] {
  return nodes.filter((node) => node.parentId === parentId).sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** Ids of the category and everything below it. A corrupt cycle ends the walk instead of looping. */
export function subtreeIds(nodes: readonly CategoryNode[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew && found.size <= nodes.length; ) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId && found.has(node.parentId) && !found.has(node.id)) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Every category that `chosen` covers: each chosen one with all its sub-categories, at any
 * depth, found by walking up from each category through `parents` (id → parent id, the whole
 * tree). A chosen id missing from the tree (deleted) covers nothing. Offers limited to a
 * category (sale campaigns, coupons) use this, as shops on Shopify or WooCommerce expect.
 */
export function withSubcategories(chosen: readonly string[], parents: ReadonlyMap<string, string | null>): Set<string> {
  const covered = new Set<string>();
  if (chosen.length === 0) return covered;
  const wanted = new Set(chosen);
  for (const id of parents.keys()) {
    // Walks up at most as many steps as there are categories, so a corrupted cycle cannot loop.
    let current: string | null | undefined = id;
    for (let steps = 0; current && steps <= parents.size; steps++) {
      if (wanted.has(current)) {
        covered.add(id);
        break;
      }
      current = parents.get(current);
    }
  }
  return covered;
}

/** Levels from the top (a top-level category is at depth 1). */
export function depthOf(nodes: readonly CategoryNode[], id: string | null): number {
  let depth = 0;
  const seen = new Set<string>();
  for (let current = id; current && !seen.has(current); depth += 1) {
    seen.add(current);
    current = nodes.find((node) => node.id === current)?.parentId ?? null;
  }
  return depth;
}

/** How many levels the category's subtree spans below and including itself. */
function heightOf(nodes: readonly CategoryNode[], id: string): number {
  const below = subtreeIds(nodes, id);
  let height = 1;
  for (const member of below) height = Math.max(height, depthOf(nodes, member) - depthOf(nodes, id) + 1);
  return height;
}

/** Why `id` may not go under `parentId`, or null when it may. */
export function moveProblem(nodes: readonly CategoryNode[], id: string, parentId: string | null): CategoryMoveProblem | null {
  if (parentId === null) return heightOf(nodes, id) > MAX_CATEGORY_DEPTH ? 'TOO_DEEP' : null;
  if (!nodes.some((node) => node.id === parentId)) return 'UNKNOWN_PARENT';
  if (subtreeIds(nodes, id).has(parentId)) return 'INTO_ITSELF';
  if (depthOf(nodes, parentId) + heightOf(nodes, id) > MAX_CATEGORY_DEPTH) return 'TOO_DEEP';
  return null;
}

/**
 * The new positions after putting `id` under `parentId` at `index` among its new siblings
 * (clamped to the list): every sibling of the new parent is numbered 0, 1, 2 … in order, and
 * so are those left behind under the old parent. Only rows whose parent or position change
 * are returned.
 */
export function placeCategory(nodes: readonly CategoryNode[], id: string, parentId: string | null, index: number): CategoryNode[] {
  const moving = nodes.find((node) => node.id === id);
  if (!moving) return [];
  const others = nodes.filter((node) => node.id !== id);
  const siblings = siblingsOf(others, parentId);
  const at = Math.max(0, Math.min(siblings.length, Math.trunc(index)));
  const placed = [...siblings.slice(0, at), { ...moving, parentId }, ...siblings.slice(at)].map((node, position) => ({ ...node, position }));
  const leftBehind = moving.parentId === parentId ? [] : siblingsOf(others, moving.parentId).map((node, position) => ({ ...node, position }));
  const before = new Map(nodes.map((node) => [node.id, node]));
  return [...placed, ...leftBehind].filter((node) => {
    const old = before.get(node.id);
    return !old || old.parentId !== node.parentId || old.position !== node.position;
  });
}

export type TreeArrow = 'up' | 'down' | 'indent' | 'outdent';
export type DropZone = 'before' | 'after' | 'inside';
/** A place in the tree: the parent (null: the top level) and the index among its other children. */
export interface TreePlace { parentId: string | null; index: number }

/**
 * Where an arrow moves a category: up or down among its siblings, into the sibling above it (as
 * its last child) or out of its parent (just after it). Null when it cannot go that way.
 */
export function arrowPlace(nodes: readonly CategoryNode[], id: string, arrow: TreeArrow): TreePlace | null {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return null;
  const siblings = siblingsOf(nodes, node.parentId);
  const index = siblings.findIndex((sibling) => sibling.id === id);
  switch (arrow) {
    case 'up': return index > 0 ? { parentId: node.parentId, index: index - 1 } : null;
    case 'down': return index < siblings.length - 1 ? { parentId: node.parentId, index: index + 1 } : null;
    case 'indent': {
      const above = siblings[index - 1];
      if (!above || moveProblem(nodes, id, above.id)) return null;
      return { parentId: above.id, index: siblingsOf(nodes, above.id).length };
    }
    case 'outdent': {
      const parent = nodes.find((candidate) => candidate.id === node.parentId);
      if (!parent || moveProblem(nodes, id, parent.parentId)) return null;
      return { parentId: parent.parentId, index: siblingsOf(nodes, parent.parentId).findIndex((sibling) => sibling.id === parent.id) + 1 };
    }
  }
}

/** Where a category dropped on `targetId` goes: before or after it among its siblings, or into it as its last child. */
export function dropPlace(nodes: readonly CategoryNode[], draggedId: string, targetId: string, zone: DropZone): TreePlace | null {
  const target = nodes.find((candidate) => candidate.id === targetId);
  if (!target || draggedId === targetId) return null;
  if (zone === 'inside') return { parentId: target.id, index: siblingsOf(nodes, target.id).filter((child) => child.id !== draggedId).length };
  const siblings = siblingsOf(nodes, target.parentId).filter((sibling) => sibling.id !== draggedId);
  const index = siblings.findIndex((sibling) => sibling.id === targetId);
  return { parentId: target.parentId, index: zone === 'before' ? index : index + 1 };
}

/** Categories in tree order (parents before their children, siblings in order), each with its depth from 0. */
export function flattenTree<T extends CategoryNode>(nodes: readonly T[]): Array<{ node: T; depth: number }> {
  const known = new Set(nodes.map((node) => node.id));
  const out: Array<{ node: T; depth: number }> = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const node of siblingsOf(nodes, parentId)) {
      if (out.some((entry) => entry.node.id === node.id)) continue;
      out.push({ node, depth });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  // A category whose parent is gone is shown at the top rather than lost.
  for (const node of nodes) {
    if (node.parentId && !known.has(node.parentId) && !out.some((entry) => entry.node.id === node.id)) {
      out.push({ node, depth: 0 });
      visit(node.id, 1);
    }
  }
  return out;
}
