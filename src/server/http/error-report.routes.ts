import type { FastifyInstance } from 'fastify';
import { ERROR_REPORT_LIMITS, ERROR_REPORT_TYPES, browserOf, isErrorReportType } from '../../domain/error-reports/error-fingerprint';
import { ERROR_REPORT_PATH } from '../../domain/error-reports/error-report-path';
import type { Db } from '../db/database.server';
import { recordErrorReport } from '../modules/error-reports';
import { addressKey, type RateLimiter } from '../modules/platform';
import { acceptPlainForms } from './plain-page.server';
import { fromOtherSite } from './request-origin.server';

/** A report is a few short fields and one stack (the browser cuts it); a body past this is refused with 413. */
const BODY_LIMIT = 64 * 1024;

/**
 * `POST /_/error` (spec §7 "Error report", fields m, t, s, r): the browser tells what went wrong
 * (docs/decisions/0045). It is sent with `navigator.sendBeacon` as a plain form, so a page that is
 * being left still reports. Fields are checked and cut; reports are limited per address, and a
 * refused one is a quiet 429: the page never shows it and the server does not log it.
 */
export function registerErrorReportRoutes(server: FastifyInstance, deps: { db: Db; limits: RateLimiter }): void {
  void server.register(async (scope) => {
    acceptPlainForms(scope, BODY_LIMIT);
    scope.post(ERROR_REPORT_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Another site's pages must not fill this shop's reports.
      if (fromOtherSite(request)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Reports are accepted from the shop\'s own pages only.');
      }
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const type = form.get('t');
      const message = form.get('m')?.trim() ?? '';
      if (!isErrorReportType(type)) {
        return reply.code(400).type('text/plain; charset=utf-8').send(`Field t must be one of ${ERROR_REPORT_TYPES.join(', ')}.`);
      }
      if (message === '') return reply.code(400).type('text/plain; charset=utf-8').send('Field m (the error message) is required.');
      const decision = await deps.limits.consume([{ rule: 'errorReport', key: addressKey(request.ip) }]);
      if (!decision.allowed) return reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send();
      await recordErrorReport(deps.db, request.shop.id, {
        type,
        message: message.slice(0, ERROR_REPORT_LIMITS.message),
        stack: (form.get('s') ?? '').slice(0, ERROR_REPORT_LIMITS.stack),
        route: (form.get('r') ?? '').slice(0, ERROR_REPORT_LIMITS.route * 2),
        browser: browserOf(request.headers['user-agent']),
      });
      return reply.code(204).send();
    });
  });
}

