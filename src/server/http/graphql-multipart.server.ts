import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../graphql/builder.server';

export class MultipartRequestError extends Error {
  constructor(message: string, readonly status: number, readonly code: string) {
    super(message);
  }
}

/**
 * Reads a GraphQL multipart request (fields `operations`, `map`, then the files) and puts
 * each file where `map` says inside the variables.
 */
export async function readMultipartOperation(request: FastifyRequest): Promise<{ query: unknown; variables: Record<string, unknown> | undefined; operationName: unknown }> {
  // A multipart form can be sent cross-site without a preflight; a custom header cannot.
  if (!request.headers['graphql-preflight'] && !request.headers['x-requested-with']) {
    throw new MultipartRequestError('Multipart requests need a GraphQL-Preflight header.', 400, 'CSRF_PREVENTED');
  }
  let operations: Record<string, unknown> | undefined;
  let map: Record<string, unknown> | undefined;
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!operations || !map) throw new MultipartRequestError('`operations` and `map` must come before the files.', 400, 'BAD_REQUEST');
        // A file the map does not place is refused before it is read into memory.
        if (!Object.hasOwn(map, part.fieldname)) throw new MultipartRequestError(`The file field "${part.fieldname.slice(0, 40)}" is not in the map.`, 400, 'BAD_REQUEST');
        files.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() });
      } else if (part.fieldname === 'operations' || part.fieldname === 'map') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(part.value));
        } catch {
          throw new MultipartRequestError(`The \`${part.fieldname}\` field is not valid JSON.`, 400, 'BAD_REQUEST');
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          throw new MultipartRequestError(`The \`${part.fieldname}\` field must be a JSON object.`, 400, 'BAD_REQUEST');
        }
        if (part.fieldname === 'operations') operations = parsed as Record<string, unknown>;
        else map = parsed as Record<string, unknown>;
      }
    }
  } catch (error) {
    if (error instanceof MultipartRequestError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new MultipartRequestError('request size too large', 413, 'PAYLOAD_TOO_LARGE');
    if (code?.startsWith('FST_')) throw new MultipartRequestError((error as Error).message, 400, 'BAD_REQUEST');
    // busboy's complaints about a malformed body (no boundary, cut short) are the sender's mistake.
    const message = (error as Error).message ?? '';
    if (/^Multipart|Unexpected end of form|Malformed/i.test(message)) throw new MultipartRequestError(`The multipart body could not be read: ${message}`, 400, 'BAD_REQUEST');
    throw error;
  }
  if (!operations || !map) throw new MultipartRequestError('A multipart request needs `operations` and `map` fields.', 400, 'BAD_REQUEST');
  for (const [fileKey, paths] of Object.entries(map)) {
    const file = files.get(fileKey);
    if (!file) throw new MultipartRequestError(`The map names file "${fileKey.slice(0, 40)}", which was not sent.`, 400, 'BAD_REQUEST');
    if (!Array.isArray(paths)) throw new MultipartRequestError('Each `map` entry must be a list of paths.', 400, 'BAD_REQUEST');
    for (const objectPath of paths) placeFile(operations, String(objectPath), file);
  }
  const variables = operations.variables;
  return {
    query: operations.query,
    variables: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : undefined,
    operationName: operations.operationName,
  };
}

function placeFile(target: Record<string, unknown>, objectPath: string, file: UploadedFile): void {
  const keys = objectPath.split('.');
  if (keys[0] !== 'variables' || keys.length < 2 || keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) {
    throw new MultipartRequestError(`The map path "${objectPath.slice(0, 80)}" does not point into the variables.`, 400, 'BAD_REQUEST');
  }
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') throw new MultipartRequestError(`The map path "${objectPath.slice(0, 80)}" does not exist in the variables.`, 400, 'BAD_REQUEST');
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = file;
}
