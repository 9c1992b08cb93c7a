import type { RequestContext } from '../context.server';
import { systemContext } from '../context-factory.server';
import type { Db } from '../db/database.server';
import { expireUnpaidOrders } from '../flows/close-order.flow';
import { completeReceivedOrders } from '../flows/complete-order.flow';
import { queueNewsletters } from '../flows/newsletters.flow';
import { sendRecoveryEmails } from '../modules/checkout';
import { recoveryDelays } from '../modules/commerce-settings';
import { deliverDueOutbox, type OutboxHandlers } from '../modules/outbox';
import { pruneIdempotencyKeys, type RateLimiter } from '../modules/platform';
import { pruneExpiredCustomerRows } from '../modules/customers';
import { pruneExpiredStaffRows } from '../modules/staff';
import { sendBackInStockEmails } from '../modules/stock-alerts';
import type { ShopDirectory, ShopRecord } from '../modules/shop';

export interface JobRunnerDeps {
  db: Db;
  shops: ShopDirectory;
  /** Sends an outbox row: e-mail through the mail transport, notifications over HTTP. */
  outbox: OutboxHandlers;
  /** The address links in e-mails start with. */
  originFor: (shop: ShopRecord) => string;
  log: (error: unknown, job: string) => void;
  /** Its counters of past windows are forgotten now and then. */
  limits?: RateLimiter;
}

/** Rows one delivery batch claims, and how many batches one pass may work through. */
const OUTBOX_BATCH = 50;
const OUTBOX_BATCHES_PER_PASS = 10;

export interface TickReport {
  delivered: number;
  retried: number;
  failed: number;
  expired: number;
  recoveryEmails: number;
  /** Back-in-stock e-mails written to the outbox. */
  backInStockEmails: number;
  /** Newsletter e-mails written to the outbox. */
  newsletterEmails: number;
  /** Received orders completed on their own (only on the slow cadence). */
  completed: number;
}

/**
 * The background work of the shop, run in-process: outbox delivery, unpaid-order expiry,
 * checkout recovery e-mails, back-in-stock e-mails, completing orders received long ago. Each step claims its rows in the database, so several
 * processes (or a test calling `tick`) can run it side by side.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<TickReport> | null = null;
  private followUp: Promise<TickReport> | null = null;
  private ticks = 0;
  private stopped = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  readonly contextFor = async (shopId: string): Promise<RequestContext> => {
    const shop = await this.deps.shops.byId(shopId);
    if (!shop) throw new Error(`shop ${shopId} has no domain`);
    return systemContext(this.deps.db, shop, 'id', this.deps.originFor(shop));
  };

  /**
   * Runs one pass now, or, while a pass is running, the pass after it: rows written after the
   * running pass claimed its batch would be missed by it, so a caller always waits for a pass
   * that started after its call. Callers arriving together share that one follow-up pass.
   */
  async tick(now = new Date()): Promise<TickReport> {
    if (this.stopped) return { delivered: 0, retried: 0, failed: 0, expired: 0, recoveryEmails: 0, backInStockEmails: 0, newsletterEmails: 0, completed: 0 };
    if (this.running) {
      this.followUp ??= this.running.catch(() => undefined).then(() => {
        this.followUp = null;
        return this.tick(now);
      });
      return this.followUp;
    }
    this.running = this.runOnce(now).finally(() => {
      this.running = null;
    });
    // A newsletter still going out, or a full pass of deliveries: the backlog is worked off
    // pass after pass rather than one pass per interval.
    void this.running.then((report) => {
      if (report.newsletterEmails > 0 || report.delivered >= OUTBOX_BATCH * OUTBOX_BATCHES_PER_PASS) this.kick();
    }, () => undefined);
    return this.running;
  }

  /** Something was just written to the outbox: deliver it now rather than at the next tick. */
  kick(): void {
    setImmediate(() => void this.tick().catch((error) => this.deps.log(error, 'kick')));
  }

  private async runOnce(now: Date): Promise<TickReport> {
    const { db } = this.deps;
    const report: TickReport = { delivered: 0, retried: 0, failed: 0, expired: 0, recoveryEmails: 0, backInStockEmails: 0, newsletterEmails: 0, completed: 0 };
    const step = async (name: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        this.deps.log(error, name);
      }
    };
    await step('expire', async () => { report.expired = await expireUnpaidOrders(db, this.contextFor, now); });
    await step('recovery', async () => { report.recoveryEmails = await sendRecoveryEmails(db, this.contextFor, await recoveryDelays(db), now); });
    // Before the outbox, so an item restocked since the last pass is told in this one.
    await step('back-in-stock', async () => { report.backInStockEmails = await sendBackInStockEmails(db, this.contextFor, now); });
    await step('newsletters', async () => {
      report.newsletterEmails = await queueNewsletters(db, async (shopId) => {
        const ctx = await this.contextFor(shopId);
        return { shop: ctx.shop, origin: ctx.origin };
      });
    });
    await step('outbox', async () => {
      // A backlog (mail held until SMTP_URL was set, a mail server back after an outage) is
      // worked off batch after batch in one pass, up to a bound that keeps a pass short.
      for (let batch = 0; batch < OUTBOX_BATCHES_PER_PASS; batch += 1) {
        const result = await deliverDueOutbox(db, this.deps.outbox, { now, limit: OUTBOX_BATCH });
        report.delivered += result.sent;
        report.retried += result.retried;
        report.failed += result.failed;
        if (result.sent + result.retried + result.failed < OUTBOX_BATCH) break;
      }
    });
    this.ticks += 1;
    if (this.ticks % 100 === 1) {
      // Received orders are completed days later, so the slow cadence is soon enough.
      await step('complete', async () => { report.completed = await completeReceivedOrders(db, now); });
      await step('idempotency', () => pruneIdempotencyKeys(db, now));
      if (this.deps.limits) await step('rate-limits', () => this.deps.limits!.prune());
      await step('sessions', async () => {
        await pruneExpiredStaffRows(db, now);
        await pruneExpiredCustomerRows(db, now);
      });
    }
    return report;
  }

  start(intervalMs = 15_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick().catch((error) => this.deps.log(error, 'tick')), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.followUp?.catch(() => undefined);
  }
}
