/**
 * An e-mail address shown as a hint, not given away: the first and last letter of the name,
 * the first letter of the domain and its ending (`siti@gmail.com` → `s***i@g***.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const name = local.length > 1 ? `${local[0]}***${local[local.length - 1]}` : `${local}***`;
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? `${domain[0]}***${domain.slice(dot)}` : `${domain.slice(0, 1)}***`;
  return `${name}@${host}`;
}
