import type { EditorConfig, LexicalNode, RangeSelection } from 'lexical';
import { $createParagraphNode, $getDocument, ElementNode } from 'lexical';
import { RICH_TEXT_CLASSES } from '../../../domain/rich-text';

/** A paragraph whose first letter the stylesheet draws as a drop cap (block type drop-text). */
export class DropTextNode extends ElementNode {
  override $config() {
    return this.config('rt-drop-text', { extends: ElementNode });
  }

  override createDOM(_config: EditorConfig): HTMLElement {
    const dom = $getDocument().createElement('p');
    dom.className = RICH_TEXT_CLASSES.dropText;
    return dom;
  }

  override updateDOM(): boolean {
    return false;
  }

  /** Only the opening paragraph has a drop cap: Enter continues with ordinary text. */
  override insertNewAfter(_selection: RangeSelection, restoreSelection = true): LexicalNode {
    const paragraph = $createParagraphNode();
    paragraph.setFormat(this.getFormatType());
    this.insertAfter(paragraph, restoreSelection);
    return paragraph;
  }

  override collapseAtStart(): boolean {
    const paragraph = $createParagraphNode();
    this.getChildren().forEach((child) => paragraph.append(child));
    this.replace(paragraph);
    return true;
  }
}

export function $createDropTextNode(): DropTextNode {
  return new DropTextNode();
}

export function $isDropTextNode(node: LexicalNode | null | undefined): node is DropTextNode {
  return node instanceof DropTextNode;
}
