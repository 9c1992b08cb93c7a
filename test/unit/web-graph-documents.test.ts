// Spec §5 over the whole web: every document the browser sends bounds its connections, and the
// browser's small scanner reads each document as the GraphQL reference parser does.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { unboundedConnection } from '../../src/web/graph/graph-connection-rule';

/** The same rule read with the GraphQL reference parser, to check the small scanner against it. */
function referenceUnbounded(text: string): string | null {
  const document = parse(text);
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const marks = (set: SelectionSetNode, seen: Set<string>): boolean => set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === 'edges' || selection.name.value === 'pageInfo';
    if (selection.kind === Kind.INLINE_FRAGMENT) return marks(selection.selectionSet, seen);
    const fragment = fragments.get(selection.name.value);
    return !!fragment && !seen.has(selection.name.value) && marks(fragment.selectionSet, new Set([...seen, selection.name.value]));
  });
  let found: string | null = null;
  visit(document, {
    Field(node: FieldNode) {
      if (found || !node.selectionSet || !marks(node.selectionSet, new Set())) return;
      if (!(node.arguments ?? []).some((arg) => ['first', 'last', 'find'].includes(arg.name.value))) found = node.name.value;
    },
  });
  return found;
}

function readable(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

function webDocuments(): Array<{ file: string; text: string }> {
  const root = path.resolve(__dirname, '../../src/web');
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|generated/.test(file));
  return files.flatMap((file) => {
    const code = fs.readFileSync(path.join(root, file), 'utf8');
    // Comments that mention the marker are not documents: only what GraphQL itself can read.
    return [...code.matchAll(/\/\*\s*GraphQL\s*\*\/\s*`([\s\S]*?)`/g)].map((match) => ({ file, text: match[1]! })).filter(({ text }) => readable(text));
  });
}

describe('every document the web sends', () => {
  const documents = webDocuments();

  it('is read the same by the scanner and by the GraphQL parser', () => {
    expect(documents.length).toBeGreaterThan(100);
    for (const { file, text } of documents) expect({ file, found: unboundedConnection(text) }).toEqual({ file, found: referenceUnbounded(text) });
  });

  it('bounds every connection it reads', () => {
    expect(documents.filter(({ text }) => unboundedConnection(text) !== null).map(({ file }) => file)).toEqual([]);
  });
});
