import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors.server';
import { AppError, ERROR_CODE, ERROR_HTTP_STATUS, errorText, translate } from '../errors.server';

const GRAPH_PATHS = new Set(['/graphql', '/_/graph', '/admin/graphql']);

type Renderer = (request: FastifyRequest, reply: FastifyReply, url: string) => Promise<FastifyReply>;

/**
 * Installed before any route (Fastify binds a route to the handler current at its
 * declaration). Client mistakes keep their 4xx and message; anything else is logged and
 * answered with a plain 500 — the 500 screen for pages, a GraphQL error for the APIs — never
 * a stack trace.
 */
export function installErrorHandler(app: FastifyInstance, pages: { render: Renderer | null }): void {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof AppError) {
      // A refusal: its status and its message in the visitor's language, never a fault.
      const status = ERROR_HTTP_STATUS[error.kind];
      const message = errorText(error, request.language ?? 'id');
      reply.code(status).header('cache-control', 'no-store');
      // A dependency that is down is the operator's to see, and worth retrying shortly.
      if (error.kind === 'UNAVAILABLE') { request.log.error({ err: error.cause ?? error }, 'dependency unavailable'); reply.header('retry-after', '5'); }
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (GRAPH_PATHS.has(request.url.split('?')[0] ?? '')) return reply.send({ errors: [{ message, extensions: { code: ERROR_CODE[error.kind], requestId: request.id } }] });
      return reply.type('text/plain; charset=utf-8').send(message);
    }
    const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    const unavailable = !clientError && (error.statusCode === 503 || isDatabaseUnavailable(error));
    const status = clientError ? error.statusCode! : unavailable ? 503 : 500;
    if (unavailable) reply.header('retry-after', '5');
    if (!clientError) request.log.error({ err: error }, 'request failed');
    const path = request.url.split('?')[0] ?? '';
    if (GRAPH_PATHS.has(path)) {
      const message = clientError ? error.message : translate(request.language ?? 'id', unavailable ? 'error.unavailable' : 'error.internal');
      const code = clientError ? (status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST') : unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
      return reply.code(status).header('cache-control', 'no-store').send({ errors: [{ message, extensions: { code, requestId: request.id } }] });
    }
    if (clientError || unavailable || request.method !== 'GET' || !request.shop || !pages.render) {
      const message = clientError ? error.message : translate(request.language ?? 'id', unavailable ? 'error.unavailable' : 'error.internal');
      return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
    }
    try {
      return await pages.render(request, reply, '/500');
    } catch (renderError) {
      request.log.error({ err: renderError }, 'the error page failed too');
      return reply.code(500).type('text/plain; charset=utf-8').send(translate(request.language ?? 'id', 'error.internal'));
    }
  });
}
