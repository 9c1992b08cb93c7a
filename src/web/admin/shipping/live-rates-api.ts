// What the live courier rates section asks of the staff API and changes there (docs/decisions/0062).
// API keys go one way: the screen sends a new one and reads back only its last 4 characters.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_COURIER_AGGREGATOR_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminCourierAggregatorFields on CourierAggregatorSetup {
    webhookUrl ratesTimeoutSeconds
    couriers { code name }
    accounts { provider enabled production apiKeyLast4 originPostalCode originLabel couriers senderName senderPhone senderAddress lastFailure lastFailureAt }
  }
`);

export const ADMIN_COURIER_AGGREGATORS_QUERY = graphDocument(/* GraphQL */ `
  query AdminCourierAggregators { courierAggregators { ...AdminCourierAggregatorFields } }
`, ADMIN_COURIER_AGGREGATOR_FIELDS);

export const SAVE_COURIER_AGGREGATOR_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveCourierAggregator($input: CourierAggregatorInput!) { saveCourierAggregator(input: $input) { ...AdminCourierAggregatorFields } }
`, ADMIN_COURIER_AGGREGATOR_FIELDS);

export const TEST_COURIER_AGGREGATOR_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminTestCourierAggregator($input: CourierAggregatorCheckInput!) { testCourierAggregator(input: $input) { ok message } }
`);
