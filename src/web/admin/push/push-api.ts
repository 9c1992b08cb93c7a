// The owner's push screen on the staff API: subscriber count, broadcasts with their results, sending one.
import { graphDocument } from '../../graph/graph-document';

export const ADMIN_PUSH_QUERY = graphDocument(/* GraphQL */ `
  query AdminPushNotifications {
    pushNotifications {
      subscribers titleMax contentMax
      broadcasts { id title content route recipients delivered pending failed createdAt }
    }
  }
`);

export const SEND_PUSH_BROADCAST_MUTATION = graphDocument(/* GraphQL */ `
  mutation SendPushBroadcast($input: PushBroadcastInput!) {
    sendPushBroadcast(input: $input) { id recipients }
  }
`);
