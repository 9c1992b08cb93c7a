/**
 * Relay global ids (architecture §5): `Type:id` in UTF-8, encoded as unpadded base64url so
 * they are opaque and URL-safe. The type must be a GraphQL type name; the id may hold
 * anything, including ':' (only the first ':' separates).
 */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Any character beyond ASCII: text without one is its own UTF-8, which `btoa` takes as it is. */
const BEYOND_ASCII = /[^\p{ASCII}]/u;

function toBase64Url(text: string): string {
  // Every node of every answer gets an id, and ids are ASCII: the byte-by-byte copy is for the rest.
  let binary = text;
  if (BEYOND_ASCII.test(text)) {
    binary = '';
    for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws TypeError when `type` is not a GraphQL name or `id` is empty: those are bugs in our code. */
export function toGlobalId(type: string, id: string): string {
  if (!TYPE_NAME.test(type)) throw new TypeError(`Invalid global id type "${type}"`);
  if (id === '') throw new TypeError(`Empty id for global id of type ${type}`);
  return toBase64Url(`${type}:${id}`);
}

/**
 * The type and id inside a global id, or null for anything malformed (wrong alphabet,
 * padding, invalid UTF-8, no type, no id). Never throws: global ids come from the client.
 */
export function fromGlobalId(globalId: unknown): { type: string; id: string } | null {
  if (typeof globalId !== 'string' || globalId === '' || !BASE64URL.test(globalId) || globalId.length % 4 === 1) {
    return null;
  }
  let text: string;
  try {
    const binary = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    text = decoder.decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const type = text.slice(0, colon);
  const id = text.slice(colon + 1);
  if (!TYPE_NAME.test(type) || id === '') return null;
  // One id, one spelling: reject encodings with stray trailing bits that decode to the same text.
  if (toBase64Url(text) !== globalId) return null;
  return { type, id };
}
