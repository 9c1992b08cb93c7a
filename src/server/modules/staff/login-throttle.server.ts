/**
 * Counts sign-in attempts per key (account, client address) in a sliding window, so password
 * guessing slows to a crawl (SECURITY.md: failed logins are limited per account and address).
 * An attempt counts from the moment it starts, so many guesses sent at once cannot all slip in
 * before the first one fails; a successful sign-in takes its own attempt back.
 * Kept in process memory: with several processes each keeps its own count, which still bounds
 * guessing to a small multiple of the limit.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  /** Seconds until another try is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    return Math.max(1, Math.ceil((list[list.length - this.limit]! + this.windowMs - this.now()) / 1000));
  }

  /** Counts an attempt that is starting; call `succeeded` if it turns out right. */
  begin(key: string): void {
    const list = this.recent(key);
    // Forgetting the oldest keys (not all of them) keeps a flood of new keys from wiping the
    // count of an account under attack.
    while (!this.attempts.has(key) && this.attempts.size >= this.maxKeys) {
      const oldest = this.attempts.keys().next().value;
      if (oldest === undefined) break;
      this.attempts.delete(oldest);
    }
    this.attempts.delete(key);
    this.attempts.set(key, [...list, this.now()]);
  }

  /** The attempt was right: it no longer counts against the key. */
  succeeded(key: string, clearAll = false): void {
    if (clearAll) {
      this.attempts.delete(key);
      return;
    }
    const list = this.recent(key);
    list.pop();
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
  }
}

/** IPv6 clients are counted per /64: one home or server is handed a whole /64. */
export function addressKey(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return `ip:${address.replace(/^::ffff:/i, '')}`;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const full = address.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  return `ip6:${full.slice(0, 4).map((part) => part.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
