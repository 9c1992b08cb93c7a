import { describe, expect, it } from 'vitest';
import { GraphDocumentError, assertBoundedConnections, unboundedConnection } from './graph-connection-rule';

describe('a connection read without first, last or find (spec §5)', () => {
  it('is found by its Relay shape and named', () => {
    expect(unboundedConnection('query { products { edges { node { id } } } }')).toBe('products');
    expect(unboundedConnection('query { category(slug: "a") { products(sort: NEWEST) { pageInfo { hasNextPage } } } }')).toBe('products');
    expect(unboundedConnection('query Q($n: Int) { list: blogPosts(after: "x") { totalCount ... on BlogPostConnection { edges { cursor } } } }')).toBe('blogPosts');
    expect(unboundedConnection('query { viewerOrders { ...Page } } fragment Page on OrderConnection { edges { node { id } } }')).toBe('viewerOrders');
  });

  it('is allowed with any one of the three bounds', () => {
    expect(unboundedConnection('query($n: Int) { products(first: $n) { edges { node { id } } } }')).toBeNull();
    expect(unboundedConnection('query { products(last: 5, before: "b") { pageInfo { hasPreviousPage } } }')).toBeNull();
    expect(unboundedConnection('query { products(find: ["UHJvZHVjdDox"]) { edges { node { id } } } }')).toBeNull();
  });

  it('leaves plain lists, strings and comments alone', () => {
    expect(unboundedConnection('query { errorReports(first: 5) { nodes { id } } shop { name } }')).toBeNull();
    expect(unboundedConnection('query { search(q: "edges { }") { name } # products { edges }\n }')).toBeNull();
    expect(unboundedConnection('mutation($input: X!) { save(input: $input) { product { id } } }')).toBeNull();
  });

  it('is refused with a message naming the field', () => {
    expect(() => assertBoundedConnections('{ blogSearch(query: "batik") { edges { node { title } } } }')).toThrow(GraphDocumentError);
    expect(() => assertBoundedConnections('{ blogSearch(query: "batik") { edges { node { title } } } }'))
      .toThrow('The connection field "blogSearch" is read without first, last or find; give one of them to bound the list.');
  });
});
