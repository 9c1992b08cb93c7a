import { getOperationAST, Kind, parse, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fixedOperationCost, operationCost } from './query-cost.server';

function parts(query: string) {
  const document = parse(query);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return { operation: getOperationAST(document)!, fragments };
}

describe('fixedOperationCost', () => {
  it('counts once what no variable can change, the same as counting each time', () => {
    const { operation, fragments } = parts('query P($slug: String!) { product(slug: $slug) { id category { products(first: 5) { edges { node { ...Card } } } } } } fragment Card on Product { id name }');
    expect(fixedOperationCost(operation, fragments)).toBe(operationCost(operation, fragments, { slug: 'kopi' }));
    expect(fixedOperationCost(operation, fragments)).toBe(1 + 1 + 1 + 1 + 5 * (1 + 1 + 2));
  });

  it('leaves the counting to each request when a variable sets a page size, in a fragment too', () => {
    const direct = parts('query L($first: Int) { products(first: $first) { edges { node { id } } } }');
    expect(fixedOperationCost(direct.operation, direct.fragments)).toBeUndefined();
    const viaFragment = parts('query C($n: Int) { shop { id } ...Lists } fragment Lists on Query { categories(last: $n) { edges { node { id } } } }');
    expect(fixedOperationCost(viaFragment.operation, viaFragment.fragments)).toBeUndefined();
  });
});
