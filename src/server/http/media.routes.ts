import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_WIDTHS } from '../../domain/media/image-sizes';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import type { MediaService } from '../modules/media';
import { addressKey, enforceRateLimit, type RateLimiter } from '../modules/platform';
import { pictureAudience } from './proof-access.server';

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Pictures resized to one of the offered widths (spec §9), as WebP. The id is a hash of the
 * bytes, so an address never changes meaning and may be cached for a year.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: { db: Db; media: MediaService; limits: RateLimiter; createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext> }): void {
  app.get<{ Params: { imageId: string; file: string } }>('/media/:imageId/:file', async (request, reply) => {
    const { imageId, file } = request.params;
    const match = /^(\d{1,4})\.webp$/.exec(file);
    const width = match ? Number(match[1]) : NaN;
    if (!IMAGE_ID.test(imageId) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      return reply.code(400).type('text/plain; charset=utf-8').send(`Ask for /media/{imageId}/{width}.webp with a width of ${IMAGE_WIDTHS.join(', ')}.`);
    }
    // A proof of transfer answers as if it did not exist to anyone outside its order.
    const audience = await pictureAudience(deps, request, reply, imageId);
    if (audience === 'refused') return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This picture does not exist.');
    // Sizes already made are read from storage, never counted; making a new one is (rule `imageResize`).
    const bytes = await deps.media.resized(deps.db, request.shop.id, imageId, width, () => enforceRateLimit(deps.limits, [{ rule: 'imageResize', key: addressKey(request.ip) }]));
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('This picture does not exist.');
    return reply
      .header('cache-control', audience === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .type('image/webp')
      .send(bytes);
  });
}
