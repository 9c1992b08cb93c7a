/** Shops and the host names that lead to them. Owns `shops` and `shop_domains`. */
export {
  ShopDirectory, normaliseHost, shopMailIdentity, createShop, addShopDomains, shopHasDomain,
  isValidShopHost, listShops, findShop, hostOwner, addShopDomain, removeShopDomain, deleteShopRows,
  type ShopRecord, type NewShop, type ShopSummary,
} from './shop.service';
export { shopOrigin, isLocalHostName, LOCAL_HOST_NAMES } from './shop-origin.server';
export { registerShopGraph, type ShopGraph } from './shop.resolver';
export { registerShopSettingsAdminFields } from './shop-settings.resolver';
export { shopSettings, updateShopSettings, type ShopSettingsRecord } from './shop-settings.service';
export { registerTrackingSettingsAdminFields } from './tracking-settings.resolver';
export { trackingServicesOf } from './tracking-settings.service';
