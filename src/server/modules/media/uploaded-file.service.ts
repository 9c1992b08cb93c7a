import { createHash } from 'node:crypto';
import { UPLOAD_FILE_TYPES } from '../../../domain/images/upload-protocol';
import { badInput } from '../../errors.server';
import type { BlobStorage } from './image-storage.server';

/** Where an attached file is kept: by shop, named by a hash of its bytes. */
export function fileKey(shopId: string, name: string): string {
  return `files/${shopId}/${name}`;
}

/** The public address of a stored file (spec §3's file reference). */
export function filePath(name: string): string {
  return `/_/file/${name}`;
}

const FILE_NAME = /^([A-Za-z0-9_-]{24})\.([a-z0-9]{2,5})$/;

/** A stored file's name as an address carries it, and its served type; null when it cannot be one of ours. */
export function parseFileName(name: string): { name: string; mimeType: string } | null {
  const match = FILE_NAME.exec(name);
  const extension = match?.[2] ?? '';
  if (!match || !Object.hasOwn(UPLOAD_FILE_TYPES, extension)) return null;
  return { name, mimeType: UPLOAD_FILE_TYPES[extension]! };
}

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text files must be UTF-8 text: no NUL bytes and no invalid sequences. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the extension says, judged by their first bytes (never the name alone). */
export function contentMatchesExtension(bytes: Buffer, extension: string): boolean {
  switch (extension) {
    case 'pdf': return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'txt':
    case 'csv': return isText(bytes);
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods': return startsWith(bytes, ...ZIP);
    case 'doc':
    case 'xls':
    case 'ppt': return startsWith(bytes, ...OLE);
    case 'png': return startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'jpg':
    case 'jpeg': return startsWith(bytes, 0xff, 0xd8, 0xff);
    case 'gif': return /^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'));
    case 'webp': return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    default: return false;
  }
}

/**
 * Keeps an attached file for a shop and answers its stored name (`{hash}.{extension}`); the
 * same bytes give the same name. Refuses content that is not what its extension says.
 */
export async function saveUploadedFile(storage: BlobStorage, shopId: string, bytes: Buffer, extension: string): Promise<string> {
  if (bytes.length === 0) throw badInput('error.image.empty', {}, 'file');
  if (!contentMatchesExtension(bytes, extension)) throw badInput('error.upload.contentMismatch', { extension }, 'file');
  const name = `${createHash('sha256').update(bytes).digest('base64url').slice(0, 24)}.${extension}`;
  const key = fileKey(shopId, name);
  if (!(await storage.exists(key))) await storage.put(key, bytes);
  return name;
}

/** A stored file's bytes, or null when this shop has no such file. */
export async function readUploadedFile(storage: BlobStorage, shopId: string, name: string): Promise<Buffer | null> {
  return parseFileName(name) ? storage.get(fileKey(shopId, name)) : null;
}
