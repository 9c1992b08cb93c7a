import type { ExternalRouteDefinition, RouteDefinition } from '../router/route-definition';
import { loadChunk } from '../lazy/load-chunk';
import { ADMIN_SCREEN_SOURCES, adminRoutes, adminScreens } from '../admin/admin-routes';
import { PRESS_TEXTS } from '../i18n/press-texts';

/** Source of each screen chunk, so the server can preload the current one from the build manifest. */
export const SCREEN_SOURCES = {
  home: 'src/web/screens/home/home.screen.tsx',
  product: 'src/web/screens/product/product.screen.tsx',
  categoryList: 'src/web/screens/category/category-list.screen.tsx',
  category: 'src/web/screens/category/category.screen.tsx',
  search: 'src/web/screens/search/search.screen.tsx',
  page: 'src/web/screens/page/content-page.screen.tsx',
  notFound: 'src/web/screens/errors/not-found.screen.tsx',
  serverError: 'src/web/screens/errors/server-error.screen.tsx',
  uiShowcase: 'src/web/screens/dev/ui-showcase.screen.tsx',
  editorDev: 'src/web/screens/dev/editor.screen.tsx',
  cart: 'src/web/screens/cart/cart.screen.tsx',
  checkoutNew: 'src/web/screens/checkout/checkout-new.screen.tsx',
  checkoutStart: 'src/web/screens/checkout/checkout-start.screen.tsx',
  checkoutRecover: 'src/web/screens/checkout/checkout-recover.screen.tsx',
  checkoutSuccess: 'src/web/screens/checkout/payment-return.screen.tsx',
  guestOrder: 'src/web/screens/orders/guest-order.screen.tsx',
  confirmPayment: 'src/web/screens/orders/confirm-payment.screen.tsx',
  confirmReceived: 'src/web/screens/orders/confirm-received.screen.tsx',
  paymentConfirm: 'src/web/screens/orders/payment-confirm.screen.tsx',
  orderReview: 'src/web/screens/orders/order-review.screen.tsx',
  completePayment: 'src/web/screens/orders/complete-payment.screen.tsx',
  login: 'src/web/screens/session/login.screen.tsx',
  logout: 'src/web/screens/session/logout.screen.tsx',
  signup: 'src/web/screens/session/signup.screen.tsx',
  forgotPassword: 'src/web/screens/session/forgot-password.screen.tsx',
  forgotEmail: 'src/web/screens/session/forgot-email.screen.tsx',
  affiliate: 'src/web/screens/affiliate/affiliate.screen.tsx',
  blog: 'src/web/screens/blog/blog-list.screen.tsx',
  blogCategory: 'src/web/screens/blog/blog-category.screen.tsx',
  blogSearch: 'src/web/screens/blog/blog-search.screen.tsx',
  blogPost: 'src/web/screens/blog/blog-post.screen.tsx',
  blogPreview: 'src/web/screens/blog/blog-preview.screen.tsx',
  productPreview: 'src/web/screens/product/product-preview.screen.tsx',
  categoryPreview: 'src/web/screens/category/category-preview.screen.tsx',
  account: 'src/web/screens/account/account.screen.tsx',
  changePassword: 'src/web/screens/account/change-password.screen.tsx',
  changeEmail: 'src/web/screens/account/change-email.screen.tsx',
  subscriptionConfirmed: 'src/web/screens/email/subscription-confirmed.screen.tsx',
  ...ADMIN_SCREEN_SOURCES,
} as const;

