// What the shop settings screen asks of the staff API and what it saves (docs/decisions/0036).
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const SHOP_SETTINGS_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminShopSettingsFields on ShopSettings {
    version name tagline { id en } logoImageId brandColor accentColor font email phone whatsapp address city province
    englishEnabled currency timeZone social { site url } seoTitleSuffix { id en } seoDescription { id en } productCatalog
    domains { host primary }
  }
`);

export const SHOP_SETTINGS_QUERY = graphDocument(/* GraphQL */ `
  query AdminShopSettings {
    shopSettings { ...AdminShopSettingsFields }
  }
`, SHOP_SETTINGS_FIELDS);

export const UPDATE_SHOP_SETTINGS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateShopSettings($version: Int!, $input: ShopSettingsInput!) {
    updateShopSettings(version: $version, input: $input) {
      __typename
      ... on ShopSettings { ...AdminShopSettingsFields }
      ... on ShopSettingsSaveRefused { reason message fieldErrors { field message } settings { ...AdminShopSettingsFields } }
    }
  }
`, SHOP_SETTINGS_FIELDS);
