// What the tracking settings screen asks of the staff API and what it saves (docs/decisions/0044).
import { graphDocument } from '../../graph/graph-document';

export const TRACKING_SETTINGS_QUERY = graphDocument(/* GraphQL */ `
  query AdminTrackingSettings {
    trackingSettings { ga4 gtm metaPixel }
  }
`);

export const UPDATE_TRACKING_SETTINGS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateTrackingSettings($input: TrackingSettingsInput!) {
    updateTrackingSettings(input: $input) {
      __typename
      ... on TrackingSettings { ga4 gtm metaPixel }
      ... on TrackingSettingsRefused { message fieldErrors { field message } }
    }
  }
`);
