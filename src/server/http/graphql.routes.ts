import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.server';
import { AppError, ERROR_CODE, ERROR_HTTP_STATUS, errorText, tooManyRequests } from '../errors.server';
import type { GraphExecutor, GraphResponseBody } from '../graphql/executor.server';
import { readMultipartOperation, MultipartRequestError } from './graphql-multipart.server';
import { etagMatches, PublicQueryCache, readyAnswer, type CachedAnswer } from '../graphql/public-query-cache.server';
import { trackTableReads } from '../db/read-tracking.server';
import { addressKey, type RateCheck, type RateLimiter } from '../modules/platform';
import { answerAddresses } from './asset-hosts.server';

export interface GraphRouteOptions {
  paths: string[];
  executor: GraphExecutor;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  /** Staff-only schemas refuse requests without a staff session before anything runs. */
  requireStaff?: boolean;
  /** Anonymous query answers are shared until what they show changes (see PublicQueryCache). */
  cache?: PublicQueryCache;
  /**
   * The moment a shared answer stops being true, beyond the `ctx.expiresAt` its resolvers set
   * (a scheduled post due to appear), given the tables it read.
   */
  answerLimit?: (ctx: RequestContext, tables: ReadonlySet<string>) => Promise<number | undefined>;
  /** Only a schema with file arguments reads multipart bodies; others refuse them unread. */
  acceptsFiles?: boolean;
  /**
   * Shared limits checked here (docs/decisions/0013): every mutation per address, and files
   * per address on the shop API or per staff member on the admin API, before a byte is read.
   */
  limits?: RateLimiter;
  /** Questions about the schema itself (`__schema`, `__type`) are answered to signed-in staff only. */
  introspectionForStaffOnly?: boolean;
  /** Counts operations by type and name, and errors by code. */
  metrics?: { operation(type: string, name: string | undefined): void; error(code: unknown): void };
}

interface GraphRequestParts { query: unknown; variables: Record<string, unknown> | undefined; operationName: unknown }

function failWith(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).header('cache-control', 'private, no-store').send({ errors: [{ message, extensions: { code } }] } satisfies GraphResponseBody);
}

/** A refusal of the one family answered before execution, with its status (and Retry-After). */
function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  const extensions = { code: ERROR_CODE[error.kind], requestId: request.id, ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
  return reply.code(ERROR_HTTP_STATUS[error.kind]).header('cache-control', 'private, no-store').send({ errors: [{ message: errorText(error, request.language), extensions }] } satisfies GraphResponseBody);
}

function parseVariables(raw: unknown): Record<string, unknown> | undefined | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return 'invalid';
    }
  }
  if (value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : 'invalid';
}

/** Cookies that make an answer personal; a request carrying one is never cached publicly. */
export const PERSONAL_COOKIES = ['etalase_staff', 'etalase_orders', 'etalase_customer'];

