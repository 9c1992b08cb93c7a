// The upload protocol of spec §7, as both ends read it: which version of it the page speaks,
// which types go up, and the limits of spec §5 and §9.

/** `v` of the token requests: a page built for another protocol is told to reload. */
export const UPLOAD_PROTOCOL_VERSION = '1';

/** Image types accepted (spec §5), as the subtype of `image/…`. */
export const UPLOAD_IMAGE_SUBTYPES = ['png', 'jpeg', 'jpg', 'bmp', 'webp', 'gif', 'svg+xml'] as const;
export type UploadImageSubtype = (typeof UPLOAD_IMAGE_SUBTYPES)[number];

/** 'image should be under 5 Mb' (spec §5), in bytes. */
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
/** Animated gifs are measured as the data URL the page holds (spec §5, §9). */
export const MAX_GIF_DATA_URL_CHARS = 7_000_000;
/** Files (spec §7's file upload): the same 5 MB as pictures. */
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;

/** Length of `data:{mime};base64,{bytes}` for a file of `byteLength` bytes. */
export function dataUrlLength(byteLength: number, mime: string): number {
  return `data:${mime};base64,`.length + 4 * Math.ceil(byteLength / 3);
}

/** The subtype of a declared type: `image/svg+xml` and `svg+xml` both give `svg+xml`; '' when it is none we take. */
export function imageSubtype(declared: unknown): UploadImageSubtype | '' {
  if (typeof declared !== 'string') return '';
  const subtype = declared.split(';')[0]!.trim().toLowerCase().replace(/^image\//, '');
  return (UPLOAD_IMAGE_SUBTYPES as readonly string[]).includes(subtype) ? (subtype as UploadImageSubtype) : '';
}

/** jpg and jpeg are one type. */
export function sameImageType(a: UploadImageSubtype, b: UploadImageSubtype): boolean {
  const norm = (s: UploadImageSubtype) => (s === 'jpg' ? 'jpeg' : s);
  return norm(a) === norm(b);
}

/**
 * Files that may be attached (documents, sheets, archives, pictures), by extension, with the
 * type they are served as. Anything else is refused: a file is served from the shop's own
 * address, so the list stays short.
 */
export const UPLOAD_FILE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
});

/** The lowercased extension when it is one we take; '' otherwise. */
export function fileExtension(declared: unknown): string {
  if (typeof declared !== 'string') return '';
  const extension = declared.trim().toLowerCase().replace(/^\./, '');
  return Object.hasOwn(UPLOAD_FILE_TYPES, extension) ? extension : '';
}

/** The media type a token names, given as a type (`application/pdf`) or an extension (`pdf`); '' when we take none such. */
export function fileMimeType(declared: unknown): string {
  if (typeof declared !== 'string') return '';
  const wanted = declared.trim().toLowerCase().split(';')[0]!.trim();
  if (!wanted.includes('/')) return UPLOAD_FILE_TYPES[fileExtension(wanted)] ?? '';
  return Object.values(UPLOAD_FILE_TYPES).includes(wanted) ? wanted : '';
}
