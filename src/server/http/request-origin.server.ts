import type { FastifyRequest } from 'fastify';

/** The origin the visitor used; the Host was already matched to a shop, so it is one we own. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.shop.primaryHost}`;
}
