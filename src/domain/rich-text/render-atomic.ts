import { isSafeLinkUrl } from '../text/link';
import { buildSrcSetFromSources, srcSetWidths, UNMEASURED_IMAGE_WIDTH } from '../media/image-sizes';
import type { Alignment, ImageData, RichTextEntity, TableData, VideoData } from './entities';
import { isRecord, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, tableCellKey } from './entities';
import { escapeHtml } from './escape';
import { safeHref } from './render-inline';
import { DEFAULT_IMAGE_SIZES, RICH_TEXT_CLASSES } from './render-options';
import type { RichTextHtmlOptions } from './render-options';
import { paletteColor } from './styles';
import { toEmbeddableVideoUrl } from './video-embed';

/** Share of the container taken by a half-width (left or right aligned) block. */
export const HALF_WIDTH_RATIO = 0.618;
export const VIDEO_MAX_WIDTH_PX = 480;
export const VIDEO_ASPECT_PADDING_PERCENT = 58;
export const TABLE_HEADER_ROW_HEIGHT_PX = 30;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const HALF_WIDTH_PERCENT = `${(HALF_WIDTH_RATIO * 100).toFixed(1)}%`;

function positiveInt(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Left and right aligned images float beside the text at the golden-ratio share of the column (spec §9). */
function figureCss(align: Alignment): string {
  switch (align) {
    case 'left':
      return `float:left;max-width:${HALF_WIDTH_PERCENT};margin:0 1em 1em 0`;
    case 'right':
      return `float:right;max-width:${HALF_WIDTH_PERCENT};margin:0 0 1em 1em`;
    case 'justify':
      return 'margin:1em 0';
    default:
      return 'margin:1em 0;text-align:center';
  }
}

/** Horizontal margins that place a block of limited width. */
function blockMargins(align: Alignment): string {
  if (align === 'left') return 'margin:1em auto 1em 0';
  if (align === 'right') return 'margin:1em 0 1em auto';
  return 'margin:1em auto';
}

function renderImage(data: ImageData, options: RichTextHtmlOptions): string {
  const source = data.source;
  if (!isRecord(source) || !isSafeLinkUrl(source.url) || source.url.trim() === '') return '';
  let src = source.url;
  let srcSet = '';
  const width = positiveInt(source.width);
  const height = positiveInt(source.height);
  if (Array.isArray(data.srcSet) && data.srcSet.length > 0) {
    // A source wider than the original is the original under a false width (or enlarged): left out.
    srcSet = buildSrcSetFromSources(data.srcSet.filter((s) => isRecord(s) && isSafeLinkUrl(s.url) && (width === undefined || s.width <= width)));
  } else if (options.imageUrlForWidth && width !== undefined) {
    const widths = srcSetWidths(width);
    const candidates = widths
      .map((w) => ({ width: w, url: options.imageUrlForWidth?.(source, w) ?? '' }))
      .filter((candidate) => isSafeLinkUrl(candidate.url));
    srcSet = buildSrcSetFromSources(candidates);
    // Without a srcset-aware browser (or in e-mail), the 800 px rendition is the sensible default.
    const fallback = [...candidates].reverse().find((c) => c.width <= UNMEASURED_IMAGE_WIDTH) ?? candidates[0];
    if (fallback && fallback.url.trim() !== '') src = fallback.url;
  }
  const place = options.address;
  if (place) {
    src = place(src);
    if (srcSet !== '') srcSet = srcSet.split(', ').map((candidate) => candidate.replace(/^\S+/, (url) => place(url))).join(', ');
  }
  const alt = typeof data.alt === 'string' && data.alt.trim() !== '' ? data.alt : '-';
  let img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"`;
  if (width !== undefined && height !== undefined) img += ` width="${width}" height="${height}"`;
  if (srcSet !== '') img += ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(options.imageSizes ?? DEFAULT_IMAGE_SIZES)}"`;
  if (typeof data.title === 'string' && data.title !== '') img += ` title="${escapeHtml(data.title)}"`;
  const color = typeof source.dominantColor === 'string' && HEX_COLOR.test(source.dominantColor) ? `;background-color:${source.dominantColor}` : '';
  const fill = data.align === 'justify' ? ';width:100%' : '';
  img += ` style="max-width:100%;height:auto${fill}${color}">`;
  const safe = data.url === undefined ? null : safeHref(data.url);
  const href = safe !== null && place ? place(safe) : safe;
  const content = href === null ? img : `<a href="${escapeHtml(href)}">${img}</a>`;
  return `<figure class="${RICH_TEXT_CLASSES.image}" style="${figureCss(data.align)}">${content}</figure>`;
}

