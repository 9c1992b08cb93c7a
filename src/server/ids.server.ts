import { randomBytes } from 'node:crypto';

/** Opaque, URL-safe identifiers with 96 random bits. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}
