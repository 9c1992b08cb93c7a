// What the abandoned checkouts screen asks of the staff API (docs/decisions/0039), and its
// period, status and page in the address, so a view can be shared, reloaded or bookmarked.
import {
  ABANDONED_PERIODS, ABANDONED_STATES, DEFAULT_ABANDONED_PERIOD, type AbandonedPeriod, type AbandonedState,
} from '../../../domain/checkout/abandoned-checkouts';
import { graphDocument } from '../../graph/graph-document';
import { pageFromQuery } from '../../ui/pagination';

export const ABANDONED_PAGE_SIZE = 20;

/** The list, the period's figures and the delay, read together so a saved delay redraws all three. */
export const ADMIN_ABANDONED_QUERY = graphDocument(/* GraphQL */ `
  query AdminAbandonedCheckouts($first: Int!, $offset: Int, $periodDays: Int, $state: AbandonedCheckoutState) {
    abandonedCheckouts(first: $first, offset: $offset, periodDays: $periodDays, state: $state) {
      totalCount
      nodes {
        id email name phone itemCount items { name count } subtotal lastActivityAt state
        emailDueAt emailDueNow emailWrittenAt emailDeliveredAt orderId orderNumber recoveryUrl
      }
    }
    abandonedCheckoutFigures(periodDays: $periodDays) { periodDays abandoned emailsSent emailsFailed recovered recoveredValue recoveryRate }
    checkoutRecoverySettings { delayMinutes minMinutes maxMinutes }
  }
`);

export const SAVE_RECOVERY_DELAY_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveRecoveryDelay($input: CheckoutRecoveryDelayInput!) {
    saveCheckoutRecoveryDelay(input: $input) { delayMinutes minMinutes maxMinutes }
  }
`);

export interface AbandonedListState {
  period: AbandonedPeriod;
  /** Null shows every status. */
  state: AbandonedState | null;
  page: number;
}

export function abandonedListState(query: Readonly<Record<string, string>>): AbandonedListState {
  const days = Number(query.period);
  return {
    period: (ABANDONED_PERIODS as readonly number[]).includes(days) ? days as AbandonedPeriod : DEFAULT_ABANDONED_PERIOD,
    state: (ABANDONED_STATES as readonly string[]).includes(query.state ?? '') ? query.state as AbandonedState : null,
    page: pageFromQuery(query.page),
  };
}

/** The address's query for a state; defaults are left out, so the plain list has a plain address. */
export function abandonedListQuery(state: AbandonedListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.period !== DEFAULT_ABANDONED_PERIOD) query.period = String(state.period);
  if (state.state) query.state = state.state;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function abandonedListVariables(state: AbandonedListState) {
  return { first: ABANDONED_PAGE_SIZE, offset: (state.page - 1) * ABANDONED_PAGE_SIZE, periodDays: state.period, state: state.state };
}
