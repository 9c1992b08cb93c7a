import { desc, eq } from 'drizzle-orm';
import { isShopRoute, PUSH_CONTENT_MAX, PUSH_DURATION_MS, PUSH_ICON_PATH, PUSH_TITLE_MAX, type PushNotification } from '../../../domain/push/push-notification';
import type { RequestContext } from '../../context.server';
import { inTransaction } from '../../db/transaction.server';
import { badInput, say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { enqueuePushes, pushDeliveryCounts } from '../outbox';
import { subscriptionIdsAfter } from './push.service';
import { pushBroadcasts } from './push.tables';

export interface PushBroadcastView {
  id: string;
  title: string;
  content: string;
  route: string;
  recipients: number;
  createdAt: Date;
  delivered: number;
  pending: number;
  failed: number;
}

const broadcastKeyPrefix = (id: string) => `push:broadcast:${id}:`;

/** Subscriptions read, and their messages written, per statement while a broadcast is written. */
const BROADCAST_BATCH = 1000;

/**
 * The owner's message to every subscriber of the shop: one outbox row per subscription, written
 * with the broadcast in one transaction, a batch of subscriptions at a time (one read and one
 * insert per batch, however many subscribers there are). Its text is the owner's own, sent as written.
 */
export async function sendPushBroadcast(ctx: RequestContext, input: { title: string; content: string; route: string }): Promise<PushBroadcastView> {
  const title = input.title.trim();
  const content = input.content.trim();
  const route = input.route.trim() || '/';
  if (!title || title.length > PUSH_TITLE_MAX) throw badInput('error.push.title', { max: PUSH_TITLE_MAX }, 'title');
  if (!content || content.length > PUSH_CONTENT_MAX) throw badInput('error.push.content', { max: PUSH_CONTENT_MAX }, 'content');
  if (!isShopRoute(route)) throw badInput('error.push.route', {}, 'route');
  const id = newId();
  const notification: PushNotification = {
    id: `broadcast-${id}`, title, content, icon: PUSH_ICON_PATH, color: '',
    actions: [{ text: say(ctx, 'push.action.open'), route, routeTarget: '_self' }],
    duration: PUSH_DURATION_MS, sound: true,
  };
  const body = JSON.stringify(notification);
  const recipients = await inTransaction(ctx.db, async (tx) => {
    let written = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await subscriptionIdsAfter(tx, ctx.shop.id, after, BROADCAST_BATCH);
      written += await enqueuePushes(tx, batch.map((subscriptionId) => ({
        shopId: ctx.shop.id, dedupeKey: `${broadcastKeyPrefix(id)}${subscriptionId}`, message: { subscriptionId, body },
      })));
      if (batch.length < BROADCAST_BATCH) break;
      after = batch[batch.length - 1] ?? null;
    }
    if (written === 0) throw badInput('error.push.noSubscribers');
    await tx.insert(pushBroadcasts).values({ shopId: ctx.shop.id, id, title, content, route, recipients: written, createdBy: ctx.staff?.id ?? null });
    await recordAudit(ctx, tx, { action: 'sendPushBroadcast', entityType: 'pushBroadcast', entityId: id, before: null, after: { title, content, route, recipients: written } });
    return written;
  });
  return { id, title, content, route, recipients, createdAt: new Date(), delivered: 0, pending: recipients, failed: 0 };
}

/** The shop's latest broadcasts with how their deliveries went, newest first. */
export async function recentPushBroadcasts(ctx: RequestContext, limit = 20): Promise<PushBroadcastView[]> {
  const rows = await ctx.db.select().from(pushBroadcasts).where(eq(pushBroadcasts.shopId, ctx.shop.id))
    .orderBy(desc(pushBroadcasts.createdAt), desc(pushBroadcasts.id)).limit(Math.min(Math.max(limit, 1), 50));
  return Promise.all(rows.map(async (row) => {
    const counts = await pushDeliveryCounts(ctx.db, ctx.shop.id, broadcastKeyPrefix(row.id));
    return { id: row.id, title: row.title, content: row.content, route: row.route, recipients: row.recipients, createdAt: row.createdAt, delivered: counts.sent, pending: counts.pending, failed: counts.failed };
  }));
}
