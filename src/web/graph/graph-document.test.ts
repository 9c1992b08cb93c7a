import { describe, expect, it } from 'vitest';
import { graphDocument, graphFragment } from './graph-document';

const MONEY = graphFragment(/* GraphQL */ `
  fragment MoneyFields on Money {
    amount formatted
  }
`);
const PRICE = graphFragment(/* GraphQL */ `fragment PriceFields on Product { price { ...MoneyFields } }`, MONEY);
const IMAGE = graphFragment(/* GraphQL */ `fragment ImageFields on Image { id }`);

describe('graph documents', () => {
  it('appends every fragment the operation spreads, through other fragments too, each once', () => {
    const text = graphDocument(/* GraphQL */ `
  query P { product(slug: "a") { ...PriceFields image { ...ImageFields } } other: product(slug: "b") { ...PriceFields } }
`, PRICE, IMAGE);
    expect(text).toBe([
      '\n  query P { product(slug: "a") { ...PriceFields image { ...ImageFields } } other: product(slug: "b") { ...PriceFields } }',
      'fragment PriceFields on Product { price { ...MoneyFields } }',
      'fragment MoneyFields on Money { amount formatted }',
      'fragment ImageFields on Image { id }',
    ].join('\n'));
  });

  it('leaves inline fragments alone', () => {
    expect(graphDocument('mutation M { m { ... on A { x } } }')).toBe('mutation M { m { ... on A { x } } }');
  });

  it('refuses a spread of a fragment it was not given, and a fragment it never spreads', () => {
    expect(() => graphDocument('query Q { product { ...PriceFields } }')).toThrow('...PriceFields');
    expect(() => graphDocument('query Q { product { id } }', IMAGE)).toThrow('never spreads ImageFields');
  });

  it('names a fragment from its definition', () => {
    expect(PRICE.name).toBe('PriceFields');
    expect(() => graphFragment('query Q { x }')).toThrow('Not a fragment definition');
  });
});
