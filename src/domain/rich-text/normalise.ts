import { isSafeLinkUrl } from '../text/link';
import type { EntityRange, RichTextBlock, RichTextDocument } from './document';
import type { RichTextEntity } from './entities';
import { safeHref } from './render-inline';
import { styleRangesFromCharacters, stylesPerCharacter } from './style-runs';

/**
 * The entity of each character as the renderer reads it: the first range that covers it.
 * `undefined` where no range does.
 */
export function entityPerCharacter(length: number, ranges: readonly EntityRange[]): Array<string | undefined> {
  const perChar: Array<string | undefined> = Array.from({ length }, () => undefined);
  for (const range of ranges) {
    for (let i = range.offset; i < Math.min(length, range.offset + range.length); i++) perChar[i] ??= range.key;
  }
  return perChar;
}

/** One range per maximal run of the same entity, in text order. */
export function entityRangesFromCharacters(perChar: ReadonlyArray<string | undefined>): EntityRange[] {
  const ranges: EntityRange[] = [];
  perChar.forEach((key, index) => {
    const last = ranges.at(-1);
    if (key === undefined) return;
    if (last && last.key === key && last.offset + last.length === index) last.length += 1;
    else ranges.push({ offset: index, length: 1, key });
  });
  return ranges;
}

/** A fresh block key that no block uses yet, the same for the same position and keys. */
export function freshBlockKey(index: number, used: ReadonlySet<string>): string {
  for (let attempt = 0; ; attempt++) {
    const key = (index + attempt * 7919).toString(36).padStart(5, '0');
    if (!used.has(key)) return key;
  }
}

/**
 * An entity that may be kept, with anything unsafe about it removed (what the renderer would
 * refuse to show anyway); null when nothing of it would ever be shown.
 */
export function safeEntity(entity: RichTextEntity): RichTextEntity | null {
  // The address as stored must be harmless too, not only the one the renderer makes of it.
  if (entity.type === 'LINK') return safeHref(entity.data.url) === null || !isSafeLinkUrl(entity.data.url) ? null : entity;
  if (entity.type !== 'IMAGE') return entity;
  const { source, url, srcSet } = entity.data;
  if (!isSafeLinkUrl(source.url)) return null;
  const urlIsSafe = url === undefined || safeHref(url) !== null;
  const safeSrcSet = srcSet?.filter((s) => isSafeLinkUrl(s.url));
  if (urlIsSafe && safeSrcSet?.length === srcSet?.length) return entity;
  const data = { ...entity.data };
  if (!urlIsSafe) delete data.url;
  if (safeSrcSet === undefined || safeSrcSet.length === 0) delete data.srcSet;
  else data.srcSet = safeSrcSet;
  return { ...entity, data };
}

/**
 * A parsed document in the one form the editor writes, without changing what it renders:
 *
 * - Text blocks: style names in one spelling, unknown names dropped, one colour, background,
 *   size and weight per character (the later range wins, as when rendering), no style on a
 *   line break, and ranges rebuilt as maximal runs (see `styleRangesFromCharacters`).
 *   Entity ranges only for links, one per run, the first range winning where they overlap.
 * - Atomic blocks are kept as they are, apart from ranges pointing at refused entities.
 * - Links whose address (as stored, or as the renderer makes it) is unsafe are dropped (their text stays); images whose
 *   file address is unsafe are dropped, and an unsafe click-through address or source-set
 *   entry is removed.
 * - The entity map keeps only entities that a block points at, in order of first use.
 * - A block key used by an earlier block is replaced by a fresh one.
 */
export function normaliseRichTextDocument(doc: RichTextDocument): RichTextDocument {
  const safe = new Map<string, RichTextEntity>();
  for (const [key, entity] of Object.entries(doc.entityMap)) {
    const kept = safeEntity(entity);
    if (kept) safe.set(key, kept);
  }
  const entityMap: Record<string, RichTextEntity> = {};
  const use = (key: string) => {
    const entity = safe.get(key);
    if (entity && !Object.hasOwn(entityMap, key)) entityMap[key] = entity;
  };
  const usedKeys = new Set<string>();
  const blocks = doc.blocks.map((block, index): RichTextBlock => {
    const key = usedKeys.has(block.key) ? freshBlockKey(index, new Set([...usedKeys, ...doc.blocks.map((b) => b.key)])) : block.key;
    usedKeys.add(key);
    if (block.type === 'atomic') {
      // Only the first range is shown: when its entity is refused the block shows nothing,
      // and a later range must not take its place.
      const first = block.entityRanges[0];
      const entityRanges = first && !safe.has(first.key) ? [] : block.entityRanges.filter((range) => safe.has(range.key));
      entityRanges.forEach((range) => use(range.key));
      return { ...block, key, entityRanges };
    }
    const chars = Array.from(block.text);
    const styles = stylesPerCharacter(chars.length, block.inlineStyleRanges).map((set, i) => (chars[i] === '\n' ? [] : set));
    const entities = entityPerCharacter(chars.length, block.entityRanges).map((k) => (k !== undefined && safe.get(k)?.type === 'LINK' ? k : undefined));
    const entityRanges = entityRangesFromCharacters(entities);
    entityRanges.forEach((range) => use(range.key));
    return { ...block, key, inlineStyleRanges: styleRangesFromCharacters(styles), entityRanges };
  });
  return { blocks, entityMap };
}
