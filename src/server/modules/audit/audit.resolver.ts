import { fromGlobalId } from '../../../domain/ids/global-id';
import type { Builder } from '../../graphql/builder.server';
import { badInput } from '../../errors.server';
import { auditFacets, listAuditEvents, type AuditEvent, type AuditFacets } from './audit.service';

const MAX_AUDIT_PAGE = 100;

/** The owner reads who changed what: the whole shop's log, or one thing's. */
export function registerAuditAdminFields(builder: Builder) {
  const AuditEventRef = builder.objectRef<AuditEvent>('AuditEvent').implement({
    description: 'One change made from the admin area: who, what, when, and the state before and after.',
    fields: (t) => ({
      id: t.exposeString('id'),
      at: t.string({ resolve: (e) => e.at.toISOString() }),
      staffId: t.exposeString('staffId'),
      staffName: t.exposeString('staffName'),
      staffRole: t.exposeString('staffRole'),
      action: t.exposeString('action'),
      entityType: t.exposeString('entityType'),
      entityId: t.string({ nullable: true, resolve: (e) => e.entityId }),
      before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
      after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    }),
  });
  const StaffFacetRef = builder.objectRef<AuditFacets['staff'][number]>('AuditStaff').implement({
    fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
  });
  const FacetsRef = builder.objectRef<AuditFacets>('AuditFacets').implement({
    description: 'What the log can be filtered by: the staff who changed something, and the kinds of things and operations in it.',
    fields: (t) => ({
      staff: t.field({ type: [StaffFacetRef], resolve: (f) => f.staff }),
      entityTypes: t.exposeStringList('entityTypes'),
      actions: t.exposeStringList('actions'),
    }),
  });
  const time = (value: string | null | undefined, field: string) => {
    if (!value) return undefined;
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw badInput('error.dateTime', {}, field);
    return at;
  };
  builder.queryFields((t) => ({
    auditFacets: t.field({ type: FacetsRef, resolve: (_r, _a, ctx) => auditFacets(ctx) }),
    auditEvents: t.field({
      type: [AuditEventRef],
      description: 'Newest first. `beforeId`/`beforeAt` (from the last event of a page) give the next page.',
      args: {
        first: t.arg.int({ required: true }),
        entityType: t.arg.string({ required: false }),
        entityId: t.arg.string({ required: false }),
        staffId: t.arg.string({ required: false, description: 'Only changes by this staff member.' }),
        action: t.arg.string({ required: false, description: 'Only this operation, as the admin API names it.' }),
        from: t.arg.string({ required: false, description: 'ISO 8601: changes at or after this moment.' }),
        to: t.arg.string({ required: false, description: 'ISO 8601: changes before this moment.' }),
        beforeAt: t.arg.string({ required: false }),
        beforeId: t.arg.string({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        if (args.first < 1 || args.first > MAX_AUDIT_PAGE) throw badInput('error.pageSize', { field: 'first', max: MAX_AUDIT_PAGE }, 'first');
        const at = time(args.beforeAt, 'beforeAt') ?? null;
        return listAuditEvents(ctx, {
          staffId: args.staffId ?? undefined,
          action: args.action ?? undefined,
          from: time(args.from, 'from'),
          to: time(args.to, 'to'),
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
