// GraphQL documents as plain `/* GraphQL */` literals, so scripts/graphql-codegen.ts can read
// and type them. A fragment is written once, next to the component that reads its shape; an
// operation names the fragments it may use and `graphDocument` appends exactly those it spreads
// (and the ones they spread), each once, after the operation: the text the server receives.

export interface GraphFragment {
  readonly name: string;
  /** The `fragment Name on Type { … }` definition on one line, so GET addresses stay short. */
  readonly text: string;
  /** Fragments this one may spread. */
  readonly uses: readonly GraphFragment[];
}

const FRAGMENT_NAME = /^fragment\s+([_A-Za-z]\w*)\s+on\s/;
/** `...Name`, but not the inline `... on Type`. */
const SPREAD = /\.\.\.\s*([_A-Za-z]\w*)/g;

function spreadNames(text: string): string[] {
  return [...text.matchAll(SPREAD)].map((match) => match[1] ?? '').filter((name) => name !== 'on');
}

/** A fragment definition, with the fragments it spreads. */
export function graphFragment(text: string, ...uses: GraphFragment[]): GraphFragment {
  const trimmed = text.trim();
  const name = FRAGMENT_NAME.exec(trimmed)?.[1];
  if (!name) throw new Error(`Not a fragment definition: ${trimmed.slice(0, 60)}`);
  // Without comments or strings, runs of white space mean no more than one space.
  const compact = /[#"]/.test(trimmed) ? trimmed : trimmed.replace(/\s+/g, ' ');
  return { name, text: compact, uses };
}

/**
 * The operation followed by every fragment it spreads, directly or through other fragments,
 * in the order first met. A spread of a fragment not offered is a mistake caught at once, as
 * is an offered fragment the operation never uses (the server rejects unused fragments).
 */
export function graphDocument(operation: string, ...fragments: GraphFragment[]): string {
  const known = new Map<string, GraphFragment>();
  const offer = (fragment: GraphFragment) => {
    if (known.has(fragment.name)) return;
    known.set(fragment.name, fragment);
    fragment.uses.forEach(offer);
  };
  fragments.forEach(offer);
  const included: GraphFragment[] = [];
  const include = (text: string) => {
    for (const name of spreadNames(text)) {
      if (included.some((fragment) => fragment.name === name)) continue;
      const fragment = known.get(name);
      if (!fragment) throw new Error(`The document spreads ...${name} but was not given that fragment.`);
      included.push(fragment);
      include(fragment.text);
    }
  };
  include(operation);
  const unused = fragments.filter((fragment) => !included.includes(fragment));
  if (unused.length > 0) throw new Error(`The document never spreads ${unused.map((fragment) => fragment.name).join(', ')}.`);
  return [operation.trimEnd(), ...included.map((fragment) => fragment.text)].join('\n');
}
