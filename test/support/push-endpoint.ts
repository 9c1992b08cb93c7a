import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** What the push service received for one subscription, decrypted and with its VAPID claims checked. */
export interface ReceivedPush {
  subscription: string;
  payload: string;
  /** The JWT's claims (aud, exp, sub) after its ES256 signature was verified. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the sender signed with (`k=` of the Authorization header). */
  vapidKey: string;
  ttl: string | undefined;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  /** The browser's keys as PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
}

export interface PushEndpoint {
  received: ReceivedPush[];
  /** Requests that could not be decrypted or verified, with the reason (a test expects none). */
  rejected: string[];
  subscribe(): TestSubscription;
  /** The next answers for this subscription (then 201 again): 410 to say it is gone, 500 to fail. */
  answerNext(subscriptionId: string, ...statuses: number[]): void;
  stop(): Promise<void>;
}

function verifyVapid(authorization: string | undefined, endpointOrigin: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, body, signature] = jwt.split('.') as [string, string, string];
  const publicKey = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33, 65).toString('base64url') };
  const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT signed with ${alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== endpointOrigin) throw new Error(`VAPID audience ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('VAPID JWT expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID subject ${claims.sub}`);
  return { claims, key };
}

/**
 * A push service on a loopback port, as a browser's would be: each subscription has its own
 * endpoint and keys; a POST is decrypted (aes128gcm, RFC 8291) with the subscription's private
 * key and auth secret, and its VAPID JWT verified, before it counts as received.
 */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const subscriptions = new Map<string, { ecdh: ECDH; auth: string; answers: number[] }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      if (!id || !subscription || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const status = subscription.answers.shift() ?? 201;
      if (status >= 300) {
        response.writeHead(status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const { claims, key } = verifyVapid(request.headers.authorization, `http://127.0.0.1:${port}`);
        const payload = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }).toString('utf8');
        received.push({ subscription: id, payload, claims, vapidKey: key, ttl: request.headers.ttl as string | undefined });
        response.writeHead(201).end();
      } catch (error) {
        rejected.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    rejected,
    subscribe() {
      const id = randomBytes(9).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      subscriptions.set(id, { ecdh, auth, answers: [] });
      return { id, endpoint: `http://127.0.0.1:${port}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answerNext(subscriptionId, ...statuses) {
      subscriptions.get(subscriptionId)?.answers.push(...statuses);
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
