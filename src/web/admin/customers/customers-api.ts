// The staff API's documents for the customers section, and the list's state in the address.
import { graphDocument } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const CUSTOMERS_PAGE_SIZE = 25;

export const ADMIN_CUSTOMERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminCustomers($first: Int!, $offset: Int, $search: String) {
    customers(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes { id name email phone verified createdAt ordersCount spent lastOrderAt }
    }
  }
`);

export const ADMIN_GUEST_BUYERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminGuestBuyers($first: Int!, $offset: Int, $search: String) {
    guestBuyers(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes { email name phone ordersCount spent lastOrderAt orders { id number status total placedAt } }
    }
  }
`);

export const ADMIN_CUSTOMER_QUERY = graphDocument(/* GraphQL */ `
  query AdminCustomer($id: ID!) {
    customerById(id: $id) {
      id name email phone verified createdAt ordersCount spent lastOrderAt
      orders { id number status total placedAt }
      addresses { name phone address district city province postalCode }
      affiliate { code clicks joinedAt ordersCount pendingCommission approvedCommission paidCommission }
    }
  }
`);

export type CustomerTab = 'accounts' | 'guests';

export interface CustomerListState { tab: CustomerTab; search: string; page: number }

export function customerListState(query: Readonly<Record<string, string>>): CustomerListState {
  return { tab: query.tab === 'guests' ? 'guests' : 'accounts', search: (query.q ?? '').trim().slice(0, 100), page: pageFromQuery(query.page) };
}

/** The address's query for a state: defaults are left out, so the plain list has a plain address. */
export function customerListQuery(state: CustomerListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.tab === 'guests') query.tab = 'guests';
  if (state.search) query.q = state.search;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function customerListVariables(state: CustomerListState) {
  return { first: CUSTOMERS_PAGE_SIZE, offset: (state.page - 1) * CUSTOMERS_PAGE_SIZE, search: state.search || null };
}
