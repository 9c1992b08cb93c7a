import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { parseFileName, readUploadedFile, type MediaService } from '../modules/media';
import { pictureAudience } from './proof-access.server';

/**
 * Uploaded content is served from the shop's own address, so it must never act as a page of the
 * shop: no script may run (`sandbox` and `default-src 'none'`), the browser must not guess
 * another type (`nosniff`, set for every answer), and files download rather than open.
 */
export const UPLOADED_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Names and bytes never change (both are hashes of the content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface UploadedFileRouteDeps {
  db: Db;
  media: MediaService;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  /** `same-site`, or `cross-origin` when pictures or files are served from another site (IMAGES_HOST, FILES_HOST). */
  resourcePolicy?: (kind: 'images' | 'files') => 'same-site' | 'cross-origin';
}

export function registerUploadedFileRoutes(server: FastifyInstance, deps: UploadedFileRouteDeps): void {
  const policy = (kind: 'images' | 'files') => deps.resourcePolicy?.(kind) ?? 'same-site';
  // An SVG picture as a vector (its cleaned original); every picture is also offered as WebP at /media/{id}/{width}.webp.
  server.get<{ Params: { imageId: string } }>('/media/:imageId/original.svg', async (request, reply) => {
    const { imageId } = request.params;
    const audience = IMAGE_ID.test(imageId) ? await pictureAudience(deps, request, reply, imageId) : 'refused';
    const original = audience !== 'refused' ? await deps.media.original(deps.db, request.shop.id, imageId) : null;
    if (!original || original.mimeType !== 'image/svg+xml') return reply.code(404).type('text/plain; charset=utf-8').send('This picture does not exist as SVG.');
    return reply
      .header('content-security-policy', UPLOADED_SVG_CSP)
      .header('cross-origin-resource-policy', policy('images'))
      .header('cache-control', audience === 'private' ? 'private, no-store' : IMMUTABLE)
      .type('image/svg+xml')
      .send(original.bytes);
  });

  server.get<{ Params: { name: string } }>('/_/file/:name', async (request, reply) => {
    const parsed = parseFileName(request.params.name);
    const bytes = parsed ? await readUploadedFile(deps.media.storage, request.shop.id, parsed.name) : null;
    if (!parsed || !bytes) return reply.code(404).type('text/plain; charset=utf-8').send('This file does not exist.');
    return reply
      .header('content-security-policy', UPLOADED_FILE_CSP)
      .header('content-disposition', `attachment; filename="${parsed.name}"`)
      .header('cross-origin-resource-policy', policy('files'))
      .header('cache-control', IMMUTABLE)
      .type(parsed.mimeType)
      .send(bytes);
  });
}
