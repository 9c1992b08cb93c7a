import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a log line shows instead of a secret. */
export const REDACTED = '[REDACTED]';

/** The guest order link `/o/{id}/{secret}`: the id may be read, the secret never. */
const ORDER_LINK = /(\/o\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/g;
/** One-time secrets written in the path: the customer sign-in hand-off, e-mailed checks, the staff hand-off. */
const PATH_SECRET = /(\/(?:_\/customer\/login|_\/check|admin\/login\/redirect)\/)[^/?#\s"'<>]+/g;
/** A query parameter whose name says it holds a credential (`token`, `resetKey`, `signature`…). */
const SECRET_PARAMETER = /([?&;][^=&#\s"'<>]*(?:token|secret|key|password|passwd|signature)[^=&#\s"'<>]*=)[^&#\s"'<>]*/gi;

/**
 * The values a failed query was run with, as the database layer writes them into its error
 * message (`Failed query: …\nparams: a,b`): e-mail addresses, phone numbers and hashes of
 * secrets. The statement itself stays, since it is what tells which query failed.
 */
const QUERY_PARAMETERS = /(\nparams: )[^\n]*/g;

/** Removes guest order secrets, one-time path secrets, credential-like query values and query parameters from any text (an address, an error message). */
export function redactText(text: string): string {
  return text.replace(ORDER_LINK, `$1${REDACTED}`).replace(PATH_SECRET, `$1${REDACTED}`).replace(SECRET_PARAMETER, `$1${REDACTED}`).replace(QUERY_PARAMETERS, `$1${REDACTED}`);
}

/**
 * A request id a trusted proxy passed on, so one request can be followed across the proxy's
 * and the shop's logs. Without a trusted proxy anyone could write lines under another
 * request's id, so the header is ignored and a fresh id is made.
 */
export function requestIdFor(raw: IncomingMessage, trustProxy: boolean): string {
  const incoming = raw.headers['x-request-id'];
  if (trustProxy && typeof incoming === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming)) return incoming;
  return randomUUID();
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Header paths that must never be written, wherever an object with headers is logged (x-callback-token: Xendit's callback secret). */
const REDACTED_PATHS = ['cookie', 'authorization', 'set-cookie', 'x-callback-token'].flatMap((name) => [
  `req.headers["${name}"]`,
  `res.headers["${name}"]`,
  `headers["${name}"]`,
  `*.headers["${name}"]`,
]);

/**
 * JSON lines through pino with the request id on every request's lines (Fastify's `reqId`),
 * addresses without secrets, and credential headers replaced wherever they would appear.
 * `stream` sends the lines elsewhere than standard output (tests read them).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => serializeError(error),
    },
    hooks: {
      // A message written as text (`log.info('fetched ' + url)`) is cleaned like an address.
      logMethod(args, method) {
        const cleaned = (args as unknown[]).map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        return method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
  };
}
