/**
 * The subject a client address is counted as by the shared limits. IPv6 clients are counted
 * per /64: one home or server is handed a whole /64, and counting single addresses would let
 * it try 2^64 times.
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return `ip:${address.replace(/^::ffff:/i, '')}`;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const full = address.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  return `ip6:${full.slice(0, 4).map((part) => part.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
