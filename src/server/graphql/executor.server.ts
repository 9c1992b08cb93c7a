import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  getOperationAST,
  Kind,
  type FragmentDefinitionNode,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { RequestContext } from '../context.server';
import { AppError, ERROR_CODE, errorText, say } from '../errors.server';
import { DEFAULT_LIMITS, documentLimitsRule, type DocumentLimits } from './limits.server';
import { isDatabaseUnavailable } from '../db/database-errors.server';
import { fixedOperationCost, MAX_QUERY_COST, operationCost } from './query-cost.server';

export interface GraphResponseBody {
  data?: unknown;
  errors?: GraphQLFormattedError[];
}

export type PreparedOperation =
  | {
      ok: true;
      compiled: CompiledQuery;
      operationType: OperationDefinitionNode['operation'];
      /** Input type names of the mutation's arguments, to check the `m` parameter. */
      inputTypeNames: string[];
      operation: OperationDefinitionNode;
      fragments: Record<string, FragmentDefinitionNode>;
      /** The document asks for the schema itself (`__schema`, `__type`); `__typename` does not count. */
      introspection: boolean;
      /** Its cost when no variable changes it (see fixedOperationCost), counted once. */
      cost: number | undefined;
    }
  | { ok: false; status: number; body: GraphResponseBody };

/** PostgreSQL text cannot hold NUL; refusing it here keeps it from surfacing as a server fault. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.values(value as Record<string, unknown>).some((v) => containsNul(v, depth + 1));
}

function requestError(message: string, code: string): GraphResponseBody {
  return { errors: [{ message, extensions: { code } }] };
}

const CACHE_SIZE = 500;

/**
 * Parses, validates (with limits) and compiles documents with graphql-jit, remembering the
 * compiled form per query text, then executes with errors that never reveal internals.
 */
export class GraphExecutor {
  private readonly cache = new Map<string, PreparedOperation>();
  private readonly rules;
  private builtSchema: GraphQLSchema | null;

  /**
   * `schema` may be given as the function that builds it, which then runs at the first document
   * prepared: a schema nobody asks for (the staff API of a shop whose staff is away) takes no
   * memory until somebody does.
   */
  constructor(
    private readonly schemaSource: GraphQLSchema | (() => GraphQLSchema),
    private readonly options: { production: boolean; limits?: DocumentLimits; log?: (error: unknown, requestId: string) => void },
  ) {
    this.rules = [...specifiedRules, documentLimitsRule(options.limits ?? DEFAULT_LIMITS)];
    this.builtSchema = typeof schemaSource === 'function' ? null : schemaSource;
  }

  private get schema(): GraphQLSchema {
    this.builtSchema ??= (this.schemaSource as () => GraphQLSchema)();
    return this.builtSchema;
  }

