import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface DocumentLimits {
  /** Characters of query text. */
  maxLength: number;
  /** Parser tokens; stops pathological documents before building an AST. */
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxRootFields: number;
}

export const DEFAULT_LIMITS: DocumentLimits = { maxLength: 20_000, maxTokens: 4_000, maxDepth: 12, maxAliases: 30, maxRootFields: 20 };

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_LIMIT_EXCEEDED' } });
}

function selectionDepth(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection is nested by nature and costs nothing of ours to answer.
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet ? selectionDepth(selection.selectionSet, fragments, seen) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, seen));
      seen.delete(name);
    }
  }
  return deepest;
}

/** Validation rule: depth, aliases and root fields, checked before anything executes. */
export function documentLimitsRule(limits: DocumentLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    let aliases = 0;
    return {
      StringValue(node) {
        if (node.value.includes('\u0000')) context.reportError(new GraphQLError('Text may not contain NUL characters.', { extensions: { code: 'BAD_USER_INPUT' } }));
      },
      Field(node) {
        if (node.alias) {
          aliases += 1;
          if (aliases === limits.maxAliases + 1) context.reportError(limitError(`The query uses more than ${limits.maxAliases} aliases.`));
        }
      },
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments, new Set());
        if (depth > limits.maxDepth) context.reportError(limitError(`The query is ${depth} levels deep; at most ${limits.maxDepth} are allowed.`));
        if (node.selectionSet.selections.length > limits.maxRootFields) {
          context.reportError(limitError(`The query asks for more than ${limits.maxRootFields} top-level fields.`));
        }
      },
    };
  };
}
