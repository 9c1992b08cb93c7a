import type { Alignment, RichTextEntity, TableHeaderStyle } from '../../domain/rich-text';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, safeEntity, toEmbeddableVideoUrl } from '../../domain/rich-text';
import { shopImageData } from '../../domain/rich-text/shop-image';
import { safeHref } from '../../domain/rich-text/render-inline';
import { isSafeLinkUrl } from '../../domain/text/link';
import { shopLinkAddress } from '../../domain/text/site-link';

/** The outcome of checking what the owner typed in a dialog: an entity, or the message key saying why not. */
export type EntityCheck = { ok: true; entity: RichTextEntity } | { ok: false; error: string };

/**
 * Whether typed text could become a script or data address in some reader: control characters
 * and numeric character references (`&#x09;`) are taken out before the scheme is checked.
 */
function looksUnsafe(text: string): boolean {
  return !isSafeLinkUrl(text) || !isSafeLinkUrl(text.replace(/&#x?[0-9a-f]+;?/gi, ''));
}

/**
 * A link from the dialog's fields: a path on the shop put on `origin` (the shop's, where the
 * editor runs), the rest normalised per spec §5, and refused when unsafe.
 */
export function linkEntity(rawUrl: string, newTab: boolean, button: boolean, origin: string): EntityCheck {
  const url = shopLinkAddress(rawUrl, origin);
  if (url === '') return { ok: false, error: 'editor.link.required' };
  if (safeHref(url) === null || looksUnsafe(rawUrl.trim())) return { ok: false, error: 'editor.link.unsafe' };
  return { ok: true, entity: { type: 'LINK', mutability: 'MUTABLE', data: { url, newTab, design: button ? 1 : 0 } } };
}

/**
 * A picture from the dialog's fields. One uploaded to the shop (its address is the image
 * reference the upload answered) is held with a served copy and a responsive source set up to
 * its own width (`shopImageData`); a picture from elsewhere keeps its address and, when known,
 * its size, with no source set.
 */
export function imageEntity(fields: { src: string; width?: number; height?: number; alt: string; title: string; align: Alignment }): EntityCheck {
  const src = fields.src.trim();
  if (src === '') return { ok: false, error: 'editor.image.required' };
  if (looksUnsafe(src)) return { ok: false, error: 'editor.image.unsafe' };
  const picture = shopImageData(src)
    ?? { source: { url: src, ...(fields.width ? { width: fields.width } : {}), ...(fields.height ? { height: fields.height } : {}) } };
  const entity: RichTextEntity = {
    type: 'IMAGE', mutability: 'IMMUTABLE',
    data: { ...picture, alt: fields.alt.trim() || '-', align: fields.align, ...(fields.title.trim() ? { title: fields.title.trim() } : {}) },
  };
  return safeEntity(entity) ? { ok: true, entity } : { ok: false, error: 'editor.image.unsafe' };
}

/** Only addresses that convert to an embeddable one are videos (spec §5). */
export function videoEntity(rawUrl: string, align: Alignment): EntityCheck {
  const url = rawUrl.trim();
  if (toEmbeddableVideoUrl(url) === null) return { ok: false, error: 'editor.video.invalid' };
  return { ok: true, entity: { type: 'VIDEO', mutability: 'IMMUTABLE', data: { url, align } } };
}

export function tableEntity(rows: number, columns: number, headerStyle: TableHeaderStyle): EntityCheck {
  const fits = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!fits(rows, MAX_TABLE_ROWS) || !fits(columns, MAX_TABLE_COLUMNS)) return { ok: false, error: 'editor.table.limits' };
  return { ok: true, entity: { type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle, rows, columns, cells: {} } } };
}

export const SEPARATOR_ENTITY: RichTextEntity = { type: 'SEPARATOR', mutability: 'IMMUTABLE', data: {} };
