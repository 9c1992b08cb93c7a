/**
 * The home page the owner arranges (docs/decisions/0038): banners, featured categories,
 * collections of products and text, no product shown twice. Owns `home_layouts`.
 */
export { homePage, type ShownHomePage, type ShownHomeSection } from './home-page.service';
export { homeLayout, saveHomeLayout, arrangeHomePage, type HomeLayoutRecord } from './home-layout.service';
export { registerHomeShopFields, registerHomeAdminFields } from './home.resolver';