const screens = {
  home: () => loadChunk('home', () => import('../screens/home/home.screen')),
  product: () => loadChunk('product', () => import('../screens/product/product.screen')),
  categoryList: () => loadChunk('category-list', () => import('../screens/category/category-list.screen')),
  category: () => loadChunk('category', () => import('../screens/category/category.screen')),
  search: () => loadChunk('search', () => import('../screens/search/search.screen')),
  page: () => loadChunk('page', () => import('../screens/page/content-page.screen')),
  notFound: () => loadChunk('not-found', () => import('../screens/errors/not-found.screen')),
  serverError: () => loadChunk('server-error', () => import('../screens/errors/server-error.screen')),
  uiShowcase: () => loadChunk('ui-showcase', () => import('../screens/dev/ui-showcase.screen')),
  editorDev: () => loadChunk('editor-dev', () => import('../screens/dev/editor.screen')),
  cart: () => loadChunk('cart', () => import('../screens/cart/cart.screen')),
  checkoutNew: () => loadChunk('checkout-new', () => import('../screens/checkout/checkout-new.screen')),
  checkoutStart: () => loadChunk('checkout-start', () => import('../screens/checkout/checkout-start.screen')),
  checkoutRecover: () => loadChunk('checkout-recover', () => import('../screens/checkout/checkout-recover.screen')),
  checkoutSuccess: () => loadChunk('payment-return', () => import('../screens/checkout/payment-return.screen')),
  guestOrder: () => loadChunk('guest-order', () => import('../screens/orders/guest-order.screen')),
  confirmPayment: () => loadChunk('confirm-payment', () => import('../screens/orders/confirm-payment.screen')),
  confirmReceived: () => loadChunk('confirm-received', () => import('../screens/orders/confirm-received.screen')),
  paymentConfirm: () => loadChunk('payment-confirm', () => import('../screens/orders/payment-confirm.screen')),
  orderReview: () => loadChunk('order-review', () => import('../screens/orders/order-review.screen')),
  completePayment: () => loadChunk('complete-payment', () => import('../screens/orders/complete-payment.screen')),
  login: () => loadChunk('login', () => import('../screens/session/login.screen')),
  logout: () => loadChunk('logout', () => import('../screens/session/logout.screen')),
  signup: () => loadChunk('signup', () => import('../screens/session/signup.screen')),
  forgotPassword: () => loadChunk('forgot-password', () => import('../screens/session/forgot-password.screen')),
  forgotEmail: () => loadChunk('forgot-email', () => import('../screens/session/forgot-email.screen')),
  affiliate: () => loadChunk('affiliate', () => import('../screens/affiliate/affiliate.screen')),
  blog: () => loadChunk('blog-list', () => import('../screens/blog/blog-list.screen')),
  blogCategory: () => loadChunk('blog-category', () => import('../screens/blog/blog-category.screen')),
  blogSearch: () => loadChunk('blog-search', () => import('../screens/blog/blog-search.screen')),
  blogPost: () => loadChunk('blog-post', () => import('../screens/blog/blog-post.screen')),
  blogPreview: () => loadChunk('blog-preview', () => import('../screens/blog/blog-preview.screen')),
  productPreview: () => loadChunk('product-preview', () => import('../screens/product/product-preview.screen')),
  categoryPreview: () => loadChunk('category-preview', () => import('../screens/category/category-preview.screen')),
  account: () => loadChunk('account', () => import('../screens/account/account.screen')),
  changePassword: () => loadChunk('change-password', () => import('../screens/account/change-password.screen')),
  changeEmail: () => loadChunk('change-email', () => import('../screens/account/change-email.screen')),
  subscriptionConfirmed: () => loadChunk('subscription-confirmed', () => import('../screens/email/subscription-confirmed.screen')),
  ...adminScreens,
};

/** Route name → screen key, for SCREEN_SOURCES. */
export function screenKeyOf(loader: unknown): keyof typeof SCREEN_SOURCES | undefined {
  return (Object.keys(screens) as Array<keyof typeof screens>).find((key) => screens[key] === loader);
}

