// Spec §5: "A graph connection field read without first, last or find arguments is an error."
// The client refuses such a document before sending it, so an unbounded list is never asked
// for. Without the schema in the browser, a connection is known by its Relay shape: a field
// whose selection reads `edges` or `pageInfo` (directly, or through inline or named fragments).
// A small scanner is enough for that; the full GraphQL parser would weigh on every page.

/** Arguments any one of which bounds a connection (docs/decisions/0045 says what `find` means). */
export const CONNECTION_BOUNDS: readonly string[] = Object.freeze(['first', 'last', 'find']);
const CONNECTION_MARKS = new Set(['edges', 'pageInfo']);

export class GraphDocumentError extends Error {
  override name = 'GraphDocumentError';
  constructor(readonly field: string) {
    super(`The connection field "${field}" is read without first, last or find; give one of them to bound the list.`);
  }
}

type Selection =
  | { kind: 'field'; name: string; args: string[]; selections: Selection[] | null }
  | { kind: 'inline'; selections: Selection[] }
  | { kind: 'spread'; name: string };

const TOKEN = /\s+|,|#[^\n\r]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|\.\.\.|[_A-Za-z][_0-9A-Za-z]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[!$&():=@[\]{}|]/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match || TOKEN.lastIndex === start) throw new Error(`Unreadable graph document near "${text.slice(start, start + 20)}".`);
    const token = match[0];
    if (/^(\s+|,|#.*)$/.test(token)) continue;
    tokens.push(token);
  }
  return tokens;
}

class Scanner {
  private index = 0;
  constructor(private readonly tokens: string[]) {}
  peek(): string | undefined { return this.tokens[this.index]; }
  next(): string {
    const token = this.tokens[this.index];
    if (token === undefined) throw new Error('The graph document ends too early.');
    this.index += 1;
    return token;
  }
  done(): boolean { return this.index >= this.tokens.length; }

  /** Skips a balanced group that starts at the current `(`, `[` or `{`. */
  skipGroup(): void {
    let depth = 0;
    do {
      const token = this.next();
      if (token === '(' || token === '[' || token === '{') depth += 1;
      else if (token === ')' || token === ']' || token === '}') depth -= 1;
    } while (depth > 0);
  }

  /** `(name: value, …)` → the names. */
  argumentNames(): string[] {
    const names: string[] = [];
    this.next(); // (
    while (this.peek() !== ')') {
      names.push(this.next());
      this.next(); // :
      this.skipValue();
    }
    this.next(); // )
    return names;
  }

  skipValue(): void {
    const token = this.peek();
    if (token === '[' || token === '{') this.skipGroup();
    else if (token === '$') { this.next(); this.next(); }
    else this.next();
  }

  skipDirectives(): void {
    while (this.peek() === '@') {
      this.next();
      this.next();
      if (this.peek() === '(') this.skipGroup();
    }
  }

  selectionSet(): Selection[] {
    const selections: Selection[] = [];
    this.next(); // {
    while (this.peek() !== '}') selections.push(this.selection());
    this.next(); // }
    return selections;
  }

  private selection(): Selection {
    if (this.peek() === '...') {
      this.next();
      if (this.peek() === 'on') {
        this.next();
        this.next();
        this.skipDirectives();
        return { kind: 'inline', selections: this.selectionSet() };
      }
      if (this.peek() === '@' || this.peek() === '{') {
        this.skipDirectives();
        return { kind: 'inline', selections: this.selectionSet() };
      }
      const name = this.next();
      this.skipDirectives();
      return { kind: 'spread', name };
    }
    let name = this.next();
    if (this.peek() === ':') {
      this.next();
      name = this.next();
    }
    const args = this.peek() === '(' ? this.argumentNames() : [];
    this.skipDirectives();
    return { kind: 'field', name, args, selections: this.peek() === '{' ? this.selectionSet() : null };
  }
}

function readDocument(text: string): { operations: Selection[][]; fragments: Map<string, Selection[]> } {
  const scanner = new Scanner(tokenize(text));
  const operations: Selection[][] = [];
  const fragments = new Map<string, Selection[]>();
  while (!scanner.done()) {
    if (scanner.peek() === '{') {
      operations.push(scanner.selectionSet());
      continue;
    }
    const keyword = scanner.next();
    if (keyword === 'fragment') {
      const name = scanner.next();
      scanner.next(); // on
      scanner.next(); // type
      scanner.skipDirectives();
      fragments.set(name, scanner.selectionSet());
      continue;
    }
    while (scanner.peek() !== '{') {
      if (scanner.peek() === '(') scanner.skipGroup();
      else scanner.next();
    }
    operations.push(scanner.selectionSet());
  }
  return { operations, fragments };
}

/**
 * The first connection field of the document read without a bound, or null when there is none.
 * A document the scanner cannot read is left to the server, whose answer names the syntax error.
 */
export function unboundedConnection(text: string): string | null {
  let read: ReturnType<typeof readDocument>;
  try {
    read = readDocument(text);
  } catch {
    return null;
  }
  const { operations, fragments } = read;
  const marks = (selections: Selection[], seen: Set<string>): boolean => selections.some((selection) => {
    if (selection.kind === 'field') return CONNECTION_MARKS.has(selection.name);
    if (selection.kind === 'inline') return marks(selection.selections, seen);
    if (seen.has(selection.name)) return false;
    const fragment = fragments.get(selection.name);
    return fragment ? marks(fragment, new Set([...seen, selection.name])) : false;
  });
  const find = (selections: Selection[]): string | null => {
    for (const selection of selections) {
      const inner = selection.kind === 'spread' ? null : selection.selections;
      if (selection.kind === 'field' && inner && marks(inner, new Set()) && !selection.args.some((arg) => CONNECTION_BOUNDS.includes(arg))) return selection.name;
      const deeper = inner ? find(inner) : null;
      if (deeper) return deeper;
    }
    return null;
  };
  for (const selections of [...operations, ...fragments.values()]) {
    const found = find(selections);
    if (found) return found;
  }
  return null;
}

const checked = new Map<string, string | null>();

/** Throws GraphDocumentError for a document reading a connection without first, last or find; documents are checked once. */
export function assertBoundedConnections(text: string): void {
  let found = checked.get(text);
  if (found === undefined) {
    found = unboundedConnection(text);
    // Documents are constants of the code: the map holds a few hundred at most.
    checked.set(text, found);
  }
  if (found !== null) throw new GraphDocumentError(found);
}
