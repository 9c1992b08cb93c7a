import type {} from '@fastify/cookie';
import type {} from '@fastify/multipart';
import type { Language } from '../../domain/i18n/language';
import type { ShopRecord } from '../context.server';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop owning the request's Host; set for every request that reaches a route. */
    shop: ShopRecord;
    language: Language;
  }
  interface FastifyContextConfig {
    /** The route serves no shop (probes, metrics): it answers whatever the Host, and `request.shop` stays unset. */
    withoutShop?: boolean;
  }
}
