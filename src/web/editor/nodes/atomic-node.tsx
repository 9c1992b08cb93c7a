import type { JSX } from 'react';
import type { EditorConfig, LexicalNode } from 'lexical';
import { $getDocument, $getState, $setState, DecoratorNode, NODE_STATE_DIRECT } from 'lexical';
import type { RichTextEntity } from '../../../domain/rich-text';
import { AtomicBlockView } from '../blocks/atomic-block-view';
import type { AtomicBlockState } from './node-state';
import { atomicState } from './node-state';

/**
 * An atomic block (spec §3): an image, video, table or separator standing on its own line.
 * The block and its entities are kept whole in the node's state, so opening and saving a
 * document never changes them; editing replaces the shown entity's data.
 */
export class AtomicNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('rt-atomic', { extends: DecoratorNode });
  }

  override createDOM(_config: EditorConfig): HTMLElement {
    const dom = $getDocument().createElement('div');
    dom.className = 'rt-editor-atomic';
    return dom;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isInline(): false {
    return false;
  }

  override getTextContent(): string {
    return '\n';
  }

  getAtomic(): AtomicBlockState | null {
    return $getState(this, atomicState);
  }

  /** The key and entity the block shows: its first range's, as the renderer reads it. */
  getShownEntity(): { key: string; entity: RichTextEntity } | null {
    const atomic = this.getAtomic();
    const key = atomic?.block.entityRanges[0]?.key;
    const entity = key === undefined || !atomic || !Object.hasOwn(atomic.entities, key) ? undefined : atomic.entities[key];
    return key !== undefined && entity ? { key, entity } : null;
  }

  override decorate(): JSX.Element {
    // Called while the editor draws this version of the node, so it reads the node's own state.
    return <AtomicBlockView nodeKey={this.getKey()} atomic={$getState(this, atomicState, NODE_STATE_DIRECT)} />;
  }
}

export function $createAtomicNode(state: AtomicBlockState): AtomicNode {
  return $setState(new AtomicNode(), atomicState, state);
}

export function $isAtomicNode(node: LexicalNode | null | undefined): node is AtomicNode {
  return node instanceof AtomicNode;
}
