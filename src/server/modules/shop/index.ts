/** Shops and the host names that lead to them. Owns `shops` and `shop_domains`. */
export {
  ShopDirectory, normaliseHost, shopMailIdentity, createShop, addShopDomains, shopHasDomain,
  isValidShopHost, listShops, findShop, hostOwner, addShopDomain, removeShopDomain, deleteShopRows,
  type ShopRecord, type NewShop, type ShopSummary,
} from './shop.service';
export { registerShopGraph, type ShopGraph } from './shop.resolver';
