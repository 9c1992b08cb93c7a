import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fileExtension, fileMimeType, imageSubtype, MAX_GIF_DATA_URL_CHARS, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_IMAGE_BYTES,
  UPLOAD_FILE_TYPES, UPLOAD_PROTOCOL_VERSION,
} from '../../domain/images/upload-protocol';
import type { RequestContext } from '../context.server';
import type { Db } from '../db/database.server';
import { badInput, conflict, forbidden, translate } from '../errors.server';
import {
  acceptFileUpload, acceptImageUpload, gifTooLong, issueUploadToken, verifyUploadToken,
  type IssuedToken, type MediaService, type UploadPurpose,
} from '../modules/media';
import { addressKey, enforceRateLimit, serverKey, type RateLimiter } from '../modules/platform';

export interface UploadRouteDeps {
  db: Db;
  media: MediaService;
  limits: RateLimiter;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  /** A digest of the session cookie that signed this request in (staff or customer), so a token belongs to one session. */
  sessionDigest: (request: FastifyRequest, kind: 'staff' | 'customer') => string;
}

/** Who may upload: a signed-in staff member or customer of this shop, and the session they are in. */
interface Uploader { person: string; session: string; staff: boolean; rateKey: { rule: 'staffUpload' | 'shopperUpload'; key: string } }

/** The largest gif whose data URL stays within spec §9's 7,000,000 characters. */
const MAX_GIF_BYTES = Math.floor((MAX_GIF_DATA_URL_CHARS - 'data:image/gif;base64,'.length) / 4) * 3;
const SERVER_KEY = 'upload-tokens';

function uploaderOf(ctx: RequestContext, request: FastifyRequest, deps: UploadRouteDeps): Uploader | null {
  if (ctx.staff) return { person: `staff:${ctx.staff.id}`, session: deps.sessionDigest(request, 'staff'), staff: true, rateKey: { rule: 'staffUpload', key: `staff:${ctx.staff.id}` } };
  if (ctx.customer) return { person: `customer:${ctx.customer.id}`, session: deps.sessionDigest(request, 'customer'), staff: false, rateKey: { rule: 'shopperUpload', key: addressKey(request.ip) } };
  return null;
}

/** Signed-out callers learn what to do, with 401: nothing here is for them. */
function signInFirst(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(401).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(translate(request.language, 'error.upload.signInRequired'));
}

type SizeRefusal = 'error.image.tooLarge' | 'error.upload.gifTooLarge' | 'error.upload.fileTooLarge';

/** Over a size limit: answered 413 (not 400) with the limit's message. */
class TooLarge extends Error {
  constructor(readonly key: SizeRefusal) {
    super(key);
  }
}

const tooLarge = (key: SizeRefusal) => new TooLarge(key);

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Every other refusal goes to the shared error handler; size limits answer 413 here. */
function answeringTooLarge(handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      return reply.code(413).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(translate(request.language, error.key));
    }
  };
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** `size`: a whole number of bytes from 1 to the limit; the limit's own refusal above it. */
function announcedSize(value: unknown, max: number, over: SizeRefusal): number {
  const size = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(size) || size < 1) throw badInput('error.upload.size', { max }, 'size');
  if (size > max) throw tooLarge(over);
  return size;
}

/** The address the browser posts to: this shop's origin as the browser reached it (the host is one of the shop's own). */
function uploadAddress(request: FastifyRequest, path: string, token: string): string {
  return `${request.protocol}://${request.host}${path}?t=${encodeURIComponent(token)}`;
}

/** The signed-in caller and their request context, or null when nobody is signed in. */
async function caller(request: FastifyRequest, reply: FastifyReply, deps: UploadRouteDeps): Promise<{ ctx: RequestContext; uploader: Uploader } | null> {
  const ctx = await deps.createContext(request, reply);
  const uploader = uploaderOf(ctx, request, deps);
  return uploader ? { ctx, uploader } : null;
}

async function issue(deps: UploadRouteDeps, who: { ctx: RequestContext; uploader: Uploader }, purpose: UploadPurpose, type: string, size: number): Promise<string> {
  if (purpose === 'file' && !who.uploader.staff) throw forbidden('error.staffOnly');
  await enforceRateLimit(deps.limits, [who.uploader.rateKey]);
  const secret = await serverKey(deps.db, SERVER_KEY);
  return issueUploadToken(secret, { purpose, shopId: who.ctx.shop.id, person: who.uploader.person, session: who.uploader.session, type, size }).token;
}

/** The token in `?t=`, checked against this shop and this caller's session, then spent. */
async function spend(request: FastifyRequest, deps: UploadRouteDeps, who: { ctx: RequestContext; uploader: Uploader }, purpose: UploadPurpose): Promise<IssuedToken> {
  const secret = await serverKey(deps.db, SERVER_KEY);
  const token = verifyUploadToken(secret, queryOf(request).t, { purpose, shopId: who.ctx.shop.id, person: who.uploader.person, session: who.uploader.session });
  if (!token) throw forbidden('error.upload.tokenInvalid');
  const decision = await deps.limits.consume([{ rule: 'uploadTokenUse', key: `upload:${token.nonce}` }]);
  if (!decision.allowed) throw conflict('error.upload.tokenUsed');
  return token;
}