function renderVideo(data: VideoData, options: RichTextHtmlOptions): string {
  const embed = toEmbeddableVideoUrl(data.url);
  if (embed === null) return '';
  if (options.mode === 'email') {
    const href = safeHref(data.url) ?? embed;
    return `<p class="${RICH_TEXT_CLASSES.video}"><a href="${escapeHtml(href)}">▶ ${escapeHtml(href)}</a></p>`;
  }
  const frameBox = `position:relative;padding-bottom:${VIDEO_ASPECT_PADDING_PERCENT}%;height:0;overflow:hidden`;
  const frame = 'position:absolute;top:0;left:0;width:100%;height:100%;border:0';
  return `<div class="${RICH_TEXT_CLASSES.video}" style="max-width:${VIDEO_MAX_WIDTH_PX}px;${blockMargins(data.align)}">`
    + `<div style="${frameBox}"><iframe src="${escapeHtml(embed)}" title="Video" loading="lazy"`
    + ' allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"'
    + ` referrerpolicy="strict-origin-when-cross-origin" allowfullscreen style="${frame}"></iframe></div></div>`;
}

function cellHtml(content: unknown): string {
  return escapeHtml(typeof content === 'string' ? content.replace(/\r/g, '') : '').replace(/\n/g, '<br>');
}

function renderTable(data: TableData): string {
  const rows = Math.min(positiveInt(data.rows) ?? 0, MAX_TABLE_ROWS);
  const columns = Math.min(positiveInt(data.columns) ?? 0, MAX_TABLE_COLUMNS);
  if (rows === 0 || columns === 0) return '';
  const headerTop = data.headerStyle === 'top' || data.headerStyle === 'top-left';
  const headerLeft = data.headerStyle === 'left' || data.headerStyle === 'top-left';
  const cells = isRecord(data.cells) ? data.cells : {};
  const renderRow = (row: number): string => {
    const isHeaderRow = headerTop && row === 0;
    let html = isHeaderRow ? `<tr style="height:${TABLE_HEADER_ROW_HEIGHT_PX}px">` : '<tr>';
    for (let column = 0; column < columns; column++) {
      const key = tableCellKey(row, column);
      const cell = Object.hasOwn(cells, key) && isRecord(cells[key]) ? cells[key] : undefined;
      const header = isHeaderRow || (headerLeft && column === 0);
      const background = paletteColor(cell?.backgroundColor);
      const css = `border:1px solid #e0e0e0;padding:4px 8px${header ? ';font-weight:700' : ''}${background ? `;background-color:${background}` : ''}`;
      const tag = header ? `th scope="${isHeaderRow ? 'col' : 'row'}"` : 'td';
      html += `<${tag} style="${css}">${cellHtml(cell?.content)}</${header ? 'th' : 'td'}>`;
    }
    return `${html}</tr>`;
  };
  const body = Array.from({ length: rows }, (_, row) => row).filter((row) => !(headerTop && row === 0)).map(renderRow).join('');
  const head = headerTop ? `<thead>${renderRow(0)}</thead>` : '';
  const tbody = body === '' ? '' : `<tbody>${body}</tbody>`;
  const width = data.align === 'justify' ? 100 : positiveInt(data.tableWidth);
  const widthCss = width !== undefined ? `;width:${Math.min(width, 100)}%` : '';
  return `<div style="overflow-x:auto"><table class="${RICH_TEXT_CLASSES.table}" style="border-collapse:collapse;${blockMargins(data.align)}${widthCss}">${head}${tbody}</table></div>`;
}

/** The HTML of an atomic block's entity; '' for an entity that cannot be shown safely. */
export function renderAtomicEntity(entity: RichTextEntity | undefined, options: RichTextHtmlOptions): string {
  if (!isRecord(entity) || !isRecord(entity.data)) return '';
  switch (entity.type) {
    case 'IMAGE':
      return renderImage(entity.data, options);
    case 'VIDEO':
      return renderVideo(entity.data, options);
    case 'TABLE':
      return renderTable(entity.data);
    case 'SEPARATOR':
      return `<hr class="${RICH_TEXT_CLASSES.separator}">`;
    default:
      return '';
  }
}
