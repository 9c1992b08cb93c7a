// What the subscribers screen asks of the staff API (docs/decisions/0041), and its search,
// state and page in the address, so a view can be shared, reloaded or bookmarked.
import { graphDocument } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const SUBSCRIBERS_PAGE_SIZE = 50;
export const SUBSCRIBER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStateName = (typeof SUBSCRIBER_STATES)[number];

export const ADMIN_SUBSCRIBERS_QUERY = graphDocument(/* GraphQL */ `
  query AdminEmailSubscribers($first: Int!, $offset: Int, $search: String, $state: EmailSubscriberState) {
    emailSubscribers(first: $first, offset: $offset, search: $search, state: $state) {
      totalCount
      nodes { id email state source language consentedAt confirmedAt unsubscribedAt unsubscribedBy createdAt }
    }
    emailSubscriberCounts { pending subscribed unsubscribed }
  }
`);

export const UNSUBSCRIBE_SUBSCRIBER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUnsubscribeEmailSubscriber($input: UnsubscribeEmailSubscriberInput!) {
    unsubscribeEmailSubscriber(input: $input) { id state unsubscribedAt unsubscribedBy }
  }
`);

export interface SubscriberListState { search: string; state: SubscriberStateName | null; page: number }

export function subscriberListState(query: Readonly<Record<string, string>>): SubscriberListState {
  return {
    search: (query.q ?? '').slice(0, 320),
    state: (SUBSCRIBER_STATES as readonly string[]).includes(query.state ?? '') ? query.state as SubscriberStateName : null,
    page: pageFromQuery(query.page),
  };
}

export function subscriberListQuery(state: SubscriberListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.search) query.q = state.search;
  if (state.state) query.state = state.state;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function subscriberListVariables(state: SubscriberListState) {
  return { first: SUBSCRIBERS_PAGE_SIZE, offset: (state.page - 1) * SUBSCRIBERS_PAGE_SIZE, search: state.search || null, state: state.state };
}

/** The CSV download of the same filters. */
export function subscribersCsvHref(state: SubscriberListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.state) params.set('state', state.state);
  const text = params.toString();
  return `/admin/marketing/subscribers.csv${text ? `?${text}` : ''}`;
}
