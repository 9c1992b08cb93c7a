/**
 * Counts failed sign-ins per account and per client address in a sliding window, so password
 * guessing slows to a crawl (SECURITY.md: failed logins are limited per account and address).
 * Kept in process memory: with several processes each keeps its own count, which still bounds
 * guessing to a small multiple of the limit.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until another try is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(keys: readonly string[]): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key);
      if (list.length >= this.limit) wait = Math.max(wait, Math.ceil((list[0]! + this.windowMs - this.now()) / 1000));
    }
    return wait;
  }

  recordFailure(keys: readonly string[]): void {
    if (this.failures.size > 100_000) this.failures.clear();
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(accountKey: string): void {
    this.failures.delete(accountKey);
  }
}
