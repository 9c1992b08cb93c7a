import type { Language } from '../domain/i18n/language';
import type { Db } from './db/database.server';
import type { ShopRecord } from './modules/shop/shop.service';
import type { StaffViewer } from './modules/staff/staff.service';

/** Lets a service set or clear cookies without knowing about HTTP. */
export interface SessionCookies {
  setStaffSession(token: string, expiresAt: Date): void;
  clearStaffSession(): void;
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
  staff: StaffViewer | null;
  /** The client's address (behind a trusted proxy, the forwarded one), for abuse limits. */
  clientAddress: string;
  cookies: SessionCookies;
  /** Per-request memo for batch loaders; see `loaderFor`. */
  loaders: Map<string, unknown>;
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
