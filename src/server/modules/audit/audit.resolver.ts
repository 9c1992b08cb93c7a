import { fromGlobalId } from '../../../domain/ids/global-id';
import type { Builder } from '../../graphql/builder.server';
import { badInput } from '../../errors.server';
import { listAuditEvents, type AuditEvent } from './audit.service';

const MAX_AUDIT_PAGE = 100;

/** The owner reads who changed what: the whole shop's log, or one thing's. */
export function registerAuditAdminFields(builder: Builder) {
  const AuditEventRef = builder.objectRef<AuditEvent>('AuditEvent').implement({
    description: 'One change made from the admin area: who, what, when, and the state before and after.',
    fields: (t) => ({
      id: t.exposeString('id'),
      at: t.string({ resolve: (e) => e.at.toISOString() }),
      staffName: t.exposeString('staffName'),
      staffRole: t.exposeString('staffRole'),
      action: t.exposeString('action'),
      entityType: t.exposeString('entityType'),
      entityId: t.string({ nullable: true, resolve: (e) => e.entityId }),
      before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
      after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    }),
  });
  builder.queryFields((t) => ({
    auditEvents: t.field({
      type: [AuditEventRef],
      description: 'Newest first. `beforeId`/`beforeAt` (from the last event of a page) give the next page.',
      args: {
        first: t.arg.int({ required: true }),
        entityType: t.arg.string({ required: false }),
        entityId: t.arg.string({ required: false }),
        beforeAt: t.arg.string({ required: false }),
        beforeId: t.arg.string({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_AUDIT_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_AUDIT_PAGE }, 'first');
        const at = args.beforeAt ? new Date(args.beforeAt) : null;
        if (at && Number.isNaN(at.getTime())) throw badInput('error.dateTime', {}, 'beforeAt');
        return listAuditEvents(ctx, {
          entityType: args.entityType ?? undefined,
          // The API hands out global ids; the log keeps the shop's own.
          entityId: args.entityId ? (fromGlobalId(args.entityId)?.id ?? args.entityId) : undefined,
          before: at && args.beforeId ? { at, id: args.beforeId } : undefined,
          limit: args.first,
        });
      },
    }),
  }));
}
