import type { OrderStatus } from '../orders/order-status';

/** Spec §3 Notification: what a push message carries and the service worker shows. */
export interface PushNotificationAction {
  text: string;
  /** A path of the shop (`/order/…`), opened when the notification or the action is clicked. */
  route: string;
  /** `_self` opens it in an open window of the shop, `_blank` in a new one. */
  routeTarget: '_self' | '_blank';
}

export interface PushNotification {
  id: string;
  title: string;
  content: string;
  icon: string;
  color: string;
  actions: PushNotificationAction[];
  /** Milliseconds the page shows it as a toast when the shop is open; 0 keeps it. */
  duration: number;
  sound: boolean;
}

/** The order statuses a subscriber is told about, and the message keys of each. */
export const PUSHED_ORDER_STATUSES = ['paid', 'shipped', 'completed', 'cancelled', 'expired'] as const;
export type PushedOrderStatus = (typeof PUSHED_ORDER_STATUSES)[number];

export function isPushedOrderStatus(status: OrderStatus): status is PushedOrderStatus {
  return (PUSHED_ORDER_STATUSES as readonly string[]).includes(status);
}

export const PUSH_TITLE_MAX = 80;
export const PUSH_CONTENT_MAX = 240;
/** The service worker's notifications use the installed app's own icon. */
export const PUSH_ICON_PATH = '/app-icon-192.png';
export const PUSH_DURATION_MS = 8000;

/** A path inside the shop for a broadcast to open: starts with one `/`, no scheme, no host. */
export function isShopRoute(route: string): boolean {
  return route.length <= 300 && /^\/(?!\/)[^\s\\]*$/.test(route);
}

/** The route of an order's page; a guest is sent on to the guest page by the router. */
export function orderRoute(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}`;
}