  prepare(query: unknown, operationName: unknown): PreparedOperation {
    const limits = this.options.limits ?? DEFAULT_LIMITS;
    if (typeof query !== 'string' || query.trim() === '') {
      return { ok: false, status: 400, body: requestError('The request has no GraphQL query. Send it as `query`.', 'BAD_REQUEST') };
    }
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
      return { ok: false, status: 400, body: requestError('`operationName` must be a string.', 'BAD_REQUEST') };
    }
    if (query.length > limits.maxLength) {
      return { ok: false, status: 413, body: requestError(`The query is longer than ${limits.maxLength} characters.`, 'QUERY_LIMIT_EXCEEDED') };
    }
    const key = `${operationName ?? ''}\u0000${query}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh recency so the busiest queries stay compiled.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const prepared = this.compile(query, operationName ?? undefined, limits);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, prepared);
    return prepared;
  }

  private compile(query: string, operationName: string | undefined, limits: DocumentLimits): PreparedOperation {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : 'The query could not be read.';
      return { ok: false, status: 400, body: requestError(message, 'GRAPHQL_PARSE_FAILED') };
    }
    const validationErrors = validate(this.schema, document, this.rules, { maxErrors: 20 });
    if (validationErrors.length) {
      return {
        ok: false,
        status: 400,
        body: {
          errors: validationErrors.map((error) => ({
            message: this.options.production ? error.message.replace(/ Did you mean .*\?$/, '') : error.message,
            ...(error.locations ? { locations: error.locations } : {}),
            extensions: { code: (error.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED' },
          })),
        },
      };
    }
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      return { ok: false, status: 400, body: requestError('Name the operation to run with `operationName`.', 'BAD_REQUEST') };
    }
    const compiled = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(compiled)) {
      return { ok: false, status: 400, body: { errors: (compiled.errors ?? []).map((e) => ({ message: e.message, extensions: { code: 'BAD_REQUEST' } })) } };
    }
    const inputTypeNames: string[] = [];
    if (operation.operation === 'mutation') {
      const mutationType = this.schema.getMutationType();
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== 'Field') continue;
        const field = mutationType?.getFields()[selection.name.value];
        for (const arg of field?.args ?? []) inputTypeNames.push(String(arg.type).replace(/[[\]!]/g, ''));
      }
    }
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const introspection = validate(this.schema, document, [NoSchemaIntrospectionCustomRule], { maxErrors: 1 }).length > 0;
    return { ok: true, compiled, operationType: operation.operation, inputTypeNames, operation, fragments, introspection, cost: fixedOperationCost(operation, fragments) };
  }

  /** Runs a prepared operation; 400 when the variables do not fit the operation. */
  async execute(prepared: Extract<PreparedOperation, { ok: true }>, ctx: RequestContext, variables: Record<string, unknown> | undefined): Promise<{ status: number; body: GraphResponseBody; retryAfterSeconds?: number }> {
    if (containsNul(variables)) {
      return { status: 400, body: requestError('Text may not contain NUL characters.', 'BAD_USER_INPUT') };
    }
    const cost = prepared.cost ?? operationCost(prepared.operation, prepared.fragments, variables ?? {});
    if (cost > MAX_QUERY_COST) {
      return { status: 400, body: requestError(`The query would cost ${cost} (at most ${MAX_QUERY_COST}): ask for smaller pages or fewer nested lists.`, 'QUERY_LIMIT_EXCEEDED') };
    }
    const result = await prepared.compiled.query(undefined, ctx, variables ?? {});
    if (!('data' in result) || result.data === undefined) {
      // graphql-jit answers without data only when the variables could not be coerced.
      return { status: 400, body: { errors: (result.errors ?? []).map((e) => ({ message: e.message, extensions: { code: 'BAD_USER_INPUT' } })) } };
    }
    if (!result.errors?.length) return { status: 200, body: { data: result.data } };
    const errors = result.errors.map((error) => this.mask(error, ctx));
    // A rate limit refused the work: HTTP 429 with Retry-After, so clients and proxies back off.
    const waits = result.errors.flatMap((error) => (error.originalError instanceof AppError && error.originalError.kind === 'TOO_MANY_REQUESTS' ? [error.originalError.retryAfterSeconds ?? 1] : []));
    if (waits.length) return { status: 429, body: { data: result.data, errors }, retryAfterSeconds: Math.max(...waits) };
    return { status: 200, body: { data: result.data, errors } };
  }

  /** Refusals are written in the asker's language; other errors we raised keep their message; anything else is logged and hidden. */
  private mask(error: GraphQLError, ctx: RequestContext): GraphQLFormattedError {
    const requestId = ctx.requestId;
    const original = error.originalError;
    if (original instanceof AppError) {
      if (original.kind === 'UNAVAILABLE') this.options.log?.(original.cause ?? original, requestId);
      const field = original.field ? { field: original.field } : {};
      const wait = original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {};
      return { message: errorText(original, ctx.language, ctx.messages), ...(error.path ? { path: error.path } : {}), extensions: { code: ERROR_CODE[original.kind], requestId, ...field, ...wait } };
    }
    const code = (original instanceof GraphQLError ? original.extensions?.code : undefined) ?? error.extensions?.code;
    const path = error.path ? { path: error.path } : {};
    if (typeof code === 'string') {
      // An input error names the field it belongs to, so a form can show it there.
      const field = (original instanceof GraphQLError ? original.extensions?.field : undefined) ?? error.extensions?.field;
      return { message: error.message, ...path, extensions: { code, requestId, ...(typeof field === 'string' ? { field } : {}) } };
    }
    this.options.log?.(original ?? error, requestId);
    if (isDatabaseUnavailable(original)) {
      return { message: say(ctx, 'error.unavailable'), ...path, extensions: { code: 'SERVICE_UNAVAILABLE', requestId } };
    }
    return { message: say(ctx, 'error.internal'), ...path, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } };
  }
}
