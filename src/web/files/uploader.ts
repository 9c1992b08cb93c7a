// The upload protocol of spec §7 from the page's side: check the file (and downscale a large
// picture), ask the shop for a token for exactly that file, post it where the answer says, and
// hand back the reference. Every failure ends in the spec's red toast for 5000 ms (§8).
import { isImageRef } from '../../domain/media/image-ref';
import { MAX_UPLOAD_FILE_BYTES, UPLOAD_FILE_TYPES, UPLOAD_PROTOCOL_VERSION } from '../../domain/images/upload-protocol';
import type { Translate } from '../i18n/i18n-react';
import { createBrowserImageEncoder } from './canvas-encoder';
import { checkImageForUpload, type ImageEncoder } from './image-check';
import { FileCheckError, NOT_ALLOWED_KEY, type PickedFile } from './picked-file';
import { fileUploadFailed, imageUploadFailed, type FAILED_IMAGE_REFERENCE, type Notify } from './upload-failure';

export interface UploaderEnv {
  /** Raises a toast (the notification store's `notify`). */
  notify: Notify;
  t: Translate;
  /** Defaults to the page's fetch. */
  fetch?: typeof fetch;
  /** Downscales large pictures; defaults to the page's canvas. */
  encoder?: ImageEncoder;
  /** Resolves the addresses the shop answers; defaults to the page's own address. */
  baseUrl?: string;
}

export const FILE_TOO_LARGE_KEY = 'files.fileTooLarge';

/** A refusal whose text is ready to show (the server's answer, already in the reader's language). */
class UploadRefused extends Error {}

function bytesOf(data: string | ArrayBuffer): Uint8Array<ArrayBuffer> {
  if (typeof data !== 'string') return new Uint8Array(data);
  const comma = data.indexOf(',');
  const header = data.slice(0, comma);
  const payload = data.slice(comma + 1);
  if (!/;base64$/i.test(header)) return new TextEncoder().encode(decodeURIComponent(payload)) as Uint8Array<ArrayBuffer>;
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The reason to show for a failure, or undefined for the headline alone (the network, an odd answer). */
function reasonOf(error: unknown, t: Translate): string | undefined {
  if (error instanceof FileCheckError) return t(error.key);
  if (error instanceof UploadRefused) return error.message || undefined;
  return undefined;
}

async function answerText(response: Response): Promise<string> {
  const text = (await response.text()).trim();
  if (!response.ok) {
    // Refusals (4xx) are written for the reader; a fault's text is not worth showing.
    throw new UploadRefused(response.status < 500 && text.length <= 300 ? text : '');
  }
  return text;
}

/** An address the shop answered, as an absolute http(s) URL; anything else is refused. */
function uploadUrl(address: unknown, base: string): string {
  if (typeof address !== 'string') throw new UploadRefused('');
  const url = new URL(address, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UploadRefused('');
  return url.href;
}

function envDefaults(env: UploaderEnv): { request: typeof fetch; base: string } {
  return { request: env.fetch ?? ((input, init) => globalThis.fetch(input, init)), base: env.baseUrl ?? globalThis.location.href };
}

/**
 * Uploads a picked image (spec §7): checked for type and size, downscaled when its data URL is
 * over 800000 characters, then sent with a token bound to its type and size. Resolves to the
 * image reference, or to '-' after a red 'image upload failed' toast.
 */
export async function uploadImage(picked: PickedFile, env: UploaderEnv): Promise<string | typeof FAILED_IMAGE_REFERENCE> {
  const { request, base } = envDefaults(env);
  try {
    const checked = await checkImageForUpload(picked, { encoder: env.encoder ?? createBrowserImageEncoder() });
    const bytes = bytesOf(checked.file.data);
    const type = checked.file.type || `image/${checked.file.extension}`;
    const query = new URLSearchParams({ v: UPLOAD_PROTOCOL_VERSION, type, size: String(bytes.length) });
    const hosts = JSON.parse(await answerText(await request(new URL(`/_/upload/token/img?${query}`, base), { credentials: 'include' }))) as unknown;
    const host = uploadUrl(Array.isArray(hosts) ? hosts[0] : undefined, base);
    const form = new FormData();
    form.set('img', new Blob([bytes], { type }), checked.file.name);
    const reference = await answerText(await request(host, { method: 'POST', body: form, credentials: 'include' }));
    if (!isImageRef(reference)) throw new UploadRefused('');
    return reference;
  } catch (error) {
    return imageUploadFailed(env.notify, env.t, reasonOf(error, env.t));
  }
}

/**
 * Uploads a picked file with its extension (spec §7). Resolves to the file reference, or to null
 * after a red 'xFailed upload' toast.
 */
export async function uploadFile(picked: PickedFile, env: UploaderEnv): Promise<string | null> {
  const { request, base } = envDefaults(env);
  try {
    const extension = picked.extension.toLowerCase();
    if (!Object.hasOwn(UPLOAD_FILE_TYPES, extension)) throw new FileCheckError(NOT_ALLOWED_KEY);
    const bytes = bytesOf(picked.data);
    if (bytes.length > MAX_UPLOAD_FILE_BYTES) throw new FileCheckError(FILE_TOO_LARGE_KEY);
    const type = UPLOAD_FILE_TYPES[extension]!;
    const query = new URLSearchParams({ v: UPLOAD_PROTOCOL_VERSION, type, size: String(bytes.length) });
    const target = uploadUrl(await answerText(await request(new URL(`/_/upload/token?${query}`, base), { credentials: 'include' })), base);
    const form = new FormData();
    form.set('extension', extension);
    form.set('file', new Blob([bytes], { type }), picked.name);
    const reference = await answerText(await request(target, { method: 'POST', body: form, credentials: 'include' }));
    if (!reference.startsWith('/') && !/^https?:\/\//.test(reference)) throw new UploadRefused('');
    return reference;
  } catch (error) {
    fileUploadFailed(env.notify, env.t, reasonOf(error, env.t));
    return null;
  }
}
