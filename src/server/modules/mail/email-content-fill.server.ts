import type { RichTextBlock, RichTextDocument, RichTextEntity } from '../../../domain/rich-text/document';
import { isRecord } from '../../../domain/rich-text/entities';
import type { Block } from './email-layout.server';
import { safeEmailUrl } from './email-layout.server';
import { fillText, inlineValue, solePlaceholderName, type PlaceholderSpec, type PlaceholderValues } from './email-placeholders.server';

/** A document part after filling: rich-text blocks, or the generated rows of a block placeholder. */
export type FilledPart = { kind: 'blocks'; blocks: RichTextBlock[] } | { kind: 'generated'; blocks: readonly Block[] };

export interface FilledDocument {
  parts: FilledPart[];
  entityMap: Record<string, RichTextEntity>;
}

/** A site path (`/product/kopi`) made absolute on the shop's origin; anything else as it is. */
function absolute(url: string, origin: string | undefined): string {
  const trimmed = url.trim();
  if (origin && /^\/(?!\/)/.test(trimmed)) return `${origin.replace(/\/+$/, '')}${trimmed}`;
  return trimmed;
}

/**
 * A LINK's address: exactly one link placeholder is filled with its value; any other
 * placeholder in an address is refused; a site path is made absolute. Whatever comes out
 * must pass `safeEmailUrl`, so no owner and no value can make a `javascript:` link.
 */
function linkAddress(url: string, kinds: ReadonlyMap<string, PlaceholderSpec['kind']>, values: PlaceholderValues, origin: string | undefined): string | null {
  const sole = solePlaceholderName(url);
  if (sole !== null) return kinds.get(sole) === 'link' ? safeEmailUrl(inlineValue(values, sole)) : null;
  if (url.includes('{{')) return null;
  return safeEmailUrl(absolute(url, origin));
}

/**
 * The entity map as an e-mail can use it: links and image addresses absolute and safe (or
 * the entity left out, its text then shown unlinked), images without responsive sources
 * (mail clients take one address), table cells with their text placeholders filled.
 */
function emailEntities(entityMap: Readonly<Record<string, RichTextEntity>>, kinds: ReadonlyMap<string, PlaceholderSpec['kind']>, values: PlaceholderValues, origin: string | undefined) {
  const out: Record<string, RichTextEntity> = {};
  const fill = (text: string) => fillText(text, (name) => (kinds.get(name) === 'block' ? '' : inlineValue(values, name))).text;
  for (const [key, entity] of Object.entries(entityMap)) {
    if (!isRecord(entity) || !isRecord(entity.data)) continue;
    if (entity.type === 'LINK') {
      const url = linkAddress(String(entity.data.url ?? ''), kinds, values, origin);
      if (url !== null) out[key] = { ...entity, data: { ...entity.data, url } };
    } else if (entity.type === 'IMAGE') {
      const src = safeEmailUrl(absolute(String(entity.data.source?.url ?? ''), origin));
      if (src === null) continue;
      const { srcSet: _dropped, url: clickUrl, ...image } = entity.data;
      const href = clickUrl === undefined ? null : linkAddress(clickUrl, kinds, values, origin);
      out[key] = { ...entity, data: { ...image, source: { ...entity.data.source, url: src }, ...(href ? { url: href } : {}) } };
    } else if (entity.type === 'TABLE') {
      const cells = Object.fromEntries(Object.entries(isRecord(entity.data.cells) ? entity.data.cells : {})
        .map(([cellKey, cell]) => [cellKey, { ...cell, content: fill(typeof cell.content === 'string' ? cell.content : '') }]));
      out[key] = { ...entity, data: { ...entity.data, cells } };
    } else {
      out[key] = entity;
    }
  }
  return out;
}

/** Whether the block's whole text is one link that could not be kept: a button to nowhere is left out. */
function isDeadLink(block: RichTextBlock, entityMap: Readonly<Record<string, RichTextEntity>>, original: Readonly<Record<string, RichTextEntity>>): boolean {
  const length = Array.from(block.text).length;
  return block.entityRanges.some((range) => range.offset === 0 && range.length >= length && Object.hasOwn(original, range.key)
    && original[range.key]?.type === 'LINK' && !Object.hasOwn(entityMap, range.key));
}

/**
 * The document with its placeholders filled. A paragraph that is exactly a block
 * placeholder becomes the generated part. A block whose placeholders all came out empty
 * (a reason nobody gave, a tracking number not known yet) is left out rather than shown
 * half written, as is a block that was only a link whose address is missing or unsafe.
 */
export function fillDocument(doc: RichTextDocument, specs: readonly PlaceholderSpec[], values: PlaceholderValues, origin?: string): FilledDocument {
  const kinds = new Map(specs.map((spec) => [spec.name, spec.kind] as const));
  const entityMap = emailEntities(doc.entityMap, kinds, values, origin);
  const parts: FilledPart[] = [];
  const push = (block: RichTextBlock) => {
    const last = parts[parts.length - 1];
    if (last?.kind === 'blocks') last.blocks.push(block);
    else parts.push({ kind: 'blocks', blocks: [block] });
  };
  for (const block of doc.blocks) {
    const sole = block.type === 'atomic' ? null : solePlaceholderName(block.text);
    if (sole !== null && kinds.get(sole) === 'block') {
      const generated = Object.hasOwn(values, sole) ? values[sole] : null;
      if (Array.isArray(generated) && generated.length > 0) parts.push({ kind: 'generated', blocks: generated });
      continue;
    }
    if (block.type === 'atomic') {
      push(block);
      continue;
    }
    const filled = fillText(block.text, (name) => (kinds.get(name) === 'block' ? '' : inlineValue(values, name)));
    if (filled.placeholders > 0 && filled.filled === 0) continue;
    const remap = <R extends { offset: number; length: number }>(range: R): R | null => {
      const start = filled.mapStart(range.offset);
      const end = filled.mapEnd(range.offset + range.length);
      return end > start ? { ...range, offset: start, length: end - start } : null;
    };
    const next: RichTextBlock = {
      ...block,
      text: filled.text,
      inlineStyleRanges: block.inlineStyleRanges.map(remap).filter((r) => r !== null),
      entityRanges: block.entityRanges.map(remap).filter((r) => r !== null),
    };
    if (isDeadLink(next, entityMap, doc.entityMap)) continue;
    push(next);
  }
  return { parts, entityMap };
}
