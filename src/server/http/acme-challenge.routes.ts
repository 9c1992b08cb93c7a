import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * RFC 8555 §8.3: a token is base64url without padding. Nothing else is read, so no `/`, `.`
 * or `%` can lead the file name out of the challenge directory.
 */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
/** A key authorisation is the token, a dot and a 43-character thumbprint: far below this. */
const MAX_ANSWER_BYTES = 1024;
export const ACME_CHALLENGE_PREFIX = '/.well-known/acme-challenge/';

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
}

/** The answer a certificate client wrote for `token`, or null; never a link, a folder or a large file. */
async function readAnswer(webroot: string, token: string): Promise<Buffer | null> {
  const file = path.join(webroot, '.well-known', 'acme-challenge', token);
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_ANSWER_BYTES) return null;
    return await handle.readFile();
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/**
 * The ACME http-01 challenge: a certificate authority asks `http://{host}/.well-known/
 * acme-challenge/{token}` before it signs a certificate for the host. The server answers it
 * for every host, a shop's or not (a new custom domain asks before its shop is set up), from
 * the files a certificate client writes under ACME_WEBROOT (`certbot --webroot -w DIR`), as
 * plain text that no cache keeps. Everything under the prefix is answered here, so no such
 * address ever reaches a shop's pages. Docs/decisions/0051 says why the files are not shared
 * through the database.
 */
export function registerAcmeChallengeRoute(server: FastifyInstance, deps: { webroot: string | undefined }): void {
  server.get<{ Params: { '*': string } }>(`${ACME_CHALLENGE_PREFIX}*`, { config: { withoutShop: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.params['*'];
    if (!deps.webroot || !TOKEN.test(token)) return notFound(reply);
    const answer = await readAnswer(deps.webroot, token);
    if (!answer) return notFound(reply);
    return reply.type('text/plain; charset=utf-8').send(answer);
  });
}
