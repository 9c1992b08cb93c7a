import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_LIMITS } from '../../domain/catalog/product-csv';
import type { RequestContext } from '../context.server';
import { AppError, ERROR_HTTP_STATUS, errorText, translate } from '../errors.server';
import { exportProductsCsv, importProducts } from '../modules/catalog';

export interface ProductCsvRouteDeps {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

const PRIVATE = 'private, no-store';

function plain(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).header('cache-control', PRIVATE).type('text/plain; charset=utf-8').send(text);
}

/** The staff member's context, or the answer already sent to someone who is not staff. */
async function staffContext(request: FastifyRequest, reply: FastifyReply, deps: ProductCsvRouteDeps): Promise<RequestContext | null> {
  const ctx = await deps.createContext(request, reply);
  if (ctx.staff) return ctx;
  await plain(reply, 401, translate(request.language, 'error.staffOnly'));
  return null;
}

function refusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof AppError) return plain(reply, ERROR_HTTP_STATUS[error.kind], errorText(error, request.language));
  throw error;
}

/**
 * Products and variations as CSV for staff (docs/decisions/0028): `GET /admin/products/export.csv`
 * (catalog.read) and `POST /admin/products/import[?dryRun=1]` with the file as a `text/csv` body
 * (catalog.manage). The import answers NDJSON: progress lines while it checks and writes, then
 * the report. Only `text/csv` is read, a type no cross-site form can send.
 */
export function registerProductCsvRoutes(server: FastifyInstance, deps: ProductCsvRouteDeps): void {
  server.get('/admin/products/export.csv', async (request, reply) => {
    const ctx = await staffContext(request, reply, deps);
    if (!ctx) return reply;
    try {
      const { csv } = await exportProductsCsv(ctx);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="produk-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    } catch (error) {
      return refusal(request, reply, error);
    }
  });

  server.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_LIMITS.maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode === 413) return plain(reply, 413, translate(request.language, 'import.problem.fileTooLarge', { max: IMPORT_LIMITS.maxBytes / 1_000_000 }));
      if (error.statusCode === 415) return plain(reply, 415, translate(request.language, 'import.problem.notCsv'));
      throw error;
    });
    // Progress lines must reach the screen as they are written, not when a compressor's buffer fills.
    scope.post('/admin/products/import', { compress: false }, async (request, reply) => {
      const ctx = await staffContext(request, reply, deps);
      if (!ctx) return reply;
      // Any other body (JSON, a form) was read by another parser: only a CSV file is an import.
      if (typeof request.body !== 'string' && request.body !== undefined && request.body !== null) return plain(reply, 415, translate(request.language, 'import.problem.notCsv'));
      const text = typeof request.body === 'string' ? request.body : '';
      const dryRun = (request.query as Record<string, unknown>).dryRun === '1';
      const stream = new PassThrough();
      const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        void reply.header('cache-control', PRIVATE).header('x-content-type-options', 'nosniff').type('application/x-ndjson; charset=utf-8').send(stream);
      };
      try {
        const result = await importProducts(ctx, text, { dryRun, onProgress: (progress) => { start(); line({ progress }); } });
        start();
        line({ report: result });
        stream.end();
        return reply;
      } catch (error) {
        if (!started) return refusal(request, reply, error);
        request.log.error({ err: error }, 'product import failed after it started answering');
        line({ failed: translate(request.language, 'import.failed') });
        stream.end();
        return reply;
      }
    });
  });
}
