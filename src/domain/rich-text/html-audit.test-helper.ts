/**
 * Checks rendered rich-text HTML against the renderer's allow-list: every '<' opens a
 * known tag, every attribute is a known one, no address uses a script or data scheme and
 * no inline CSS can load or run anything. Returns the problems found (empty when clean).
 */
const TAGS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'br',
  'strong', 'em', 'u', 's', 'span', 'a', 'figure', 'img', 'div', 'iframe', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const ATTRIBUTES = new Set([
  'href', 'target', 'rel', 'class', 'style', 'src', 'alt', 'loading', 'decoding', 'width', 'height',
  'srcset', 'sizes', 'title', 'scope', 'allow', 'referrerpolicy', 'allowfullscreen',
]);
const TAG = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>/g;
const ATTRIBUTE = /\s+([a-z-]+)(?:="([^"]*)")?/g;
const DECLARATION = /^[a-z-]+:[#a-z0-9 .%-]+$/;

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function unsafeAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
  return /^(?:javascript|vbscript|data):/i.test(decode(value).replace(/[\u0000-\u0020]/g, ''));
}

export function auditHtml(html: string): string[] {
  const problems: string[] = [];
  const outside = html.replace(TAG, (_whole, _close: string, name: string, attrs: string) => {
    if (!TAGS.has(name)) problems.push(`tag <${name}>`);
    for (const [, attr = '', value = ''] of attrs.matchAll(ATTRIBUTE)) {
      if (!ATTRIBUTES.has(attr)) problems.push(`attribute ${attr} on <${name}>`);
      if ((attr === 'href' || attr === 'src') && unsafeAddress(value)) problems.push(`${attr}="${value}"`);
      if (attr === 'srcset' && decode(value).split(',').some((c) => unsafeAddress(c.trim()))) problems.push(`srcset="${value}"`);
      if (attr === 'style' && !decode(value).split(';').every((d) => DECLARATION.test(d.trim()))) problems.push(`style="${value}"`);
    }
    return '';
  });
  if (/[<>]/.test(outside)) problems.push(`raw markup in text: ${outside.slice(0, 80)}`);
  return problems;
}
