// Reading a chosen file into the picked-file shape of spec §3, with the checks of spec §5/§8.
// The reader is injected so tests can make it fail the way a browser's does.
import type { Translate } from '../i18n/i18n-react';

/** How the content is read: a data URL (the default, what image checks and previews need) or raw bytes. */
export type ReadAs = 'dataURL' | 'arrayBuffer';

/**
 * A file the user picked (spec §3). `data` is a data URL string when read as 'dataURL' (the
 * default) and an ArrayBuffer when read as 'arrayBuffer'. `size` (bytes of the original file)
 * is carried too because the upload limits are in bytes.
 */
export interface PickedFile {
  name: string;
  /** The full media type, e.g. 'image/png'; '' when the browser could not tell. */
  type: string;
  /** Lowercased, without the dot; '' when the name has none. */
  extension: string;
  data: string | ArrayBuffer;
  size: number;
}

/** The part of FileReader used here; a real FileReader fits it. */
export interface FileReaderLike {
  readonly result: string | ArrayBuffer | null;
  readonly error: { readonly message: string } | null;
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  readAsDataURL(blob: Blob): void;
  readAsArrayBuffer(blob: Blob): void;
}

export interface ReadFileOptions {
  /** Allowed subtypes ('png', 'svg+xml'…); absent means any file is allowed. */
  accept?: readonly string[];
  readAs?: ReadAs;
  createReader?: () => FileReaderLike;
}

/** A rule the file broke. `key` is a message key, so the text follows the interface language. */
export class FileCheckError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(key);
    this.name = 'FileCheckError';
    this.key = key;
  }
}

/** Reading an absent file is a programming or dialog failure, not a user mistake (spec §8). */
export const NO_FILE_MESSAGE = 'File.get fail';
export const NOT_ALLOWED_KEY = 'error.notAllowed';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The subtype of a media type ('image/svg+xml' → 'svg+xml'). Browsers report '' for types they
 * do not know; the extension stands in then, so a renamed-but-valid file is not refused outright.
 */
export function subtypeOf(file: { type: string; extension: string }): string {
  const slash = file.type.indexOf('/');
  if (slash < 0) return file.extension;
  return file.type.slice(slash + 1).split(';')[0]!.trim().toLowerCase();
}

export function isAllowedSubtype(subtype: string, accept: readonly string[] | undefined): boolean {
  if (!accept) return true;
  return accept.some((allowed) => allowed.toLowerCase() === subtype);
}

function defaultReader(): FileReaderLike {
  return new FileReader();
}

/**
 * Reads `file` into a PickedFile. Rejects with Error('File.get fail') when there is no file,
 * FileCheckError('error.notAllowed') when its subtype is not accepted, and an Error carrying
 * the reader's own message when reading fails.
 */
export function readPickedFile(file: File | null | undefined, options: ReadFileOptions = {}): Promise<PickedFile> {
  if (!file) return Promise.reject(new Error(NO_FILE_MESSAGE));
  const { name, type, size } = file;
  const extension = extensionOf(name);
  if (!isAllowedSubtype(subtypeOf({ type, extension }), options.accept)) {
    return Promise.reject(new FileCheckError(NOT_ALLOWED_KEY));
  }
  const reader = (options.createReader ?? defaultReader)();
  return new Promise<PickedFile>((resolve, reject) => {
    reader.addEventListener('load', () => {
      const data = reader.result;
      if (data === null) reject(new Error(NO_FILE_MESSAGE));
      else resolve({ name, type, extension, data, size });
    });
    const fail = () => reject(new Error(reader.error?.message ?? 'File read failed'));
    reader.addEventListener('error', fail);
    reader.addEventListener('abort', fail);
    if (options.readAs === 'arrayBuffer') reader.readAsArrayBuffer(file);
    else reader.readAsDataURL(file);
  });
}

/** Text to show for a failure of picking, reading or checking a file. */
export function describeFileError(error: unknown, t: Translate): string {
  if (error instanceof FileCheckError) return t(error.key);
  const message = error instanceof Error ? error.message : String(error);
  if (message === NO_FILE_MESSAGE) return t('files.noFileChosen');
  return t('files.readFailed', { message });
}