// Message sets of each screen (RouteDefinition.messages), fetched beside its chunk. Each names
// the header's and footer's words too: a page reached from the admin area has no shop frame yet,
// and a language change fetches the whole set afresh. Sets once fetched are not asked again.
const FRAME = ['nav.', 'lang.', 'footer.', 'search.', 'feedback.toast.', 'feedback.toasts.', 'cart.header.', 'session.header.', 'category.all', 'error.chunk.', 'webApp.install.', 'overlays.modal.', 'overlays.confirm.', ...PRESS_TEXTS];
const shopScreen = (...sets: string[]): string[] => [...FRAME, ...sets];
const LISTING = shopScreen('home.', 'category.', 'product.', 'search.', 'sort.', 'breadcrumb.', 'pagination.', 'filter.', 'reviews.');
const PRODUCT = shopScreen('product.', 'breadcrumb.', 'cart.', 'bundle.offer.', 'reviews.', 'stockAlert.', 'forms.', 'session.serverMessage');
const SESSION = shopScreen('session.', 'forms.');
const ACCOUNT = shopScreen('account.', 'orders.', 'session.', 'forms.', 'pagination.', 'push.optIn.');
const BLOG = shopScreen('blog.', 'pagination.', 'breadcrumb.', 'product.', 'reviews.');
const CHECKOUT = shopScreen('checkout.', 'checkoutNew.', 'bundle.checkout.', 'forms.', 'payment.', 'cart.');
const ERROR_PAGE = shopScreen('error.notFound.', 'error.server.', 'error.backHome');
const ORDER = shopScreen('orders.', 'order.', 'payment.', 'review.', 'bundle.checkout.', 'forms.', 'push.optIn.', 'shipment.');

