import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from '../../web/entry-server';
import type { AppConfig } from '../config.server';
import type { RequestContext } from '../context.server';
import type { GraphExecutor } from '../graphql/executor.server';
import { requestOrigin } from '../http/request-origin.server';
import { messagesFor, messagesHash } from '../modules/i18n/messages.service';
import { loadClientAssets } from './client-manifest.server';
import { htmlDocument } from './html-document.server';

export interface PageRouteDeps {
  config: AppConfig;
  executor: GraphExecutor;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/**
 * Every other GET renders the storefront on the server: the route's queries run in-process
 * through the same executor as /graphql, and their results travel with the page.
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply, url: string) => Promise<FastifyReply>;

export async function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): Promise<PageRenderer> {
  const assets = loadClientAssets(deps.config.clientDistDir);

  const render: PageRenderer = async (request, reply, url) => {
    const ctx = await deps.createContext(request, reply);
    const origin = requestOrigin(request);
    const page = await renderPage({
      url,
      origin,
      language: ctx.language,
      messages: messagesFor(ctx.language),
      messagesHash: messagesHash(ctx.language),
      runQuery: async (query, variables) => {
        // A fresh context per query keeps batch loaders from leaking between unrelated queries.
        const prepared = deps.executor.prepare(query, undefined);
        if (!prepared.ok) return { status: prepared.status, body: prepared.body as never };
        return deps.executor.execute(prepared, { ...ctx, loaders: new Map() }, variables) as never;
      },
    });
    const html = htmlDocument({
      origin,
      language: ctx.language,
      shop: ctx.shop,
      meta: page.meta,
      appHtml: page.html,
      state: page.state,
      assets,
      preloads: assets.preloadsFor(page.screenSource),
      hydrate: page.hydrate,
    });
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .header('content-language', ctx.language)
      .send(html);
  };

  app.get('/*', (request, reply) => render(request, reply, request.url));

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.shop && !request.url.startsWith('/assets/')) return render(request, reply, '/404');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });
  return render;
}
