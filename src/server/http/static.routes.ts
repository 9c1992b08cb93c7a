import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.server';

/**
 * Built browser assets carry a content hash in their names, so they are cached for a year.
 * The build writes a Brotli and a gzip copy next to each (`scripts/build-client.mjs`): the
 * one the browser accepts is sent as is, with no compression work per request.
 */
export async function registerStaticRoutes(app: FastifyInstance, config: AppConfig): Promise<void> {
  const assets = path.join(config.clientDistDir, 'assets');
  if (!fs.existsSync(assets)) {
    app.log.warn(`No browser build at ${assets}: pages render on the server only. Run \`npm run build\`.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/assets/',
    wildcard: true,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    preCompressed: true,
    // The body depends on Accept-Encoding: a shared cache must not give Brotli to a browser
    // that asked for gzip (@fastify/static does not say so itself). Module scripts and fonts
    // are fetched with CORS: pages of every shop may load them from a scripts host (SCRIPTS_HOST,
    // SCRIPT_BACKUP_ORIGINS), and the build's files are public and the same for every shop.
    setHeaders: (res) => {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('access-control-allow-origin', '*');
    },
  });
}
