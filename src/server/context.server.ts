import type { Language } from '../domain/i18n/language';
import type { Translated } from '../domain/i18n/translated';
import type { PageHosts } from '../domain/shop/host-pattern';
import type { SocialLinks } from '../domain/shop/shop-contact';
import type { ShopFont } from '../domain/shop/shop-look';
import type { ShopTimeZone } from '../domain/shop/shop-settings-rules';
import type { StaffRoleKind } from '../domain/staff/custom-roles';
import type { StaffPermission } from '../domain/staff/staff-permissions';
import type { Db } from './db/database.server';
import type { RateLimiter } from './modules/platform';

/**
 * The shop a request belongs to, as the shop module resolves it from the Host. Declared here
 * (not in the module) because every service receives it through the context.
 */
export interface ShopRecord {
  id: string;
  name: string;
  tagline: Translated<string>;
  /** Currency number of spec §3 (IDR = 2); amounts are integers in its stored unit. */
  currency: number;
  defaultLanguage: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  logoImageId: string | null;
  brandColor: string;
  accentColor: string;
  font: ShopFont;
  whatsapp: string;
  province: string;
  englishEnabled: boolean;
  timeZone: ShopTimeZone;
  social: SocialLinks;
  seoTitleSuffix: Translated<string>;
  seoDescription: Translated<string>;
  productCatalog: boolean;
  settingsVersion: number;
  /** Tracking services (docs/decisions/0044); empty when off. */
  ga4MeasurementId: string;
  gtmContainerId: string;
  metaPixelId: string;
  createdAt: Date;
  /** The host name links and e-mails use. */
  primaryHost: string;
}

/**
 * The signed-in staff member, as the staff module finds them from the session cookie, with the
 * permissions of their role read in the same query: every check of the request reads these.
 */
export interface StaffViewer {
  id: string;
  email: string;
  name: string;
  role: StaffRoleKind;
  /** A custom role's name; null for a built-in role. */
  roleName: string | null;
  permissions: readonly StaffPermission[];
}

/**
 * The signed-in customer, as the customers module finds them from their own session cookie
 * (separate from staff sessions). `sessionHash` names this browser's session among theirs.
 */
export interface CustomerViewer { id: string; email: string; name: string; verified: boolean; sessionHash: string }

/** Lets a service set or clear cookies without knowing about HTTP. */
export interface SessionCookies {
  setStaffSession(token: string, expiresAt: Date): void;
  clearStaffSession(): void;
  setCustomerSession(token: string, expiresAt: Date): void;
  clearCustomerSession(): void;
  /** Remembers in this browser that it may open `orderId` (the guest's order grant). */
  grantOrder(orderId: string, secret: string): void;
}

/** An order this browser may open without an account: the id and the raw secret it holds. */
export interface OrderGrant {
  orderId: string;
  secret: string;
}

/** The affiliate link this browser followed last (cookie `etalase_ref`), not yet checked. */
export interface ReferralAttribution {
  code: string;
  at: Date;
}

/**
 * Everything a service needs to know about the request it serves. Every service function
 * takes it first, so shop scoping and the viewer are never an afterthought.
 */
export interface RequestContext {
  requestId: string;
  db: Db;
  shop: ShopRecord;
  language: Language;
  /** The interface texts in `language` as this shop words them: the dictionary under its own texts. */
  messages: Readonly<Record<string, string>>;
  /** Scheme, host and port of the shop as this visitor reaches it, for links in e-mails. */
  origin: string;
  /**
   * Where the answer's pictures and files are served (spec §9, docs/decisions/0051); absent
   * (background work) or `''` for a kind: the shop's own host, and addresses stay paths.
   */
  addresses?: PageHosts;
  staff: StaffViewer | null;
  customer: CustomerViewer | null;
  /** The client's address (behind a trusted proxy, the forwarded one), for abuse limits. */
  clientAddress: string;
  /** The shared rate limits (docs/decisions/0013), counted across every process of the shop. */
  limits: RateLimiter;
  cookies: SessionCookies;
  /** Order grants this browser holds (cookie `etalase_orders`), not yet checked. */
  orderGrants: readonly OrderGrant[];
  /** The affiliate attribution this browser carries; placing an order credits it when still valid. */
  referral: ReferralAttribution | null;
  /**
   * Set by any resolver that reads something only this visitor may see (a checkout, an order):
   * the answer is then never shared through the public cache and is sent `private, no-store`.
   */
  personal: boolean;
  /**
   * Set (epoch ms) by a resolver whose answer changes at a known instant, such as prices at the
   * start or end of a sale campaign: no cache keeps the answer past it.
   */
  expiresAt?: number;
  /** Per-request memo for batch loaders; see `loaderFor`. */
  loaders: Map<string, unknown>;
  /**
   * True when the request waited until every change committed before it began had reached this
   * process: shop-wide data may then come from memory (src/server/db/shop-reference.server.ts).
   */
  heardChanges?: boolean;
}

/** One batch loader per request and key, created on first use. */
export function loaderFor<T>(ctx: RequestContext, key: string, create: () => T): T {
  let loader = ctx.loaders.get(key) as T | undefined;
  if (!loader) {
    loader = create();
    ctx.loaders.set(key, loader);
  }
  return loader;
}
