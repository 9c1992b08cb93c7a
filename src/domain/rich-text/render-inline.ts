import { normalizeLink, isSafeLinkUrl } from '../text/link';
import type { RichTextBlock } from './document';
import type { LinkData, RichTextEntity } from './entities';
import { isRecord } from './entities';
import { escapeHtml } from './escape';
import { RICH_TEXT_CLASSES } from './render-options';
import type { RichTextHtmlOptions } from './render-options';
import { stylesToMarkup } from './styles';

/** Inline look of a filled-button link in e-mail, where the page stylesheet is absent. */
const EMAIL_BUTTON_CSS = 'display:inline-block;padding:10px 20px;border-radius:4px;background-color:#2196f3;color:#ffffff;text-decoration:none';

/**
 * A link address ready for an attribute, or null when it must not be linked. Site-relative
 * paths (`/product/kopi`) are kept as they are: they are unambiguous addresses on the shop
 * itself, which the owner's normalisation rules would otherwise turn into `http:///product/kopi`.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  const href = /^\/(?!\/)/.test(trimmed) ? trimmed : normalizeLink(trimmed);
  return href !== '' && isSafeLinkUrl(href) ? href : null;
}

/** The opening tag of a LINK entity, or null when its address is unsafe (its text is then shown unlinked). */
export function linkOpenTag(data: LinkData | undefined, options: RichTextHtmlOptions): string | null {
  const safe = safeHref(data?.url);
  if (safe === null) return null;
  const href = options.address ? options.address(safe) : safe;
  let tag = `<a href="${escapeHtml(href)}"`;
  if (data?.newTab === true) tag += ' target="_blank" rel="noopener noreferrer"';
  if (data?.design === 1) {
    tag += ` class="${RICH_TEXT_CLASSES.button}"`;
    if (options.mode === 'email') tag += ` style="${EMAIL_BUTTON_CSS}"`;
  }
  return `${tag}>`;
}

interface Segment {
  text: string;
  styles: string[];
  entityKey: string | undefined;
}

/** Splits a block's text where its set of styles or its entity changes (offsets in code points). */
function segmentsOf(block: RichTextBlock): Segment[] {
  const chars = Array.from(typeof block.text === 'string' ? block.text : '');
  const styleRanges = rangesOf(block.inlineStyleRanges);
  const entityRanges = rangesOf(block.entityRanges);
  const boundaries = new Set<number>([0, chars.length]);
  for (const { offset, length } of [...styleRanges, ...entityRanges]) {
    boundaries.add(Math.min(Math.max(offset, 0), chars.length));
    boundaries.add(Math.min(Math.max(offset + length, 0), chars.length));
  }
  const points = [...boundaries].filter(Number.isFinite).sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] ?? 0;
    const end = points[i + 1] ?? start;
    const covers = (r: { offset: number; length: number }) => r.offset <= start && r.offset + r.length >= end;
    segments.push({
      text: chars.slice(start, end).join(''),
      styles: styleRanges.filter(covers).map((r) => r.style),
      entityKey: entityRanges.find(covers)?.key,
    });
  }
  return segments;
}

/** Ranges the renderer can use, whatever it was handed. */
function rangesOf<T extends { offset: number; length: number }>(ranges: readonly T[] | undefined): T[] {
  if (!Array.isArray(ranges)) return [];
  return ranges.filter((r): r is T => isRecord(r) && typeof r.offset === 'number' && typeof r.length === 'number');
}

function renderSegment(segment: Segment, keepNewlines: boolean): string {
  const escaped = escapeHtml(segment.text.replace(/\r/g, ''));
  let html = keepNewlines ? escaped : escaped.replace(/\n/g, '<br>');
  const { tags, css } = stylesToMarkup(segment.styles);
  if (css !== '') html = `<span style="${css}">${html}</span>`;
  for (const tag of [...tags].reverse()) html = `<${tag}>${html}</${tag}>`;
  return html;
}

/**
 * The inline HTML of a block: escaped text with its allowed styles, links for LINK
 * entities with safe addresses, and plain text for any other entity. Newlines become
 * `<br>` unless `keepNewlines` (inside `<pre>`).
 */
export function renderInline(
  block: RichTextBlock,
  entityMap: Readonly<Record<string, RichTextEntity>>,
  options: RichTextHtmlOptions,
  keepNewlines = false,
): string {
  let html = '';
  let run: { key: string | undefined; html: string } | undefined;
  const flush = () => {
    if (!run) return;
    const entity = run.key === undefined || !Object.hasOwn(entityMap, run.key) ? undefined : entityMap[run.key];
    const open = entity?.type === 'LINK' ? linkOpenTag(entity.data, options) : null;
    html += open === null ? run.html : `${open}${run.html}</a>`;
    run = undefined;
  };
  for (const segment of segmentsOf(block)) {
    if (run && run.key !== segment.entityKey) flush();
    run ??= { key: segment.entityKey, html: '' };
    run.html += renderSegment(segment, keepNewlines);
  }
  flush();
  return html;
}