/** The multipart form's text fields and its one file (in `fileField`), refusing a file over `maxBytes` with `over`. */
async function readForm(request: FastifyRequest, fileField: string, maxBytes: number, over: SizeRefusal): Promise<{ fields: Record<string, string>; file: Buffer }> {
  if (!request.isMultipart()) throw badInput('error.upload.noFile', { field: fileField }, fileField);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(over);
    if (code?.startsWith('FST_') || /^Multipart|Unexpected end of form|Malformed/i.test((error as Error).message ?? '')) throw badInput('error.upload.noFile', { field: fileField }, fileField);
    throw error;
  }
  if (!file) throw badInput('error.upload.noFile', { field: fileField }, fileField);
  return { fields, file };
}

function checkVersion(request: FastifyRequest): void {
  if (queryOf(request).v !== UPLOAD_PROTOCOL_VERSION) throw badInput('error.upload.version', {}, 'v');
}

const PRIVATE = 'private, no-store';

/**
 * The upload protocol of spec §7. A signed-in staff member or customer asks for a token for one
 * file of a declared type and size (`/_/upload/token/img`, `/_/upload/token`), then posts the
 * file to the address answered (`/_/upload/img`, `/_/upload/gif`, `/_/upload/file`, the token
 * in `?t=`). The token is the cross-site defence: another site can make a browser post a form,
 * but cannot read a token to put in it.
 */
export function registerUploadRoutes(server: FastifyInstance, deps: UploadRouteDeps): void {
  server.get('/_/upload/token/img', answeringTooLarge(async (request, reply) => {
    const who = await caller(request, reply, deps);
    if (!who) return signInFirst(request, reply);
    checkVersion(request);
    const type = imageSubtype(queryOf(request).type);
    if (!type) throw badInput('error.upload.imageType', {}, 'type');
    const gif = type === 'gif';
    const size = announcedSize(queryOf(request).size, gif ? MAX_GIF_BYTES : MAX_UPLOAD_IMAGE_BYTES, gif ? 'error.upload.gifTooLarge' : 'error.image.tooLarge');
    const token = await issue(deps, who, gif ? 'gif' : 'img', type, size);
    return reply.header('cache-control', PRIVATE).send([uploadAddress(request, gif ? '/_/upload/gif' : '/_/upload/img', token)]);
  }));

  server.get('/_/upload/token', answeringTooLarge(async (request, reply) => {
    const who = await caller(request, reply, deps);
    if (!who) return signInFirst(request, reply);
    checkVersion(request);
    const type = fileMimeType(queryOf(request).type);
    if (!type) throw badInput('error.upload.fileType', { types: Object.keys(UPLOAD_FILE_TYPES).join(', ') }, 'type');
    const size = announcedSize(queryOf(request).size, MAX_UPLOAD_FILE_BYTES, 'error.upload.fileTooLarge');
    const token = await issue(deps, who, 'file', type, size);
    return reply.header('cache-control', PRIVATE).type('text/plain; charset=utf-8').send(uploadAddress(request, '/_/upload/file', token));
  }));

  for (const purpose of ['img', 'gif'] as const) {
    server.post(`/_/upload/${purpose}`, answeringTooLarge(async (request, reply) => {
      const who = await caller(request, reply, deps);
      if (!who) return signInFirst(request, reply);
      const token = await spend(request, deps, who, purpose);
      // Gifs are read a little past 5 MB, so one over 7,000,000 characters hears that limit, not the 5 MB one.
      const limit = purpose === 'gif' ? MAX_GIF_BYTES + 1 : MAX_UPLOAD_IMAGE_BYTES;
      const { file } = await readForm(request, 'img', limit, purpose === 'gif' ? 'error.upload.gifTooLarge' : 'error.image.tooLarge');
      if (purpose === 'gif' && gifTooLong(file.length)) throw tooLarge('error.upload.gifTooLarge');
      if (file.length > MAX_UPLOAD_IMAGE_BYTES) throw tooLarge('error.image.tooLarge');
      const reference = await acceptImageUpload(who.ctx, deps.media, token, file);
      return reply.header('cache-control', PRIVATE).type('text/plain; charset=utf-8').send(reference);
    }));
  }

  server.post('/_/upload/file', answeringTooLarge(async (request, reply) => {
    const who = await caller(request, reply, deps);
    if (!who) return signInFirst(request, reply);
    const token = await spend(request, deps, who, 'file');
    const { fields, file } = await readForm(request, 'file', MAX_UPLOAD_FILE_BYTES, 'error.upload.fileTooLarge');
    const extension = fileExtension(fields.extension);
    if (!extension || UPLOAD_FILE_TYPES[extension] !== token.type) throw badInput('error.upload.extension', {}, 'extension');
    const reference = await acceptFileUpload(who.ctx, deps.media, token, extension, file);
    return reply.header('cache-control', PRIVATE).type('text/plain; charset=utf-8').send(reference);
  }));
}
