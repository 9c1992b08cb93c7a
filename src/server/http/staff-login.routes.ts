import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../domain/rich-text/escape';
import type { RequestContext } from '../context.server';
import { AppError, ERROR_HTTP_STATUS, errorText, translate } from '../errors.server';
import { hostOwner, shopOrigin } from '../modules/shop';
import { issueSignInHandoff, signInStaff, signInWithLink, signOutStaff } from '../modules/staff';
import { acceptPlainForms, plainPage, sendPlainPage } from './plain-page.server';
import { fromOtherSite } from './request-origin.server';

/** The admin area's overview, where a sign-in leads when it came from nowhere in particular. */
const ADMIN_HOME = '/admin';

/** Where a sign-in may continue to: a path inside the admin area, nothing else (no open redirect). */
function adminNext(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  return /^\/admin(?:[/?#][^\\\s]*)?$/.test(value) && !value.startsWith('//') ? value : null;
}

function loginForm(request: FastifyRequest, values: { email?: string; next?: string | null; problem?: string }): string {
  const t = (key: string, params = {}) => translate(request.language, key, params);
  const invalid = values.problem ? ' aria-invalid="true" aria-describedby="login-problem"' : '';
  return `<h1>${escapeHtml(t('staff.login.title', { shop: request.shop.name }))}</h1>`
    + (values.problem ? `<p id="login-problem" role="alert">${escapeHtml(values.problem)}</p>` : '')
    + '<form method="post" action="/admin/login">'
    + (values.next ? `<input type="hidden" name="next" value="${escapeHtml(values.next)}">` : '')
    + `<p><label for="email">${escapeHtml(t('staff.login.email'))}</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email ?? '')}"${invalid}></p>`
    + `<p><label for="password">${escapeHtml(t('staff.login.password'))}</label><br><input id="password" name="password" type="password" autocomplete="current-password" required${invalid}></p>`
    + `<button type="submit">${escapeHtml(t('staff.login.submit'))}</button></form>`;
}

function signedIn(request: FastifyRequest, ctx: RequestContext): string {
  const t = (key: string, params = {}) => translate(request.language, key, params);
  return `<h1>${escapeHtml(t('staff.login.title', { shop: request.shop.name }))}</h1>`
    + `<p role="status">${escapeHtml(t('staff.login.signedIn', { name: ctx.staff!.name, email: ctx.staff!.email }))}</p>`
    + `<p><a href="${ADMIN_HOME}">${escapeHtml(t('staff.login.openAdmin'))}</a></p>`
    + `<form method="post" action="/admin/logout"><button type="submit">${escapeHtml(t('staff.login.signOut'))}</button></form>`;
}


/**
 * `/admin/login`: staff sign in with e-mail and password, in a plain server page that works
 * without the script (spec §2; the admin screens build on it). Staff sessions are separate from
 * shoppers'. Wrong e-mail and wrong password answer alike; attempts are limited (decision 0013).
 */
export async function registerStaffLoginRoutes(server: FastifyInstance, deps: {
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
  sessionToken: (request: FastifyRequest) => string | undefined;
  /** The port this process listens on, for a local shop's own origin. */
  localPort: () => number;
}): Promise<void> {
  await server.register(async (scope) => {
    acceptPlainForms(scope, 4096);

    scope.get('/admin/login', async (request, reply) => {
      const ctx = await deps.createContext(request, reply);
      const next = adminNext((request.query as Record<string, unknown>).next);
      const title = translate(request.language, 'staff.login.title', { shop: request.shop.name });
      if (ctx.staff && next) return reply.redirect(next, 303).header('cache-control', 'no-store');
      return sendPlainPage(reply, 200, plainPage(request.language, title, ctx.staff ? signedIn(request, ctx) : loginForm(request, { next })));
    });

    scope.post('/admin/login', async (request, reply) => {
      const title = translate(request.language, 'staff.login.title', { shop: request.shop.name });
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const email = (form.get('email') ?? '').slice(0, 320);
      const next = adminNext(form.get('next'));
      // A form posted from another site must not sign this browser in or out (login CSRF).
      if (fromOtherSite(request)) return sendPlainPage(reply, 403, plainPage(request.language, title, loginForm(request, { email, next, problem: translate(request.language, 'error.staffOnly') })));
      const ctx = await deps.createContext(request, reply);
      try {
        const result = await signInStaff(ctx, email, form.get('password') ?? '');
        if (result.__typename !== 'StaffSignInSuccess') {
          return sendPlainPage(reply, 401, plainPage(request.language, title, loginForm(request, { email, next, problem: result.message })));
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return sendPlainPage(reply, ERROR_HTTP_STATUS[error.kind], plainPage(request.language, title, loginForm(request, { email, next, problem: errorText(error, request.language) })));
      }
      // Straight into the admin area: where they came from, else its overview.
      return reply.redirect(next ?? ADMIN_HOME, 303).header('cache-control', 'no-store');
    });

    // Carries the staff member's sign-in to `{subdomain}.{primary host}`, a host name of the same
    // shop: cookies never cross host names, so a one-minute, one-time token does.
    scope.get('/_sys/login/sub/:subdomain', async (request, reply) => {
      const { subdomain } = request.params as { subdomain: string };
      const title = translate(request.language, 'staff.login.title', { shop: request.shop.name });
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const ctx = await deps.createContext(request, reply);
      if (!ctx.staff) return reply.redirect('/admin/login', 303);
      const target = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(subdomain) ? `${subdomain}.${request.shop.primaryHost}` : null;
      if (!target || (await hostOwner(ctx.db, target)) !== request.shop.id) {
        const message = translate(request.language, 'staff.handoff.unknownHost', { host: target ?? subdomain });
        return sendPlainPage(reply, 404, plainPage(request.language, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`));
      }
      const token = await issueSignInHandoff(ctx.db, request.shop.id, ctx.staff.id);
      return reply.redirect(`${shopOrigin({ primaryHost: target }, deps.localPort())}/admin/login/redirect/${token}`, 303);
    });

    // The other end of the hand-off: the token becomes a session on this host name.
    scope.get('/admin/login/redirect/:state', async (request, reply) => {
      const { state } = request.params as { state: string };
      const title = translate(request.language, 'staff.login.title', { shop: request.shop.name });
      const ctx = await deps.createContext(request, reply);
      const result = await signInWithLink(ctx, state);
      if (result.__typename === 'StaffSignInSuccess') return reply.redirect(ADMIN_HOME, 303).header('cache-control', 'no-store');
      return sendPlainPage(reply, 410, plainPage(request.language, title, `<h1>${escapeHtml(translate(request.language, 'staff.link.failedTitle'))}</h1><p>${escapeHtml(result.message)}</p><p><a href="/admin/login">${escapeHtml(translate(request.language, 'staff.login.submit'))}</a></p>`));
    });

    scope.post('/admin/logout', async (request, reply) => {
      if (!fromOtherSite(request)) {
        const ctx = await deps.createContext(request, reply);
        await signOutStaff(ctx, deps.sessionToken(request));
      }
      return reply.redirect('/admin/login', 303).header('cache-control', 'no-store');
    });
  });
}
