import { parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selection.server';

function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
    .map((d) => [d.name.value, d]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectsField', () => {
  it('finds a field asked directly, under an alias, in an inline fragment or a named one', () => {
    expect(selectsField(infoOf('{ products(first: 1) { totalCount } }'), 'totalCount')).toBe(true);
    expect(selectsField(infoOf('{ products(first: 1) { n: totalCount } }'), 'totalCount')).toBe(true);
    expect(selectsField(infoOf('{ products(first: 1) { ... on ProductConnection { totalCount } } }'), 'totalCount')).toBe(true);
    expect(selectsField(infoOf('{ products(first: 1) { ...Page } } fragment Page on ProductConnection { totalCount }'), 'totalCount')).toBe(true);
  });

  it('says no when only deeper fields share the name, and yes without resolve info', () => {
    expect(selectsField(infoOf('{ products(first: 1) { edges { node { totalCount } } } }'), 'totalCount')).toBe(false);
    expect(selectsField(undefined, 'totalCount')).toBe(true);
  });
});
