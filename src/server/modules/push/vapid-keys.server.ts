import { createECDH } from 'node:crypto';
import type { Db } from '../../db/database.server';
import { serverKey } from '../platform';

export interface VapidKeys {
  /** The uncompressed P-256 public key (base64url): browsers subscribe with it as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

/** The name the deployment's VAPID private key is stored under. */
const VAPID_KEY_NAME = 'web-push-vapid';

const derived = new Map<string, VapidKeys>();

/**
 * The deployment's VAPID key pair. The private key is the 32 random bytes `serverKey` makes once
 * and stores, so every process and every restart signs with the same key and subscriptions made
 * before a restart keep working; the public key is derived from it, never stored.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const privateKey = await serverKey(db, VAPID_KEY_NAME);
  const known = derived.get(privateKey);
  if (known) return known;
  const ecdh = createECDH('prime256v1');
  // 32 random bytes fall outside the curve's order with a chance of about 2^-32; setPrivateKey
  // would then throw, which an operator would see on the first subscription.
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
  derived.set(privateKey, keys);
  return keys;
}
