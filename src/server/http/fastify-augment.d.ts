import type {} from '@fastify/cookie';
import type {} from '@fastify/multipart';
import type { Language } from '../../domain/i18n/language';
import type { PageHosts } from '../../domain/shop/host-pattern';
import type { ShopRecord } from '../context.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop owning the request's Host; set for every request that reaches a route. */
    shop: ShopRecord;
    language: Language;
    /**
     * The shop host name the visitor is on: the Host's, or for a call that came to one of the
     * separate hosts (docs/decisions/0051), the one it was derived from.
     */
    pageHost: string;
    /** Where this page's pictures, files, scripts and API calls go (spec §9). */
    hosts: PageHosts;
    /** The Domain the shop's cookies are set for (the page's host when the API is a sub-domain of it); undefined: host-only. */
    cookieDomain: string | undefined;
    /**
     * Set before anything cached is read, on routes that serve shared answers: null when this
     * request may not use them (change notices are not being heard), else the moment of the
     * change log it began at (docs/decisions/0049).
     */
    sharedSince: number | null;
    /** The request waited until every change committed before it arrived reached this process's caches. */
    heardChanges: boolean;
  }
  interface FastifyContextConfig {
    /** The route serves no shop (probes, metrics): it answers whatever the Host, and `request.shop` stays unset. */
    withoutShop?: boolean;
    /** The route serves answers shared by anonymous visitors: it waits until the caches have heard every change committed before it. */
    sharedAnswers?: boolean;
  }
}
