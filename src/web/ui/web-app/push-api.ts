// The shop API's web push fields: the key browsers subscribe with, subscribing and leaving.
export const WEB_PUSH_KEY_QUERY = /* GraphQL */ `
  query WebPushKey { webPushPublicKey }
`;

export const SUBSCRIBE_TO_PUSH_MUTATION = /* GraphQL */ `
  mutation SubscribeToPush($input: PushSubscribeInput!) {
    subscribeToPush(input: $input) { endpoint orderId }
  }
`;
export const SUBSCRIBE_TO_PUSH_INPUT = 'PushSubscribeInput';

export const UNSUBSCRIBE_FROM_PUSH_MUTATION = /* GraphQL */ `
  mutation UnsubscribeFromPush($input: PushUnsubscribeInput!) {
    unsubscribeFromPush(input: $input)
  }
`;
export const UNSUBSCRIBE_FROM_PUSH_INPUT = 'PushUnsubscribeInput';
