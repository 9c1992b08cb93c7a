import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for `name` directly under the field being resolved, through fragments
 * too: a list skips counting every match when nobody reads the count. Without the resolve info
 * (a call from code) the answer is yes.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | undefined, name: string): boolean {
  if (!info) return true;
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field' && selection.name.value === name) return true;
      if (selection.kind === 'InlineFragment' && visit(selection.selectionSet)) return true;
      if (selection.kind === 'FragmentSpread' && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        if (visit(info.fragments[selection.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
