import type { Klass, LexicalNode } from 'lexical';
import { CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { AtomicNode } from './atomic-node';
import { DropTextNode } from './drop-text-node';

/** Every node the editor's documents are made of. */
export const EDITOR_NODES: ReadonlyArray<Klass<LexicalNode>> = [HeadingNode, QuoteNode, ListNode, ListItemNode, CodeNode, LinkNode, DropTextNode, AtomicNode];