export const appRoutes: RouteDefinition[] = [
  { name: 'home', path: '/', screen: screens.home, messages: LISTING },
  { name: 'page', path: '/page/:pageID', screen: screens.page, messages: shopScreen('page.', 'content.', 'breadcrumb.') },
  { name: 'subscriptionConfirmed', path: '/email/subscription/confirmed', screen: screens.subscriptionConfirmed, messages: shopScreen('subscription.confirmed.') },
  { name: 'login', path: '/login', screen: screens.login, messages: SESSION },
  { name: 'logout', path: '/logout', screen: screens.logout, messages: SESSION },
  { name: 'signup', path: '/signup', screen: screens.signup, messages: SESSION },
  { name: 'forgotPassword', path: '/password/forgot', screen: screens.forgotPassword, messages: SESSION },
  { name: 'forgotEmail', path: '/forgot/email', screen: screens.forgotEmail, messages: SESSION },
  { name: 'account', path: '/account', screen: screens.account, signIn: true, messages: ACCOUNT },
  { name: 'affiliate', path: '/account/affiliate', screen: screens.affiliate, signIn: true, messages: [...ACCOUNT, 'affiliate.'] },
  { name: 'changePassword', path: '/account/password/change', screen: screens.changePassword, signIn: true, messages: ACCOUNT },
  { name: 'changeEmail', path: '/account/email/change', screen: screens.changeEmail, signIn: true, messages: ACCOUNT },
  { name: '500', path: '/500', screen: screens.serverError, messages: ERROR_PAGE },
  { name: 'notFound', path: '/404', screen: screens.notFound, messages: ERROR_PAGE },
  { name: 'blog', path: '/blog', screen: screens.blog, messages: BLOG },
  { name: 'blogSearch', path: '/blog/search', screen: screens.blogSearch, messages: BLOG },
  { name: 'blogCategory', path: '/blog/category/:slug', screen: screens.blogCategory, messages: BLOG },
  { name: 'blogPost', path: '/blog/:slug', screen: screens.blogPost, messages: BLOG },
  { name: 'blogPreview', path: '/admin/blog/preview/:slug', screen: screens.blogPreview, admin: true },
  ...adminRoutes,
  { name: 'categoryList', path: '/product/category/', screen: screens.categoryList, messages: LISTING },
  { name: 'category', path: '/product/category/:slug', screen: screens.category, messages: LISTING },
  // After the category routes: `/product/category` must not read as a product named "category".
  { name: 'product', path: '/product/:slug', screen: screens.product, messages: PRODUCT },
  { name: 'search', path: '/search', screen: screens.search, messages: LISTING },
  { name: 'productPreview', path: '/admin/product/preview/:slug', screen: screens.productPreview, admin: true },
  { name: 'categoryPreview', path: '/admin/product/category/preview/:slug', screen: screens.categoryPreview, admin: true },
  { name: 'cart', path: '/cart', screen: screens.cart, messages: shopScreen('cart.', 'bundle.checkout.') },
  { name: 'checkoutNew', path: '/checkout/new', screen: screens.checkoutNew, messages: CHECKOUT },
  { name: 'checkoutRecover', path: '/checkout/:hash/recover', screen: screens.checkoutRecover, messages: CHECKOUT },
  { name: 'checkoutStart', path: '/checkout/:checkoutID/start', screen: screens.checkoutStart, messages: CHECKOUT },
  // The wallet provider's return: its first segment is the provider's name.
  { name: 'checkoutSuccess', path: '/checkout/:walletProvider/:orderID', screen: screens.checkoutSuccess, messages: ORDER },
  { name: 'paymentConfirm', path: '/payment/confirm', screen: screens.paymentConfirm, messages: ORDER },
  { name: 'orderReview', path: '/order/review/:orderID', screen: screens.orderReview, messages: ORDER },
  { name: 'orderCompletePayment', path: '/order/payment/complete/:orderID', screen: screens.completePayment, messages: ORDER },
  // A guest whose browser holds the order's grant is sent to its guest page instead of signing in.
  { name: 'order', path: '/order/:orderID', screen: screens.guestOrder, signIn: true, guestRoute: 'guestOrder', messages: ORDER },
  { name: 'orderConfirmPayment', path: '/order/:orderID/payment/confirm', screen: screens.confirmPayment, signIn: true, guestRoute: 'guestOrderConfirmPayment', messages: ORDER },
  { name: 'orderConfirmReceived', path: '/order/:orderID/confirm/received', screen: screens.confirmReceived, messages: ORDER },
  { name: 'guestOrder', path: '/guest/order/:orderID', screen: screens.guestOrder, messages: ORDER },
  { name: 'guestOrderConfirmPayment', path: '/guest/order/:orderID/confirm/payment', screen: screens.confirmPayment, messages: ORDER },
  { name: 'guestOrderConfirmReceived', path: '/guest/order/:orderID/confirm/received', screen: screens.confirmReceived, messages: ORDER },
  // Development only: the server answers it with the not-found page in production.
  { name: 'uiShowcase', path: '/_dev/ui', screen: screens.uiShowcase },
  { name: 'editorDev', path: '/_dev/editor', screen: screens.editorDev },
  { name: '404', path: '*', screen: screens.notFound, messages: ERROR_PAGE },
];

/** Paths the server owns (spec §2 system area): always a full page load. */
export const externalRoutes: ExternalRouteDefinition[] = [
  { name: 'emailAction', path: '/_/email/:emailID/:action' },
  { name: 'redirect', path: '/_/redirect' },
  { name: 'customerLogin', path: '/_/customer/login' },
  { name: 'customerLoginRedirect', path: '/_/customer/login/:state' },
  { name: 'subdomainLogin', path: '/_sys/login/sub/:subdomain' },
  { name: 'check', path: '/_/check/:check' },
  // The order e-mails' private link: the server trades its secret for a cookie and redirects
  // (src/server/http/order-link.routes.ts), so the secret never stays in the address bar.
  { name: 'guestOrderShortLink', path: '/o/:orderID/:secret' },
  { name: 'adminLogin', path: '/admin/login', admin: true },
  { name: 'adminLoginRedirect', path: '/admin/login/redirect/:state', admin: true },
];

