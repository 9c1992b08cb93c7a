import type { RichTextEntity } from './entities';
import { isRecord, parseEntity } from './entities';

export * from './entities';

/** Deepest list nesting kept (spec §9). */
export const MAX_LIST_DEPTH = 4;

/**
 * The rich-text document of spec §3: blocks of text plus a map of entities (links, images,
 * videos, tables, separators) that blocks point into. The shape follows the raw format of
 * Draft.js-style editors, with two choices made explicit:
 *
 * - Offsets and lengths of style and entity ranges count Unicode code points, not UTF-16
 *   units, so an emoji is one character and a range never splits it.
 * - Entity keys are strings (`entityRanges[].key` → `entityMap[key]`); numeric keys in
 *   input are accepted and turned into strings.
 */
export const BLOCK_TYPES = [
  'unstyled',
  'header-one', 'header-two', 'header-three', 'header-four', 'header-five', 'header-six',
  'unordered-list-item', 'ordered-list-item',
  'blockquote', 'atomic', 'code-block', 'drop-text',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Left is the natural alignment of text and needs no value (spec §3). */
export const BLOCK_ALIGNMENTS = ['right', 'center', 'justify'] as const;
export type BlockAlignment = (typeof BLOCK_ALIGNMENTS)[number];

export interface InlineStyleRange {
  offset: number;
  length: number;
  /** e.g. BOLD, text.red, background.yellow, fontSize.150, fontWeight.medium (see styles.ts). */
  style: string;
}

export interface EntityRange {
  offset: number;
  length: number;
  key: string;
}

export interface RichTextBlock {
  key: string;
  text: string;
  type: BlockType;
  /** Nesting of list items, 0–4 (spec §9); 0 for other blocks. */
  depth: number;
  inlineStyleRanges: InlineStyleRange[];
  entityRanges: EntityRange[];
  data: { align?: BlockAlignment };
}

export interface RichTextDocument {
  blocks: RichTextBlock[];
  entityMap: Record<string, RichTextEntity>;
}

export function emptyRichTextDocument(): RichTextDocument {
  return { blocks: [], entityMap: {} };
}

function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);
}

function isBlockAlignment(value: unknown): value is BlockAlignment {
  return typeof value === 'string' && (BLOCK_ALIGNMENTS as readonly string[]).includes(value);
}

function nonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** A range clipped to the text; undefined when nothing of it is left. */
function clipRange(raw: Record<string, unknown>, textLength: number): { offset: number; length: number } | undefined {
  const offset = nonNegativeInt(raw.offset);
  const length = nonNegativeInt(raw.length);
  if (offset === undefined || length === undefined || offset >= textLength) return undefined;
  const clipped = Math.min(length, textLength - offset);
  return clipped > 0 ? { offset, length: clipped } : undefined;
}

function parseEntityMap(raw: unknown): Record<string, RichTextEntity> {
  const entityMap: Record<string, RichTextEntity> = {};
  if (!isRecord(raw) && !Array.isArray(raw)) return entityMap;
  for (const [key, value] of Object.entries(raw)) {
    // Assigning this key would replace the map's prototype instead of adding an entry.
    if (key === '__proto__') {
      console.warn('Rich text: entity key __proto__ skipped');
      continue;
    }
    const entity = parseEntity(value);
    if (typeof entity === 'string') console.warn(`Rich text: entity ${key} skipped: ${entity}`);
    else entityMap[key] = entity;
  }
  return entityMap;
}

function parseBlock(raw: unknown, index: number, entityMap: Record<string, RichTextEntity>): RichTextBlock | undefined {
  if (!isRecord(raw)) return undefined;
  const text = typeof raw.text === 'string' ? raw.text : '';
  const length = Array.from(text).length;
  const type = isBlockType(raw.type) ? raw.type : 'unstyled';
  const isList = type === 'unordered-list-item' || type === 'ordered-list-item';
  const depth = isList ? Math.min(nonNegativeInt(raw.depth) ?? 0, MAX_LIST_DEPTH) : 0;

  const inlineStyleRanges: InlineStyleRange[] = [];
  for (const range of Array.isArray(raw.inlineStyleRanges) ? raw.inlineStyleRanges : []) {
    if (!isRecord(range) || typeof range.style !== 'string' || range.style === '') continue;
    const span = clipRange(range, length);
    if (span) inlineStyleRanges.push({ ...span, style: range.style });
  }

  const entityRanges: EntityRange[] = [];
  for (const range of Array.isArray(raw.entityRanges) ? raw.entityRanges : []) {
    if (!isRecord(range) || (typeof range.key !== 'string' && typeof range.key !== 'number')) continue;
    const key = String(range.key);
    const span = clipRange(range, length);
    if (span && Object.hasOwn(entityMap, key)) entityRanges.push({ ...span, key });
  }

  const align = isRecord(raw.data) ? raw.data.align : undefined;
  return {
    key: typeof raw.key === 'string' && raw.key !== '' ? raw.key : `b${index}`,
    text,
    type,
    depth,
    inlineStyleRanges,
    entityRanges,
    data: isBlockAlignment(align) ? { align } : {},
  };
}

/**
 * A document from untrusted input (a JSON string or a parsed value): anything malformed
 * is dropped or replaced by its default, never thrown. Unknown block types become
 * unstyled; list depth is clamped to 0–4; ranges are clipped to their block's text and
 * ranges pointing at missing entities dropped; entities of unknown type, and entities
 * that fail their own rules (a video whose link does not convert, a link without an
 * address), are warned about and skipped.
 */
export function parseRichTextDocument(input: unknown): RichTextDocument {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      console.warn('Rich text: document is not valid JSON');
      return emptyRichTextDocument();
    }
  }
  if (!isRecord(value)) return emptyRichTextDocument();
  const entityMap = parseEntityMap(value.entityMap);
  const blocks: RichTextBlock[] = [];
  const rawBlocks: unknown[] = Array.isArray(value.blocks) ? value.blocks : [];
  rawBlocks.forEach((raw, index) => {
    const block = parseBlock(raw, index, entityMap);
    if (block) blocks.push(block);
  });
  return { blocks, entityMap };
}
