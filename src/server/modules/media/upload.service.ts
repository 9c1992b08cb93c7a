import { formatImageRef } from '../../../domain/media/image-ref';
import { dataUrlLength, MAX_GIF_DATA_URL_CHARS, sameImageType, type UploadImageSubtype } from '../../../domain/images/upload-protocol';
import type { RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import { ingestImage } from './image-processing.server';
import type { MediaService } from './image.service';
import type { IssuedToken } from './upload-token.service';
import { filePath, saveUploadedFile } from './uploaded-file.service';

/** The refusal for a gif whose data URL would be over spec §9's 7,000,000 characters. */
export function gifTooLong(byteLength: number): boolean {
  return dataUrlLength(byteLength, 'image/gif') > MAX_GIF_DATA_URL_CHARS;
}

/**
 * A picture sent with an image or gif token: its bytes must be as long as the token says and of
 * the type it names (read from the bytes), then it is stored like any picture. Answers the
 * image reference of spec §3: its address with dominant colour, width, height and alpha flag.
 */
export async function acceptImageUpload(ctx: RequestContext, media: MediaService, token: IssuedToken, bytes: Buffer): Promise<string> {
  if (token.purpose === 'gif' && gifTooLong(bytes.length)) throw badInput('error.upload.gifTooLarge', {}, 'img');
  if (bytes.length !== token.size) throw badInput('error.upload.sizeMismatch', {}, 'img');
  const ingested = await ingestImage(bytes);
  if (token.purpose === 'gif' && ingested.sourceType !== 'gif') throw badInput('error.upload.gifOnly', {}, 'img');
  if (!sameImageType(token.type as UploadImageSubtype, ingested.sourceType)) throw badInput('error.upload.typeMismatch', { type: token.type }, 'img');
  const image = await media.saveIngestedImage(ctx.db, ctx.shop.id, ingested);
  return formatImageRef({ path: `/media/${image.id}`, dominantColor: image.dominantColor, width: image.width, height: image.height, hasAlpha: image.hasAlpha });
}

/** A file sent with a file token and its extension: kept under a name of its own; answers its reference. */
export async function acceptFileUpload(ctx: RequestContext, media: MediaService, token: IssuedToken, extension: string, bytes: Buffer): Promise<string> {
  if (bytes.length !== token.size) throw badInput('error.upload.sizeMismatch', {}, 'file');
  return filePath(await saveUploadedFile(media.storage, ctx.shop.id, bytes, extension));
}
