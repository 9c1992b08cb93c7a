import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.server';
import type { PageRenderer } from '../ssr/page.routes';

export interface BlogPreviewDeps {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  render: () => PageRenderer | null;
}

/**
 * `/admin/blog/preview/{slug}`: any post, drafts included, rendered exactly as its public page,
 * for signed-in staff only. Nobody else learns whether the post exists: they are sent to the
 * staff sign-in, which brings them back here. The page is never stored nor indexed.
 */
export function registerBlogPreviewRoutes(server: FastifyInstance, deps: BlogPreviewDeps): void {
  server.get('/admin/blog/preview/:slug', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    const ctx = await deps.createContext(request, reply);
    if (!ctx.staff) return reply.redirect(`/admin/login?next=${encodeURIComponent(request.url)}`, 303);
    const render = deps.render();
    if (!render) return reply.code(503).type('text/plain; charset=utf-8').send('Starting up.');
    return render(request, reply, request.url);
  });
}
