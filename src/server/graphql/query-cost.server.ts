import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';
import { MAX_PAGE_SIZE } from './pagination.server';

/**
 * Estimated work of an operation: each field costs 1, and whatever sits below a field that
 * takes `first` or `last` is counted that many times. Nested connections multiply, which is
 * exactly what makes a small document expensive (products → category → products → …).
 */
export const MAX_QUERY_COST = 5_000;

function pageSize(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    // An unset variable could still be defaulted to anything up to the cap: count the cap.
    return typeof given === 'number' ? given : MAX_PAGE_SIZE;
  }
  return undefined;
}

/** The page size an argument asks for, as the caller reads it. */
type PageSizeOf = (value: ValueNode | undefined) => number | undefined;

function selectionCost(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, sizeOf: PageSizeOf, seen: Set<string>): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const args = selection.arguments ?? [];
      const first = sizeOf(args.find((a) => a.name.value === 'first')?.value);
      const last = sizeOf(args.find((a) => a.name.value === 'last')?.value);
      const multiplier = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.max(first ?? 0, last ?? 0)));
      const below = selection.selectionSet ? selectionCost(selection.selectionSet, fragments, sizeOf, seen) : 0;
      total += 1 + multiplier * below;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += selectionCost(selection.selectionSet, fragments, sizeOf, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      total += selectionCost(fragment.selectionSet, fragments, sizeOf, seen);
      seen.delete(name);
    }
  }
  return total;
}

export function operationCost(operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>, variables: Record<string, unknown>): number {
  return selectionCost(operation.selectionSet, fragments, (value) => pageSize(value, variables), new Set());
}

/**
 * The operation's cost when no variable sets a page size (`first`, `last`): then it is the same
 * for every request, and counted once when the document is compiled. Undefined otherwise.
 */
export function fixedOperationCost(operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>): number | undefined {
  let variable = false;
  const cost = selectionCost(operation.selectionSet, fragments, (value) => {
    if (value?.kind === Kind.VARIABLE) variable = true;
    return pageSize(value, {});
  }, new Set());
  return variable ? undefined : cost;
}
