/** Data every page's frame needs: the shop, its top-level categories and information pages. */
export const SHELL_QUERY = /* GraphQL */ `
  query Shell {
    shop { id name tagline email phone address city pages { id slug title path } }
    categories(first: 12) { edges { node { id slug name path } } }
  }
`;
