import { DICTIONARIES } from '../domain/i18n/dictionaries';
import type { Language } from '../domain/i18n/language';
import type { RequestContext, ShopRecord } from './context.server';
import type { Db } from './db/database.server';
import { UNLIMITED } from './modules/platform';

/** A context for work that no visitor started (sitemaps, seeding, jobs): no viewer, no cookies. */
export function systemContext(db: Db, shop: ShopRecord, language: Language = 'id', origin = `https://${shop.primaryHost}`): RequestContext {
  return {
    requestId: 'system',
    db,
    shop,
    language,
    // Work nobody started speaks the default wording; it has no page to show a shop's texts on.
    messages: DICTIONARIES[language],
    origin,
    staff: null,
    customer: null,
    clientAddress: 'system',
    limits: UNLIMITED,
    loaders: new Map(),
    cookies: { setStaffSession: () => undefined, clearStaffSession: () => undefined, setCustomerSession: () => undefined, clearCustomerSession: () => undefined, grantOrder: () => undefined },
    orderGrants: [],
    referral: null,
    personal: false,
  };
}
