import type { Builder } from '../../graphql/builder.server';
import { badInput } from '../../errors.server';
import { listErrorReports, resolveErrorReport, type ErrorReportGroup, type ErrorReportPage, type ErrorReportStatus } from './error-reports.service';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;
const STATUSES: readonly ErrorReportStatus[] = ['open', 'resolved', 'all'];

/** The owner and administrators read what went wrong in browsers and mark problems resolved. */
export function registerErrorReportAdminFields(builder: Builder) {
  const GroupRef = builder.objectRef<ErrorReportGroup>('ErrorReport').implement({
    description: 'One problem browsers met on the shop: every report with the same fingerprint, counted.',
    fields: (t) => ({
      id: t.string({ description: 'The fingerprint: a hash of the type, the normalised message and the top stack frames.', resolve: (g) => g.fingerprint }),
      type: t.exposeString('type', { description: 'error, rejection, chunk or script.' }),
      message: t.exposeString('message'),
      sampleStack: t.exposeString('sampleStack'),
      lastRoute: t.exposeString('lastRoute'),
      browser: t.exposeString('browser'),
      count: t.exposeInt('count'),
      firstSeen: t.string({ resolve: (g) => g.firstSeen.toISOString() }),
      lastSeen: t.string({ resolve: (g) => g.lastSeen.toISOString() }),
      resolvedAt: t.string({ nullable: true, resolve: (g) => g.resolvedAt?.toISOString() ?? null }),
    }),
  });
  const PageRef = builder.objectRef<ErrorReportPage>('ErrorReportPage').implement({
    fields: (t) => ({ nodes: t.field({ type: [GroupRef], resolve: (p) => p.rows }), totalCount: t.exposeInt('total') }),
  });
  builder.queryFields((t) => ({
    errorReports: t.field({
      type: PageRef,
      description: 'Reported problems, the most recently seen first.',
      args: {
        first: t.arg.int({ required: true }),
        offset: t.arg.int({ required: false }),
        status: t.arg.string({ required: false, description: 'open (default), resolved or all.' }),
        search: t.arg.string({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_PAGE }, 'first');
        const offset = args.offset ?? 0;
        if (offset < 0 || offset > MAX_OFFSET) throw badInput('error.pageSize', { field: 'offset', max: MAX_OFFSET }, 'offset');
        const status = (args.status ?? 'open') as ErrorReportStatus;
        if (!STATUSES.includes(status)) throw badInput('error.errorReport.status', {}, 'status');
        return listErrorReports(ctx, { status, search: args.search?.slice(0, 200) ?? undefined, limit: args.first, offset });
      },
    }),
  }));
  builder.mutationFields((t) => ({
    resolveErrorReport: t.field({
      type: GroupRef,
      description: 'Marks the problem resolved; it opens again when it is reported again.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => resolveErrorReport(ctx, String(args.id)),
    }),
  }));
}
