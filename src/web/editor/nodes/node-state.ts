import type { LexicalNode } from 'lexical';
import { $getState, $setState, createState } from 'lexical';
import type { RichTextBlock, RichTextEntity } from '../../../domain/rich-text';
import { isRecord } from '../../../domain/rich-text';

/**
 * The document's block key, kept on every block node so a document opened and saved keeps its
 * keys. New blocks have none until saved; a key met twice (a copied block) is replaced then.
 */
export const blockKeyState = createState('rtBlockKey', {
  parse: (value: unknown): string => (typeof value === 'string' ? value : ''),
});

/** A link's entity as the document holds it: its key, mutability and data. */
export interface LinkEntityState {
  key: string;
  entity: RichTextEntity;
}

export const linkEntityState = createState('rtLinkEntity', {
  parse: (value: unknown): LinkEntityState | null =>
    isRecord(value) && typeof value.key === 'string' && isRecord(value.entity) && value.entity.type === 'LINK'
      ? (value as unknown as LinkEntityState)
      : null,
});

/**
 * An atomic block exactly as the document holds it, with the entities its ranges point at.
 * The first range's entity is the one shown and edited (as the renderer does).
 */
export interface AtomicBlockState {
  block: RichTextBlock;
  entities: Record<string, RichTextEntity>;
}

export const atomicState = createState('rtAtomic', {
  parse: (value: unknown): AtomicBlockState | null =>
    isRecord(value) && isRecord(value.block) && isRecord(value.entities) ? (value as unknown as AtomicBlockState) : null,
});

/** Replaces the entity an atomic block shows (its first range's), keeping everything else of it. */
export function $setShownEntity(node: LexicalNode, entity: RichTextEntity): void {
  const atomic = $getState(node, atomicState);
  const key = atomic?.block.entityRanges[0]?.key;
  if (!atomic || key === undefined) return;
  $setState(node, atomicState, { block: atomic.block, entities: { ...atomic.entities, [key]: entity } });
}
