// Who is signed in, for the parts of a shop page that greet or prefill: the header's account
// link and the back-in-stock form ask the same query, so a page sends it once. Only the browser
// asks, and only when the session cookie's readable hint says someone is signed in: the
// server render and every anonymous page stay the same for all visitors and keep sharing
// cached answers.
import { hasSignedInHint } from '../../domain/customers/signed-in-hint';
import type { ViewerCustomerQuery } from '../graph/generated/shop-operations';
import { graphDocument } from '../graph/graph-document';
import { useQuery } from '../graph/graph-react';

export const VIEWER_CUSTOMER_QUERY = graphDocument(/* GraphQL */ `
  query ViewerCustomer {
    viewerCustomer { id name email }
  }
`);

export type SignedInCustomer = NonNullable<ViewerCustomerQuery['viewerCustomer']>;

/** The signed-in customer once the browser knows, else null (always null on the server). */
export function useSignedInCustomer(): SignedInCustomer | null {
  const signedIn = typeof document !== 'undefined' && hasSignedInHint(document.cookie);
  const { data } = useQuery<ViewerCustomerQuery>(VIEWER_CUSTOMER_QUERY, undefined, { skip: !signedIn });
  return signedIn ? data?.viewerCustomer ?? null : null;
}