export function registerGraphRoutes(app: FastifyInstance, options: GraphRouteOptions): void {
  /** Counts a mutation (and its files) against the shared limits; the refusal, if any. */
  const consume = async (request: FastifyRequest, ctx: RequestContext | undefined, upload: boolean): Promise<AppError | undefined> => {
    if (!options.limits) return undefined;
    const address = addressKey(request.ip);
    const checks: RateCheck[] = [{ rule: 'mutation', key: address }];
    if (upload) checks.push(ctx?.staff ? { rule: 'staffUpload', key: `staff:${request.shop.id}:${ctx.staff.id}` } : { rule: 'shopperUpload', key: address });
    try {
      const decision = await options.limits.consume(checks);
      return decision.allowed ? undefined : tooManyRequests(decision.retryAfterSeconds);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };

  const countErrors = (body: GraphResponseBody) => {
    for (const error of body.errors ?? []) options.metrics?.error(error.extensions?.code);
  };
  const fail = (reply: FastifyReply, status: number, message: string, code: string) => {
    options.metrics?.error(code);
    return failWith(reply, status, message, code);
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Staff-only: the session is checked before a byte of the body is read.
    let ctx: RequestContext | undefined;
    if (options.requireStaff) {
      ctx = await options.createContext(request, reply);
      if (!ctx.staff) return fail(reply, 401, 'Sign in as shop staff to use this API.', 'UNAUTHENTICATED');
    }
    let parts: GraphRequestParts;
    let mutationCounted = false;
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (isGet) {
      const q = request.query as Record<string, unknown>;
      const variables = parseVariables(q.variables);
      if (variables === 'invalid') return fail(reply, 400, '`variables` must be a JSON object.', 'BAD_REQUEST');
      parts = { query: q.query, variables, operationName: q.operationName };
    } else if (request.isMultipart()) {
      if (!options.acceptsFiles) return fail(reply, 415, 'This API takes no files: send JSON (Content-Type: application/json).', 'UNSUPPORTED_MEDIA_TYPE');
      // Files come only with mutations: the upload and the mutation are counted together, in one statement.
      const refusal = await consume(request, ctx, true);
      if (refusal) return refuse(request, reply, refusal);
      mutationCounted = true;
      try {
        const operation = await readMultipartOperation(request);
        parts = operation;
      } catch (error) {
        if (error instanceof MultipartRequestError) return fail(reply, error.status, error.message, error.code);
        throw error;
      }
    } else {
      if (!/^application\/(graphql-response\+)?json\b/i.test(request.headers['content-type'] ?? '')) {
        return fail(reply, 415, 'Send queries as JSON (Content-Type: application/json), or files as a multipart request.', 'UNSUPPORTED_MEDIA_TYPE');
      }
      const body = request.body;
      if (Array.isArray(body)) return fail(reply, 400, 'Batched requests are not supported: send one operation per request.', 'BAD_REQUEST');
      if (!body || typeof body !== 'object') return fail(reply, 400, 'Send a JSON object with `query` and `variables`.', 'BAD_REQUEST');
      const b = body as Record<string, unknown>;
      const variables = parseVariables(b.variables);
      if (variables === 'invalid') return fail(reply, 400, '`variables` must be a JSON object.', 'BAD_REQUEST');
      parts = { query: b.query, variables, operationName: b.operationName };
    }

    const prepared = options.executor.prepare(parts.query, parts.operationName);
    if (!prepared.ok) {
      countErrors(prepared.body);
      return reply.code(prepared.status).header('cache-control', 'private, no-store').send(prepared.body);
    }
    options.metrics?.operation(prepared.operationType, prepared.operation.name?.value);
    if (prepared.introspection && options.introspectionForStaffOnly) {
      ctx ??= await options.createContext(request, reply);
      if (!ctx.staff) return fail(reply, 403, 'Introspection (__schema, __type) is offered to signed-in shop staff only.', 'FORBIDDEN');
    }

    if (prepared.operationType === 'subscription') return fail(reply, 400, 'Subscriptions are not offered.', 'BAD_REQUEST');
    if (prepared.operationType === 'mutation') {
      if (isGet) {
        reply.header('allow', 'POST');
        return fail(reply, 405, 'Mutations must be sent by POST.', 'METHOD_NOT_ALLOWED');
      }
      const m = (request.query as Record<string, unknown>).m;
      if (typeof m !== 'string' || m === '') {
        return fail(reply, 400, 'Send mutations with the `m` query parameter holding the input type name.', 'BAD_REQUEST');
      }
      if (prepared.inputTypeNames.length && !prepared.inputTypeNames.includes(m)) {
        return fail(reply, 400, `The \`m\` parameter says ${m.slice(0, 60)}, but the mutation takes ${prepared.inputTypeNames.join(', ')}.`, 'BAD_REQUEST');
      }
      if (!mutationCounted) {
        const refusal = await consume(request, ctx, false);
        if (refusal) return refuse(request, reply, refusal);
      }
    }

    let anonymous = !options.requireStaff && !PERSONAL_COOKIES.some((name) => request.cookies[name]);
    const cache = options.cache;
    const since = request.sharedSince;
    const cacheKey = cache && since !== null && anonymous && prepared.operationType === 'query'
      ? PublicQueryCache.key(request.shop.id, request.language, String(parts.query), parts.variables, parts.operationName, answerAddresses(request.hosts))
      : undefined;
    let result: CachedAnswer | undefined = cacheKey ? cache!.get(cacheKey) : undefined;
    let retryAfterSeconds: number | undefined;
    if (!result) {
      ctx ??= await options.createContext(request, reply);
      const context = ctx;
      const tables = new Set<string>();
      const run = () => options.executor.execute(prepared, context, parts.variables);
      // Only an answer that may be shared needs to know what it read.
      const fresh = cacheKey ? await trackTableReads(tables, run) : await run();
      countErrors(fresh.body);
      retryAfterSeconds = fresh.retryAfterSeconds;
      // A resolver that read a checkout or an order made the answer this visitor's alone.
      if (ctx.personal) anonymous = false;
      if (cacheKey && anonymous && fresh.status === 200 && !fresh.body.errors) {
        const limit = await options.answerLimit?.(ctx, tables);
        const changesAt = Math.min(ctx.expiresAt ?? Infinity, limit ?? Infinity);
        result = cache!.store(request.shop.id, since!, cacheKey, fresh, tables, Number.isFinite(changesAt) ? changesAt : undefined);
      } else {
        result = readyAnswer(fresh, ctx.expiresAt);
      }
    }
    const payload = result.payload;
    reply.code(result.status).header('content-type', 'application/json; charset=utf-8');
    if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));

    const personal = !anonymous || reply.hasHeader('set-cookie');
    const cacheable = isGet && prepared.operationType === 'query' && result.status === 200 && !result.body.errors && !personal;
    if (!cacheable) return reply.header('cache-control', 'private, no-store').send(payload);

    const etag = (result.etag ??= `W/"${createHash('sha1').update(payload).digest('base64url')}"`);
    // Browsers and CDNs may keep a public answer but ask again each time (a 304 costs this
    // process a lookup): what they show is never older than the shop's last change.
    reply.header('cache-control', 'public, no-cache').header('etag', etag).header('vary', 'Accept-Language, Cookie');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(payload);
  };

  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'GET, HEAD, POST');
    return fail(reply, 405, 'Use GET for queries and POST for mutations.', 'METHOD_NOT_ALLOWED');
  };
  for (const path of options.paths) {
    app.route({ method: ['GET', 'POST'], url: path, handler, config: { sharedAnswers: Boolean(options.cache) } });
    app.route({ method: ['PUT', 'DELETE', 'PATCH'], url: path, handler: notAllowed });
  }
}
